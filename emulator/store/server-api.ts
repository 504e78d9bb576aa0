/**
 * Storage the server API (`/v1/…`, emulator/routes/server/) needs beyond the SDK API's repositories: sessions by
 * id and per user, custom claims, the users of a project (search), trusted metadata, and deleting users and single
 * factors. No tables of its own; `sqlite.ts` mounts it as `store.serverApi`. Deleting a user cascades (foreign keys)
 * to its factors, sessions, tokens and codes.
 */
import type { BindValues, SQLiteValue } from 'node-sqlite3-wasm';
import type { AuthenticationFactor, EmailRecord, PhoneNumberRecord, SessionRecord } from './types';

type Row = Record<string, SQLiteValue>;

/** The statements of the store that mounts this repository. */
export interface ServerApiSql {
  run(sql: string, values?: BindValues): number;
  get(sql: string, values?: BindValues): Row | null;
  all(sql: string, values?: BindValues): Row[];
}

export interface ServerApiStore {
  sessions: {
    get(projectId: string, sessionId: string): SessionRecord | null;
    /** The user's sessions that are neither revoked nor expired at `now`, oldest first. */
    listLive(userId: string, now: number): SessionRecord[];
    setCustomClaims(sessionId: string, claims: Record<string, unknown>): void;
  };
  users: {
    /** Every user id of the project, in creation order (ties by id): the order search pages follow. */
    listIds(projectId: string): string[];
    setTrustedMetadata(userId: string, metadata: Record<string, unknown>): void;
    /** Deletes the user and (cascading) everything of it; false when there was none. */
    delete(projectId: string, userId: string): boolean;
  };
  emails: {
    get(projectId: string, emailId: string): EmailRecord | null;
    delete(emailId: string): void;
  };
  phoneNumbers: {
    get(projectId: string, phoneId: string): PhoneNumberRecord | null;
    delete(phoneId: string): void;
  };
  passwords: {
    /** The user a password belongs to, by `password_id`. */
    userOf(projectId: string, passwordId: string): string | null;
    delete(passwordId: string): void;
  };
}

const str = (v: SQLiteValue | undefined): string => (typeof v === 'string' ? v : String(v ?? ''));
const num = (v: SQLiteValue | undefined): number => Number(v ?? 0);
const numOrNull = (v: SQLiteValue | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);
const json = <T>(v: SQLiteValue | undefined): T => JSON.parse(str(v)) as T;

function toSession(r: Row): SessionRecord {
  return {
    session_id: str(r.session_id),
    project_id: str(r.project_id),
    user_id: str(r.user_id),
    token_hash: str(r.token_hash),
    started_at: num(r.started_at),
    last_accessed_at: num(r.last_accessed_at),
    expires_at: num(r.expires_at),
    revoked_at: numOrNull(r.revoked_at),
    ip_address: str(r.ip_address),
    user_agent: str(r.user_agent),
    authentication_factors: json<AuthenticationFactor[]>(r.authentication_factors),
    custom_claims: json<Record<string, unknown>>(r.custom_claims),
  };
}

function toEmail(r: Row): EmailRecord {
  return {
    email_id: str(r.email_id),
    user_id: str(r.user_id),
    project_id: str(r.project_id),
    email: str(r.email),
    verified: num(r.verified) === 1,
    created_at: num(r.created_at),
  };
}

function toPhone(r: Row): PhoneNumberRecord {
  return {
    phone_id: str(r.phone_id),
    user_id: str(r.user_id),
    project_id: str(r.project_id),
    phone_number: str(r.phone_number),
    verified: num(r.verified) === 1,
    created_at: num(r.created_at),
  };
}

export function serverApiRepository(sql: ServerApiSql): ServerApiStore {
  return {
    sessions: {
      get: (projectId, sessionId) => {
        const row = sql.get('SELECT * FROM sessions WHERE project_id = ? AND session_id = ?', [
          projectId,
          sessionId,
        ]);
        return row && toSession(row);
      },
      listLive: (userId, now) =>
        sql
          .all(
            `SELECT * FROM sessions WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?
             ORDER BY started_at, session_id`,
            [userId, now],
          )
          .map(toSession),
      setCustomClaims: (sessionId, claims) =>
        void sql.run('UPDATE sessions SET custom_claims = ? WHERE session_id = ?', [
          JSON.stringify(claims),
          sessionId,
        ]),
    },
    users: {
      listIds: (projectId) =>
        sql
          .all('SELECT user_id FROM users WHERE project_id = ? ORDER BY created_at, user_id', [projectId])
          .map((r) => str(r.user_id)),
      setTrustedMetadata: (userId, metadata) =>
        void sql.run('UPDATE users SET trusted_metadata = ? WHERE user_id = ?', [
          JSON.stringify(metadata),
          userId,
        ]),
      delete: (projectId, userId) =>
        sql.run('DELETE FROM users WHERE project_id = ? AND user_id = ?', [projectId, userId]) === 1,
    },
    emails: {
      get: (projectId, emailId) => {
        const row = sql.get('SELECT * FROM emails WHERE project_id = ? AND email_id = ?', [
          projectId,
          emailId,
        ]);
        return row && toEmail(row);
      },
      delete: (emailId) => void sql.run('DELETE FROM emails WHERE email_id = ?', [emailId]),
    },
    phoneNumbers: {
      get: (projectId, phoneId) => {
        const row = sql.get('SELECT * FROM phone_numbers WHERE project_id = ? AND phone_id = ?', [
          projectId,
          phoneId,
        ]);
        return row && toPhone(row);
      },
      delete: (phoneId) => void sql.run('DELETE FROM phone_numbers WHERE phone_id = ?', [phoneId]),
    },
    passwords: {
      userOf: (projectId, passwordId) => {
        const row = sql.get('SELECT user_id FROM passwords WHERE project_id = ? AND password_id = ?', [
          projectId,
          passwordId,
        ]);
        return row && str(row.user_id);
      },
      delete: (passwordId) => void sql.run('DELETE FROM passwords WHERE password_id = ?', [passwordId]),
    },
  };
}
