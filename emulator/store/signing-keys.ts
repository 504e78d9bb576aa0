/**
 * Signing keys kept across restarts, so JWKS stay stable: the stand-in providers' key (`signing_keys`, this
 * repository; it held the ES256 session keys before version 10) and each project's RS256 key set
 * (`project_signing_keys`, store/idp.ts), which signs session JWTs, ID tokens and access tokens and keeps its
 * rotated-out keys. A data reset keeps them.
 */
import { num, str, type Db, type Row } from './db';
import { repository } from './repository';

/** A project's signing key as a pair of JWKs (JSON text). */
export interface SigningKeyRecord {
  kid: string;
  project_id: string;
  alg: string;
  private_jwk: string;
  public_jwk: string;
  created_at: number;
}

export interface SigningKeysRepository {
  /** The project's newest key. */
  get(projectId: string): SigningKeyRecord | null;
  /** Every key of the project, newest first (`project_signing_keys` keeps the rotated-out ones). */
  list(projectId: string): SigningKeyRecord[];
  put(key: SigningKeyRecord): void;
}

/** The methods over a table shaped like `signing_keys` (also `project_signing_keys`). */
export function signingKeysIn(db: Db, table: 'signing_keys' | 'project_signing_keys'): SigningKeysRepository {
  return {
    get: (projectId) => {
      const row = db.get(
        `SELECT * FROM ${table} WHERE project_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1`,
        [projectId],
      );
      return row && toSigningKey(row);
    },
    list: (projectId) =>
      db
        .all(`SELECT * FROM ${table} WHERE project_id = ? ORDER BY created_at DESC, rowid DESC`, [projectId])
        .map(toSigningKey),
    put: (k) =>
      void db.run(
        `INSERT INTO ${table} (kid, project_id, alg, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
        [k.kid, k.project_id, k.alg, k.private_jwk, k.public_jwk, k.created_at],
      ),
  };
}

export const signingKeys = repository<SigningKeysRepository>({
  dataTables: [],
  migrations: {
    1: `
  CREATE TABLE signing_keys (
    kid TEXT PRIMARY KEY,
    project_id TEXT NOT NULL UNIQUE,
    alg TEXT NOT NULL,
    private_jwk TEXT NOT NULL,
    public_jwk TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );`,
  },
  open: (db) => signingKeysIn(db, 'signing_keys'),
});

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
