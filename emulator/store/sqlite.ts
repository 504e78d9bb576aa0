import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import type { BindValues, Database as SqliteDatabase, SQLiteValue, Statement } from 'node-sqlite3-wasm';
import { MIGRATIONS } from './migrations';
import { claimDatabase, type DatabaseClaim } from './ownership';
import { OAUTH_LOGIN_TABLES, oauthLoginsRepository } from './oauth-logins';
import { IDP_DATA_TABLES, idpRepository, roleRepository } from './idp';
import { serverApiRepository } from './server-api';
import type {
  AuthenticationFactor,
  CryptoWalletChallengeRecord,
  CryptoWalletRecord,
  CryptoWalletType,
  EmailRecord,
  EventRecord,
  MagicLinkKind,
  MagicLinkRecord,
  MessageChannel,
  MessageRecord,
  OtpChannel,
  OtpCodeRecord,
  PasswordRecord,
  PasswordResetRecord,
  WebAuthnRegistrationRecord,
  PhoneNumberRecord,
  SessionRecord,
  SigningKeyRecord,
  Store,
  UserRecord,
  UserStatus,
} from './types';

// node-sqlite3-wasm is CommonJS without static named exports.
const { Database } = sqlite;

type Row = Record<string, SQLiteValue>;

const str = (v: SQLiteValue | undefined): string => (typeof v === 'string' ? v : String(v ?? ''));
const num = (v: SQLiteValue | undefined): number => Number(v ?? 0);
const numOrNull = (v: SQLiteValue | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);
const strOrNull = (v: SQLiteValue | undefined): string | null =>
  v === null || v === undefined ? null : str(v);
const json = <T>(v: SQLiteValue | undefined): T => JSON.parse(str(v)) as T;

const USER_COLUMNS = new Set([
  'status',
  'first_name',
  'middle_name',
  'last_name',
  'untrusted_metadata',
  'locked_until',
]);

/** Tables wiped by `reset()`, children first. */
const DATA_TABLES = [
  ...OAUTH_LOGIN_TABLES,
  ...IDP_DATA_TABLES,
  'crypto_wallet_challenges',
  'crypto_wallets',
  'webauthn_challenges',
  'webauthn_registrations',
  'magic_link_tokens',
  'password_reset_tokens',
  'passwords',
  'otp_codes',
  'sessions',
  'emails',
  'phone_numbers',
  'users',
  'messages',
  'events',
  'event_drops',
  'counters',
];

/**
 * Opens (creating if needed) the SQLite database at `path`, or an in-memory one for `:memory:`, and migrates it.
 * The file is claimed for this process first (store/ownership.ts): a live emulator on it is refused by name, and
 * what a crashed one left behind is cleared.
 */
export function openSqliteStore(path: string): Store & { claim: DatabaseClaim } {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const claim = claimDatabase(path);
  let db: SqliteDatabase;
  try {
    db = new Database(path);
  } catch (e) {
    claim.release();
    throw new Error(`Cannot open the emulator database ${path}: ${(e as Error).message}`, { cause: e });
  }
  try {
    migrate(db);
  } catch (e) {
    db.close();
    claim.release();
    throw new Error(`Cannot open the emulator database ${path}: ${(e as Error).message}`, { cause: e });
  }
  return new SqliteStore(db, claim);
}

function migrate(db: SqliteDatabase): void {
  db.exec('PRAGMA foreign_keys = ON');
  // A dev server's data: survive process crashes and restarts, skip the extra fsyncs that only guard against power loss.
  db.exec('PRAGMA journal_mode = TRUNCATE');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)',
  );
  const current = num((db.get('SELECT MAX(version) AS v FROM schema_version') as Row | null)?.v);
  MIGRATIONS.forEach((sql, i) => {
    const version = i + 1;
    if (version <= current) return;
    db.exec('BEGIN');
    try {
      db.exec(sql);
      db.run('INSERT INTO schema_version (version, applied_at) VALUES (?, ?)', [version, Date.now()]);
      db.exec('COMMIT');
    } catch (e) {
      db.exec('ROLLBACK');
      throw e;
    }
  });
}

