/** Email magic links (`magic_link_tokens`): single-use tokens, stored as their SHA-256. */
import { bool, num, numOrNull, str, strOrNull, type Db, type Row } from './db';
import { repository } from './repository';

export type MagicLinkKind = 'login' | 'signup';

export interface MagicLinkRecord {
  token_hash: string;
  project_id: string;
  user_id: string;
  email_id: string;
  kind: MagicLinkKind;
  /** base64url(SHA-256(code_verifier)) bound at send time, or null without PKCE. */
  code_challenge: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** The "log in without a password" link of a reset email: burned when the password changes. */
  password_reset: boolean;
}

export interface MagicLinksRepository {
  create(link: MagicLinkRecord): void;
  findByTokenHash(tokenHash: string): MagicLinkRecord | null;
  /** Marks the token used; false when it already was (so two racing calls cannot both succeed). */
  consume(tokenHash: string, at: number): boolean;
}

export const magicLinks = repository<MagicLinksRepository>({
  dataTables: ['magic_link_tokens'],
  migrations: {
    1: `
  CREATE TABLE magic_link_tokens (
    token_hash TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    email_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    code_challenge TEXT,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );`,
    // The login links of reset emails are marked, so a password change can burn them with the reset tokens.
    4: `
  ALTER TABLE magic_link_tokens ADD COLUMN password_reset INTEGER NOT NULL DEFAULT 0;`,
  },
  open: (db) => ({
    create: (m) =>
      void db.run(
        `INSERT INTO magic_link_tokens (token_hash, project_id, user_id, email_id, kind, code_challenge, created_at,
           expires_at, used_at, password_reset) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          m.token_hash,
          m.project_id,
          m.user_id,
          m.email_id,
          m.kind,
          m.code_challenge,
          m.created_at,
          m.expires_at,
          m.used_at,
          m.password_reset ? 1 : 0,
        ],
      ),
    findByTokenHash: (tokenHash) => {
      const row = db.get('SELECT * FROM magic_link_tokens WHERE token_hash = ?', [tokenHash]);
      return row && toMagicLink(row);
    },
    consume: (tokenHash, at) =>
      db.run('UPDATE magic_link_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', [
        at,
        tokenHash,
      ]) === 1,
  }),
});

/** Burns the unused login links of the user's reset emails (a password change; see `passwordResets`). */
export function consumePasswordResetLinks(db: Db, userId: string, at: number): void {
  db.run(
    'UPDATE magic_link_tokens SET used_at = ? WHERE user_id = ? AND password_reset = 1 AND used_at IS NULL',
    [at, userId],
  );
}

function toMagicLink(r: Row): MagicLinkRecord {
  return {
    token_hash: str(r.token_hash),
    project_id: str(r.project_id),
    user_id: str(r.user_id),
    email_id: str(r.email_id),
    kind: str(r.kind) as MagicLinkKind,
    code_challenge: strOrNull(r.code_challenge),
    created_at: num(r.created_at),
    expires_at: num(r.expires_at),
    used_at: numOrNull(r.used_at),
    password_reset: bool(r.password_reset),
  };
}
