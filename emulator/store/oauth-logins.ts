/**
 * Social sign-in (OAuth through the emulator's stand-in providers) and Google One Tap: the records and their
 * repository. Flow handles, login tokens and One Tap CSRF tokens are stored only as SHA-256 hashes.
 */
import { json, num, numOrNull, setClause, str, strOrNull, type Row } from './db';
import { repository } from './repository';

/**
 * An OAuth start waiting at the stand-in provider's page: everything the start carried, kept server-side. The page
 * holds the flow's handle (a secret); signing in or cancelling completes the flow once.
 */
export interface OAuthFlowRecord {
  flow_hash: string;
  project_id: string;
  provider: string;
  /** Both checked against the project's allowlist at start (the one used depends on who signs in). */
  login_redirect_url: string;
  signup_redirect_url: string;
  /** base64url(SHA-256(code_verifier)) from the start, or null without PKCE. */
  code_challenge: string | null;
  /** `custom_scopes` of the start, split on spaces. */
  custom_scopes: string[];
  /** The start's `provider_{key}` parameters, keyed without the prefix. */
  provider_params: Record<string, string>;
  created_at: number;
  expires_at: number;
  completed_at: number | null;
}

/** A user's identity at one provider (`providers[]` of the user). One per provider subject and project. */
export interface OAuthRegistrationRecord {
  registration_id: string;
  project_id: string;
  user_id: string;
  provider: string;
  provider_subject: string;
  /** The verified email the provider vouched for (the factor's `email_id`), or null. */
  email_id: string | null;
  name: string;
  profile_picture_url: string;
  locale: string;
  created_at: number;
  last_used_at: number | null;
}