class SqliteStore implements Store {
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly db: SqliteDatabase,
    readonly claim: DatabaseClaim,
  ) {}

  private stmt(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private run(sql: string, values?: BindValues): number {
    return this.stmt(sql).run(values).changes;
  }

  private get(sql: string, values?: BindValues): Row | null {
    return this.stmt(sql).get(values) as Row | null;
  }

  private all(sql: string, values?: BindValues): Row[] {
    return this.stmt(sql).all(values) as Row[];
  }

  readonly users: Store['users'] = {
    create: (u) =>
      void this.run(
        `INSERT INTO users (user_id, project_id, status, created_at, first_name, middle_name, last_name,
           trusted_metadata, untrusted_metadata, locked_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          u.user_id,
          u.project_id,
          u.status,
          u.created_at,
          u.first_name,
          u.middle_name,
          u.last_name,
          JSON.stringify(u.trusted_metadata),
          JSON.stringify(u.untrusted_metadata),
          u.locked_until,
        ],
      ),
    get: (projectId, userId) => {
      const row = this.get('SELECT * FROM users WHERE project_id = ? AND user_id = ?', [projectId, userId]);
      return row && toUser(row);
    },
    update: (userId, patch) => {
      const columns: string[] = [];
      const values: (string | number | null)[] = [];
      for (const [key, value] of Object.entries(patch)) {
        if (!USER_COLUMNS.has(key)) throw new Error(`Not an updatable user column: ${key}`);
        columns.push(`${key} = ?`);
        values.push(
          typeof value === 'object' && value !== null
            ? JSON.stringify(value)
            : (value as string | number | null),
        );
      }
      if (columns.length === 0) return;
      this.run(`UPDATE users SET ${columns.join(', ')} WHERE user_id = ?`, [...values, userId]);
    },
  };

  readonly emails: Store['emails'] = {
    create: (e) =>
      void this.run(
        'INSERT INTO emails (email_id, user_id, project_id, email, verified, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [e.email_id, e.user_id, e.project_id, e.email, e.verified ? 1 : 0, e.created_at],
      ),
    findByAddress: (projectId, email) => {
      const row = this.get('SELECT * FROM emails WHERE project_id = ? AND email = ?', [projectId, email]);
      return row && toEmail(row);
    },
    listForUser: (userId) =>
      this.all('SELECT * FROM emails WHERE user_id = ? ORDER BY created_at', [userId]).map(toEmail),
    markVerified: (emailId) => void this.run('UPDATE emails SET verified = 1 WHERE email_id = ?', [emailId]),
  };

  readonly phoneNumbers: Store['phoneNumbers'] = {
    create: (p) =>
      void this.run(
        `INSERT INTO phone_numbers (phone_id, user_id, project_id, phone_number, verified, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [p.phone_id, p.user_id, p.project_id, p.phone_number, p.verified ? 1 : 0, p.created_at],
      ),
    findByNumber: (projectId, phoneNumber) => {
      const row = this.get('SELECT * FROM phone_numbers WHERE project_id = ? AND phone_number = ?', [
        projectId,
        phoneNumber,
      ]);
      return row && toPhoneNumber(row);
    },
    listForUser: (userId) =>
      this.all('SELECT * FROM phone_numbers WHERE user_id = ? ORDER BY created_at', [userId]).map(
        toPhoneNumber,
      ),
    markVerified: (phoneId) =>
      void this.run('UPDATE phone_numbers SET verified = 1 WHERE phone_id = ?', [phoneId]),
  };

  readonly sessions: Store['sessions'] = {
    create: (s) =>
      void this.run(
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
      const row = this.get('SELECT * FROM sessions WHERE token_hash = ?', [tokenHash]);
      return row && toSession(row);
    },
    update: (sessionId, patch) =>
      this.transaction(() => {
        if (patch.last_accessed_at !== undefined) {
          this.run('UPDATE sessions SET last_accessed_at = ? WHERE session_id = ?', [
            patch.last_accessed_at,
            sessionId,
          ]);
        }
        if (patch.expires_at !== undefined) {
          this.run('UPDATE sessions SET expires_at = ? WHERE session_id = ?', [patch.expires_at, sessionId]);
        }
        if (patch.authentication_factors !== undefined) {
          this.run('UPDATE sessions SET authentication_factors = ? WHERE session_id = ?', [
            JSON.stringify(patch.authentication_factors),
            sessionId,
          ]);
        }
      }),
    revoke: (sessionId, at) =>
      void this.run('UPDATE sessions SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL', [
        at,
        sessionId,
      ]),
    revokeAllForUser: (userId, at, exceptSessionId) =>
      void this.run(
        'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND session_id != ?',
        [at, userId, exceptSessionId ?? ''],
      ),
  };

  readonly magicLinks: Store['magicLinks'] = {
    create: (m) =>
      void this.run(
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
      const row = this.get('SELECT * FROM magic_link_tokens WHERE token_hash = ?', [tokenHash]);
      return row && toMagicLink(row);
    },
    consume: (tokenHash, at) =>
      this.run('UPDATE magic_link_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', [
        at,
        tokenHash,
      ]) === 1,
  };

  readonly otpCodes: Store['otpCodes'] = {
    create: (c) =>
      void this.run(
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
      this.all('SELECT * FROM otp_codes WHERE project_id = ? AND method_id = ? ORDER BY rowid DESC LIMIT ?', [
        projectId,
        methodId,
        limit,
      ]).map(toOtpCode),
    addFailedAttempt: (codeHash) => {
      this.run('UPDATE otp_codes SET failed_attempts = failed_attempts + 1 WHERE code_hash = ?', [codeHash]);
      return num(
        this.get('SELECT failed_attempts FROM otp_codes WHERE code_hash = ?', [codeHash])?.failed_attempts,
      );
    },
    consume: (codeHash, at) =>
      this.run('UPDATE otp_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL', [at, codeHash]) ===
      1,
    prune: (before) => void this.run('DELETE FROM otp_codes WHERE expires_at < ?', [before]),
  };

  readonly passwords: Store['passwords'] = {
    get: (userId) => {
      const row = this.get('SELECT * FROM passwords WHERE user_id = ?', [userId]);
      return row && toPassword(row);
    },
    put: (p) =>
      void this.run(
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
      this.run('UPDATE passwords SET requires_reset = ? WHERE user_id = ?', [
        requiresReset ? 1 : 0,
        userId,
      ]) === 1,
  };

  readonly webauthn: Store['webauthn'] = {
    create: (w) =>
      void this.run(
        `INSERT INTO webauthn_registrations (webauthn_registration_id, project_id, user_id, credential_id, public_key,
           counter, transports, name, domain, user_agent, authenticator_type, backed_up, created_at, last_used_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          w.webauthn_registration_id,
          w.project_id,
          w.user_id,
          w.credential_id,
          w.public_key,
          w.counter,
          JSON.stringify(w.transports),
          w.name,
          w.domain,
          w.user_agent,
          w.authenticator_type,
          w.backed_up ? 1 : 0,
          w.created_at,
          w.last_used_at,
        ],
      ),
    get: (projectId, id) => {
      const row = this.get(
        'SELECT * FROM webauthn_registrations WHERE project_id = ? AND webauthn_registration_id = ?',
        [projectId, id],
      );
      return row && toWebAuthn(row);
    },
    findByCredentialId: (projectId, credentialId) => {
      const row = this.get(
        'SELECT * FROM webauthn_registrations WHERE project_id = ? AND credential_id = ?',
        [projectId, credentialId],
      );
      return row && toWebAuthn(row);
    },
    listForUser: (userId) =>
      this.all('SELECT * FROM webauthn_registrations WHERE user_id = ? ORDER BY created_at, rowid', [
        userId,
      ]).map(toWebAuthn),
    listAll: (limit) =>
      this.all('SELECT * FROM webauthn_registrations ORDER BY created_at DESC, rowid DESC LIMIT ?', [
        limit,
      ]).map(toWebAuthn),
    used: (id, counter, at) =>
      void this.run(
        'UPDATE webauthn_registrations SET counter = ?, last_used_at = ? WHERE webauthn_registration_id = ?',
        [counter, at, id],
      ),
    rename: (id, name) =>
      void this.run('UPDATE webauthn_registrations SET name = ? WHERE webauthn_registration_id = ?', [
        name,
        id,
      ]),
    delete: (id) =>
      this.run('DELETE FROM webauthn_registrations WHERE webauthn_registration_id = ?', [id]) === 1,
    addChallenge: (c) =>
      void this.run(
        `INSERT INTO webauthn_challenges (challenge, project_id, kind, user_id, domain, user_agent, passkey, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          c.challenge,
          c.project_id,
          c.kind,
          c.user_id,
          c.domain,
          c.user_agent,
          c.passkey ? 1 : 0,
          c.expires_at,
        ],
      ),
    takeChallenge: (challenge) =>
      this.transaction(() => {
        const row = this.get('SELECT * FROM webauthn_challenges WHERE challenge = ?', [challenge]);
        if (!row) return null;
        this.run('DELETE FROM webauthn_challenges WHERE challenge = ?', [challenge]);
        return {
          challenge: str(row.challenge),
          project_id: str(row.project_id),
          kind: str(row.kind) as 'register' | 'authenticate',
          user_id: strOrNull(row.user_id),
          domain: str(row.domain),
          user_agent: str(row.user_agent),
          passkey: num(row.passkey) === 1,
          expires_at: num(row.expires_at),
        };
      }),
    pruneChallenges: (before) =>
      void this.run('DELETE FROM webauthn_challenges WHERE expires_at < ?', [before]),
  };

  readonly cryptoWallets: Store['cryptoWallets'] = {
    create: (w) =>
      void this.run(
        `INSERT INTO crypto_wallets (crypto_wallet_id, project_id, user_id, crypto_wallet_type, crypto_wallet_address,
           created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [
          w.crypto_wallet_id,
          w.project_id,
          w.user_id,
          w.crypto_wallet_type,
          w.crypto_wallet_address,
          w.created_at,
          w.last_used_at,
        ],
      ),
    get: (projectId, id) => {
      const row = this.get('SELECT * FROM crypto_wallets WHERE project_id = ? AND crypto_wallet_id = ?', [
        projectId,
        id,
      ]);
      return row && toCryptoWallet(row);
    },
    find: (projectId, type, address) => {
      const row = this.get(
        `SELECT * FROM crypto_wallets
           WHERE project_id = ? AND crypto_wallet_type = ? AND crypto_wallet_address = ?`,
        [projectId, type, address],
      );
      return row && toCryptoWallet(row);
    },
    listForUser: (userId) =>
      this.all('SELECT * FROM crypto_wallets WHERE user_id = ? ORDER BY created_at, rowid', [userId]).map(
        toCryptoWallet,
      ),
    listAll: (limit) =>
      this.all('SELECT * FROM crypto_wallets ORDER BY created_at DESC, rowid DESC LIMIT ?', [limit]).map(
        toCryptoWallet,
      ),
    used: (id, at) =>
      void this.run('UPDATE crypto_wallets SET last_used_at = ? WHERE crypto_wallet_id = ?', [at, id]),
    delete: (id) => this.run('DELETE FROM crypto_wallets WHERE crypto_wallet_id = ?', [id]) === 1,
    addChallenge: (c) =>
      this.transaction(() => {
        this.run(
          `DELETE FROM crypto_wallet_challenges
             WHERE project_id = ? AND crypto_wallet_type = ? AND crypto_wallet_address = ?`,
          [c.project_id, c.crypto_wallet_type, c.crypto_wallet_address],
        );
        this.run(
          `INSERT INTO crypto_wallet_challenges (challenge_id, project_id, crypto_wallet_type, crypto_wallet_address,
             user_id, message, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            c.challenge_id,
            c.project_id,
            c.crypto_wallet_type,
            c.crypto_wallet_address,
            c.user_id,
            c.message,
            c.created_at,
            c.expires_at,
          ],
        );
      }),
    takeChallenge: (projectId, type, address) =>
      this.transaction(() => {
        const where = 'WHERE project_id = ? AND crypto_wallet_type = ? AND crypto_wallet_address = ?';
        const row = this.get(
          `SELECT * FROM crypto_wallet_challenges ${where} ORDER BY created_at DESC, rowid DESC LIMIT 1`,
          [projectId, type, address],
        );
        if (!row) return null;
        this.run(`DELETE FROM crypto_wallet_challenges ${where}`, [projectId, type, address]);
        return toCryptoWalletChallenge(row);
      }),
    pruneChallenges: (before) =>
      void this.run('DELETE FROM crypto_wallet_challenges WHERE expires_at < ?', [before]),
  };

  readonly passwordResets: Store['passwordResets'] = {
    create: (r) =>
      void this.run(
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
      const row = this.get('SELECT * FROM password_reset_tokens WHERE token_hash = ?', [tokenHash]);
      return row && toPasswordReset(row);
    },
    consume: (tokenHash, at) =>
      this.run('UPDATE password_reset_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', [
        at,
        tokenHash,
      ]) === 1,
    consumeAllForUser: (userId, at) =>
      this.transaction(() => {
        this.run('UPDATE password_reset_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL', [
          at,
          userId,
        ]);
        this.run(
          'UPDATE magic_link_tokens SET used_at = ? WHERE user_id = ? AND password_reset = 1 AND used_at IS NULL',
          [at, userId],
        );
      }),
  };

  readonly messages: Store['messages'] = {
    add: (m) =>
      void this.run(
        `INSERT INTO messages (id, project_id, channel, to_address, to_key, from_address, subject, text, link, code,
           created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          m.id,
          m.project_id,
          m.channel,
          m.to,
          m.to.toLowerCase(),
          m.from,
          m.subject,
          m.text,
          m.link,
          m.code,
          m.created_at,
        ],
      ),
    list: ({ to, limit }) =>
      (to === undefined
        ? this.all('SELECT * FROM messages ORDER BY seq DESC LIMIT ?', [limit])
        : this.all('SELECT * FROM messages WHERE to_key = ? ORDER BY seq DESC LIMIT ?', [
            to.toLowerCase(),
            limit,
          ])
      ).map(toMessage),
    clear: () => void this.run('DELETE FROM messages'),
  };

  readonly events: Store['events'] = {
    add: (events) => {
      for (const e of events) {
        const details = JSON.stringify(e.details ?? null);
        const telemetry = JSON.stringify(e.telemetry ?? null);
        const size =
          details.length +
          telemetry.length +
          e.event_name.length +
          (e.error_description?.length ?? 0) +
          (e.error_code?.length ?? 0);
        this.run(
          `INSERT INTO events (id, project_id, public_token, event_name, details, error_code, error_description,
             http_status_code, telemetry, received_at, size) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            e.id,
            e.project_id,
            e.public_token,
            e.event_name,
            details,
            e.error_code,
            e.error_description,
            e.http_status_code,
            telemetry,
            e.received_at,
            size,
          ],
        );
      }
    },
    list: (limit) => this.all('SELECT * FROM events ORDER BY seq DESC LIMIT ?', [limit]).map(toEvent),
    trim: (projectId, maxCount, maxBytes, at) => {
      // The newest events that fit both caps stay; everything older goes.
      const keepFrom = this.get(
        `SELECT MIN(seq) AS seq FROM (
           SELECT seq, SUM(size) OVER (ORDER BY seq DESC) AS total, ROW_NUMBER() OVER (ORDER BY seq DESC) AS n
           FROM events WHERE project_id = ?)
         WHERE total <= ? AND n <= ?`,
        [projectId, maxBytes, maxCount],
      )?.seq;
      const dropped =
        keepFrom === null || keepFrom === undefined
          ? this.run('DELETE FROM events WHERE project_id = ?', [projectId])
          : this.run('DELETE FROM events WHERE project_id = ? AND seq < ?', [projectId, num(keepFrom)]);
      if (dropped > 0) {
        this.run(
          `INSERT INTO event_drops (project_id, dropped, last_dropped_at) VALUES (?, ?, ?)
           ON CONFLICT (project_id) DO UPDATE SET dropped = dropped + excluded.dropped,
             last_dropped_at = excluded.last_dropped_at`,
          [projectId, dropped, at],
        );
      }
      return dropped;
    },
    drops: () =>
      this.all('SELECT * FROM event_drops ORDER BY project_id').map((r) => ({
        project_id: str(r.project_id),
        dropped: num(r.dropped),
        last_dropped_at: num(r.last_dropped_at),
      })),
    clear: () => {
      this.run('DELETE FROM events');
      this.run('DELETE FROM event_drops');
    },
  };

  readonly counters: Store['counters'] = {
    hit: (bucket, at) => void this.run('INSERT INTO counters (bucket, at) VALUES (?, ?)', [bucket, at]),
    since: (bucket, since) =>
      this.all('SELECT at FROM counters WHERE bucket = ? AND at >= ? ORDER BY at', [bucket, since]).map((r) =>
        num(r.at),
      ),
    clear: (bucket) => void this.run('DELETE FROM counters WHERE bucket = ?', [bucket]),
    prune: (before) => void this.run('DELETE FROM counters WHERE at < ?', [before]),
  };

  readonly oauthLogins: Store['oauthLogins'] = oauthLoginsRepository({
    run: (sql, values) => this.run(sql, values),
    get: (sql, values) => this.get(sql, values),
    all: (sql, values) => this.all(sql, values),
  });

  readonly roles: Store['roles'] = roleRepository({
    run: (sql, values) => this.run(sql, values),
    get: (sql, values) => this.get(sql, values),
    all: (sql, values) => this.all(sql, values),
  });

  readonly idp: Store['idp'] = idpRepository({
    run: (sql, values) => this.run(sql, values),
    get: (sql, values) => this.get(sql, values),
    all: (sql, values) => this.all(sql, values),
  });

  readonly serverApi: Store['serverApi'] = serverApiRepository({
    run: (sql, values) => this.run(sql, values),
    get: (sql, values) => this.get(sql, values),
    all: (sql, values) => this.all(sql, values),
  });

  readonly signingKeys: Store['signingKeys'] = {
    get: (projectId) => {
      const row = this.get('SELECT * FROM signing_keys WHERE project_id = ?', [projectId]);
      return row && toSigningKey(row);
    },
    put: (k) =>
      void this.run(
        'INSERT INTO signing_keys (kid, project_id, alg, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [k.kid, k.project_id, k.alg, k.private_jwk, k.public_jwk, k.created_at],
      ),
  };

  transaction<T>(fn: () => T): T {
    if (this.db.inTransaction) return fn();
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = fn();
      this.db.exec('COMMIT');
      return result;
    } catch (e) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      throw e;
    }
  }

  reset(): void {
    this.transaction(() => {
      for (const table of DATA_TABLES) this.run(`DELETE FROM ${table}`);
    });
  }

  close(): void {
    for (const statement of this.statements.values()) statement.finalize();
    this.statements.clear();
    if (this.db.isOpen) this.db.close();
    this.claim.release();
  }
}

