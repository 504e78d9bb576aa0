import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import type { MagicLinkKind } from '../store/types';
import { normaliseEmail } from './email';
import { hashSecret, newSecret } from './ids';
import { enforceSendLimits } from './limits';
import { sendEmail } from './mailer';
import { resolveRedirectUrl, withQueryParams } from './redirects';
import { createUserWithEmail, findUserByEmail } from './users';

/** The request fields of an email magic-link send (docs/protocol.md#the-calls). */
export interface EmailMagicLinkRequest {
  email: string;
  login_magic_link_url?: string;
  signup_magic_link_url?: string;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: string;
  code_challenge?: string;
  create_user_as_pending?: boolean;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

export interface EmailMagicLinkSent {
  user_id: string;
  email_id: string;
  user_created: boolean;
}

/**
 * Sends an email magic link: the named steps shared by `login_or_create` (which creates unknown users) and
 * `send/primary` (which requires an existing one).
 */
export function sendEmailMagicLink(
  deps: Deps,
  project: ProjectConfig,
  request: EmailMagicLinkRequest,
  options: { createUser: boolean; ip: string },
): EmailMagicLinkSent {
  const address = normaliseEmail(request.email);
  const existing = findUserByEmail(deps, project, address);
  if (!existing && !options.createUser) {
    throw new ApiError(
      'email_not_found',
      `Email not found: no user of this project has the email ${address}.`,
    );
  }
  // As the provider: a new or pending user gets the sign-up link, an active one the login link.
  const kind: MagicLinkKind = existing?.user.status === 'active' ? 'login' : 'signup';
  const redirectUrl = chooseRedirectUrl(project, kind, request);
  const expiresInMinutes =
    (kind === 'login' ? request.login_expiration_minutes : request.signup_expiration_minutes) ??
    deps.config.magic_links.default_expiration_minutes;
  requirePkceWhenConfigured(project, request);

  return deps.store.transaction(() => {
    enforceSendLimits(deps, project, address, options.ip);
    const { user, email } =
      existing ??
      createUserWithEmail(deps, project, address, request.create_user_as_pending ? 'pending' : 'active');
    const token = newSecret();
    const now = deps.clock.now();
    deps.store.magicLinks.create({
      token_hash: hashSecret(token),
      project_id: project.project_id,
      user_id: user.user_id,
      email_id: email.email_id,
      kind,
      code_challenge: request.code_challenge ?? null,
      created_at: now,
      expires_at: now + expiresInMinutes * 60_000,
      used_at: null,
      password_reset: false,
    });
    const link = withQueryParams(redirectUrl, { stytch_token_type: 'magic_links', token });
    sendEmail(deps, project, {
      to: address,
      link,
      ...composeEmail(project, kind, link, expiresInMinutes, request),
    });
    return { user_id: user.user_id, email_id: email.email_id, user_created: !existing };
  });
}

/** Both URLs are checked when sent (a bad one is an error either way); the one for `kind` is used. */
function chooseRedirectUrl(
  project: ProjectConfig,
  kind: MagicLinkKind,
  request: EmailMagicLinkRequest,
): string {
  const fields = [
    ['login', 'login_magic_link_url', request.login_magic_link_url],
    ['signup', 'signup_magic_link_url', request.signup_magic_link_url],
  ] as const;
  let chosen: string | undefined;
  for (const [which, field, value] of fields) {
    if (value !== undefined || which === kind) {
      const url = resolveRedirectUrl(project, which, field, value);
      if (which === kind) chosen = url;
    }
  }
  return chosen as string;
}

function requirePkceWhenConfigured(project: ProjectConfig, request: EmailMagicLinkRequest): void {
  if (project.pkce_required_for_email_magic_links && request.code_challenge === undefined) {
    throw new ApiError(
      'bad_request',
      `Project "${project.project_name}" requires PKCE for email magic links: send a code_challenge ` +
        '(base64url of the SHA-256 of a code_verifier) and authenticate with the code_verifier.',
    );
  }
}

function composeEmail(
  project: ProjectConfig,
  kind: MagicLinkKind,
  link: string,
  minutes: number,
  request: EmailMagicLinkRequest,
): { subject: string; text: string } {
  const name = project.project_name;
  const template = kind === 'login' ? request.login_template_id : request.signup_template_id;
  const notes = [
    template !== undefined ? `template "${template}"` : '',
    request.locale !== undefined ? `locale "${request.locale}"` : '',
  ].filter(Boolean);
  const lines =
    kind === 'login'
      ? [`Hi,`, ``, `Click the link below to log in to ${name}.`]
      : [`Welcome!`, ``, `Click the link below to finish creating your ${name} account.`];
  lines.push(
    `The link works once and expires in ${minutes} minutes.`,
    ``,
    link,
    ``,
    `If you did not ask for this email, you can ignore it.`,
  );
  if (notes.length > 0) lines.push(``, `(Sent with ${notes.join(' and ')}.)`);
  return {
    subject: kind === 'login' ? `Your login link for ${name}` : `Complete your sign-up for ${name}`,
    text: lines.join('\n'),
  };
}
