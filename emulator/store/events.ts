/** Telemetry (`events`), kept per project up to a cap; what the cap dropped is counted in `event_drops`. */
import { json, num, numOrNull, str, strOrNull, type Db, type Row } from './db';
import { repository } from './repository';

/** One telemetry event of a `POST /sdk/v1/events` batch. */
export interface EventRecord {
  id: string;
  project_id: string;
  public_token: string;
  event_name: string;
  details: unknown;
  error_code: string | null;
  error_description: string | null;
  http_status_code: number | null;
  telemetry: unknown;
  received_at: number;
}

export interface EventDrops {
  project_id: string;
  dropped: number;
  last_dropped_at: number;
}

export interface EventsRepository {
  add(events: EventRecord[]): void;
  /** Newest first. */
  list(limit: number): EventRecord[];
  /**
   * Drops a project's oldest events beyond `maxCount` events or `maxBytes` (stored JSON), counting them in
   * `drops()`. Returns how many were dropped.
   */
  trim(projectId: string, maxCount: number, maxBytes: number, at: number): number;
  /** Events dropped by `trim`, per project. */
  drops(): EventDrops[];
  clear(): void;
}

export const events = repository<EventsRepository>({
  dataTables: ['events', 'event_drops'],
  migrations: {
    1: `
  CREATE TABLE events (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    project_id TEXT NOT NULL,
    public_token TEXT NOT NULL,
    event_name TEXT NOT NULL,
    details TEXT NOT NULL,
    error_code TEXT,
    error_description TEXT,
    http_status_code INTEGER,
    telemetry TEXT NOT NULL,
    received_at INTEGER NOT NULL
  );`,
    // Telemetry is kept per project up to a cap (oldest dropped, and counted).
    5: `
  ALTER TABLE events ADD COLUMN size INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX events_project ON events(project_id, seq);
  CREATE TABLE event_drops (
    project_id TEXT PRIMARY KEY,
    dropped INTEGER NOT NULL,
    last_dropped_at INTEGER NOT NULL
  );`,
  },
  open: (db) => ({
    add: (batch) => {
      for (const e of batch) insertEvent(db, e);
    },
    list: (limit) => db.all('SELECT * FROM events ORDER BY seq DESC LIMIT ?', [limit]).map(toEvent),
    trim: (projectId, maxCount, maxBytes, at) => {
      const dropped = dropOldest(db, projectId, maxCount, maxBytes);
      if (dropped > 0) {
        db.run(
          `INSERT INTO event_drops (project_id, dropped, last_dropped_at) VALUES (?, ?, ?)
           ON CONFLICT (project_id) DO UPDATE SET dropped = dropped + excluded.dropped,
             last_dropped_at = excluded.last_dropped_at`,
          [projectId, dropped, at],
        );
      }
      return dropped;
    },
    drops: () =>
      db.all('SELECT * FROM event_drops ORDER BY project_id').map((r) => ({
        project_id: str(r.project_id),
        dropped: num(r.dropped),
        last_dropped_at: num(r.last_dropped_at),
      })),
    clear: () => {
      db.run('DELETE FROM events');
      db.run('DELETE FROM event_drops');
    },
  }),
});

function insertEvent(db: Db, e: EventRecord): void {
  const details = JSON.stringify(e.details ?? null);
  const telemetry = JSON.stringify(e.telemetry ?? null);
  const size =
    details.length +
    telemetry.length +
    e.event_name.length +
    (e.error_description?.length ?? 0) +
    (e.error_code?.length ?? 0);
  db.run(
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

/** The newest events that fit both caps stay; everything older goes. Returns how many went. */
function dropOldest(db: Db, projectId: string, maxCount: number, maxBytes: number): number {
  const keepFrom = db.get(
    `SELECT MIN(seq) AS seq FROM (
       SELECT seq, SUM(size) OVER (ORDER BY seq DESC) AS total, ROW_NUMBER() OVER (ORDER BY seq DESC) AS n
       FROM events WHERE project_id = ?)
     WHERE total <= ? AND n <= ?`,
    [projectId, maxBytes, maxCount],
  )?.seq;
  return keepFrom === null || keepFrom === undefined
    ? db.run('DELETE FROM events WHERE project_id = ?', [projectId])
    : db.run('DELETE FROM events WHERE project_id = ? AND seq < ?', [projectId, num(keepFrom)]);
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
