import { simulateLinkScanner, type LinkScannerOptions, type LinkScannerVisit } from './devices';

/** One message the emulator "sent", newest first in `Inbox.list`. */
export interface InboxMessage {
  id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  /** The email address or E.164 phone number it went to. */
  to: string;
  from: string;
  /** The email's subject; empty for SMS and WhatsApp. */
  subject: string;
  /** The plain-text body. */
  body: string;
  /** The magic link or reset link in it, when it has one (`…?stytch_token_type=magic_links&token=…`). */
  link?: string;
  /** The one-time passcode in it, when it has one (six digits). */
  code?: string;
  /** ISO date-time, on the emulator's clock. */
  createdAt: string;
}

export interface WaitForMessageOptions {
  /** How long to wait. Default 10 000 ms. */
  timeoutMs?: number;
  /** Only a message carrying a link, or a passcode. */
  kind?: 'link' | 'code';
  /** Only a message on this channel. */
  channel?: InboxMessage['channel'];
  /**
   * Only a message newer than this one (a message or its id), e.g. the newest one before your test clicked
   * "Resend". Without it the newest matching message is returned, however old.
   */
  after?: InboxMessage | string;
  /** How often to poll. Default 100 ms. */
  intervalMs?: number;
}

/** What `simulateScanner` saw, and what the emulator knows of the link afterwards. */
export interface LinkScannerReport {
  /** The HEAD, the GET and (with `browser`) the script-running visit, in order. */
  visits: LinkScannerVisit[];
  /**
   * The link's token after the visits, read from the emulator: `unused` (the person can still use it), `used`
   * (something spent it), `expired`, or `unknown` (no token this emulator issued).
   */
  state: 'unused' | 'used' | 'expired' | 'unknown';
}

/** The emulator's dev inbox, through its JSON endpoints (`/_dev/messages`). */
export interface Inbox {
  /** The messages to one recipient (or to anyone), newest first. */
  list(to?: string): Promise<InboxMessage[]>;
  /** Polls until a message to `to` matches, and resolves with it; rejects after `timeoutMs` saying what is there. */
  waitForMessage(to: string, options?: WaitForMessageOptions): Promise<InboxMessage>;
  /** Empties the inbox. */
  clear(): Promise<void>;
  /**
   * Opens a message's link (or a link) as the mail scanners in front of many inboxes do before the person clicks:
   * a HEAD, a GET and, with `browser`, a visit in a fresh context that runs the page's scripts for `dwellMs`
   * (default 2 000) and clicks nothing; then reads whether the link still works (`state`).
   */
  simulateScanner(
    messageOrLink: InboxMessage | string,
    options?: LinkScannerOptions,
  ): Promise<LinkScannerReport>;
}

interface MessageJson {
  id: string;
  channel: InboxMessage['channel'];
  to: string;
  from: string;
  subject: string;
  text: string;
  link?: string;
  code?: string;
  created_at: string;
}

function toMessage(m: MessageJson): InboxMessage {
  return {
    id: m.id,
    channel: m.channel,
    to: m.to,
    from: m.from,
    subject: m.subject,
    body: m.text,
    ...(m.link !== undefined ? { link: m.link } : {}),
    ...(m.code !== undefined ? { code: m.code } : {}),
    createdAt: m.created_at,
  };
}

async function devCall(url: string, init?: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (e) {
    throw new Error(`The emulator did not answer ${url}: is it running?`, { cause: e });
  }
  if (res.status === 404) {
    throw new Error(
      `${url} answered 404: the emulator's dev endpoints are off (start it without --no-dev-endpoints).`,
    );
  }
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

function describeMessages(to: string, messages: InboxMessage[]): string {
  if (messages.length === 0) return `The inbox holds nothing to ${to}.`;
  const list = messages
    .slice(0, 5)
    .map(
      (m) =>
        `${m.channel} "${m.subject || m.body.slice(0, 40)}"${m.link ? ' (link)' : ''}${m.code ? ' (code)' : ''}`,
    );
  return `The inbox holds ${messages.length} message(s) to ${to}, newest first: ${list.join('; ')}.`;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The dev inbox of an emulator already running at `emulatorUrl`, e.g. one another process started; an emulator
 * from `startEmulator` carries its own as `emulator.inbox`.
 */
export function connectInbox(emulatorUrl: string): Inbox {
  const base = emulatorUrl.replace(/\/+$/, '');
  const list = async (to?: string): Promise<InboxMessage[]> => {
    const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
    const res = await devCall(`${base}/_dev/messages${query}`);
    const body = (await res.json()) as { messages: MessageJson[] };
    return body.messages.map(toMessage);
  };
  return {
    list,
    async waitForMessage(to, options = {}) {
      const { timeoutMs = 10_000, intervalMs = 100, kind, channel, after } = options;
      const afterId = typeof after === 'string' ? after : after?.id;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const messages = await list(to);
        const cut = afterId === undefined ? -1 : messages.findIndex((m) => m.id === afterId);
        const fresh = cut === -1 ? messages : messages.slice(0, cut);
        const found = fresh.find(
          (m) =>
            (channel === undefined || m.channel === channel) &&
            (kind === undefined || (kind === 'link' ? m.link !== undefined : m.code !== undefined)),
        );
        if (found) return found;
        if (Date.now() >= deadline) {
          const wanted = [channel, kind === 'link' ? 'link' : kind === 'code' ? 'passcode' : 'message']
            .filter(Boolean)
            .join(' ');
          throw new Error(
            `No ${wanted} to ${to}${afterId ? ' newer than the one before' : ''} within ${timeoutMs} ms. ` +
              describeMessages(to, messages),
          );
        }
        await sleep(Math.min(intervalMs, Math.max(0, deadline - Date.now())));
      }
    },
    async clear() {
      await devCall(`${base}/_dev/messages`, { method: 'DELETE' });
    },
    async simulateScanner(messageOrLink, options = {}) {
      const link = typeof messageOrLink === 'string' ? messageOrLink : messageOrLink.link;
      if (link === undefined) {
        const m = messageOrLink as InboxMessage;
        throw new Error(
          `simulateScanner needs a link; the ${m.channel} message to ${m.to} ("${m.subject || m.body.slice(0, 40)}") ` +
            'carries none. Wait for one with waitForMessage(to, { kind: "link" }).',
        );
      }
      const visits = await simulateLinkScanner(link, options);
      const res = await devCall(`${base}/_dev/links/state?link=${encodeURIComponent(link)}`);
      const { state } = (await res.json()) as { state: LinkScannerReport['state'] };
      return { visits, state };
    },
  };
}
