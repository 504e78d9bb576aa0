import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clockRangeProblem, type AdjustableClock } from '../clock';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { cryptoWalletJson } from '../services/crypto';
import { iso } from '../services/jwt';
import type { EventRecord, MessageRecord } from '../store/types';
import { errorsPage } from './errors-page';
import { sendPage } from './html';
import { inboxPage } from './inbox-page';
import { registerUserDevRoutes } from './user-routes';
import { registerRoleDevRoutes } from '../oidc/dev-routes';

/** A message as `GET /_dev/messages` returns it; `link` and `code` only when the message has one. */
export function messageJson(m: MessageRecord) {
  return {
    id: m.id,
    channel: m.channel,
    to: m.to,
    from: m.from,
    subject: m.subject,
    text: m.text,
    ...(m.link !== null ? { link: m.link } : {}),
    ...(m.code !== null ? { code: m.code } : {}),
    created_at: new Date(m.created_at).toISOString(),
  };
}

export function eventJson(e: EventRecord) {
  return { ...e, received_at: new Date(e.received_at).toISOString() };
}

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    to: { type: 'string', maxLength: 320 },
    limit: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' },
    tab: { type: 'string', enum: ['messages', 'events', 'passkeys'] },
  },
} as const;

interface ListQuery {
  to?: string;
  limit?: string;
  tab?: 'messages' | 'events';
}

const limitOf = (query: ListQuery) => Math.min(Number(query.limit ?? 100), 1000);

/**
 * The recipient filter: trimmed, empty = all. An unencoded `?to=+14155550123` arrives as " 14155550123" (a `+` in
 * a query string is a space), so a bare number gets its plus sign back.
 */
function recipientOf(query: ListQuery): string | undefined {
  const to = query.to?.trim();
  if (!to) return undefined;
  return /^\d{2,15}$/.test(to) ? `+${to}` : to;
}

/**
 * Refuses state-changing dev calls from pages of other origins (a site the developer visits must not be able to
 * wipe the emulator); the inbox page itself is same-origin.
 */
function refuseCrossOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (request.method === 'GET' || request.method === 'HEAD' || origin === undefined) return;
  const host = URL.canParse(origin) ? new URL(origin).host : '';
  if (host !== request.headers.host) {
    throw new ApiError(
      'unauthorized_action',
      `Dev endpoints refuse ${request.method} requests from other origins.`,
      {
        status: 403,
      },
    );
  }
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Dev endpoints answer only requests addressed to the emulator itself: a loopback name with the port the request
 * arrived on (or a host named by `--public-url` / an explicit `--dev-endpoints` bind). A page on another site that
 * rebinds its DNS name to 127.0.0.1 sends its own name as `Host`, and is refused.
 */
function refuseForeignHost(request: FastifyRequest, extraHosts: readonly string[]): void {
  const host = (request.headers.host ?? '').toLowerCase();
  const port = request.socket.localPort;
  const names = [...LOOPBACK_NAMES, ...extraHosts.map((h) => h.toLowerCase())];
  const allowed = names.flatMap((name) => (port === 80 ? [name, `${name}:80`] : [`${name}:${port}`]));
  if (allowed.includes(host)) return;
  throw new ApiError(
    'unauthorized_action',
    `Dev endpoints answer only requests addressed to the emulator itself (Host ${allowed[0]}); this one was ` +
      `addressed to "${host.slice(0, 100)}". A page of another site (e.g. through DNS rebinding) cannot use them.`,
    { status: 403 },
  );
}

/** `/_dev/errors`, the reference page every `error_url` points at; always on. */
export function registerErrorReference(app: FastifyInstance): void {
  app.get('/_dev/errors', async (_request, reply) => sendPage(reply, errorsPage()));
}

/**
 * The dev and test endpoints (only with `devEndpoints`): the inbox page and its JSON, received events, a reset of
 * all data, and control of the clock.
 */
