import { randomBytes, randomUUID } from 'node:crypto';
import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { projectForToken } from './projects';
import type { OAuthFlowRecord, OAuthRegistrationRecord, OAuthTokenRecord } from '../store/oauth-logins';
import type { AuthenticationFactor, EmailRecord, UserRecord } from '../store/types';
import { normaliseEmail } from './email';
import { hashSecret, looksLikeSecret, newId, newSecret, pkceChallengeOf, safeEqual } from './ids';
import { iso } from './jwt';
import {
  initialsOf,
  OAUTH_PROVIDERS,
  oauthProvider,
  providerSubject,
  type OAuthProvider,
  type TestIdentity,
} from './oauth-providers';
import { resolveRedirectUrl, withQueryParams } from './redirects';
import { signIdToken } from './stand-in-keys';
import { createUserWithEmail, findUserByEmail, requireUser } from './users';

/** How long a stand-in sign-in page may be used after the start. */
export const FLOW_MINUTES = 30;
/** How long the token of a completed flow may be traded by `POST /oauth/authenticate` (single use). */
export const TOKEN_MINUTES = 10;
/** How long the provider's access tokens say they last (`provider_values.expires_at`). */
const ACCESS_TOKEN_SECONDS = 3600;

/** Bounds of a start's query, so a stored flow stays small. */
const MAX_SCOPES = 50;
const MAX_SCOPE_LENGTH = 200;
const MAX_PROVIDER_PARAMS = 30;
const MAX_PARAM_LENGTH = 1000;

/** The query keys of a start besides `provider_*` (docs/protocol.md#the-calls). */
const START_KEYS = [
  'public_token',
  'login_redirect_url',
  'signup_redirect_url',
  'custom_scopes',
  'code_challenge',
];

/** Everything a start carried, checked: what `beginFlow` stores. */
export interface OAuthStart {
  project: ProjectConfig;
  provider: OAuthProvider;
  loginRedirectUrl: string;
  signupRedirectUrl: string;
  codeChallenge: string | null;
  customScopes: string[];
  providerParams: Record<string, string>;
}

/** A refused start or page submit; shown as an HTML page with `status`, never as a redirect. */
export class StandInError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
    /** The wire error type it corresponds to, shown on the page to search the docs with. */
    readonly code: string,
  ) {
    super(message);
    this.name = 'StandInError';
  }

  static from(e: unknown, title: string): StandInError {
    if (e instanceof StandInError) return e;
    if (e instanceof ApiError) return new StandInError(e.status, title, e.message, e.type);
    throw e;
  }
}

type Query = Record<string, string | string[] | undefined>;

function single(query: Query, key: string): string | undefined {
  const value = query[key];
  if (Array.isArray(value)) {
    throw new StandInError(
      400,
      'Sign-in could not start',
      `The parameter ${key} was given more than once.`,
      'bad_request',
    );
  }
  return value;
}

/**
 * Checks `GET /v1/public/oauth/{provider}/start` (docs/protocol.md#the-calls): a known provider and public token, both redirect
 * URLs on the project's allowlist (or its defaults), a well-formed `code_challenge` (required when the project sets
 * `pkce_required_for_oauth`), `custom_scopes` and `provider_*` within bounds, no other parameter.
 */
