/** Passwords (`passwords`, hashes only) and password-reset tokens (`password_reset_tokens`, SHA-256). */
import { bool, num, numOrNull, str, strOrNull, type Row } from './db';
import { consumePasswordResetLinks } from './magic-links';
import { repository } from './repository';

/**
 * A user's password: only its hash, never the password. One per user. The emulator's own hashes are scrypt
 * (`scrypt$N$r$p$salt$key`); `passwords.migrate` stores an imported one (`imported$…`) until the next log-in.
 */
export interface PasswordRecord {
  user_id: string;
  project_id: string;
  password_id: string;
  hash: string;
  /** Flagged to reset: authenticate answers `reset_password` until the password is reset. */
  requires_reset: boolean;
  created_at: number;
  updated_at: number;
}

/** A single-use password-reset token sent by `POST /passwords/email/reset/start`, stored as its SHA-256. */
export interface PasswordResetRecord {
  token_hash: string;
  project_id: string;
  user_id: string;
  email_id: string;
  /** base64url(SHA-256(code_verifier)) bound at start, or null without PKCE. */
  code_challenge: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface PasswordsRepository {
  get(userId: string): PasswordRecord | null;
  /** Inserts or replaces the user's password. */
  put(password: PasswordRecord): void;
  /** Sets the reset flag; false when the user has no password. */
  setRequiresReset(userId: string, requiresReset: boolean): boolean;
  /** The user a password belongs to, by `password_id`. */
  userOf(projectId: string, passwordId: string): string | null;
  delete(passwordId: string): void;
}

export interface PasswordResetsRepository {
  create(reset: PasswordResetRecord): void;
  findByTokenHash(tokenHash: string): PasswordResetRecord | null;
  /** Marks the token used; false when it already was (so two racing calls cannot both succeed). */
  consume(tokenHash: string, at: number): boolean;
  /** Marks every unused reset token of the user used, and the login links of its reset emails. */
  consumeAllForUser(userId: string, at: number): void;
}

export const passwords = repository<PasswordsRepository>({
  dataTables: ['passwords'],
  migrations: {
    3: `
  CREATE TABLE passwords (
    user_id TEXT PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
    project_id TEXT NOT NULL,
    password_id TEXT NOT NULL UNIQUE,
    hash TEXT NOT NULL,
    requires_reset INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );`,
  },
  open: (db) => ({
    get: (userId) => {
      const row = db.get('SELECT * FROM passwords WHERE user_id = ?', [userId]);
      return row && toPassword(row);
    },
    put: (p) =>
      void db.run(
        `INSERT OR REPLACE INTO passwords (user_id, project_id, password_id, hash, requires_reset, created_at,
           updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [
          p.user_id,
          p.project_id,
          p.password_id,
          p.hash,
          p.requires_reset ? 1 : 0,
          p.created_at,
          p.updated_at,
        ],
      ),
    setRequiresReset: (userId, requiresReset) =>
      db.run('UPDATE passwords SET requires_reset = ? WHERE user_id = ?', [requiresReset ? 1 : 0, userId]) ===
      1,
    userOf: (projectId, passwordId) => {
      const row = db.get('SELECT user_id FROM passwords WHERE project_id = ? AND password_id = ?', [
        projectId,
        passwordId,
      ]);
      return row && str(row.user_id);
    },
    delete: (passwordId) => void db.run('DELETE FROM passwords WHERE password_id = ?', [passwordId]),
  }),
});

export const passwordResets = repository<PasswordResetsRepository>({
  dataTables: ['password_reset_tokens'],
  migrations: {
    3: `
  CREATE TABLE password_reset_tokens (
    token_hash TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    email_id TEXT NOT NULL,
    code_challenge TEXT,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );`,
  },
  open: (db) => ({
    create: (r) =>
      void db.run(
        `INSERT INTO password_reset_tokens (token_hash, project_id, user_id, email_id, code_challenge, created_at,
           expires_at, used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          r.token_hash,
          r.project_id,
          r.user_id,
          r.email_id,
          r.code_challenge,
          r.created_at,
          r.expires_at,
          r.used_at,
        ],
      ),
    findByTokenHash: (tokenHash) => {
      const row = db.get('SELECT * FROM password_reset_tokens WHERE token_hash = ?', [tokenHash]);
      return row && toPasswordReset(row);
    },
    consume: (tokenHash, at) =>
      db.run('UPDATE password_reset_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', [
        at,
        tokenHash,
      ]) === 1,
    consumeAllForUser: (userId, at) =>
      db.transaction(() => {
        db.run('UPDATE password_reset_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL', [
          at,
          userId,
        ]);
        consumePasswordResetLinks(db, userId, at);
      }),
  }),
});

function toPassword(r: Row): PasswordRecord {
  return {
    user_id: str(r.user_id),
    project_id: str(r.project_id),
    password_id: str(r.password_id),
    hash: str(r.hash),
    requires_reset: bool(r.requires_reset),
    created_at: num(r.created_at),
    updated_at: num(r.updated_at),
  };
}

function toPasswordReset(r: Row): PasswordResetRecord {
  return {
    token_hash: str(r.token_hash),
    project_id: str(r.project_id),
    user_id: str(r.user_id),
    email_id: str(r.email_id),
    code_challenge: strOrNull(r.code_challenge),
    created_at: num(r.created_at),
    expires_at: num(r.expires_at),
    used_at: numOrNull(r.used_at),
  };
}
