import type { RedirectUrlDefaults } from '../api/types';
import type { LoginConfig } from '../config/config';

/**
 * The config fields a login element must set because the project has no default redirect URL for them, so that a
 * send would fail (issue 15: say so at mount, not on submit). Only known when the provider reports its defaults
 * (the emulator's `redirect_url_defaults`); otherwise nothing is reported.
 */
export function missingRedirectUrls(config: LoginConfig, defaults: RedirectUrlDefaults | null): string[] {
  if (!defaults) return [];
  const { products, emailMagicLinksOptions: eml, passwordOptions: passwords, otpOptions } = config;
  const missing: string[] = [];
  const magicLinks = products.includes('emailMagicLinks');
  const withPasswords = products.includes('passwords');
  // With passwords, a passwordless user gets a login link (or an email code when that method is on); without
  // them, any address may be new or known, so both links may be sent.
  const sendsLoginLinks =
    (magicLinks && !withPasswords) || (withPasswords && !(otpOptions.methods ?? []).includes('email'));
  if (sendsLoginLinks && !eml.loginRedirectURL && !defaults.login) {
    missing.push('emailMagicLinksOptions.loginRedirectURL');
  }
  if (magicLinks && !withPasswords && !eml.signupRedirectURL && !defaults.signup) {
    missing.push('emailMagicLinksOptions.signupRedirectURL');
  }
  if (withPasswords && !passwords.resetPasswordRedirectURL && !defaults.resetPassword) {
    missing.push('passwordOptions.resetPasswordRedirectURL');
  }
  return missing;
}
