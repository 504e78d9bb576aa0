import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_PUBLIC_TOKEN, type RunningEmulator } from '../../emulator/index';
import { basic, startTestEmulator } from './helpers';

let emulator: RunningEmulator;

before(async () => {
  emulator = await startTestEmulator();
});
after(() => emulator.close());

/** One POST route of each group (they have their own parsers, scopes and error formats). */
const ROUTES: { group: string; path: string; format: 'envelope' | 'oauth' | 'html' }[] = [
  { group: 'SDK', path: '/sdk/v1/magic_links/email/login_or_create', format: 'envelope' },
  { group: 'SDK events', path: '/sdk/v1/events', format: 'envelope' },
  { group: 'SDK consent', path: '/sdk/v1/idp/oauth/authorize/start', format: 'envelope' },
  { group: 'OIDC token', path: '/v1/oauth2/token', format: 'oauth' },
  { group: 'OIDC userinfo', path: '/v1/oauth2/userinfo', format: 'oauth' },
  { group: 'stand-in form', path: '/v1/public/oauth/google/stand-in', format: 'html' },
  { group: 'stand-in cancel', path: '/v1/public/oauth/google/stand-in/cancel', format: 'html' },
  { group: 'One Tap callback', path: '/v1/oauth/callback/oauth-callback-test-x', format: 'envelope' },
  { group: 'dev', path: '/_dev/users/flag_reset', format: 'envelope' },
  { group: 'dev OIDC', path: '/_dev/users/roles', format: 'envelope' },
  { group: 'dev clock', path: '/_dev/clock', format: 'envelope' },
];

const OAUTH_ERRORS = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'invalid_token',
  'unsupported_grant_type',
];

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Bodies no route can accept: each must be answered 4xx, never 5xx. */
const BODIES: { name: string; type: string; body: string }[] = [
  { name: 'JSON nested 65 levels', type: 'application/json', body: deep(65) },
  { name: 'JSON arrays nested 5000 levels', type: 'application/json', body: deepArray(5000) },
  { name: 'malformed JSON', type: 'application/json', body: '{"a":' },
  { name: 'JSON null', type: 'application/json', body: 'null' },
  { name: 'JSON array', type: 'application/json', body: '[1,2]' },
  { name: 'JSON string', type: 'application/json', body: '"x"' },
  { name: 'nested JSON as text/plain', type: 'text/plain', body: deepArray(5000) },
  { name: 'malformed text/plain', type: 'text/plain', body: '{"a":' },
  { name: 'XML', type: 'application/xml', body: '<a/>' },
  { name: 'multipart', type: 'multipart/form-data; boundary=x', body: '--x\r\n\r\n--x--' },
  { name: 'form with a parameter twice', type: 'application/x-www-form-urlencoded', body: 'a=1&a=2' },
  { name: 'form of junk', type: 'application/x-www-form-urlencoded', body: '%%%&=&%zz' },
  { name: 'huge JSON', type: 'application/json', body: JSON.stringify({ a: 'x'.repeat(1024 * 1024) }) },
  { name: 'huge form', type: 'application/x-www-form-urlencoded', body: `a=${'x'.repeat(1024 * 1024)}` },
];

describe('bad request bodies answer 4xx in every route group, never 5xx', () => {
  for (const route of ROUTES) {
    test(`${route.group}: POST ${route.path}`, async () => {
      for (const { name, type, body } of BODIES) {
        const response = await fetch(emulator.url + route.path, {
          method: 'POST',
          headers: {
            'content-type': type,
            authorization: basic(DEFAULT_PUBLIC_TOKEN),
            'x-stytch-one-tap': '1',
          },
          body,
        });
        const text = await response.text();
        assert.ok(
          response.status >= 400 && response.status < 500,
          `${name}: ${response.status} ${text.slice(0, 300)}`,
        );
        if (route.format === 'oauth') {
          const json = JSON.parse(text) as { error?: string; error_description?: string };
          assert.ok(OAUTH_ERRORS.includes(json.error ?? ''), `${name}: ${text.slice(0, 300)}`);
          if (name.startsWith('JSON nested'))
            assert.deepEqual([response.status, json.error], [400, 'invalid_request']);
          assert.ok(json.error_description, name);
        } else if (route.format === 'envelope') {
          const json = JSON.parse(text) as { status_code?: number; error_type?: string };
          assert.equal(json.status_code, response.status, name);
          assert.ok(json.error_type, name);
        } else {
          // The page's own (form) errors are HTML pages; a JSON body meets the app's JSON parser and its envelope.
          assert.match(response.headers.get('content-type') ?? '', /^(text\/html|application\/json)/, name);
        }
      }
    });
  }
});
