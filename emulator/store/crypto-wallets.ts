/** Crypto wallets (`crypto_wallets`, Ethereum and Solana) and the single-use challenges of their sign-ins. */
import { num, numOrNull, str, strOrNull, type Row } from './db';
import { repository } from './repository';

export type CryptoWalletType = 'ethereum' | 'solana';

/** A crypto wallet of a user, proven by a signed challenge. One user per wallet and project. */
export interface CryptoWalletRecord {
  crypto_wallet_id: string;
  project_id: string;
  user_id: string;
  crypto_wallet_type: CryptoWalletType;
  /** Lower-cased for ethereum (addresses compare case-insensitively); the base58 public key for solana. */
  crypto_wallet_address: string;
  created_at: number;
  last_used_at: number | null;
}

/**
 * A crypto-wallet sign-in under way: the message the wallet must sign, bound to the wallet (type and normalised
 * address), single use, expiring. Only the newest challenge of a wallet is live.
 */
export interface CryptoWalletChallengeRecord {
  challenge_id: string;
  project_id: string;
  crypto_wallet_type: CryptoWalletType;
  crypto_wallet_address: string;
  /** The session user the wallet is being attached to (`start/secondary`), or null (`start/primary`). */
  user_id: string | null;
  message: string;
  created_at: number;
  expires_at: number;
}

export interface CryptoWalletsRepository {
  create(wallet: CryptoWalletRecord): void;
  get(projectId: string, cryptoWalletId: string): CryptoWalletRecord | null;
  find(projectId: string, type: CryptoWalletType, address: string): CryptoWalletRecord | null;
  listForUser(userId: string): CryptoWalletRecord[];
  /** Every project's wallets, newest first (dev endpoints). */
  listAll(limit: number): CryptoWalletRecord[];
  used(cryptoWalletId: string, at: number): void;
  delete(cryptoWalletId: string): boolean;
  /** Stores a challenge, replacing the wallet's earlier ones (only the newest is live). */
  addChallenge(challenge: CryptoWalletChallengeRecord): void;
  /** Removes the wallet's challenges (single use) and returns the newest; null when there is none. */
  takeChallenge(
    projectId: string,
    type: CryptoWalletType,
    address: string,
  ): CryptoWalletChallengeRecord | null;
  pruneChallenges(before: number): void;
}

const BY_WALLET = 'WHERE project_id = ? AND crypto_wallet_type = ? AND crypto_wallet_address = ?';

export const cryptoWallets = repository<CryptoWalletsRepository>({
  dataTables: ['crypto_wallets', 'crypto_wallet_challenges'],
  migrations: {
    7: `
  CREATE TABLE crypto_wallets (
    crypto_wallet_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    crypto_wallet_type TEXT NOT NULL,
    crypto_wallet_address TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER
  );
  CREATE UNIQUE INDEX crypto_wallet_address ON crypto_wallets(project_id, crypto_wallet_type, crypto_wallet_address);
  CREATE INDEX crypto_wallets_user ON crypto_wallets(user_id);
  CREATE TABLE crypto_wallet_challenges (
    challenge_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    crypto_wallet_type TEXT NOT NULL,
    crypto_wallet_address TEXT NOT NULL,
    user_id TEXT,
    message TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX crypto_wallet_challenges_wallet
    ON crypto_wallet_challenges(project_id, crypto_wallet_type, crypto_wallet_address);
  CREATE INDEX crypto_wallet_challenges_expiry ON crypto_wallet_challenges(expires_at);`,
  },
  open: (db) => ({
    create: (w) =>
      void db.run(
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
      const row = db.get('SELECT * FROM crypto_wallets WHERE project_id = ? AND crypto_wallet_id = ?', [
        projectId,
        id,
      ]);
      return row && toCryptoWallet(row);
    },
    find: (projectId, type, address) => {
      const row = db.get(`SELECT * FROM crypto_wallets ${BY_WALLET}`, [projectId, type, address]);
      return row && toCryptoWallet(row);
    },
    listForUser: (userId) =>
      db
        .all('SELECT * FROM crypto_wallets WHERE user_id = ? ORDER BY created_at, rowid', [userId])
        .map(toCryptoWallet),
    listAll: (limit) =>
      db
        .all('SELECT * FROM crypto_wallets ORDER BY created_at DESC, rowid DESC LIMIT ?', [limit])
        .map(toCryptoWallet),
    used: (id, at) =>
      void db.run('UPDATE crypto_wallets SET last_used_at = ? WHERE crypto_wallet_id = ?', [at, id]),
    delete: (id) => db.run('DELETE FROM crypto_wallets WHERE crypto_wallet_id = ?', [id]) === 1,
    addChallenge: (c) =>
      db.transaction(() => {
        db.run(`DELETE FROM crypto_wallet_challenges ${BY_WALLET}`, [
          c.project_id,
          c.crypto_wallet_type,
          c.crypto_wallet_address,
        ]);
        db.run(
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
      db.transaction(() => {
        const row = db.get(
          `SELECT * FROM crypto_wallet_challenges ${BY_WALLET} ORDER BY created_at DESC, rowid DESC LIMIT 1`,
          [projectId, type, address],
        );
        if (!row) return null;
        db.run(`DELETE FROM crypto_wallet_challenges ${BY_WALLET}`, [projectId, type, address]);
        return toCryptoWalletChallenge(row);
      }),
    pruneChallenges: (before) =>
      void db.run('DELETE FROM crypto_wallet_challenges WHERE expires_at < ?', [before]),
  }),
});

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
