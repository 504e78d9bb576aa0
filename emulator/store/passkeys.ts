/** Passkeys: WebAuthn credentials (`webauthn_registrations`, public keys only) and ceremony challenges. */
import { bool, json, num, numOrNull, str, strOrNull, type Row } from './db';
import { repository } from './repository';

/** A passkey / WebAuthn credential of a user (public key only). */
export interface WebAuthnRegistrationRecord {
  webauthn_registration_id: string;
  project_id: string;
  user_id: string;
  /** base64url credential id. */
  credential_id: string;
  /** base64url COSE public key. */
  public_key: string;
  counter: number;
  transports: string[];
  name: string;
  /** The relying party id (the page's host) it was registered for. */
  domain: string;
  user_agent: string;
  /** `platform` or `cross-platform`, as the browser reported the authenticator's attachment. */
  authenticator_type: string;
  /** A synced (multi-device) passkey. */
  backed_up: boolean;
  created_at: number;
  last_used_at: number | null;
}

/** A registration or authentication ceremony under way: its challenge, single use, expiring. */
export interface WebAuthnChallengeRecord {
  challenge: string;
  project_id: string;
  kind: 'register' | 'authenticate';
  /** The user registering, or authenticating (secondary); null for a passkey login that names no one. */
  user_id: string | null;
  domain: string;
  user_agent: string;
  passkey: boolean;
  expires_at: number;
}

export interface WebAuthnRepository {
  create(registration: WebAuthnRegistrationRecord): void;
  get(projectId: string, registrationId: string): WebAuthnRegistrationRecord | null;
  findByCredentialId(projectId: string, credentialId: string): WebAuthnRegistrationRecord | null;
  listForUser(userId: string): WebAuthnRegistrationRecord[];
  /** Every project's passkeys, newest first (the dev inbox). */
  listAll(limit: number): WebAuthnRegistrationRecord[];
  /** Stores the new signature counter and the time of use. */
  used(registrationId: string, counter: number, at: number): void;
  rename(registrationId: string, name: string): void;
  delete(registrationId: string): boolean;
  addChallenge(challenge: WebAuthnChallengeRecord): void;
  /** Removes and returns the challenge (single use); null when unknown. */
  takeChallenge(challenge: string): WebAuthnChallengeRecord | null;
  pruneChallenges(before: number): void;
}

export const webauthn = repository<WebAuthnRepository>({
  dataTables: ['webauthn_registrations', 'webauthn_challenges'],
  migrations: {
    6: `
  CREATE TABLE webauthn_registrations (
    webauthn_registration_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    credential_id TEXT NOT NULL,
    public_key TEXT NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT NOT NULL,
    name TEXT NOT NULL,
    domain TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    authenticator_type TEXT NOT NULL,
    backed_up INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER
  );
  CREATE UNIQUE INDEX webauthn_credential ON webauthn_registrations(project_id, credential_id);
  CREATE INDEX webauthn_user ON webauthn_registrations(user_id);
  CREATE TABLE webauthn_challenges (
    challenge TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    user_id TEXT,
    domain TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    passkey INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );`,
  },
  open: (db) => ({
    create: (w) =>
      void db.run(
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
      const row = db.get(
        'SELECT * FROM webauthn_registrations WHERE project_id = ? AND webauthn_registration_id = ?',
        [projectId, id],
      );
      return row && toWebAuthn(row);
    },
    findByCredentialId: (projectId, credentialId) => {
      const row = db.get('SELECT * FROM webauthn_registrations WHERE project_id = ? AND credential_id = ?', [
        projectId,
        credentialId,
      ]);
      return row && toWebAuthn(row);
    },
    listForUser: (userId) =>
      db
        .all('SELECT * FROM webauthn_registrations WHERE user_id = ? ORDER BY created_at, rowid', [userId])
        .map(toWebAuthn),
    listAll: (limit) =>
      db
        .all('SELECT * FROM webauthn_registrations ORDER BY created_at DESC, rowid DESC LIMIT ?', [limit])
        .map(toWebAuthn),
    used: (id, counter, at) =>
      void db.run(
        'UPDATE webauthn_registrations SET counter = ?, last_used_at = ? WHERE webauthn_registration_id = ?',
        [counter, at, id],
      ),
    rename: (id, name) =>
      void db.run('UPDATE webauthn_registrations SET name = ? WHERE webauthn_registration_id = ?', [
        name,
        id,
      ]),
    delete: (id) =>
      db.run('DELETE FROM webauthn_registrations WHERE webauthn_registration_id = ?', [id]) === 1,
    addChallenge: (c) =>
      void db.run(
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
      db.transaction(() => {
        const row = db.get('SELECT * FROM webauthn_challenges WHERE challenge = ?', [challenge]);
        if (!row) return null;
        db.run('DELETE FROM webauthn_challenges WHERE challenge = ?', [challenge]);
        return toChallenge(row);
      }),
    pruneChallenges: (before) =>
      void db.run('DELETE FROM webauthn_challenges WHERE expires_at < ?', [before]),
  }),
});

function toWebAuthn(r: Row): WebAuthnRegistrationRecord {
  return {
    webauthn_registration_id: str(r.webauthn_registration_id),
    project_id: str(r.project_id),
    user_id: str(r.user_id),
    credential_id: str(r.credential_id),
    public_key: str(r.public_key),
    counter: num(r.counter),
    transports: json<string[]>(r.transports),
    name: str(r.name),
    domain: str(r.domain),
    user_agent: str(r.user_agent),
    authenticator_type: str(r.authenticator_type),
    backed_up: bool(r.backed_up),
    created_at: num(r.created_at),
    last_used_at: numOrNull(r.last_used_at),
  };
}

function toChallenge(r: Row): WebAuthnChallengeRecord {
  return {
    challenge: str(r.challenge),
    project_id: str(r.project_id),
    kind: str(r.kind) as 'register' | 'authenticate',
    user_id: strOrNull(r.user_id),
    domain: str(r.domain),
    user_agent: str(r.user_agent),
    passkey: bool(r.passkey),
    expires_at: num(r.expires_at),
  };
}
