/** One-time passcodes (`otp_codes`) sent by SMS, WhatsApp or email, stored as salted hashes. */
import { num, numOrNull, str, type Row } from './db';
import { repository } from './repository';

/** How a one-time passcode went out: the `delivery_method` of its session factor. */
export type OtpChannel = 'sms' | 'whatsapp' | 'email';

/**
 * A one-time passcode sent for a method (a phone number's `phone_id` or an email's `email_id`). Only the newest
 * code of a method is live: a new send replaces the previous ones, which are kept (until pruned, a day after they
 * expire) only so a late attempt with an old code can be told it was replaced.
 */
export interface OtpCodeRecord {
  method_id: string;
  project_id: string;
  user_id: string;
  channel: OtpChannel;
  /** E.164 number or lower-cased email the code was sent to. */
  destination: string;
  /** `salt$sha256(salt:code)`; unique per code, so it also identifies the row. */
  code_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** Wrong codes tried while this code was live; at the config's limit the code is burned. */
  failed_attempts: number;
}

export interface OtpCodesRepository {
  create(code: OtpCodeRecord): void;
  /** The codes sent for a method, newest (the live one) first. */
  listForMethod(projectId: string, methodId: string, limit: number): OtpCodeRecord[];
  /** Counts a wrong attempt against the code; returns the new count. */
  addFailedAttempt(codeHash: string): number;
  /** Marks the code used; false when it already was (so two racing calls cannot both succeed). */
  consume(codeHash: string, at: number): boolean;
  /** Drops every code that expired before `before`. */
  prune(before: number): void;
}

export const otpCodes = repository<OtpCodesRepository>({
  dataTables: ['otp_codes'],
  migrations: {
    1: `
  CREATE TABLE otp_codes (
    method_id TEXT NOT NULL,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    channel TEXT NOT NULL,
    destination TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    failed_attempts INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX otp_codes_method ON otp_codes(method_id);`,
    // Codes are looked up by their (salted) hash and pruned by expiry.
    2: `
  CREATE INDEX otp_codes_hash ON otp_codes(code_hash);
  CREATE INDEX otp_codes_expiry ON otp_codes(expires_at);`,
  },
  open: (db) => ({
    create: (c) =>
      void db.run(
        `INSERT INTO otp_codes (method_id, project_id, user_id, channel, destination, code_hash, created_at,
           expires_at, used_at, failed_attempts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          c.method_id,
          c.project_id,
          c.user_id,
          c.channel,
          c.destination,
          c.code_hash,
          c.created_at,
          c.expires_at,
          c.used_at,
          c.failed_attempts,
        ],
      ),
    // Insertion order (rowid), not created_at: the dev clock may have been moved back between two sends.
    listForMethod: (projectId, methodId, limit) =>
      db
        .all('SELECT * FROM otp_codes WHERE project_id = ? AND method_id = ? ORDER BY rowid DESC LIMIT ?', [
          projectId,
          methodId,
          limit,
        ])
        .map(toOtpCode),
    addFailedAttempt: (codeHash) => {
      db.run('UPDATE otp_codes SET failed_attempts = failed_attempts + 1 WHERE code_hash = ?', [codeHash]);
      return num(
        db.get('SELECT failed_attempts FROM otp_codes WHERE code_hash = ?', [codeHash])?.failed_attempts,
      );
    },
    consume: (codeHash, at) =>
      db.run('UPDATE otp_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL', [at, codeHash]) ===
      1,
    prune: (before) => void db.run('DELETE FROM otp_codes WHERE expires_at < ?', [before]),
  }),
});

function toOtpCode(r: Row): OtpCodeRecord {
  return {
    method_id: str(r.method_id),
    project_id: str(r.project_id),
    user_id: str(r.user_id),
    channel: str(r.channel) as OtpChannel,
    destination: str(r.destination),
    code_hash: str(r.code_hash),
    created_at: num(r.created_at),
    expires_at: num(r.expires_at),
    used_at: numOrNull(r.used_at),
    failed_attempts: num(r.failed_attempts),
  };
}