export function parseStart(deps: Deps, providerId: string, query: Query): OAuthStart {
  const provider = oauthProvider(providerId);
  if (!provider) {
    throw new StandInError(
      404,
      'Unknown sign-in provider',
      `The emulator has no OAuth provider "${providerId.slice(0, 60)}". It stands in for: ` +
        `${OAUTH_PROVIDERS.map((p) => p.id).join(', ')}.`,
      'oauth_config_not_found',
    );
  }
  const title = 'Sign-in could not start';
  const unknown = Object.keys(query).filter((k) => !START_KEYS.includes(k) && !k.startsWith('provider_'));
  if (unknown.length > 0) {
    throw new StandInError(
      400,
      title,
      `Unknown parameter ${unknown.map((k) => JSON.stringify(k.slice(0, 60))).join(', ')}. A start takes ` +
        `${START_KEYS.join(', ')} and provider_{name} parameters for the provider.`,
      'bad_request',
    );
  }
  const publicToken = single(query, 'public_token');
  if (publicToken === undefined || publicToken === '') {
    throw new StandInError(400, title, 'The public_token parameter is missing.', 'unauthorized_public_token');
  }
  let project: ProjectConfig;
  try {
    project = projectForToken(deps, publicToken);
  } catch (e) {
    throw StandInError.from(e, title);
  }
  let loginRedirectUrl: string;
  let signupRedirectUrl: string;
  try {
    loginRedirectUrl = resolveRedirectUrl(
      project,
      'login',
      'login_redirect_url',
      single(query, 'login_redirect_url'),
    );
    signupRedirectUrl = resolveRedirectUrl(
      project,
      'signup',
      'signup_redirect_url',
      single(query, 'signup_redirect_url'),
    );
  } catch (e) {
    throw StandInError.from(e, title);
  }
  return {
    project,
    provider,
    loginRedirectUrl,
    signupRedirectUrl,
    codeChallenge: codeChallengeOf(project, single(query, 'code_challenge')),
    customScopes: customScopesOf(single(query, 'custom_scopes')),
    providerParams: providerParamsOf(query),
  };
}

function codeChallengeOf(project: ProjectConfig, value: string | undefined): string | null {
  const title = 'Sign-in could not start';
  if (value === undefined || value === '') {
    if (!project.pkce_required_for_oauth) return null;
    throw new StandInError(
      400,
      title,
      `Project "${project.project_name}" requires PKCE for OAuth: the start needs a code_challenge (base64url of ` +
        'the SHA-256 of a code_verifier), and oauth/authenticate the code_verifier.',
      'invalid_pkce_code_verifier',
    );
  }
  if (!/^[A-Za-z0-9_-]{43}$/.test(value)) {
    throw new StandInError(
      400,
      title,
      'The code_challenge is malformed: it must be base64url(SHA-256(code_verifier)) without padding, 43 characters.',
      'bad_request',
    );
  }
  return value;
}

