/**
 * Storage of the OpenID provider (emulator/oidc/, emulator/routes/idp/), mounted as `store.idp`: remembered
 * consent, authorization codes, access and refresh tokens, and the RS256 keys of ID tokens. Codes and tokens are
 * stored only as SHA-256 hashes.
 */
import { json, num, numOrNull, str, strOrNull, type Row } from './db';
import { repository } from './repository';
import { signingKeysIn, type SigningKeysRepository } from './signing-keys';

/** What a third-party client was allowed by a user: the union of every scope set the user granted it. */
export interface IdpConsentRecord {
  project_id: string;
  user_id: string;
  client_id: string;
  scopes: string[];
  granted_at: number;
}

/** A single-use authorization code (`authorize/submit`), bound to everything the token request must match. */
export interface IdpCodeRecord {
  code_hash: string;
  project_id: string;
  client_id: string;
  user_id: string;
  /** The session the user consented in (logout ends it; the tokens outlive it). */
  session_id: string;
  redirect_uri: string;
  /** The granted scopes (requested and grantable). */
  scopes: string[];
  nonce: string | null;
  /** base64url(SHA-256(code_verifier)), or null (confidential clients may skip PKCE). */
  code_challenge: string | null;
  /** When the user last authenticated (epoch ms): the ID token's `auth_time`. */
  auth_time: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type IdpTokenKind = 'access' | 'refresh';

/**
 * An access or refresh token. `grant_id` ties every token issued from one authorization code together, so a
 * replayed code or a reused (rotated) refresh token revokes them all.
 */
export interface IdpTokenRecord {
  token_hash: string;
  kind: IdpTokenKind;
  grant_id: string;
  project_id: string;
  client_id: string;
  user_id: string;
  scopes: string[];
  auth_time: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface IdpRepository {
  consents: {
    get(userId: string, clientId: string): IdpConsentRecord | null;
    /** Inserts or replaces the user's consent for the client. */
    put(consent: IdpConsentRecord): void;
    /** Every client the user granted something, the latest grant first. */
    listForUser(userId: string): IdpConsentRecord[];
    /** Forgets the user's consent for the client; false when there was none. */
    delete(userId: string, clientId: string): boolean;
  };
  codes: {
    create(code: IdpCodeRecord): void;
    findByHash(codeHash: string): IdpCodeRecord | null;
    /** Marks the code used; false when it already was (so two racing exchanges cannot both succeed). */
    consume(codeHash: string, at: number): boolean;
    /** Drops every code that expired before `before`. */
    prune(before: number): void;
  };
  tokens: {
    create(token: IdpTokenRecord): void;
    findByHash(tokenHash: string): IdpTokenRecord | null;
    /** Revokes one token; false when it already was revoked (a rotated refresh token presented again). */
    revoke(tokenHash: string, at: number): boolean;
    /** Revokes every live token of a grant; returns how many. */
    revokeGrant(grantId: string, at: number): number;
    /** Revokes every live token the client holds for the user; returns how many. */
    revokeForClient(userId: string, clientId: string, at: number): number;
  };
  /** Each project's RS256 key set: session JWTs, ID tokens, access tokens (never dropped by a data reset). */
  signingKeys: SigningKeysRepository;
}

const list = (v: Row[string] | undefined): string[] => json<string[]>(v);

export const idp = repository<IdpRepository>({
  dataTables: ['idp_consents', 'idp_codes', 'idp_tokens'],
  migrations: {
    // The OpenID provider (with users' roles, store/roles.ts): all secrets as SHA-256. Version 10 moved the keys to
    // `project_signing_keys`: one key set per project (session JWTs, ID tokens, access tokens), several keys each so
    // a rotation keeps the previous one published.
    8: `
  CREATE TABLE idp_consents (
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    client_id TEXT NOT NULL,
    scopes TEXT NOT NULL,
    granted_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, client_id)
  );
  CREATE TABLE idp_codes (
    code_hash TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    client_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    session_id TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    scopes TEXT NOT NULL,
    nonce TEXT,
    code_challenge TEXT,
    auth_time INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX idp_codes_expiry ON idp_codes(expires_at);
  CREATE TABLE idp_tokens (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    grant_id TEXT NOT NULL,
    project_id TEXT NOT NULL,
    client_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    scopes TEXT NOT NULL,
    auth_time INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX idp_tokens_grant ON idp_tokens(grant_id);
  CREATE TABLE idp_signing_keys (
    kid TEXT PRIMARY KEY,
    project_id TEXT NOT NULL UNIQUE,
    alg TEXT NOT NULL,
    private_jwk TEXT NOT NULL,
    public_jwk TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );`,
    10: `
  CREATE TABLE project_signing_keys (
    kid TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    alg TEXT NOT NULL,
    private_jwk TEXT NOT NULL,
    public_jwk TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX project_signing_keys_project ON project_signing_keys(project_id, created_at);
  INSERT INTO project_signing_keys (kid, project_id, alg, private_jwk, public_jwk, created_at)
    SELECT kid, project_id, alg, private_jwk, public_jwk, created_at FROM idp_signing_keys;`,
  },
  open: (db) => ({
    consents: {
      get: (userId, clientId) => {
        const row = db.get('SELECT * FROM idp_consents WHERE user_id = ? AND client_id = ?', [
          userId,
          clientId,
        ]);
        return row && toConsent(row);
      },
      put: (c) =>
        void db.run(
          `INSERT OR REPLACE INTO idp_consents (project_id, user_id, client_id, scopes, granted_at)
           VALUES (?, ?, ?, ?, ?)`,
          [c.project_id, c.user_id, c.client_id, JSON.stringify(c.scopes), c.granted_at],
        ),
      listForUser: (userId) =>
        db
          .all('SELECT * FROM idp_consents WHERE user_id = ? ORDER BY granted_at DESC', [userId])
          .map(toConsent),
      delete: (userId, clientId) =>
        db.run('DELETE FROM idp_consents WHERE user_id = ? AND client_id = ?', [userId, clientId]) === 1,
    },
    codes: {
      create: (c) =>
        void db.run(
          `INSERT INTO idp_codes (code_hash, project_id, client_id, user_id, session_id, redirect_uri, scopes, nonce,
             code_challenge, auth_time, created_at, expires_at, used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            c.code_hash,
            c.project_id,
            c.client_id,
            c.user_id,
            c.session_id,
            c.redirect_uri,
            JSON.stringify(c.scopes),
            c.nonce,
            c.code_challenge,
            c.auth_time,
            c.created_at,
            c.expires_at,
            c.used_at,
          ],
        ),
      findByHash: (codeHash) => {
        const row = db.get('SELECT * FROM idp_codes WHERE code_hash = ?', [codeHash]);
        return row && toCode(row);
      },
      consume: (codeHash, at) =>
        db.run('UPDATE idp_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL', [at, codeHash]) ===
        1,
      prune: (before) => void db.run('DELETE FROM idp_codes WHERE expires_at < ?', [before]),
    },
    tokens: {
      create: (t) =>
        void db.run(
          `INSERT INTO idp_tokens (token_hash, kind, grant_id, project_id, client_id, user_id, scopes, auth_time,
             created_at, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            t.token_hash,
            t.kind,
            t.grant_id,
            t.project_id,
            t.client_id,
            t.user_id,
            JSON.stringify(t.scopes),
            t.auth_time,
            t.created_at,
            t.expires_at,
            t.revoked_at,
          ],
        ),
      findByHash: (tokenHash) => {
        const row = db.get('SELECT * FROM idp_tokens WHERE token_hash = ?', [tokenHash]);
        return row && toToken(row);
      },
      revoke: (tokenHash, at) =>
        db.run('UPDATE idp_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', [
          at,
          tokenHash,
        ]) === 1,
      revokeGrant: (grantId, at) =>
        db.run('UPDATE idp_tokens SET revoked_at = ? WHERE grant_id = ? AND revoked_at IS NULL', [
          at,
          grantId,
        ]),
      revokeForClient: (userId, clientId, at) =>
        db.run(
          'UPDATE idp_tokens SET revoked_at = ? WHERE user_id = ? AND client_id = ? AND revoked_at IS NULL',
          [at, userId, clientId],
        ),
    },
    signingKeys: signingKeysIn(db, 'project_signing_keys'),
  }),
});

function toConsent(r: Row): IdpConsentRecord {
  return {
    project_id: str(r.project_id),
    user_id: str(r.user_id),
    client_id: str(r.client_id),
    scopes: list(r.scopes),
    granted_at: num(r.granted_at),
  };
}

function toCode(r: Row): IdpCodeRecord {
  return {
    code_hash: str(r.code_hash),
    project_id: str(r.project_id),
    client_id: str(r.client_id),
    user_id: str(r.user_id),
    session_id: str(r.session_id),
    redirect_uri: str(r.redirect_uri),
    scopes: list(r.scopes),
    nonce: strOrNull(r.nonce),
    code_challenge: strOrNull(r.code_challenge),
    auth_time: num(r.auth_time),
    created_at: num(r.created_at),
    expires_at: num(r.expires_at),
    used_at: numOrNull(r.used_at),
  };
}

function toToken(r: Row): IdpTokenRecord {
  return {
    token_hash: str(r.token_hash),
    kind: str(r.kind) as IdpTokenKind,
    grant_id: str(r.grant_id),
    project_id: str(r.project_id),
    client_id: str(r.client_id),
    user_id: str(r.user_id),
    scopes: list(r.scopes),
    auth_time: num(r.auth_time),
    created_at: num(r.created_at),
    expires_at: num(r.expires_at),
    revoked_at: numOrNull(r.revoked_at),
  };
}
