import { createHmac } from 'node:crypto';
import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { serverUserJson } from './server-sessions';

type User = ReturnType<typeof serverUserJson>;

export interface SearchOperand {
  filter_name: string;
  filter_value: unknown;
}

export interface SearchQuery {
  operator: 'AND' | 'OR';
  operands: SearchOperand[];
}

const invalid = (detail: string) =>
  new ApiError('invalid_search_query', `The search query is invalid: ${detail}`);

const isStrings = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length > 0 && v.length <= 1000 && v.every((s) => typeof s === 'string');

function strings(op: SearchOperand): Set<string> {
  if (!isStrings(op.filter_value)) throw invalid(`${op.filter_name} needs a non-empty array of strings.`);
  return new Set(op.filter_value);
}
function bool(op: SearchOperand): boolean {
  if (typeof op.filter_value !== 'boolean') throw invalid(`${op.filter_name} needs true or false.`);
  return op.filter_value;
}
function text(op: SearchOperand): string {
  if (typeof op.filter_value !== 'string' || op.filter_value.length === 0 || op.filter_value.length > 200) {
    throw invalid(`${op.filter_name} needs a string of 1 to 200 characters.`);
  }
  return op.filter_value.toLowerCase();
}
function time(name: string, v: unknown): number {
  const at = typeof v === 'string' ? Date.parse(v) : NaN;
  if (Number.isNaN(at)) throw invalid(`${name} needs an RFC 3339 time like 2024-01-01T00:00:00Z.`);
  return at;
}

/** One operand as a predicate on the wire user; unknown filters and wrong value types answer `invalid_search_query`. */
function predicate(op: SearchOperand): (u: User) => boolean {
  const created = (u: User) => Date.parse(u.created_at);
  switch (op.filter_name) {
    case 'created_at_greater_than': {
      const at = time(op.filter_name, op.filter_value);
      return (u) => created(u) > at;
    }
    case 'created_at_less_than': {
      const at = time(op.filter_name, op.filter_value);
      return (u) => created(u) < at;
    }
    case 'created_at_between': {
      const v = op.filter_value as { greater_than?: unknown; less_than?: unknown } | null;
      if (typeof v !== 'object' || v === null)
        throw invalid('created_at_between needs {greater_than, less_than}.');
      const from = time('created_at_between.greater_than', v.greater_than);
      const to = time('created_at_between.less_than', v.less_than);
      return (u) => created(u) > from && created(u) < to;
    }
    case 'status': {
      if (op.filter_value !== 'active' && op.filter_value !== 'pending')
        throw invalid('status needs "active" or "pending".');
      const status = op.filter_value;
      return (u) => u.status === status;
    }
    case 'user_id': {
      const ids = strings(op);
      return (u) => ids.has(u.user_id);
    }
    case 'full_name_fuzzy': {
      const q = text(op);
      return (u) =>
        [u.name.first_name, u.name.middle_name, u.name.last_name].join(' ').toLowerCase().includes(q);
    }
    case 'email_address': {
      const set = new Set([...strings(op)].map((s) => s.toLowerCase()));
      return (u) => u.emails.some((e) => set.has(e.email));
    }
    case 'email_id': {
      const set = strings(op);
      return (u) => u.emails.some((e) => set.has(e.email_id));
    }
    case 'email_verified': {
      const want = bool(op);
      return (u) => u.emails.some((e) => e.verified === want);
    }
    case 'email_address_fuzzy': {
      const q = text(op);
      return (u) => u.emails.some((e) => e.email.includes(q));
    }
    case 'phone_number': {
      const set = strings(op);
      return (u) => u.phone_numbers.some((p) => set.has(p.phone_number));
    }
    case 'phone_id': {
      const set = strings(op);
      return (u) => u.phone_numbers.some((p) => set.has(p.phone_id));
    }
    case 'phone_verified': {
      const want = bool(op);
      return (u) => u.phone_numbers.some((p) => p.verified === want);
    }
    case 'phone_number_fuzzy': {
      const q = text(op).replace(/[^\d]/g, '');
      return (u) => q !== '' && u.phone_numbers.some((p) => p.phone_number.includes(q));
    }
    case 'oauth_provider': {
      const set = new Set([...strings(op)].map((s) => s.toLowerCase()));
      return (u) =>
        u.providers.some((p) =>
          set.has(String((p as { provider_type?: unknown }).provider_type).toLowerCase()),
        );
    }
    case 'webauthn_registration_id': {
      const set = strings(op);
      return (u) =>
        u.webauthn_registrations.some((w) =>
          set.has(String((w as { webauthn_registration_id?: unknown }).webauthn_registration_id)),
        );
    }
    case 'webauthn_registration_verified': {
      const want = bool(op);
      return (u) => u.webauthn_registrations.length > 0 === want;
    }
    case 'crypto_wallet_id': {
      const set = strings(op);
      return (u) =>
        u.crypto_wallets.some((w) => set.has(String((w as { crypto_wallet_id?: unknown }).crypto_wallet_id)));
    }
    case 'crypto_wallet_address': {
      const set = new Set([...strings(op)].map((s) => s.toLowerCase()));
      return (u) =>
        u.crypto_wallets.some((w) =>
          set.has(String((w as { crypto_wallet_address?: unknown }).crypto_wallet_address).toLowerCase()),
        );
    }
    case 'crypto_wallet_verified': {
      const want = bool(op);
      return (u) => u.crypto_wallets.length > 0 === want;
    }
    case 'totp_id':
      strings(op);
      return () => false;
    case 'totp_verified': {
      const want = bool(op);
      return () => !want;
    }
    case 'password_exists': {
      const want = bool(op);
      return (u) => (u.password !== null) === want;
    }
    default:
      throw invalid(`${JSON.stringify(String(op.filter_name).slice(0, 60))} is not a filter_name.`);
  }
}

