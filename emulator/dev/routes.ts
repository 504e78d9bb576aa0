/**
 * The dev and test endpoints (`/_dev/…`): the inbox page and its JSON, received events, passkeys and wallets, a
 * reset of all data, the clock, users and roles. One function per route group; `registerDevRoutes` mounts them.
 */
import type { FastifyInstance } from 'fastify';
import type { AdjustableClock } from '../clock';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { registerRoleDevRoutes } from '../oidc/dev-routes';
import { cryptoWalletJson } from '../services/crypto';
import { iso } from '../services/jwt';
import type { EventRecord, MessageRecord } from '../store/types';
import { registerClockRoutes } from './clock-routes';
import { registerKeyRoutes } from './key-routes';
import { errorsPage } from './errors-page';
import { refuseCrossOrigin, refuseForeignHost } from './guards';
import { sendPage } from '../http/html';
import { inboxPage, type InboxView } from './inbox-page';
import { registerUserDevRoutes } from './user-routes';

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

/** `/_dev/errors`, the reference page every `error_url` points at; always on. */
export function registerErrorReference(app: FastifyInstance): void {
  app.get('/_dev/errors', async (_request, reply) => sendPage(reply, errorsPage()));
}

/**
 * The dev and test endpoints (only with `devEndpoints`), behind the host and origin guards (dev/guards.ts).
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
    registerMessageRoutes(dev, deps);
    registerEventRoutes(dev, deps);
    registerInboxPage(dev, deps);
    registerCredentialRoutes(dev, deps);
    registerResetRoute(dev, deps);
    registerClockRoutes(dev, deps, clock);
    registerUserDevRoutes(dev, deps);
    registerRoleDevRoutes(dev, deps);
    registerKeyRoutes(dev, deps);
  });
}

/** `/_dev/messages`: the messages "sent", newest first, optionally to one recipient; and clearing them. */
function registerMessageRoutes(dev: FastifyInstance, deps: Deps): void {
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
}

/** `/_dev/events`: the telemetry received, newest first, with what the per-project cap dropped; and clearing it. */
function registerEventRoutes(dev: FastifyInstance, deps: Deps): void {
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
}

/** `/_dev/inbox`: the page of messages, events and passkeys (dev/inbox-page.ts). */
function registerInboxPage(dev: FastifyInstance, deps: Deps): void {
  dev.get<{ Querystring: ListQuery }>(
    '/_dev/inbox',
    { schema: { querystring: listQuery } },
    async (request, reply) => sendPage(reply, inboxPage(inboxOf(deps, request.query))),
  );
}

/** What the inbox page shows: the newest 200 messages (to the filtered recipient), events and passkeys. */
function inboxOf(deps: Deps, query: ListQuery): InboxView {
  const to = recipientOf(query);
  const messages = deps.store.messages.list({ ...(to ? { to } : {}), limit: 200 });
  const events = deps.store.events.list(200);
  const passkeys = deps.store.webauthn.listAll(200);
  return {
    tab: query.tab ?? 'messages',
    to,
    messages,
    events,
    passkeys: passkeys.map((registration) => ({
      registration,
      email: deps.store.emails.listForUser(registration.user_id)[0]?.email ?? null,
      project: deps.config.projectById.get(registration.project_id)?.project_name ?? registration.project_id,
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
  };
}

/** `/_dev/passkeys/:id` (delete one) and `/_dev/crypto_wallets` (every user's, newest first). */
function registerCredentialRoutes(dev: FastifyInstance, deps: Deps): void {
  dev.delete<{ Params: { id: string } }>(
    '/_dev/passkeys/:id',
    { schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 200 } } } } },
    async (request) => {
      const deleted = deps.store.webauthn.delete(request.params.id);
      if (!deleted) throw new ApiError('webauthn_registration_not_found', `No passkey ${request.params.id}.`);
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
}

/** `POST /_dev/reset`: deletes all data (signing keys stay). */
function registerResetRoute(dev: FastifyInstance, deps: Deps): void {
  dev.post('/_dev/reset', async () => {
    deps.store.reset();
    deps.notice('all data reset (users, sessions, tokens, messages, events, counters)');
    return { reset: true };
  });
}
