/** Sessions (`sessions`): one row per login, found by the SHA-256 of its session token. */
import { json, num, numOrNull, str, type Row } from './db';
import { repository } from './repository';

/** One factor of a session, in the wire shape of `session.authentication_factors[]`. */
export interface AuthenticationFactor {
  type: string;
  delivery_method: string;
  created_at: string;
  updated_at: string;
  last_authenticated_at: string;
  [factor: string]: unknown;
}

export interface SessionRecord {
  session_id: string;
  project_id: string;
  user_id: string;
  token_hash: string;
  started_at: number;
  last_accessed_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip_address: string;
  user_agent: string;
  authentication_factors: AuthenticationFactor[];
  custom_claims: Record<string, unknown>;
}

export interface SessionsRepository {
  create(session: SessionRecord): void;
  findByTokenHash(tokenHash: string): SessionRecord | null;
  update(
    sessionId: string,
    patch: Partial<Pick<SessionRecord, 'last_accessed_at' | 'expires_at' | 'authentication_factors'>>,
  ): void;
  revoke(sessionId: string, at: number): void;
  /** Revokes every live session of the user except `exceptSessionId`. */
  revokeAllForUser(userId: string, at: number, exceptSessionId?: string): void;
  /** A session by id, within the project (the server API's reads and revokes). */
  get(projectId: string, sessionId: string): SessionRecord | null;
  /** The user's sessions that are neither revoked nor expired at `now`, oldest first. */
  listLive(userId: string, now: number): SessionRecord[];
  setCustomClaims(sessionId: string, claims: Record<string, unknown>): void;
}

export const sessions = repository<SessionsRepository>({
  dataTables: ['sessions'],
  migrations: {
    1: `
  CREATE TABLE sessions (
    session_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    started_at INTEGER NOT NULL,
    last_accessed_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER,
    ip_address TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    authentication_factors TEXT NOT NULL,
    custom_claims TEXT NOT NULL DEFAULT '{}'
  );`,
    // A password reset revokes the user's sessions.
    3: `
  CREATE INDEX sessions_user ON sessions(user_id);`,
  },
  open: (db) => ({
    create: (s) =>
      void db.run(
        `INSERT INTO sessions (session_id, project_id, user_id, token_hash, started_at, last_accessed_at, expires_at,
           revoked_at, ip_address, user_agent, authentication_factors, custom_claims)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          s.session_id,
          s.project_id,
          s.user_id,
          s.token_hash,
          s.started_at,
          s.last_accessed_at,
          s.expires_at,
          s.revoked_at,
          s.ip_address,
          s.user_agent,
          JSON.stringify(s.authentication_factors),
          JSON.stringify(s.custom_claims),
        ],
      ),
    findByTokenHash: (tokenHash) => {
      const row = db.get('SELECT * FROM sessions WHERE token_hash = ?', [tokenHash]);
      return row && toSession(row);
    },
    update: (sessionId, patch) =>
      db.transaction(() => {
        if (patch.last_accessed_at !== undefined) {
          db.run('UPDATE sessions SET last_accessed_at = ? WHERE session_id = ?', [
            patch.last_accessed_at,
            sessionId,
          ]);
        }
        if (patch.expires_at !== undefined) {
          db.run('UPDATE sessions SET expires_at = ? WHERE session_id = ?', [patch.expires_at, sessionId]);
        }
        if (patch.authentication_factors !== undefined) {
          db.run('UPDATE sessions SET authentication_factors = ? WHERE session_id = ?', [
            JSON.stringify(patch.authentication_factors),
            sessionId,
          ]);
        }
      }),
    revoke: (sessionId, at) =>
      void db.run('UPDATE sessions SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL', [
        at,
        sessionId,
      ]),
    revokeAllForUser: (userId, at, exceptSessionId) =>
      void db.run(
        'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND session_id != ?',
        [at, userId, exceptSessionId ?? ''],
      ),
    get: (projectId, sessionId) => {
      const row = db.get('SELECT * FROM sessions WHERE project_id = ? AND session_id = ?', [
        projectId,
        sessionId,
      ]);
      return row && toSession(row);
    },
    listLive: (userId, now) =>
      db
        .all(
          `SELECT * FROM sessions WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?
           ORDER BY started_at, session_id`,
          [userId, now],
        )
        .map(toSession),
    setCustomClaims: (sessionId, claims) =>
      void db.run('UPDATE sessions SET custom_claims = ? WHERE session_id = ?', [
        JSON.stringify(claims),
        sessionId,
      ]),
  }),
});

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
    custom_claims: json(r.custom_claims),
  };
}
