/**
 * `<idp-account>`'s sections: each one a chunk of its own, loaded when the element shows it (`config.sections`).
 */
import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from '../components/lazy';
import { splitConfig, type SectionId } from './options';

type Section = LazyComponent<object>;
const section = (load: () => Promise<ComponentType>): Section => lazyComponent(load);

export const SECTIONS: Record<SectionId, Section> = {
  profile: section(() => import('./sections/Profile').then((m) => m.ProfileSection)),
  emails: section(() => import('./sections/Contacts').then((m) => m.EmailsSection)),
  phones: section(() => import('./sections/Contacts').then((m) => m.PhonesSection)),
  password: section(() => import('./sections/Password').then((m) => m.PasswordSection)),
  session: section(() => import('./sections/ThisSession').then((m) => m.ThisSessionSection)),
  twoFactor: section(() => import('./sections/TwoFactor').then((m) => m.TwoFactorSection)),
  passkeys: section(() => import('./sections/Passkeys').then((m) => m.PasskeysSection)),
  connectedAccounts: section(() =>
    import('./sections/LinkedFactors').then((m) => m.ConnectedAccountsSection),
  ),
  wallets: section(() => import('./sections/LinkedFactors').then((m) => m.WalletsSection)),
  apps: section(() => import('./sections/ConnectedApps').then((m) => m.ConnectedAppsSection)),
};

/** Fetches the code of the sections `config` shows. */
export function preloadSections(config: unknown): Promise<void> {
  const { options } = splitConfig(config);
  return Promise.all(options.sections.map((id) => SECTIONS[id].preload())).then(() => undefined);
}
