import type { EmailMagicLinkRequest } from '../../../services/magic-links';
import { serverField } from '../schemas';

/** The request fields both server sends share (`send`, `login_or_create`). */
export type ServerMagicLinkSend = Omit<EmailMagicLinkRequest, 'captcha_token' | 'dfp_telemetry_id'> & {
  attributes?: unknown;
};

export const serverMagicLinkSendBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: {
    email: serverField.email,
    login_magic_link_url: serverField.url,
    signup_magic_link_url: serverField.url,
    login_expiration_minutes: serverField.expirationMinutes,
    signup_expiration_minutes: serverField.expirationMinutes,
    login_template_id: serverField.shortText,
    signup_template_id: serverField.shortText,
    locale: serverField.locale,
    code_challenge: serverField.codeChallenge,
    attributes: serverField.attributes,
  },
} as const;