export function registerDevRoutes(
  app: FastifyInstance,
  deps: Deps,
  clock: AdjustableClock,
  extraHosts: readonly string[] = [],
): void {
  app.register(async (dev) => {
    dev.addHook('onRequest', async (request) => {
      refuseForeignHost(request, extraHosts);
      refuseCrossOrigin(request);
    });

    dev.get<{ Querystring: ListQuery }>(
      '/_dev/messages',
      { schema: { querystring: listQuery } },
      async (request) => ({
        messages: deps.store.messages
          .list({ to: recipientOf(request.query), limit: limitOf(request.query) })
          .map(messageJson),
      }),
    );

    dev.delete('/_dev/messages', async () => {
      deps.store.messages.clear();
      return { cleared: true };
    });

    dev.get<{ Querystring: ListQuery }>(
      '/_dev/events',
      { schema: { querystring: listQuery } },
      async (request) => ({
        events: deps.store.events.list(limitOf(request.query)).map(eventJson),
        dropped: deps.store.events.drops(),
      }),
    );

    dev.delete('/_dev/events', async () => {
      deps.store.events.clear();
      return { cleared: true };
    });

    dev.get<{ Querystring: ListQuery }>(
      '/_dev/inbox',
      { schema: { querystring: listQuery } },
      async (request, reply) => {
        const to = recipientOf(request.query);
        const messages = deps.store.messages.list({ ...(to ? { to } : {}), limit: 200 });
        const events = deps.store.events.list(200);
        const passkeys = deps.store.webauthn.listAll(200);
        await sendPage(
          reply,
          inboxPage({
            tab: request.query.tab ?? 'messages',
            to,
            messages,
            events,
            passkeys: passkeys.map((registration) => ({
              registration,
              email: deps.store.emails.listForUser(registration.user_id)[0]?.email ?? null,
              project:
                deps.config.projectById.get(registration.project_id)?.project_name ?? registration.project_id,
            })),
            passkeyCount: passkeys.length,
            messageCount: messages.length,
            eventCount: events.length,
            eventDrops: deps.store.events.drops(),
            eventsKept: {
              count: deps.config.limits.events_kept,
              bytes: deps.config.limits.events_kept_bytes,
            },
            baseUrl: deps.publicUrl(),
            publicToken: deps.config.defaultProject.public_token,
          }),
        );
      },
    );

    dev.delete<{ Params: { id: string } }>(
      '/_dev/passkeys/:id',
      { schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 200 } } } } },
      async (request) => {
        const deleted = deps.store.webauthn.delete(request.params.id);
        if (!deleted)
          throw new ApiError('webauthn_registration_not_found', `No passkey ${request.params.id}.`);
        deps.notice(`passkey ${request.params.id} deleted through the dev endpoint`);
        return { deleted: request.params.id };
      },
    );

    // Crypto wallets of every user (wallet users have no email to look them up by), newest first.
    dev.get('/_dev/crypto_wallets', async () => ({
      crypto_wallets: deps.store.cryptoWallets.listAll(200).map((w) => ({
        ...cryptoWalletJson(w),
        user_id: w.user_id,
        project_id: w.project_id,
        created_at: iso(w.created_at),
        last_used_at: w.last_used_at === null ? null : iso(w.last_used_at),
      })),
    }));

    dev.post('/_dev/reset', async () => {
      deps.store.reset();
      deps.notice('all data reset (users, sessions, tokens, messages, events, counters)');
      return { reset: true };
    });

    const clockState = () => ({
      now: new Date(clock.now()).toISOString(),
      offset_seconds: clock.offset / 1000,
      adjusted: clock.offset !== 0,
    });

    dev.get('/_dev/clock', async () => clockState());

    dev.post<{ Body: { advance_seconds?: number; set?: string } }>(
      '/_dev/clock',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            minProperties: 1,
            maxProperties: 1,
            properties: {
              advance_seconds: { type: 'number', minimum: -315_360_000, maximum: 315_360_000 },
              set: { type: 'string', maxLength: 64 },
            },
          },
        },
      },
      async (request) => {
        const { advance_seconds: advance, set } = request.body;
        let target: number;
        if (set !== undefined) {
          target = Date.parse(set);
          if (Number.isNaN(target))
            throw new ApiError('bad_request', `"set" must be an ISO date-time, got ${JSON.stringify(set)}.`);
        } else {
          target = clock.now() + (advance ?? 0) * 1000;
        }
        const problem = clockRangeProblem(target);
        if (problem) throw new ApiError('bad_request', problem);
        // An advance moves the offset by exactly that much (setting the target would lose the milliseconds the
        // base clock ran on meanwhile).
        if (set === undefined) clock.advance(advance ?? 0);
        else clock.set(target);
        deps.notice(`clock now ${new Date(clock.now()).toISOString()}`);
        return clockState();
      },
    );

    dev.delete('/_dev/clock', async () => {
      clock.reset();
      return clockState();
    });

    registerUserDevRoutes(dev, deps);
    registerRoleDevRoutes(dev, deps);
  });
}
