// `npm run bench:emulator` (node --import tsx scripts/bench-emulator.mjs): the emulator under loopback load, for
// the magic-link send (a fresh email each time: a user, a hashed token and an inbox message), the password
// authenticate (scrypt per request), the session authenticate (a session touch and a fresh JWT), and the server
// API's `sessions.authenticate` (the provider's Node SDK call: Basic project_id:secret, by token and by JWT) —
// each for BENCH_SECONDS (default 10) with BENCH_CONNECTIONS (default 10). Prints req/s, latency percentiles,
// errors and the process's RSS after each, as a table; asserts nothing. BENCH_DB (default :memory:; a file path
// measures the file-backed store). Rate limits and lockout are off.
import autocannon from 'autocannon';
import { startEmulator } from '../emulator/index.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const db = process.env.BENCH_DB ?? ':memory:';

const emulator = await startEmulator({
  port: 0,
  db,
  log: false,
  config: { rate_limits: { per_recipient: null, per_ip: null, events_per_ip: null }, lockout: null },
});
const token = emulator.publicToken;
const basic = (secret = token) => `Basic ${Buffer.from(`${token}:${secret}`).toString('base64')}`;
const serverBasic = `Basic ${Buffer.from(`${emulator.projectId}:${emulator.secret}`).toString('base64')}`;
const PASSWORD = 'a long and unusual passphrase 5521';

async function post(path, body, authorization = basic()) {
  const res = await fetch(`${emulator.url}/sdk/v1${path}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

// One account with a password and a live session, for the authenticate runs.
const email = `bench+${process.pid}@example.com`;
const created = await post('/passwords', { email, password: PASSWORD, session_duration_minutes: 600 });

let sequence = 0;
const scenarios = [
  {
    name: 'POST /magic_links/email/login_or_create',
    path: '/magic_links/email/login_or_create',
    authorization: basic(),
    body: () => ({
      email: `bench+${process.pid}-${(sequence += 1)}@example.com`,
      login_magic_link_url: 'http://localhost:3000/authenticate',
      signup_magic_link_url: 'http://localhost:3000/authenticate',
    }),
  },
  {
    name: 'POST /passwords/authenticate',
    path: '/passwords/authenticate',
    authorization: basic(),
    body: () => ({ email, password: PASSWORD, session_duration_minutes: 30 }),
  },
  {
    name: 'POST /sessions/authenticate',
    path: '/sessions/authenticate',
    authorization: basic(created.session_token),
    body: () => ({}),
  },
  {
    name: 'POST /v1/sessions/authenticate (server API, session_token)',
    url: '/v1/sessions/authenticate',
    authorization: serverBasic,
    body: () => ({ session_token: created.session_token }),
  },
  {
    name: 'POST /v1/sessions/authenticate (server API, session_jwt)',
    url: '/v1/sessions/authenticate',
    authorization: serverBasic,
    body: () => ({ session_jwt: created.session_jwt }),
  },
];

console.log(`${seconds} s per call, ${connections} connections, db ${db}, Node ${process.version}\n`);
const rows = [];
for (const scenario of scenarios) {
  const result = await autocannon({
    url: `${emulator.url}${scenario.url ?? `/sdk/v1${scenario.path}`}`,
    method: 'POST',
    duration: seconds,
    connections,
    headers: { authorization: scenario.authorization, 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(scenario.body()) }) }],
  });
  const rss = process.memoryUsage().rss / 1024 / 1024;
  const { latency, requests } = result;
  rows.push(
    `| ${scenario.name} | ${requests.average.toFixed(0)} | ${latency.p50} | ${latency.p99} | ${latency.max} | ` +
      `${result.non2xx + result.errors + result.timeouts} of ${result.requests.total} | ${rss.toFixed(0)} MiB |`,
  );
}
// Let the last run's in-flight requests finish before the database closes.
await new Promise((resolve) => setTimeout(resolve, 500));
await emulator.close();

console.log('| call | req/s | p50 ms | p99 ms | max ms | errors (non-2xx, failed, timed out) | RSS after |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
