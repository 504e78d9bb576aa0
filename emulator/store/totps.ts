/** Authenticator apps (`totps`: a shared TOTP secret per user) and their single-use recovery codes. */
import { num, numOrNull, str, type Row } from './db';
import { repository } from './repository';

/**
 * A user's authenticator-app registration. Created unverified (it then expires `expires_at`); the first code that
 * authenticates verifies it. `secret` is kept in the clear: the emulator must compute codes from it, as the
 * provider does.
 */
export interface TotpRecord {
  totp_id: string;
  project_id: string;
  user_id: string;
  /** Base32, as shown to the user. */
  secret: string;
  verified: boolean;
  created_at: number;
  /** When an unverified registration stops being usable; null once verified. */
  expires_at: number | null;
  /** The newest 30-second step whose code was accepted: a code of that step or older is refused as reused. */
  last_step: number | null;
}

/** One recovery code of a registration; single use. Kept in the clear: `totps.recoveryCodes` hands them back. */
export interface TotpRecoveryCodeRecord {
  recovery_code_id: string;
  totp_id: string;
  code: string;
  used_at: number | null;
}

export interface TotpsRepository {
  /** Stores a registration and its recovery codes. */
  create(totp: TotpRecord, codes: TotpRecoveryCodeRecord[]): void;
  get(projectId: string, totpId: string): TotpRecord | null;
  /** The user's registrations, oldest first. */
  listForUser(userId: string): TotpRecord[];
  markVerified(totpId: string): void;
  /** Records the accepted step; false when a concurrent call already accepted this step or a later one. */
  useStep(totpId: string, step: number): boolean;
  delete(totpId: string): boolean;
  /** The registration's recovery codes, in the order they were issued. */
  recoveryCodes(totpId: string): TotpRecoveryCodeRecord[];
  /** Marks a recovery code used; false when it already was. */
  useRecoveryCode(recoveryCodeId: string, at: number): boolean;
}

export const totps = repository<TotpsRepository>({
  dataTables: ['totps', 'totp_recovery_codes'],
  migrations: {
    11: `
  CREATE TABLE totps (
    totp_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    secret TEXT NOT NULL,
    verified INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER,
    last_step INTEGER
  );
  CREATE INDEX totps_user ON totps(user_id);
  CREATE TABLE totp_recovery_codes (
    recovery_code_id TEXT PRIMARY KEY,
    totp_id TEXT NOT NULL REFERENCES totps(totp_id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX totp_recovery_codes_totp ON totp_recovery_codes(totp_id);`,
  },
  open: (db) => ({
    create: (t, codes) =>
      db.transaction(() => {
        db.run(
          `INSERT INTO totps (totp_id, project_id, user_id, secret, verified, created_at, expires_at, last_step)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            t.totp_id,
            t.project_id,
            t.user_id,
            t.secret,
            t.verified ? 1 : 0,
            t.created_at,
            t.expires_at,
            t.last_step,
          ],
        );
        for (const c of codes) {
          db.run(
            'INSERT INTO totp_recovery_codes (recovery_code_id, totp_id, code, used_at) VALUES (?, ?, ?, ?)',
            [c.recovery_code_id, c.totp_id, c.code, c.used_at],
          );
        }
      }),
    get: (projectId, totpId) => {
      const row = db.get('SELECT * FROM totps WHERE project_id = ? AND totp_id = ?', [projectId, totpId]);
      return row ? toTotp(row) : null;
    },
    listForUser: (userId) =>
      db.all('SELECT * FROM totps WHERE user_id = ? ORDER BY created_at, rowid', [userId]).map(toTotp),
    markVerified: (totpId) =>
      void db.run('UPDATE totps SET verified = 1, expires_at = NULL WHERE totp_id = ?', [totpId]),
    useStep: (totpId, step) =>
      db.run('UPDATE totps SET last_step = ? WHERE totp_id = ? AND (last_step IS NULL OR last_step < ?)', [
        step,
        totpId,
        step,
      ]) === 1,
    delete: (totpId) => db.run('DELETE FROM totps WHERE totp_id = ?', [totpId]) === 1,
    recoveryCodes: (totpId) =>
      db
        .all('SELECT * FROM totp_recovery_codes WHERE totp_id = ? ORDER BY rowid', [totpId])
        .map(toRecoveryCode),
    useRecoveryCode: (id, at) =>
      db.run('UPDATE totp_recovery_codes SET used_at = ? WHERE recovery_code_id = ? AND used_at IS NULL', [
        at,
        id,
      ]) === 1,
  }),
});

function toTotp(r: Row): TotpRecord {
  return {
    totp_id: str(r.totp_id),
    project_id: str(r.project_id),
    user_id: str(r.user_id),
    secret: str(r.secret),
    verified: num(r.verified) === 1,
    created_at: num(r.created_at),
    expires_at: numOrNull(r.expires_at),
    last_step: numOrNull(r.last_step),
  };
}

function toRecoveryCode(r: Row): TotpRecoveryCodeRecord {
  return {
    recovery_code_id: str(r.recovery_code_id),
    totp_id: str(r.totp_id),
    code: str(r.code),
    used_at: numOrNull(r.used_at),
  };
}
