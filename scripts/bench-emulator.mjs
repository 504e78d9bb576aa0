// `npm run bench:emulator` (node --import tsx scripts/bench-emulator.mjs): latency of the emulator's busiest write
// endpoint, POST /sdk/v1/magic_links/email/login_or_create, under 10 s of loopback load with a fresh email per
// request (each one creates a user, a hashed token and an inbox message). In-memory database, rate limits off.
// Prints figures; asserts nothing. Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10),
// BENCH_DB (default :memory:; a file path measures the file-backed store).
import autocannon from 'autocannon';
import { startEmulator } from '../emulator/index.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const db = process.env.BENCH_DB ?? ':memory:';

const emulator = await startEmulator({
  port: 0,
  db,
  log: false,
  config: { rate_limits: { per_recipient: null, per_ip: null } },
});
const token = emulator.publicToken;
const authorization = `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}`;
let sequence = 0;

console.log(
  `POST /sdk/v1/magic_links/email/login_or_create — ${seconds} s, ${connections} connections, db ${db}, ` +
    `Node ${process.version}`,
);
const result = await autocannon({
  url: `${emulator.url}/sdk/v1/magic_links/email/login_or_create`,
  method: 'POST',
  duration: seconds,
  connections,
  headers: { authorization, 'content-type': 'application/json' },
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          email: `bench+${process.pid}-${(sequence += 1)}@example.com`,
          login_magic_link_url: 'http://localhost:3000/authenticate',
          signup_magic_link_url: 'http://localhost:3000/authenticate',
        }),
      }),
    },
  ],
});
await emulator.close();

const { latency, requests } = result;
console.log(
  `  requests     ${result.requests.total} (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
);
console.log(
  `  throughput   ${requests.average.toFixed(0)} req/s average (min ${requests.min}, max ${requests.max})`,
);
console.log(
  `  latency      p50 ${latency.p50} ms · p97.5 ${latency.p97_5} ms · p99 ${latency.p99} ms · ` +
    `mean ${latency.average.toFixed(2)} ms · max ${latency.max} ms`,
);
