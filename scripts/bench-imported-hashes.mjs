// `npm run bench:imported-hashes` (node --import tsx scripts/bench-imported-hashes.mjs): how a plain call fares
// while hostile log-ins hammer imported password hashes at the import caps. Four users are migrated through the
// server API (`passwords.migrate`) with the costliest hashes the emulator accepts (argon2id 64 MiB × 2, scrypt
// N·r·p = 2^20, bcrypt cost 12, PBKDF2 1,000,000); four loops then log in to them with wrong passwords, without
// pause, while a fifth calls `POST /sdk/v1/sessions/authenticate` (no hashing) one request at a time. Prints the
// plain call's latency percentiles, how many hostile attempts were checked or refused, and the RSS; asserts nothing.
// BENCH_SECONDS (default 10). The issue's goal: p99 of the plain call under 100 ms.
import { randomBytes } from 'node:crypto';
import { startEmulator } from '../emulator/index.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const emulator = await startEmulator({
  port: 0,
  db: ':memory:',
  log: false,
  config: { rate_limits: { per_recipient: null, per_ip: null, events_per_ip: null }, lockout: null },
});
const token = emulator.publicToken;
const sdkAuth = `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}`;
const serverAuth = `Basic ${Buffer.from(`${emulator.projectId}:${emulator.secret}`).toString('base64')}`;

async function post(path, body, authorization) {
  const res = await fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

const b64 = (n) => randomBytes(n).toString('base64');
const phc = (n) => b64(n).replace(/=+$/, '');
const hostile = [
  { hash_type: 'argon_2id', hash: `$argon2id$v=19$m=65536,t=2,p=1$${phc(16)}$${phc(32)}` },
  {
    hash_type: 'scrypt',
    hash: b64(32),
    scrypt_config: { salt: b64(16), n_parameter: 65536, r_parameter: 8, p_parameter: 2, key_length: 32 },
  },
  { hash_type: 'bcrypt', hash: `$2b$12$${'C'.repeat(53)}` },
  {
    hash_type: 'pbkdf_2',
    hash: b64(32),
    pbkdf_2_config: { salt: 'NaCl', iteration_amount: 1_000_000, key_length: 32, algorithm: 'sha512' },
  },
];
const emails = [];
for (const [i, fields] of hostile.entries()) {
  const email = `hostile${i}+${process.pid}@example.com`;
  const migrated = await post('/v1/passwords/migrate', { email, ...fields }, serverAuth);
  if (migrated.status !== 200)
    throw new Error(`migrate ${fields.hash_type}: ${JSON.stringify(migrated.json)}`);
  emails.push(email);
}

const plainEmail = `plain+${process.pid}@example.com`;
const created = await post(
  '/sdk/v1/passwords',
  { email: plainEmail, password: 'a long and unusual passphrase 5521', session_duration_minutes: 600 },
  sdkAuth,
);
const sessionToken = created.json.data.session_token;

const deadline = Date.now() + seconds * 1000;
const outcomes = new Map();
async function attack(email) {
  while (Date.now() < deadline) {
    const { status } = await post(
      '/sdk/v1/passwords/authenticate',
      { email, password: 'wrong guess 1234' },
      sdkAuth,
    );
    outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
  }
}
const latencies = [];
const plainAuthenticate = async () => {
  // sessions/authenticate takes the session in the Authorization header as Basic public_token:session_token
  while (Date.now() < deadline) {
    const started = performance.now();
    const res = await fetch(`${emulator.url}/sdk/v1/sessions/authenticate`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${token}:${sessionToken}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`plain call: ${res.status}`);
  }
};
const hostileLoops = Number(process.env.BENCH_HOSTILE ?? 4);
await Promise.all([...emails.slice(0, hostileLoops).map(attack), plainAuthenticate()]);

latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
console.log(
  `${seconds} s, 4 hostile log-in loops (argon2id, scrypt, bcrypt, PBKDF2 at the caps), Node ${process.version}`,
);
console.log('');
console.log('| plain call | requests | p50 ms | p99 ms | max ms | hostile answers | RSS after |');
console.log('|---|---|---|---|---|---|---|');
console.log(
  `| POST /sdk/v1/sessions/authenticate | ${latencies.length} | ${pct(50)} | ${pct(99)} | ` +
    `${latencies.at(-1).toFixed(1)} | ${[...outcomes].map(([s, n]) => `${n} × ${s}`).join(', ')} | ` +
    `${Math.round(process.memoryUsage().rss / 2 ** 20)} MiB |`,
);
await emulator.close();
