import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import { basic, Client, devPost, inbox, startTestEmulator, uniqueEmail, type Envelope } from './helpers';
import { contrast, parseColor } from '../../src/theme/contrast';

const HOSTILE_NAME = '<script>alert("name")</script> & Co';
const HOSTILE_EVENT = '<img src=x onerror=alert(1)>';

let emulator: RunningEmulator;
let client: Client;

before(async () => {
  emulator = await startTestEmulator({
    config: { projects: [{ project_id: 'project-test-idp-elements-local', project_name: HOSTILE_NAME }] },
  });
  client = new Client(emulator);
});
after(() => emulator.close());

async function page(path: string): Promise<{ response: Response; html: string }> {
  const response = await fetch(`${emulator.url}${path}`);
  return { response, html: await response.text() };
}

describe('inbox JSON', () => {
  test('filters by recipient case-insensitively, newest first; DELETE clears', async () => {
    const email = uniqueEmail('Grace');
    await client.sendLink(email);
    await client.login(email);
    await client.sendLink(uniqueEmail());
    const messages = await inbox(emulator, email.toUpperCase());
    assert.equal(messages.length, 2);
    assert.ok(messages.every((m) => m.to === email.toLowerCase()));
    const [newest, oldest] = messages;
    assert.ok(newest && oldest && Date.parse(newest.created_at) >= Date.parse(oldest.created_at));
    assert.notEqual(newest.link, oldest.link, 'each send has its own token');
    assert.deepEqual(Object.keys(newest).sort(), [
      'channel',
      'created_at',
      'from',
      'id',
      'link',
      'subject',
      'text',
      'to',
    ]);

    const cleared = await fetch(`${emulator.url}/_dev/messages`, { method: 'DELETE' });
    assert.equal(cleared.status, 200);
    assert.deepEqual(await inbox(emulator), []);
  });

  test('state-changing dev calls from another origin are refused', async () => {
    const response = await fetch(`${emulator.url}/_dev/reset`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(response.status, 403);
  });
});

describe('inbox page', () => {
  test('is self-contained under a strict CSP and escapes everything it shows', async () => {
    const email = `o'brien&co+${process.pid}@example.com`;
    assert.equal((await client.sendLink(email)).status, 200);
    const { response, html } = await page(`/_dev/inbox?to=${encodeURIComponent(email)}`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /script-src 'nonce-[A-Za-z0-9+/=]+'/);
    assert.match(csp, /frame-ancestors 'none'/);

    assert.ok(!html.includes('<script>alert'), 'the hostile project name is not markup');
    assert.ok(html.includes('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; &amp; Co'));
    assert.ok(html.includes('o&#39;brien&amp;co'), 'the recipient is escaped');
    assert.ok(!html.includes("o'brien&co"));
    assert.equal(html.match(/<script/g)?.length, 1, 'only the page’s own nonce script');
    assert.doesNotMatch(html, /(src|href)="https?:\/\/(?!localhost|127\.0\.0\.1)/, 'no external assets');

    const [message] = await inbox(emulator, email);
    assert.ok(message?.link);
    const escapedLink = message.link.replaceAll('&', '&amp;');
    assert.ok(html.includes(`<a class="link mono" href="${escapedLink}">`), 'the link is a clickable anchor');
    assert.ok(html.includes(`data-copy="${escapedLink}"`), 'with a copy button');
  });

  test('shows received events, escaped, on its events tab', async () => {
    const response = await fetch(`${emulator.url}/sdk/v1/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        {
          telemetry: {},
          event: { public_token: emulator.publicToken, event_name: HOSTILE_EVENT, details: { a: 1 } },
        },
      ]),
    });
    assert.equal(response.status, 200);
    const { html } = await page('/_dev/inbox?tab=events');
    assert.ok(!html.includes(HOSTILE_EVENT));
    assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;'));
  });

  test('an empty inbox explains how to send a message', async () => {
    const { html } = await page(`/_dev/inbox?to=${encodeURIComponent('nobody@example.com')}`);
    assert.match(html, /No messages to nobody@example\.com/);
    assert.match(html, /curl -X POST/);
  });
});

describe('events endpoint', () => {
  test('stores a batch, drops unknown tokens, needs no Authorization', async () => {
    const batch = [1, 2, 3].map((n) => ({
      telemetry: {
        event_id: `event-id-${n}`,
        sdk: { identifier: 'Stytch.js Javascript SDK', version: '5.35.1' },
      },
      event: {
        public_token: n === 3 ? 'public-token-test-unknown' : emulator.publicToken,
        event_name: `render_login_screen_${n}`,
        details: { n },
        ...(n === 2 ? { error_code: 'invalid_email', http_status_code: 400 } : {}),
      },
    }));
    const response = await fetch(`${emulator.url}/sdk/v1/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    });
    assert.equal(response.status, 200);
    const body = (await response.json()) as Envelope<{ accepted: number; dropped: number }>;
    assert.equal(body.data.accepted, 2);
    assert.equal(body.data.dropped, 1);

    const list = (await (await fetch(`${emulator.url}/_dev/events`)).json()) as {
      events: {
        event_name: string;
        details: unknown;
        error_code: string | null;
        http_status_code: number | null;
      }[];
    };
    const names = list.events.map((e) => e.event_name);
    assert.deepEqual(names.slice(0, 2), ['render_login_screen_2', 'render_login_screen_1'], 'newest first');
    assert.deepEqual(list.events[0]?.details, { n: 2 });
    assert.equal(list.events[0]?.error_code, 'invalid_email');
    assert.equal(list.events[0]?.http_status_code, 400);
  });

  test('refuses a non-array body and an oversized batch', async () => {
    const post = (body: unknown) =>
      fetch(`${emulator.url}/sdk/v1/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    assert.equal((await post({ event: {} })).status, 400);
    const many = Array.from({ length: 101 }, () => ({
      event: { public_token: emulator.publicToken, event_name: 'x' },
    }));
    const tooMany = await post(many);
    assert.equal(tooMany.status, 400);
    assert.match(((await tooMany.json()) as { error_message: string }).error_message, /at most 100 events/);
  });
});

describe('reset and clock', () => {
  test('POST /_dev/reset wipes users, sessions, tokens, messages, events; keeps the signing key', async () => {
    const email = uniqueEmail();
    const auth = await client.login(email);
    await client.sendLink(email);
    const keys = async () =>
      ((await (await fetch(`${emulator.url}/.well-known/jwks.json`)).json()) as { keys: unknown }).keys;
    const keysBefore = await keys();

    assert.equal((await devPost(emulator, '/_dev/reset')).status, 200);

    assert.equal(
      (await client.get('/users/me', { session: auth.session_token })).json.error_type,
      'session_not_found',
    );
    assert.deepEqual(await inbox(emulator), []);
    const events = (await (await fetch(`${emulator.url}/_dev/events`)).json()) as { events: unknown[] };
    assert.deepEqual(events.events, []);
    assert.equal((await client.sendLink(email)).json.data.user_created, true, 'the user is gone');
    assert.deepEqual(await keys(), keysBefore);
  });

  test('GET / POST / DELETE /_dev/clock', async () => {
    type ClockState = { now: string; offset_seconds: number; adjusted: boolean };
    const state = async (response: Response) => (await response.json()) as ClockState;
    const real = await state(await fetch(`${emulator.url}/_dev/clock`));
    assert.equal(real.adjusted, false);
    assert.ok(Math.abs(Date.parse(real.now) - Date.now()) < 5000);

    const advanced = await state(await devPost(emulator, '/_dev/clock', { advance_seconds: 3600 }));
    assert.equal(advanced.offset_seconds, 3600);
    assert.ok(Math.abs(Date.parse(advanced.now) - Date.now() - 3600_000) < 5000);

    const set = await state(await devPost(emulator, '/_dev/clock', { set: '2030-01-01T00:00:00Z' }));
    assert.ok(Math.abs(Date.parse(set.now) - Date.parse('2030-01-01T00:00:00Z')) < 5000);
    assert.ok(
      Math.abs(emulator.clock.now() - Date.parse('2030-01-01T00:00:00Z')) < 5000,
      'the same clock in-process',
    );

    assert.equal((await devPost(emulator, '/_dev/clock', { set: 'yesterday-ish' })).status, 400);
    assert.equal((await devPost(emulator, '/_dev/clock', {})).status, 400);

    const back = await state(await fetch(`${emulator.url}/_dev/clock`, { method: 'DELETE' }));
    assert.equal(back.adjusted, false);
  });
});

describe('clock range', () => {
  test('a far-off clock is refused up front, so no write can half-succeed at it (issue 16)', async () => {
    await fetch(`${emulator.url}/_dev/clock`, { method: 'DELETE' });
    for (const body of [
      { set: '+275760-09-13T00:00:00Z' },
      { set: '1969-12-31T00:00:00Z' },
      { advance_seconds: 315_360_000 * 0.9 },
    ]) {
      if ('advance_seconds' in body) {
        // Ten years at a time: the 700th step would cross the year 9000.
        let status = 200;
        for (let i = 0; i < 800 && status === 200; i++)
          status = (await devPost(emulator, '/_dev/clock', body)).status;
        assert.equal(status, 400, 'advancing stops at the range');
        continue;
      }
      const refused = await devPost(emulator, '/_dev/clock', body);
      assert.equal(refused.status, 400, JSON.stringify(body));
      const answer = (await refused.json()) as { error_message: string };
      assert.match(
        answer.error_message,
        /The clock must stay between 2000-01-01T00:00:00\.000Z and 9000-01-01/,
      );
    }
    const near = await devPost(emulator, '/_dev/clock', { set: '8999-06-01T00:00:00Z' });
    assert.equal(near.status, 200);
    const signup = await fetch(`${emulator.url}/sdk/v1/passwords`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basic(emulator.publicToken) },
      body: JSON.stringify({ email: 'future@example.com', password: 'a long and unusual passphrase 4417' }),
    });
    assert.equal(signup.status, 200, 'sign-ups still work at the edge of the range');
    await fetch(`${emulator.url}/_dev/clock`, { method: 'DELETE' });
  });
});

describe('with dev endpoints off', () => {
  let quiet: RunningEmulator;
  before(async () => {
    quiet = await startTestEmulator({ devEndpoints: false });
  });
  after(() => quiet.close());

  test('every /_dev endpoint answers 404; the API still works', async () => {
    for (const [method, path] of [
      ['GET', '/_dev/messages'],
      ['DELETE', '/_dev/messages'],
      ['GET', '/_dev/inbox'],
      ['GET', '/_dev/events'],
      ['POST', '/_dev/reset'],
      ['GET', '/_dev/clock'],
      ['POST', '/_dev/clock'],
    ] as const) {
      const response = await fetch(`${quiet.url}${path}`, { method });
      assert.equal(response.status, 404, `${method} ${path}`);
    }
    const sent = await new Client(quiet).sendLink(uniqueEmail());
    assert.equal(sent.status, 200);
  });

  test('the index page at / does not link to the inbox', async () => {
    const html = await (await fetch(`${quiet.url}/`)).text();
    assert.match(html, /idp-elements emulator/);
    assert.doesNotMatch(html, /_dev\/inbox/);
  });
});

test('the inbox channel badges (email, SMS, WhatsApp) reach 4.5:1, white on their colour', async () => {
  const { html } = await page('/_dev/inbox');
  assert.match(html, /\.badge \{ color: #fff;/);
  for (const channel of ['email', 'sms', 'whatsapp']) {
    const colour = new RegExp(`--badge-${channel}: (#[0-9a-f]{6})`).exec(html)?.[1];
    assert.ok(colour, `no colour for the ${channel} badge`);
    const ratio = contrast(parseColor('#ffffff')!, parseColor(colour)!);
    assert.ok(ratio >= 4.5, `${channel}: white on ${colour} is ${ratio.toFixed(2)}:1`);
  }
});