function toUser(r: Row): UserRecord {
  return {
    user_id: str(r.user_id),
    project_id: str(r.project_id),
    status: str(r.status) as UserStatus,
    created_at: num(r.created_at),
    first_name: str(r.first_name),
    middle_name: str(r.middle_name),
    last_name: str(r.last_name),
    trusted_metadata: json(r.trusted_metadata),
    untrusted_metadata: json(r.untrusted_metadata),
    locked_until: numOrNull(r.locked_until),
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

function toPhoneNumber(r: Row): PhoneNumberRecord {
  return {
    phone_id: str(r.phone_id),
    user_id: str(r.user_id),
    project_id: str(r.project_id),
    phone_number: str(r.phone_number),
    verified: num(r.verified) === 1,
    created_at: num(r.created_at),
  };
}

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
    password_reset: num(r.password_reset) === 1,
  };
}

function toPassword(r: Row): PasswordRecord {
  return {
    user_id: str(r.user_id),
    project_id: str(r.project_id),
    password_id: str(r.password_id),
    hash: str(r.hash),
    requires_reset: num(r.requires_reset) === 1,
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

function toWebAuthn(r: Row): WebAuthnRegistrationRecord {
  return {
    webauthn_registration_id: str(r.webauthn_registration_id),
    project_id: str(r.project_id),
    user_id: str(r.user_id),
    credential_id: str(r.credential_id),
    public_key: str(r.public_key),
    counter: num(r.counter),
    transports: json(r.transports) as string[],
    name: str(r.name),
    domain: str(r.domain),
    user_agent: str(r.user_agent),
    authenticator_type: str(r.authenticator_type),
    backed_up: num(r.backed_up) === 1,
    created_at: num(r.created_at),
    last_used_at: numOrNull(r.last_used_at),
  };
}

function toCryptoWallet(r: Row): CryptoWalletRecord {
  return {
    crypto_wallet_id: str(r.crypto_wallet_id),
    project_id: str(r.project_id),
    user_id: str(r.user_id),
    crypto_wallet_type: str(r.crypto_wallet_type) as CryptoWalletType,
    crypto_wallet_address: str(r.crypto_wallet_address),
    created_at: num(r.created_at),
    last_used_at: numOrNull(r.last_used_at),
  };
}

function toCryptoWalletChallenge(r: Row): CryptoWalletChallengeRecord {
  return {
    challenge_id: str(r.challenge_id),
    project_id: str(r.project_id),
    crypto_wallet_type: str(r.crypto_wallet_type) as CryptoWalletType,
    crypto_wallet_address: str(r.crypto_wallet_address),
    user_id: strOrNull(r.user_id),
    message: str(r.message),
    created_at: num(r.created_at),
    expires_at: num(r.expires_at),
  };
}

function toMessage(r: Row): MessageRecord {
  return {
    id: str(r.id),
    project_id: str(r.project_id),
    channel: str(r.channel) as MessageChannel,
    to: str(r.to_address),
    from: str(r.from_address),
    subject: str(r.subject),
    text: str(r.text),
    link: strOrNull(r.link),
    code: strOrNull(r.code),
    created_at: num(r.created_at),
  };
}

function toEvent(r: Row): EventRecord {
  return {
    id: str(r.id),
    project_id: str(r.project_id),
    public_token: str(r.public_token),
    event_name: str(r.event_name),
    details: json(r.details),
    error_code: strOrNull(r.error_code),
    error_description: strOrNull(r.error_description),
    http_status_code: numOrNull(r.http_status_code),
    telemetry: json(r.telemetry),
    received_at: num(r.received_at),
  };
}

function toSigningKey(r: Row): SigningKeyRecord {
  return {
    kid: str(r.kid),
    project_id: str(r.project_id),
    alg: str(r.alg),
    private_jwk: str(r.private_jwk),
    public_jwk: str(r.public_jwk),
    created_at: num(r.created_at),
  };
}
