import { Screen } from '../store/screens';
import { lazyComponent } from '../components/lazy';
import type { AfterPrimaryDefinition } from './stepDefinition';

/** The first factors after which a passkey is offered: a password, or a passcode by SMS, WhatsApp or email. */
const OFFERED_AFTER = (method: string) => method === 'password' || method.startsWith('otp_');

/**
 * `passkeyOptions.offerAfterLogin` (`conditional` or `prompt`): after a password or passcode login, before its
 * success screen, the passkey offer (src/screens/PasskeyOffer, a chunk of its own).
 */
export const PASSKEY_OFFER: AfterPrimaryDefinition = {
  step: (config) => {
    const mode = config.passkeyOptions?.offerAfterLogin;
    if (mode !== 'conditional' && mode !== 'prompt') return null;
    return (factor) => (OFFERED_AFTER(factor.method) ? Screen.PasskeyOffer : null);
  },
  screens: {
    [Screen.PasskeyOffer]: lazyComponent(() =>
      import('./chunks/passkeyOffer').then((m) => m.PasskeyOfferScreen),
    ),
  },
};
