import { BOUNDS, type ProjectConfig } from '../../config/defaults';
import { ApiError } from '../../errors';
import { endpoint } from '../../http/endpoint';
import { normaliseEmail } from '../../services/email';
import { hashSecret, newSecret } from '../../services/ids';
import { enforceSendLimits } from '../../services/limits';
import { sendEmail } from '../../services/mailer';
import { resolveRedirectUrl, withQueryParams } from '../../services/redirects';
import { findUserByEmail } from '../../services/users';
import { field } from '../schemas';

interface Body {
  email: string;
  login_redirect_url?: string;
  login_expiration_minutes?: number;
  reset_password_redirect_url?: string;
  reset_password_expiration_minutes?: number;
  reset_password_template_id?: string;
  locale?: string;
  code_challenge?: string;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

/**
 * `POST /sdk/v1/passwords/email/reset/start`: emails a password-reset link. Steps: validate the email → find its
 * user (`email_not_found`; users without a password may reset too: that is how they add one) → check the redirect
 * URLs against the allowlists (`reset_password`, and `login` for `login_redirect_url`) → require a
 * `code_challenge` when the project requires PKCE for resets → rate limits → store the hashed single-use token,
 * bound to the challenge → "send" the email: `{reset_password_redirect_url}?stytch_token_type=reset_password&token=…`
 * and, when `login_redirect_url` was sent, a "log in without a password" magic link
 * `{login_redirect_url}?stytch_token_type=login&token=…` (for `POST /magic_links/authenticate`, bound to the same
 * challenge). Answers no fields.
 */
export default endpoint.project<Body>({
  method: 'POST',
  url: '/passwords/email/reset/start',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email'],
      properties: {
        email: field.email,
        login_redirect_url: field.url,
        login_expiration_minutes: field.expirationMinutes,
        reset_password_redirect_url: field.url,
        reset_password_expiration_minutes: {
          type: 'integer',
          minimum: BOUNDS.reset_password_expiration_minutes.min,
          maximum: BOUNDS.reset_password_expiration_minutes.max,
        },
        reset_password_template_id: field.shortText,
        locale: field.locale,
        code_challenge: field.codeChallenge,
        captcha_token: field.opaque,
        dfp_telemetry_id: field.opaque,
      },
    },
  },
  handle(ctx) {
    const { deps, project, body } = ctx;
    const address = normaliseEmail(body.email);
    const found = findUserByEmail(deps, project, address);
    if (!found) {
      throw new ApiError(
        'email_not_found',
        `Email not found: no user of this project has the email ${address}.`,
      );
    }
    const resetUrl = resolveRedirectUrl(
      project,
      'reset_password',
      'reset_password_redirect_url',
      body.reset_password_redirect_url,
    );
    const loginUrl =
      body.login_redirect_url === undefined
        ? null
        : resolveRedirectUrl(project, 'login', 'login_redirect_url', body.login_redirect_url);
    requirePkceWhenConfigured(project, body);
    const resetMinutes =
      body.reset_password_expiration_minutes ?? deps.config.passwords.default_reset_expiration_minutes;
    const loginMinutes = body.login_expiration_minutes ?? deps.config.magic_links.default_expiration_minutes;

    deps.store.transaction(() => {
      enforceSendLimits(deps, project, address, ctx.request.ip);
      const now = deps.clock.now();
      const { user, email } = found;
      const challenge = body.code_challenge ?? null;
      const token = newSecret();
      deps.store.passwordResets.create({
        token_hash: hashSecret(token),
        project_id: project.project_id,
        user_id: user.user_id,
        email_id: email.email_id,
        code_challenge: challenge,
        created_at: now,
        expires_at: now + resetMinutes * 60_000,
        used_at: null,
      });
      const resetLink = withQueryParams(resetUrl, { stytch_token_type: 'reset_password', token });
      let loginLink: string | null = null;
      if (loginUrl !== null) {
        const loginToken = newSecret();
        deps.store.magicLinks.create({
          token_hash: hashSecret(loginToken),
          project_id: project.project_id,
          user_id: user.user_id,
          email_id: email.email_id,
          kind: 'login',
          code_challenge: challenge,
          created_at: now,
          expires_at: now + loginMinutes * 60_000,
          used_at: null,
          password_reset: true,
        });
        loginLink = withQueryParams(loginUrl, { stytch_token_type: 'login', token: loginToken });
      }
      sendEmail(deps, project, {
        to: address,
        link: resetLink,
        ...composeEmail(project, { resetLink, resetMinutes, loginLink, loginMinutes }, body),
      });
    });
    return {};
  },
});

function requirePkceWhenConfigured(project: ProjectConfig, body: Body): void {
  if (project.pkce_required_for_password_resets && body.code_challenge === undefined) {
    throw new ApiError(
      'bad_request',
      `Project "${project.project_name}" requires PKCE for password resets: send a code_challenge (base64url of ` +
        'the SHA-256 of a code_verifier) and reset with the code_verifier.',
    );
  }
}

const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

function composeEmail(
  project: ProjectConfig,
  links: { resetLink: string; resetMinutes: number; loginLink: string | null; loginMinutes: number },
  body: Body,
): { subject: string; text: string } {
  const name = project.project_name;
  const lines = [
    `Hi,`,
    ``,
    `Someone asked to reset the password of your ${name} account. Click the link below to choose a new password.`,
    `The link works once and expires in ${minutesText(links.resetMinutes)}.`,
    ``,
    links.resetLink,
  ];
  if (links.loginLink !== null) {
    lines.push(
      ``,
      `Or log in without a password (works once, expires in ${minutesText(links.loginMinutes)}):`,
      ``,
      links.loginLink,
    );
  }
  lines.push(``, `If you did not ask for this email, you can ignore it: your password stays the same.`);
  const notes = [
    body.reset_password_template_id !== undefined ? `template "${body.reset_password_template_id}"` : '',
    body.locale !== undefined ? `locale "${body.locale}"` : '',
  ].filter(Boolean);
  if (notes.length > 0) lines.push(``, `(Sent with ${notes.join(' and ')}.)`);
  return { subject: `Reset your ${name} password`, text: lines.join('\n') };
}
