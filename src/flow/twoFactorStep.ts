import type { Screen } from '../store/screens';
import type { AfterPrimaryDefinition } from './stepDefinition';
import { lazyComponent } from '../components/lazy';

/** The two-factor screen's name (a screen only this step puts in). */
const TWO_FACTOR = 'TwoFactor' as Screen;

const TwoFactorScreen = lazyComponent(() => import('./chunks/twoFactor').then((m) => m.TwoFactorScreen));

/**
 * `config.mfaOptions`: after every first factor, the two-factor screen (its own chunk, fetched as soon as the
 * config asks for it). The screen itself looks at the user's factors: it asks for one, enrols, or lets the login
 * go straight on; without `mfaOptions` nothing of it loads.
 */
export const twoFactorStep: AfterPrimaryDefinition = {
  step: (config) => {
    if (!config.mfaOptions) return null;
    TwoFactorScreen.preload().catch(() => undefined);
    return () => TWO_FACTOR;
  },
  screens: { [TWO_FACTOR]: TwoFactorScreen },
};