/**
 * Cursors are the offset of the next page, signed with the query, the page size and the offset itself, so a client
 * can neither reuse one for another query nor move it to another page.
 */
function cursorKey(
  deps: Deps,
  project: ProjectConfig,
  query: SearchQuery | undefined,
  limit: number,
  offset: number,
): string {
  return createHmac('sha256', `${project.project_id}:${project.secret ?? ''}`)
    .update(
      JSON.stringify({ query: query ?? null, limit, offset, salt: deps.config.defaultProject.project_id }),
    )
    .digest('base64url')
    .slice(0, 16);
}

/**
 * `users.search`: the project's users matching the query (every operand with `AND`, any with `OR`; no query: all),
 * in creation order, `limit` a page (default 100, at most 1000), `results_metadata.next_cursor` for the next page
 * (null after the last), `total` the number of matches.
 */
export function searchUsers(
  deps: Deps,
  project: ProjectConfig,
  request: { query?: SearchQuery | undefined; limit?: number | undefined; cursor?: string | undefined },
) {
  const limit = request.limit ?? 100;
  const tests = (request.query?.operands ?? []).map(predicate);
  const and = request.query?.operator !== 'OR';
  let offset = 0;
  if (request.cursor !== undefined && request.cursor !== '') {
    const match = /^(\d{1,9})\.([A-Za-z0-9_-]{16})$/.exec(request.cursor);
    if (!match || match[2] !== cursorKey(deps, project, request.query, limit, Number(match[1])))
      throw invalid('the cursor was not issued for this query (or is malformed).');
    offset = Number(match[1]);
  }
  const users = deps.store.users
    .listIds(project.project_id)
    .map((id) => deps.store.users.get(project.project_id, id))
    .filter((u) => u !== null)
    .map((u) => serverUserJson(deps, u));
  const matches =
    tests.length === 0
      ? users
      : users.filter((u) => (and ? tests.every((t) => t(u)) : tests.some((t) => t(u))));
  const results = matches.slice(offset, offset + limit);
  const nextOffset = offset + limit;
  const next =
    nextOffset < matches.length
      ? `${nextOffset}.${cursorKey(deps, project, request.query, limit, nextOffset)}`
      : null;
  return { results, results_metadata: { total: matches.length, next_cursor: next } };
}
