/**
 * Brings a database to the current schema. Each repository owns the DDL of its tables, keyed by schema version
 * (store/repository.ts); version N is every repository's step N, run once in one transaction and recorded in
 * `schema_version`, so databases created before the repositories were split open unchanged.
 *
 * Versions so far: 1 users, emails, phone numbers, sessions, magic links, OTP codes, messages, events, counters,
 * signing keys · 2 OTP indexes · 3 passwords, reset tokens · 4 reset-email login links · 5 event caps · 6 passkeys ·
 * 7 crypto wallets · 8 the OpenID provider, roles · 9 social sign-in · 10 one rotating key set per project ·
 * 11 authenticator apps (TOTP), recovery codes.
 */
import { num, type Db } from './db';
import type { Repository } from './repository';

/** Opens the connection's settings, then applies every version the database has not seen yet, in order. */
export function migrate(db: Db, repositories: readonly Repository<unknown>[]): void {
  db.exec('PRAGMA foreign_keys = ON');
  // A dev server's data: survive process crashes and restarts, skip the extra fsyncs that only guard against power loss.
  db.exec('PRAGMA journal_mode = TRUNCATE');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)',
  );
  const current = num(db.get('SELECT MAX(version) AS v FROM schema_version')?.v);
  for (const [version, sql] of schemaSteps(repositories)) {
    if (version > current) applyStep(db, version, sql);
  }
}

/** Every version's DDL (the repositories' steps of that number, in mount order), versions ascending. */
export function schemaSteps(repositories: readonly Repository<unknown>[]): [number, string][] {
  const steps = new Map<number, string[]>();
  for (const { migrations } of repositories) {
    for (const [key, sql] of Object.entries(migrations)) {
      const version = Number(key);
      steps.set(version, [...(steps.get(version) ?? []), sql]);
    }
  }
  const versions = [...steps.keys()].sort((a, b) => a - b);
  versions.forEach((version, i) => {
    if (version !== i + 1) throw new Error(`Schema version ${i + 1} is missing (next is ${version}).`);
  });
  return versions.map((version) => [version, (steps.get(version) ?? []).join('\n')]);
}

function applyStep(db: Db, version: number, sql: string): void {
  db.exec('BEGIN');
  try {
    db.exec(sql);
    db.run('INSERT INTO schema_version (version, applied_at) VALUES (?, ?)', [version, Date.now()]);
    db.exec('COMMIT');
  } catch (e) {
    db.exec('ROLLBACK');
    throw e;
  }
}
