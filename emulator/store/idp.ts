/**
 * Storage of the OpenID provider (emulator/oidc/, emulator/routes/idp/): users' roles, remembered consent,
 * authorization codes, access and refresh tokens, and the RS256 keys of ID tokens. One repository module for these
 * tables (migration 8); `sqlite.ts` mounts it as `store.roles` and `store.idp`. Codes and tokens are stored only
 * as SHA-256 hashes.
 */
import type { BindValues, SQLiteValue } from 'node-sqlite3-wasm';
import type { SigningKeyRecord } from './types';

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

export interface RoleStore {
  /** The roles assigned to a user (not counting the implicit `stytch_user`), sorted. */
  list(userId: string): string[];
  /** Replaces the user's assigned roles. */
  set(projectId: string, userId: string, roles: string[]): void;
}

export interface IdpStore {
  consents: {
    get(userId: string, clientId: string): IdpConsentRecord | null;
    /** Inserts or replaces the user's consent for the client. */
    put(consent: IdpConsentRecord): void;
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
  };
  /** The RS256 key of each project's ID tokens (never dropped by a data reset). */
  signingKeys: {
    get(projectId: string): SigningKeyRecord | null;
    put(key: SigningKeyRecord): void;
  };
}

type Row = Record<string, SQLiteValue>;

/** The statements of the store that mounts these repositories. */
export interface Sql {
  run(sql: string, values?: BindValues): number;
  get(sql: string, values?: BindValues): Row | null;
  all(sql: string, values?: BindValues): Row[];
}

/** The tables a data reset empties, children first (signing keys stay). */
export const IDP_DATA_TABLES = ['idp_tokens', 'idp_codes', 'idp_consents', 'user_roles'];

const str = (v: SQLiteValue | undefined): string => (typeof v === 'string' ? v : String(v ?? ''));
const num = (v: SQLiteValue | undefined): number => Number(v ?? 0);
const numOrNull = (v: SQLiteValue | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);
const strOrNull = (v: SQLiteValue | undefined): string | null =>
  v === null || v === undefined ? null : str(v);
const list = (v: SQLiteValue | undefined): string[] => JSON.parse(str(v)) as string[];

export function roleRepository(sql: Sql): RoleStore {
  return {
    list: (userId) =>
      sql
        .all('SELECT role_id FROM user_roles WHERE user_id = ? ORDER BY role_id', [userId])
        .map((r) => str(r.role_id)),
    set: (projectId, userId, roles) => {
      sql.run('DELETE FROM user_roles WHERE user_id = ?', [userId]);
      for (const role of new Set(roles)) {
        sql.run('INSERT INTO user_roles (user_id, project_id, role_id) VALUES (?, ?, ?)', [
          userId,
          projectId,
          role,
        ]);
      }
    },
  };
}

export function idpRepository(sql: Sql): IdpStore {
  return {
    consents: {
      get: (userId, clientId) => {
        const row = sql.get('SELECT * FROM idp_consents WHERE user_id = ? AND client_id = ?', [
          userId,
          clientId,
        ]);
        return row && toConsent(row);
      },
      put: (c) =>
        void sql.run(
          `INSERT OR REPLACE INTO idp_consents (project_id, user_id, client_id, scopes, granted_at)
           VALUES (?, ?, ?, ?, ?)`,
          [c.project_id, c.user_id, c.client_id, JSON.stringify(c.scopes), c.granted_at],
        ),
    },
    codes: {
      create: (c) =>
        void sql.run(
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
        const row = sql.get('SELECT * FROM idp_codes WHERE code_hash = ?', [codeHash]);
        return row && toCode(row);
      },
      consume: (codeHash, at) =>
        sql.run('UPDATE idp_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL', [
          at,
          codeHash,
        ]) === 1,
      prune: (before) => void sql.run('DELETE FROM idp_codes WHERE expires_at < ?', [before]),
    },
    tokens: {
      create: (t) =>
        void sql.run(
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
        const row = sql.get('SELECT * FROM idp_tokens WHERE token_hash = ?', [tokenHash]);
        return row && toToken(row);
      },
      revoke: (tokenHash, at) =>
        sql.run('UPDATE idp_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', [
          at,
          tokenHash,
        ]) === 1,
      revokeGrant: (grantId, at) =>
        sql.run('UPDATE idp_tokens SET revoked_at = ? WHERE grant_id = ? AND revoked_at IS NULL', [
          at,
          grantId,
        ]),
    },
    signingKeys: {
      get: (projectId) => {
        const row = sql.get('SELECT * FROM idp_signing_keys WHERE project_id = ?', [projectId]);
        return (
          row && {
            kid: str(row.kid),
            project_id: str(row.project_id),
            alg: str(row.alg),
            private_jwk: str(row.private_jwk),
            public_jwk: str(row.public_jwk),
            created_at: num(row.created_at),
          }
        );
      },
      put: (k) =>
        void sql.run(
          `INSERT INTO idp_signing_keys (kid, project_id, alg, private_jwk, public_jwk, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
          [k.kid, k.project_id, k.alg, k.private_jwk, k.public_jwk, k.created_at],
        ),
    },
  };
}

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
