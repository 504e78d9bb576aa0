/**
 * Users and their contact methods (`users`, `emails`, `phone_numbers`): the aggregate every other table hangs off
 * (their rows cascade when a user row goes).
 */
import { bool, json, num, numOrNull, setClause, str, type Row } from './db';
import { repository } from './repository';

export type UserStatus = 'active' | 'pending';

export interface UserRecord {
  user_id: string;
  project_id: string;
  status: UserStatus;
  created_at: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  /** While set and in the future, authentications fail with `user_lock_limit_reached`. */
  locked_until: number | null;
}

export interface EmailRecord {
  email_id: string;
  user_id: string;
  project_id: string;
  /** Lower-cased. */
  email: string;
  verified: boolean;
  created_at: number;
}

export interface PhoneNumberRecord {
  phone_id: string;
  user_id: string;
  project_id: string;
  /** E.164. */
  phone_number: string;
  verified: boolean;
  created_at: number;
}

export type UserPatch = Partial<
  Pick<
    UserRecord,
    'status' | 'first_name' | 'middle_name' | 'last_name' | 'untrusted_metadata' | 'locked_until'
  >
>;

export interface UsersRepository {
  create(user: UserRecord): void;
  get(projectId: string, userId: string): UserRecord | null;
  update(userId: string, patch: UserPatch): void;
  /** Every user id of the project, in creation order (ties by id): the order search pages follow. */
  listIds(projectId: string): string[];
  setTrustedMetadata(userId: string, metadata: Record<string, unknown>): void;
  /** Deletes the user and (cascading) everything of it; false when there was none. */
  delete(projectId: string, userId: string): boolean;
}

export interface EmailsRepository {
  create(email: EmailRecord): void;
  findByAddress(projectId: string, email: string): EmailRecord | null;
  listForUser(userId: string): EmailRecord[];
  markVerified(emailId: string): void;
  get(projectId: string, emailId: string): EmailRecord | null;
  delete(emailId: string): void;
}

export interface PhoneNumbersRepository {
  create(phone: PhoneNumberRecord): void;
  findByNumber(projectId: string, phoneNumber: string): PhoneNumberRecord | null;
  listForUser(userId: string): PhoneNumberRecord[];
  markVerified(phoneId: string): void;
  get(projectId: string, phoneId: string): PhoneNumberRecord | null;
  delete(phoneId: string): void;
}

const USER_COLUMNS = new Set([
  'status',
  'first_name',
  'middle_name',
  'last_name',
  'untrusted_metadata',
  'locked_until',
]);

export const users = repository<UsersRepository>({
  dataTables: ['users'],
  migrations: {
    1: `
  CREATE TABLE users (
    user_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    first_name TEXT NOT NULL DEFAULT '',
    middle_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    trusted_metadata TEXT NOT NULL DEFAULT '{}',
    untrusted_metadata TEXT NOT NULL DEFAULT '{}',
    locked_until INTEGER
  );`,
  },
  open: (db) => ({
    create: (u) =>
      void db.run(
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
      const row = db.get('SELECT * FROM users WHERE project_id = ? AND user_id = ?', [projectId, userId]);
      return row && toUser(row);
    },
    update: (userId, patch) => {
      const { columns, values } = setClause(patch, USER_COLUMNS, 'user');
      if (values.length === 0) return;
      db.run(`UPDATE users SET ${columns} WHERE user_id = ?`, [...values, userId]);
    },
    listIds: (projectId) =>
      db
        .all('SELECT user_id FROM users WHERE project_id = ? ORDER BY created_at, user_id', [projectId])
        .map((r) => str(r.user_id)),
    setTrustedMetadata: (userId, metadata) =>
      void db.run('UPDATE users SET trusted_metadata = ? WHERE user_id = ?', [
        JSON.stringify(metadata),
        userId,
      ]),
    delete: (projectId, userId) =>
      db.run('DELETE FROM users WHERE project_id = ? AND user_id = ?', [projectId, userId]) === 1,
  }),
});

export const emails = repository<EmailsRepository>({
  dataTables: ['emails'],
  migrations: {
    1: `
  CREATE TABLE emails (
    email_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    project_id TEXT NOT NULL,
    email TEXT NOT NULL,
    verified INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    UNIQUE (project_id, email)
  );
  CREATE INDEX emails_user ON emails(user_id);`,
  },
  open: (db) => ({
    create: (e) =>
      void db.run(
        'INSERT INTO emails (email_id, user_id, project_id, email, verified, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [e.email_id, e.user_id, e.project_id, e.email, e.verified ? 1 : 0, e.created_at],
      ),
    findByAddress: (projectId, email) => {
      const row = db.get('SELECT * FROM emails WHERE project_id = ? AND email = ?', [projectId, email]);
      return row && toEmail(row);
    },
    listForUser: (userId) =>
      db.all('SELECT * FROM emails WHERE user_id = ? ORDER BY created_at', [userId]).map(toEmail),
    markVerified: (emailId) => void db.run('UPDATE emails SET verified = 1 WHERE email_id = ?', [emailId]),
    get: (projectId, emailId) => {
      const row = db.get('SELECT * FROM emails WHERE project_id = ? AND email_id = ?', [projectId, emailId]);
      return row && toEmail(row);
    },
    delete: (emailId) => void db.run('DELETE FROM emails WHERE email_id = ?', [emailId]),
  }),
});

export const phoneNumbers = repository<PhoneNumbersRepository>({
  dataTables: ['phone_numbers'],
  migrations: {
    1: `
  CREATE TABLE phone_numbers (
    phone_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    project_id TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    verified INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    UNIQUE (project_id, phone_number)
  );
  CREATE INDEX phone_numbers_user ON phone_numbers(user_id);`,
  },
  open: (db) => ({
    create: (p) =>
      void db.run(
        `INSERT INTO phone_numbers (phone_id, user_id, project_id, phone_number, verified, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [p.phone_id, p.user_id, p.project_id, p.phone_number, p.verified ? 1 : 0, p.created_at],
      ),
    findByNumber: (projectId, phoneNumber) => {
      const row = db.get('SELECT * FROM phone_numbers WHERE project_id = ? AND phone_number = ?', [
        projectId,
        phoneNumber,
      ]);
      return row && toPhoneNumber(row);
    },
    listForUser: (userId) =>
      db
        .all('SELECT * FROM phone_numbers WHERE user_id = ? ORDER BY created_at', [userId])
        .map(toPhoneNumber),
    markVerified: (phoneId) =>
      void db.run('UPDATE phone_numbers SET verified = 1 WHERE phone_id = ?', [phoneId]),
    get: (projectId, phoneId) => {
      const row = db.get('SELECT * FROM phone_numbers WHERE project_id = ? AND phone_id = ?', [
        projectId,
        phoneId,
      ]);
      return row && toPhoneNumber(row);
    },
    delete: (phoneId) => void db.run('DELETE FROM phone_numbers WHERE phone_id = ?', [phoneId]),
  }),
});

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
    verified: bool(r.verified),
    created_at: num(r.created_at),
  };
}

function toPhoneNumber(r: Row): PhoneNumberRecord {
  return {
    phone_id: str(r.phone_id),
    user_id: str(r.user_id),
    project_id: str(r.project_id),
    phone_number: str(r.phone_number),
    verified: bool(r.verified),
    created_at: num(r.created_at),
  };
}
