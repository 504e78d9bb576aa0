/**
 * The emulator's storage: one repository per table or aggregate, over one SQLite handle, mounted as
 * `store.<name>` (`store.users.get(...)`, `store.emails.findByAddress(...)`). Services and routes see only these
 * methods, never SQL. Times are epoch milliseconds; secrets (tokens, codes) are stored only as hashes.
 *
 * Adding storage (say, for a new endpoint):
 *   1. Write `store/<name>.ts` on the model of `store/magic-links.ts`: the record type, a `<Name>Repository`
 *      interface (the methods, documented), and `export const <name> = repository<…>({ dataTables, migrations,
 *      open })`. Its `migrations` hold the DDL of its tables under the next free schema version (one more than the
 *      highest in this folder, see store/migrations.ts); never edit an applied version.
 *   2. Add one line to `REPOSITORIES` below: `store.<name>` exists, typed, and `reset()` empties its tables.
 *   3. Export its record types from store/types.ts.
 * A method that writes several rows runs in `db.transaction`; a service that writes through several repositories
 * wraps them in `store.transaction`.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { counters } from './counters';
import { cryptoWallets } from './crypto-wallets';
import { openDb, type Db } from './db';
import { events } from './events';
import { idp } from './idp';
import { magicLinks } from './magic-links';
import { messages } from './messages';
import { migrate } from './migrations';
import { oauthLogins } from './oauth-logins';
import { otpCodes } from './otp-codes';
import { claimDatabase, type DatabaseClaim } from './ownership';
import { passwordResets, passwords } from './passwords';
import { webauthn } from './passkeys';
import type { Repository } from './repository';
import { roles } from './roles';
import { sessions } from './sessions';
import { signingKeys } from './signing-keys';
import { totps } from './totps';
import { emails, phoneNumbers, users } from './users';

/** Every repository, as mounted on the store. Parents first: a schema version runs in this order, a reset in reverse. */
const REPOSITORIES = {
  users,
  emails,
  phoneNumbers,
  sessions,
  magicLinks,
  otpCodes,
  passwords,
  passwordResets,
  webauthn,
  cryptoWallets,
  messages,
  /** Telemetry (`POST /sdk/v1/events`), capped per project. */
  events,
  /** Timestamped hits per bucket, for sliding windows (rate limits, failed-authentication counts). */
  counters,
  /** The stand-in providers' signing key. */
  signingKeys,
  /** Social sign-in through the stand-in providers and Google One Tap. */
  oauthLogins,
  /** Users' assigned roles. */
  roles,
  /** The OpenID provider's consents, codes, tokens and ID-token keys. */
  idp,
  /** Authenticator apps (TOTP) and their recovery codes. */
  totps,
} satisfies Record<string, Repository<unknown>>;

type Repositories = typeof REPOSITORIES;

export type Store = {
  readonly [Name in keyof Repositories]: ReturnType<Repositories[Name]['open']>;
} & {
  /** Runs `fn` atomically; nested calls join the outer transaction. */
  transaction<T>(fn: () => T): T;
  /** Deletes all data (users, sessions, tokens, codes, messages, events, counters); signing keys stay. */
  reset(): void;
  close(): void;
};

/**
 * Opens (creating if needed) the SQLite database at `path`, or an in-memory one for `:memory:`, and migrates it.
 * The file is claimed for this process first (store/ownership.ts): a live emulator on it is refused by name, and
 * what a crashed one left behind is cleared.
 */
export function openSqliteStore(path: string): Store & { claim: DatabaseClaim } {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const claim = claimDatabase(path);
  let db: Db;
  try {
    db = openDb(path);
  } catch (e) {
    claim.release();
    throw cannotOpen(path, e);
  }
  try {
    migrate(db, Object.values(REPOSITORIES));
  } catch (e) {
    db.close();
    claim.release();
    throw cannotOpen(path, e);
  }
  return { ...mountRepositories(db), ...storeControls(db, claim), claim };
}

function cannotOpen(path: string, e: unknown): Error {
  return new Error(`Cannot open the emulator database ${path}: ${(e as Error).message}`, { cause: e });
}

function mountRepositories(db: Db): { [Name in keyof Repositories]: Store[Name] } {
  const mounted: Partial<Record<keyof Repositories, unknown>> = {};
  for (const [name, repository] of Object.entries(REPOSITORIES)) {
    mounted[name as keyof Repositories] = repository.open(db);
  }
  return mounted as { [Name in keyof Repositories]: Store[Name] };
}

function storeControls(db: Db, claim: DatabaseClaim): Pick<Store, 'transaction' | 'reset' | 'close'> {
  const dataTables = Object.values(REPOSITORIES)
    .flatMap((r) => r.dataTables)
    .reverse();
  return {
    transaction: (fn) => db.transaction(fn),
    reset: () =>
      db.transaction(() => {
        for (const table of dataTables) db.run(`DELETE FROM ${table}`);
      }),
    close: () => {
      db.close();
      claim.release();
    },
  };
}
