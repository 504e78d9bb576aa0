/** The messages the emulator "sent" (`messages`): emails, SMS and WhatsApp texts, read by the dev inbox. */
import { num, str, strOrNull, type Row } from './db';
import { repository } from './repository';

export type MessageChannel = 'email' | 'sms' | 'whatsapp';

/** A message the emulator "sent"; shown in the dev inbox. */
export interface MessageRecord {
  id: string;
  project_id: string;
  channel: MessageChannel;
  to: string;
  from: string;
  subject: string;
  text: string;
  link: string | null;
  code: string | null;
  created_at: number;
}

export interface MessageQuery {
  /** Recipient; emails match case-insensitively. */
  to?: string | undefined;
  limit: number;
}

export interface MessagesRepository {
  add(message: MessageRecord): void;
  /** Newest first. */
  list(query: MessageQuery): MessageRecord[];
  /** One message by its id. */
  get(id: string): MessageRecord | null;
  clear(): void;
}

export const messages = repository<MessagesRepository>({
  dataTables: ['messages'],
  migrations: {
    1: `
  CREATE TABLE messages (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    project_id TEXT NOT NULL,
    channel TEXT NOT NULL,
    to_address TEXT NOT NULL,
    to_key TEXT NOT NULL,
    from_address TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    link TEXT,
    code TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX messages_to ON messages(to_key, seq);`,
  },
  open: (db) => ({
    add: (m) =>
      void db.run(
        `INSERT INTO messages (id, project_id, channel, to_address, to_key, from_address, subject, text, link, code,
           created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          m.id,
          m.project_id,
          m.channel,
          m.to,
          m.to.toLowerCase(),
          m.from,
          m.subject,
          m.text,
          m.link,
          m.code,
          m.created_at,
        ],
      ),
    list: ({ to, limit }) =>
      (to === undefined
        ? db.all('SELECT * FROM messages ORDER BY seq DESC LIMIT ?', [limit])
        : db.all('SELECT * FROM messages WHERE to_key = ? ORDER BY seq DESC LIMIT ?', [
            to.toLowerCase(),
            limit,
          ])
      ).map(toMessage),
    get: (id) => {
      const row = db.get('SELECT * FROM messages WHERE id = ?', [id]);
      return row && toMessage(row);
    },
    clear: () => void db.run('DELETE FROM messages'),
  }),
});

function toMessage(r: Row): MessageRecord {
  return {
    id: str(r.id),
    project_id: str(r.project_id),
    channel: str(r.channel) as MessageChannel,
    to: str(r.to_address),
    from: str(r.from_address),
    subject: str(r.subject),
    text: str(r.text),
    link: strOrNull(r.link),
    code: strOrNull(r.code),
    created_at: num(r.created_at),
  };
}
