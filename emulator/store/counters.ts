/** Timestamped hits per bucket (`counters`), for sliding windows: rate limits, failed-authentication counts. */
import { num } from './db';
import { repository } from './repository';

export interface CountersRepository {
  hit(bucket: string, at: number): void;
  /** Hits in `bucket` at or after `since`, oldest first. */
  since(bucket: string, since: number): number[];
  clear(bucket: string): void;
  /** Drops every hit older than `before`. */
  prune(before: number): void;
}

export const counters = repository<CountersRepository>({
  dataTables: ['counters'],
  migrations: {
    1: `
  CREATE TABLE counters (
    bucket TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX counters_bucket ON counters(bucket, at);`,
  },
  open: (db) => ({
    hit: (bucket, at) => void db.run('INSERT INTO counters (bucket, at) VALUES (?, ?)', [bucket, at]),
    since: (bucket, since) =>
      db
        .all('SELECT at FROM counters WHERE bucket = ? AND at >= ? ORDER BY at', [bucket, since])
        .map((r) => num(r.at)),
    clear: (bucket) => void db.run('DELETE FROM counters WHERE bucket = ?', [bucket]),
    prune: (before) => void db.run('DELETE FROM counters WHERE at < ?', [before]),
  }),
});
