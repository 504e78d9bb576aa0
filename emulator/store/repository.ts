/**
 * What a repository module exports: the tables it owns, its share of the schema, and the methods services call.
 * `store/index.ts` mounts one per `store.<name>`; nothing outside a repository writes SQL for its tables.
 */
import type { Db } from './db';

export interface Repository<Methods> {
  /**
   * The tables a data reset (`store.reset()`) empties, parents first; tables that survive a reset (signing keys)
   * are left out.
   */
  readonly dataTables: readonly string[];
  /**
   * This repository's DDL, keyed by the schema version that introduced it. A version is one transaction over every
   * repository's step of that number (store/migrations.ts), recorded in `schema_version`: never edit an applied
   * step, add a new one under the next free version.
   */
  readonly migrations: Readonly<Record<number, string>>;
  /** The methods, over the one database handle. */
  open(db: Db): Methods;
}

/** Declares a repository (the identity: it only checks the shape and infers `Methods`). */
export function repository<Methods>(definition: Repository<Methods>): Repository<Methods> {
  return definition;
}
