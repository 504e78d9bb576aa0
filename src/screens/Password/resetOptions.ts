import type { ResetByEmailStartOptions } from '../../client';
import type { PasswordOptions } from '../../config/config';
import { emailLocale } from '../EmailMagicLinks/useEmailMagicLinkForm';

/** Password-reset request fields, camelCase options to wire names (`loginExpirationMinutes` is not sent). */
export function toResetStartOptions(options: PasswordOptions, locale?: string): ResetByEmailStartOptions {
  const out: ResetByEmailStartOptions = {};
  if (options.loginRedirectURL !== undefined) out.login_redirect_url = options.loginRedirectURL;
  if (options.resetPasswordRedirectURL !== undefined)
    out.reset_password_redirect_url = options.resetPasswordRedirectURL;
  if (options.resetPasswordExpirationMinutes !== undefined) {
    out.reset_password_expiration_minutes = options.resetPasswordExpirationMinutes;
  }
  if (options.resetPasswordTemplateId !== undefined)
    out.reset_password_template_id = options.resetPasswordTemplateId;
  const language = emailLocale(options.locale, locale);
  if (language !== undefined) out.locale = language;
  return out;
}