function customScopesOf(value: string | undefined): string[] {
  const scopes = (value ?? '').split(' ').filter(Boolean);
  const bad = scopes.find((s) => s.length > MAX_SCOPE_LENGTH || /[\s\p{Cc}"\\]/u.test(s));
  if (scopes.length > MAX_SCOPES || bad !== undefined) {
    throw new StandInError(
      400,
      'Sign-in could not start',
      `custom_scopes must be at most ${MAX_SCOPES} space-separated scopes of at most ${MAX_SCOPE_LENGTH} printable ` +
        'characters each.',
      'bad_request',
    );
  }
  return [...new Set(scopes)];
}

function providerParamsOf(query: Query): Record<string, string> {
  const params: Record<string, string> = {};
  const keys = Object.keys(query).filter((k) => k.startsWith('provider_'));
  if (keys.length > MAX_PROVIDER_PARAMS) {
    throw new StandInError(
      400,
      'Sign-in could not start',
      `At most ${MAX_PROVIDER_PARAMS} provider_ parameters are accepted.`,
      'bad_request',
    );
  }
  for (const key of keys) {
    const name = key.slice('provider_'.length);
    const value = single(query, key) ?? '';
    if (name === '' || name.length > 100 || value.length > MAX_PARAM_LENGTH) {
      throw new StandInError(
        400,
        'Sign-in could not start',
        `The parameter ${JSON.stringify(key.slice(0, 120))} is malformed: provider_{name} with a name of at most 100 ` +
          `characters and a value of at most ${MAX_PARAM_LENGTH}.`,
        'bad_request',
      );
    }
    params[name] = value;
  }
  return params;
}

/** Stores the start as a pending flow; returns the handle the stand-in page carries (a secret). */
export function beginFlow(deps: Deps, start: OAuthStart): { handle: string; flow: OAuthFlowRecord } {
  const handle = newSecret();
  const now = deps.clock.now();
  const flow: OAuthFlowRecord = {
    flow_hash: hashSecret(handle),
    project_id: start.project.project_id,
    provider: start.provider.id,
    login_redirect_url: start.loginRedirectUrl,
    signup_redirect_url: start.signupRedirectUrl,
    code_challenge: start.codeChallenge,
    custom_scopes: start.customScopes,
    provider_params: start.providerParams,
    created_at: now,
    expires_at: now + FLOW_MINUTES * 60_000,
    completed_at: null,
  };
  deps.store.transaction(() => {
    deps.store.oauthLogins.prune(now - 24 * 60 * 60_000);
    deps.store.oauthLogins.createFlow(flow);
  });
  return { handle, flow };
}

/** A pending flow named by a stand-in page's form, with its project and provider. */
export interface PendingFlow {
  flow: OAuthFlowRecord;
  project: ProjectConfig;
  provider: OAuthProvider;
}

/** The flow a stand-in page submitted: known, of this provider, not completed, not expired. */
export function pendingFlow(deps: Deps, providerId: string, handle: string | undefined): PendingFlow {
  const title = 'This sign-in cannot continue';
  const flow =
    handle !== undefined && looksLikeSecret(handle)
      ? deps.store.oauthLogins.findFlow(hashSecret(handle))
      : null;
  const project = flow ? deps.config.projectById.get(flow.project_id) : undefined;
  const provider = oauthProvider(providerId);
  if (!flow || !project || !provider || flow.provider !== provider.id) {
    throw new StandInError(
      404,
      title,
      'This sign-in page does not belong to a sign-in the emulator knows (the data may have been reset). Go ' +
        'back to the app and start again.',
      'oauth_flow_callback_error',
    );
  }
  if (flow.completed_at !== null) {
    throw new StandInError(
      409,
      title,
      `This sign-in was already completed at ${iso(flow.completed_at)}. Go back to the app and start again.`,
      'oauth_flow_callback_error',
    );
  }
  if (flow.expires_at <= deps.clock.now()) {
    throw new StandInError(
      410,
      title,
      `This sign-in page expired at ${iso(flow.expires_at)} (after ${FLOW_MINUTES} minutes). Go back to the app and ` +
        'start again.',
      'oauth_flow_callback_error',
    );
  }
  return { flow, project, provider };
}

/** The person someone signs in as on a stand-in page: a test identity or anyone's email and name. */
export function identityOf(email: string | undefined, name: string | undefined, locale = 'en'): TestIdentity {
  const address = normaliseEmail(email ?? '');
  const cleanName = (name ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, 100);
  return { email: address, name: cleanName, locale };
}

/** Where a provider identity leaves the user: a new (or pending) one signs up, an active one logs in. */
export type SignInKind = 'login' | 'signup';

export interface LinkedIdentity {
  user: UserRecord;
  email: EmailRecord;
  registration: OAuthRegistrationRecord;
  kind: SignInKind;
}

/**
 * Creates or finds the user of a provider identity (its registration first, then its verified email), marks the
 * email verified (the provider vouched for it), activates a pending user, fills an empty name from the provider's,
 * and records the registration (`providers[]`). `subject` is the provider's id of the person (an ID token's `sub`),
 * by default the stand-in's stable one for the email.
 */
export function linkIdentity(
  deps: Deps,
  project: ProjectConfig,
  provider: OAuthProvider,
  identity: TestIdentity,
  subject: string = providerSubject(provider.id, identity.email),
): LinkedIdentity {
  const { store } = deps;
  const now = deps.clock.now();
  return store.transaction(() => {
    const registered = store.oauthLogins.findRegistration(project.project_id, provider.id, subject);
    const owner = registered && store.users.get(project.project_id, registered.user_id);
    const byEmail = findUserByEmail(deps, project, identity.email);
    let user: UserRecord;
    let email: EmailRecord;
    let existed = true;
    if (owner) {
      user = owner;
      email =
        byEmail && byEmail.user.user_id === owner.user_id
          ? byEmail.email
          : addEmail(deps, project, owner, identity.email);
    } else if (byEmail) {
      ({ user, email } = byEmail);
    } else {
      ({ user, email } = createUserWithEmail(deps, project, identity.email, 'active'));
      existed = false;
    }
    const kind: SignInKind = existed && user.status === 'active' ? 'login' : 'signup';
    store.emails.markVerified(email.email_id);
    if (user.status !== 'active') store.users.update(user.user_id, { status: 'active' });
    fillName(deps, user, identity.name);
    const profile = {
      email_id: email.email_id,
      name: identity.name,
      profile_picture_url: avatarUrl(deps, provider, identity),
      locale: identity.locale,
      last_used_at: now,
    };
    let registration: OAuthRegistrationRecord;
    if (registered && owner) {
      store.oauthLogins.updateRegistration(registered.registration_id, profile);
      registration = { ...registered, ...profile };
    } else {
      registration = {
        registration_id: `oauth-user-test-${randomUUID()}`,
        project_id: project.project_id,
        user_id: user.user_id,
        provider: provider.id,
        provider_subject: subject,
        created_at: now,
        ...profile,
      };
      store.oauthLogins.createRegistration(registration);
    }
    const current = store.users.get(project.project_id, user.user_id) ?? user;
    return { user: current, email: { ...email, verified: true }, registration, kind };
  });
}

/** An email the provider vouches for, added to a user found by its registration (rare: the email changed). */
function addEmail(deps: Deps, project: ProjectConfig, user: UserRecord, address: string): EmailRecord {
  const email: EmailRecord = {
    email_id: newId.email(),
    user_id: user.user_id,
    project_id: project.project_id,
    email: address,
    verified: true,
    created_at: deps.clock.now(),
  };
  deps.store.emails.create(email);
  return email;
}

/** A user without a name takes the provider's: the first word as first name, the rest as last name. */
function fillName(deps: Deps, user: UserRecord, name: string): void {
  if (name === '' || user.first_name !== '' || user.last_name !== '') return;
  const [first = '', ...rest] = name.split(/\s+/);
  deps.store.users.update(user.user_id, { first_name: first, last_name: rest.join(' ') });
}

/** The profile picture of a stand-in identity: an SVG of its initials on the provider's colour. */
export function avatarUrl(deps: Deps, provider: OAuthProvider, identity: TestIdentity): string {
  const initials = encodeURIComponent(initialsOf(identity.name, identity.email));
  return `${deps.publicUrl()}/v1/public/oauth/${provider.id}/avatar.svg?initials=${initials}`;
}

/**
 * Mints the single-use token a completed sign-in redirects with, and returns the app URL to go to: the flow's
 * sign-up URL for a new user, its login URL otherwise, with `stytch_token_type=oauth&token=…`.
 */
export function completeSignIn(
  deps: Deps,
  project: ProjectConfig,
  linked: LinkedIdentity,
  options: {
    codeChallenge: string | null;
    customScopes: string[];
    provider: OAuthProvider;
    loginRedirectUrl: string;
    signupRedirectUrl: string;
  },
): string {
  const token = newSecret();
  const now = deps.clock.now();
  const record: OAuthTokenRecord = {
    token_hash: hashSecret(token),
    project_id: project.project_id,
    user_id: linked.user.user_id,
    registration_id: linked.registration.registration_id,
    provider: options.provider.id,
    code_challenge: options.codeChallenge,
    scopes: [...new Set([...options.provider.scopes, ...options.customScopes])],
    created_at: now,
    expires_at: now + TOKEN_MINUTES * 60_000,
    used_at: null,
  };
  deps.store.oauthLogins.createToken(record);
  const base = linked.kind === 'login' ? options.loginRedirectUrl : options.signupRedirectUrl;
  return withQueryParams(base, { stytch_token_type: 'oauth', token });
}

/** The app's login URL with the provider's `access_denied` error (RFC 6749 §4.1.2.1), as after a real cancel. */
export function cancelUrl(flow: OAuthFlowRecord, provider: OAuthProvider): string {
  return withQueryParams(flow.login_redirect_url, {
    error: 'access_denied',
    error_description: `The user cancelled the sign-in at ${provider.name}.`,
  });
}

const tokenNotFound = (detail: string) =>
  new ApiError('oauth_token_not_found', `OAuth Token could not be found. ${detail}`);

/** The login token of `POST /oauth/authenticate`: known and of this project (`oauth_token_not_found` otherwise). */
export function findLoginToken(deps: Deps, project: ProjectConfig, token: string): OAuthTokenRecord {
  const record = looksLikeSecret(token) ? deps.store.oauthLogins.findToken(hashSecret(token)) : null;
  if (!record || record.project_id !== project.project_id) {
    throw tokenNotFound('No OAuth sign-in has this token.');
  }
  return record;
}

/** Why a login token cannot be used (it was already, or it expired), or undefined when it can. */
export function unusableReason(deps: Deps, record: OAuthTokenRecord): string | undefined {
  if (record.used_at !== null) return `It was used at ${iso(record.used_at)}; each token works once.`;
  if (record.expires_at <= deps.clock.now()) {
    return `It expired at ${iso(record.expires_at)} (${TOKEN_MINUTES} minutes after the sign-in).`;
  }
  return undefined;
}

export function refuseUnusable(reason: string): never {
  throw tokenNotFound(reason);
}

/**
 * A start sent with a `code_challenge` needs the matching `code_verifier`; a failed check leaves the token usable.
 * A verifier sent for a start without a challenge is ignored (the SDK may hold a stale one).
 */
export function checkPkce(record: OAuthTokenRecord, verifier: string | undefined): void {
  if (record.code_challenge === null) return;
  if (verifier === undefined || verifier === '') {
    throw new ApiError(
      'invalid_pkce_code_verifier',
      'This OAuth sign-in was started with a PKCE code_challenge, so oauth/authenticate needs its code_verifier.',
    );
  }
  if (!safeEqual(pkceChallengeOf(verifier), record.code_challenge)) {
    throw new ApiError(
      'pkce_mismatch',
      'The code_verifier does not match the PKCE code_challenge this OAuth sign-in was started with.',
    );
  }
}

/** Marks the token used (false: a concurrent call used it first). */
export function consumeLoginToken(deps: Deps, record: OAuthTokenRecord): void {
  if (!deps.store.oauthLogins.consumeToken(record.token_hash, deps.clock.now())) {
    refuseUnusable('It was used by a concurrent request.');
  }
}

/** The registration and user a login token names (they exist unless the data was reset). */
export function tokenIdentity(
  deps: Deps,
  project: ProjectConfig,
  record: OAuthTokenRecord,
): { user: UserRecord; registration: OAuthRegistrationRecord; provider: OAuthProvider } {
  const user = requireUser(deps, project.project_id, record.user_id);
  const registration = deps.store.oauthLogins.getRegistration(project.project_id, record.registration_id);
  const provider = oauthProvider(record.provider);
  if (!registration || !provider)
    refuseUnusable('Its sign-in no longer exists (the data may have been reset).');
  return { user, registration, provider };
}

/** The session factor of an OAuth sign-in, as the provider shapes it (`{provider}_oauth_factor`). */
export function oauthFactor(deps: Deps, registration: OAuthRegistrationRecord): AuthenticationFactor {
  const now = iso(deps.clock.now());
  return {
    type: 'oauth',
    delivery_method: `oauth_${registration.provider}`,
    created_at: now,
    updated_at: now,
    last_authenticated_at: now,
    [`${registration.provider}_oauth_factor`]: {
      id: registration.registration_id,
      email_id: registration.email_id ?? '',
      provider_subject: registration.provider_subject,
    },
  };
}

/** The OAuth client id a stand-in provider issued the project's ID tokens to (`aud`). */
export function clientIdFor(project: ProjectConfig, provider: OAuthProvider): string {
  if (provider.id === 'google' && project.google_client_id !== null) return project.google_client_id;
  return `${project.project_id}.${provider.id}.stand-in`;
}

const opaque = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

/**
 * `provider_values` of `POST /oauth/authenticate`: emulated tokens of the provider (the access and refresh tokens
 * are opaque and unusable anywhere; the ID token of an OpenID provider is a JWT signed by the stand-in key), the
 * scopes granted (the provider's defaults plus the start's custom scopes) and when the access token expires.
 */
export async function providerValues(
  deps: Deps,
  project: ProjectConfig,
  record: OAuthTokenRecord,
  provider: OAuthProvider,
  registration: OAuthRegistrationRecord,
  email: string,
) {
  const id_token = provider.oidc
    ? await signIdToken(deps, provider.id, clientIdFor(project, provider), {
        sub: registration.provider_subject,
        email,
        email_verified: true,
        name: registration.name,
        picture: registration.profile_picture_url,
        locale: registration.locale,
      })
    : '';
  return {
    access_token: opaque(`emulated-${provider.id}-access-`),
    refresh_token: opaque(`emulated-${provider.id}-refresh-`),
    id_token,
    scopes: record.scopes,
    expires_at: iso(deps.clock.now() + ACCESS_TOKEN_SECONDS * 1000),
  };
}
