/**
 * The one database handle every repository runs on: prepared statements (cached per SQL text), transactions, and
 * the readers that turn SQLite values back into record fields. A leaf module: it knows no table.
 */
import sqlite from 'node-sqlite3-wasm';
import type { BindValues, Database as SqliteDatabase, SQLiteValue, Statement } from 'node-sqlite3-wasm';

// node-sqlite3-wasm is CommonJS without static named exports.
const { Database } = sqlite;

export type Row = Record<string, SQLiteValue>;

export interface Db {
  /** Runs a write; returns the number of rows it changed. */
  run(sql: string, values?: BindValues): number;
  get(sql: string, values?: BindValues): Row | null;
  all(sql: string, values?: BindValues): Row[];
  /** Runs statements without parameters (DDL, pragmas). */
  exec(sql: string): void;
  /** Runs `fn` atomically; nested calls join the outer transaction. */
  transaction<T>(fn: () => T): T;
  close(): void;
}

/** Opens the SQLite database at `path` (`:memory:` for an in-memory one). */
export function openDb(path: string): Db {
  return sqliteDb(new Database(path));
}

function sqliteDb(db: SqliteDatabase): Db {
  const statements = new Map<string, Statement>();
  const stmt = (sql: string): Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    run: (sql, values) => stmt(sql).run(values).changes,
    get: (sql, values) => stmt(sql).get(values) as Row | null,
    all: (sql, values) => stmt(sql).all(values) as Row[],
    exec: (sql) => void db.exec(sql),
    transaction<T>(fn: () => T): T {
      if (db.inTransaction) return fn();
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = fn();
        db.exec('COMMIT');
        return result;
      } catch (e) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw e;
      }
    },
    close() {
      for (const statement of statements.values()) statement.finalize();
      statements.clear();
      if (db.isOpen) db.close();
    },
  };
}

export const str = (v: SQLiteValue | undefined): string => (typeof v === 'string' ? v : String(v ?? ''));
export const num = (v: SQLiteValue | undefined): number => Number(v ?? 0);
export const bool = (v: SQLiteValue | undefined): boolean => num(v) === 1;
export const numOrNull = (v: SQLiteValue | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);
export const strOrNull = (v: SQLiteValue | undefined): string | null =>
  v === null || v === undefined ? null : str(v);
export const json = <T>(v: SQLiteValue | undefined): T => JSON.parse(str(v)) as T;

/**
 * The SET clause and values of a partial update, for the columns in `allowed` only (objects stored as JSON).
 * Throws on any other key: a typo must not reach SQL.
 */
export function setClause(
  patch: Record<string, unknown>,
  allowed: ReadonlySet<string>,
  what: string,
): { columns: string; values: (string | number | null)[] } {
  const columns: string[] = [];
  const values: (string | number | null)[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (!allowed.has(key)) throw new Error(`Not an updatable ${what} column: ${key}`);
    columns.push(`${key} = ?`);
    values.push(
      typeof value === 'object' && value !== null ? JSON.stringify(value) : (value as string | number | null),
    );
  }
  return { columns: columns.join(', '), values };
}