/** The single-use token a completed flow redirects to the app with; `POST /oauth/authenticate` trades it. */
export interface OAuthTokenRecord {
  token_hash: string;
  project_id: string;
  user_id: string;
  registration_id: string;
  provider: string;
  code_challenge: string | null;
  /** The scopes granted: the provider's defaults plus the start's custom scopes. */
  scopes: string[];
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A One Tap start: the callback id the iframe posts the ID token to, bound to its CSRF cookie. */
export interface OneTapCallbackRecord {
  callback_id: string;
  project_id: string;
  csrf_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type OAuthRegistrationPatch = Partial<
  Pick<OAuthRegistrationRecord, 'name' | 'profile_picture_url' | 'locale' | 'email_id' | 'last_used_at'>
>;

export interface OAuthLoginsRepository {
  createFlow(flow: OAuthFlowRecord): void;
  findFlow(flowHash: string): OAuthFlowRecord | null;
  /** Marks the flow completed; false when it already was (a second submit of the page). */
  completeFlow(flowHash: string, at: number): boolean;
  createRegistration(registration: OAuthRegistrationRecord): void;
  findRegistration(projectId: string, provider: string, subject: string): OAuthRegistrationRecord | null;
  getRegistration(projectId: string, registrationId: string): OAuthRegistrationRecord | null;
  listRegistrations(userId: string): OAuthRegistrationRecord[];
  updateRegistration(registrationId: string, patch: OAuthRegistrationPatch): void;
  deleteRegistration(registrationId: string): boolean;
  createToken(token: OAuthTokenRecord): void;
  findToken(tokenHash: string): OAuthTokenRecord | null;
  /** Marks the token used; false when it already was (so two racing calls cannot both succeed). */
  consumeToken(tokenHash: string, at: number): boolean;
  createOneTapCallback(callback: OneTapCallbackRecord): void;
  findOneTapCallback(callbackId: string): OneTapCallbackRecord | null;
  /** Marks the callback used; false when it already was. */
  consumeOneTapCallback(callbackId: string, at: number): boolean;
  /** Drops flows, tokens and One Tap callbacks that expired before `before`. */
  prune(before: number): void;
}

const REGISTRATION_COLUMNS = new Set(['name', 'profile_picture_url', 'locale', 'email_id', 'last_used_at']);

export const oauthLogins = repository<OAuthLoginsRepository>({
  dataTables: [
    'oauth_one_tap_callbacks',
    'oauth_start_flows',
    'oauth_user_registrations',
    'oauth_login_tokens',
  ],
  migrations: {
    // Pending starts, users' provider identities, the single-use login tokens (flow handles and tokens as SHA-256)
    // and Google One Tap callbacks (CSRF token as SHA-256).
    9: `
  CREATE TABLE oauth_start_flows (
    flow_hash TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    provider TEXT NOT NULL,
    login_redirect_url TEXT NOT NULL,
    signup_redirect_url TEXT NOT NULL,
    code_challenge TEXT,
    custom_scopes TEXT NOT NULL,
    provider_params TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    completed_at INTEGER
  );
  CREATE INDEX oauth_start_flows_expiry ON oauth_start_flows(expires_at);
  CREATE TABLE oauth_user_registrations (
    registration_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    provider_subject TEXT NOT NULL,
    email_id TEXT,
    name TEXT NOT NULL,
    profile_picture_url TEXT NOT NULL,
    locale TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER,
    UNIQUE (project_id, provider, provider_subject)
  );
  CREATE INDEX oauth_user_registrations_user ON oauth_user_registrations(user_id);
  CREATE TABLE oauth_login_tokens (
    token_hash TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    registration_id TEXT NOT NULL REFERENCES oauth_user_registrations(registration_id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    code_challenge TEXT,
    scopes TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX oauth_login_tokens_expiry ON oauth_login_tokens(expires_at);
  CREATE TABLE oauth_one_tap_callbacks (
    callback_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    csrf_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX oauth_one_tap_callbacks_expiry ON oauth_one_tap_callbacks(expires_at);`,
  },
  open: (db) => ({
    createFlow: (f) =>
      void db.run(
        `INSERT INTO oauth_start_flows (flow_hash, project_id, provider, login_redirect_url, signup_redirect_url,
           code_challenge, custom_scopes, provider_params, created_at, expires_at, completed_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          f.flow_hash,
          f.project_id,
          f.provider,
          f.login_redirect_url,
          f.signup_redirect_url,
          f.code_challenge,
          JSON.stringify(f.custom_scopes),
          JSON.stringify(f.provider_params),
          f.created_at,
          f.expires_at,
          f.completed_at,
        ],
      ),
    findFlow: (flowHash) => {
      const row = db.get('SELECT * FROM oauth_start_flows WHERE flow_hash = ?', [flowHash]);
      return row && toFlow(row);
    },
    completeFlow: (flowHash, at) =>
      db.run('UPDATE oauth_start_flows SET completed_at = ? WHERE flow_hash = ? AND completed_at IS NULL', [
        at,
        flowHash,
      ]) === 1,
    createRegistration: (r) =>
      void db.run(
        `INSERT INTO oauth_user_registrations (registration_id, project_id, user_id, provider, provider_subject,
           email_id, name, profile_picture_url, locale, created_at, last_used_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          r.registration_id,
          r.project_id,
          r.user_id,
          r.provider,
          r.provider_subject,
          r.email_id,
          r.name,
          r.profile_picture_url,
          r.locale,
          r.created_at,
          r.last_used_at,
        ],
      ),
    findRegistration: (projectId, provider, subject) => {
      const row = db.get(
        `SELECT * FROM oauth_user_registrations
           WHERE project_id = ? AND provider = ? AND provider_subject = ?`,
        [projectId, provider, subject],
      );
      return row && toRegistration(row);
    },
    getRegistration: (projectId, registrationId) => {
      const row = db.get(
        'SELECT * FROM oauth_user_registrations WHERE project_id = ? AND registration_id = ?',
        [projectId, registrationId],
      );
      return row && toRegistration(row);
    },
    listRegistrations: (userId) =>
      db
        .all('SELECT * FROM oauth_user_registrations WHERE user_id = ? ORDER BY created_at, rowid', [userId])
        .map(toRegistration),
    updateRegistration: (registrationId, patch) => {
      const { columns, values } = setClause(patch, REGISTRATION_COLUMNS, 'registration');
      if (values.length === 0) return;
      db.run(`UPDATE oauth_user_registrations SET ${columns} WHERE registration_id = ?`, [
        ...values,
        registrationId,
      ]);
    },
    deleteRegistration: (registrationId) =>
      db.run('DELETE FROM oauth_user_registrations WHERE registration_id = ?', [registrationId]) === 1,
    createToken: (t) =>
      void db.run(
        `INSERT INTO oauth_login_tokens (token_hash, project_id, user_id, registration_id, provider, code_challenge,
           scopes, created_at, expires_at, used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          t.token_hash,
          t.project_id,
          t.user_id,
          t.registration_id,
          t.provider,
          t.code_challenge,
          JSON.stringify(t.scopes),
          t.created_at,
          t.expires_at,
          t.used_at,
        ],
      ),
    findToken: (tokenHash) => {
      const row = db.get('SELECT * FROM oauth_login_tokens WHERE token_hash = ?', [tokenHash]);
      return row && toToken(row);
    },
    consumeToken: (tokenHash, at) =>
      db.run('UPDATE oauth_login_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', [
        at,
        tokenHash,
      ]) === 1,
    createOneTapCallback: (c) =>
      void db.run(
        `INSERT INTO oauth_one_tap_callbacks (callback_id, project_id, csrf_hash, created_at, expires_at, used_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        [c.callback_id, c.project_id, c.csrf_hash, c.created_at, c.expires_at, c.used_at],
      ),
    findOneTapCallback: (callbackId) => {
      const row = db.get('SELECT * FROM oauth_one_tap_callbacks WHERE callback_id = ?', [callbackId]);
      return row && toOneTapCallback(row);
    },
    consumeOneTapCallback: (callbackId, at) =>
      db.run('UPDATE oauth_one_tap_callbacks SET used_at = ? WHERE callback_id = ? AND used_at IS NULL', [
        at,
        callbackId,
      ]) === 1,
    prune: (before) => {
      db.run('DELETE FROM oauth_start_flows WHERE expires_at < ?', [before]);
      db.run('DELETE FROM oauth_login_tokens WHERE expires_at < ?', [before]);
      db.run('DELETE FROM oauth_one_tap_callbacks WHERE expires_at < ?', [before]);
    },
  }),
});

function toFlow(r: Row): OAuthFlowRecord {
  return {
    flow_hash: str(r.flow_hash),
    project_id: str(r.project_id),
    provider: str(r.provider),
    login_redirect_url: str(r.login_redirect_url),
    signup_redirect_url: str(r.signup_redirect_url),
    code_challenge: strOrNull(r.code_challenge),
    custom_scopes: json<string[]>(r.custom_scopes),
    provider_params: json<Record<string, string>>(r.provider_params),
    created_at: num(r.created_at),
    expires_at: num(r.expires_at),
    completed_at: numOrNull(r.completed_at),
  };
}

function toRegistration(r: Row): OAuthRegistrationRecord {
  return {
    registration_id: str(r.registration_id),
    project_id: str(r.project_id),
    user_id: str(r.user_id),
    provider: str(r.provider),
    provider_subject: str(r.provider_subject),
    email_id: strOrNull(r.email_id),
    name: str(r.name),
    profile_picture_url: str(r.profile_picture_url),
    locale: str(r.locale),
    created_at: num(r.created_at),
    last_used_at: numOrNull(r.last_used_at),
  };
}

function toToken(r: Row): OAuthTokenRecord {
  return {
    token_hash: str(r.token_hash),
    project_id: str(r.project_id),
    user_id: str(r.user_id),
    registration_id: str(r.registration_id),
    provider: str(r.provider),
    code_challenge: strOrNull(r.code_challenge),
    scopes: json<string[]>(r.scopes),
    created_at: num(r.created_at),
    expires_at: num(r.expires_at),
    used_at: numOrNull(r.used_at),
  };
}

function toOneTapCallback(r: Row): OneTapCallbackRecord {
  return {
    callback_id: str(r.callback_id),
    project_id: str(r.project_id),
    csrf_hash: str(r.csrf_hash),
    created_at: num(r.created_at),
    expires_at: num(r.expires_at),
    used_at: numOrNull(r.used_at),
  };
}
