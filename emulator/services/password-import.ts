import { createHash, pbkdf2, scrypt, timingSafeEqual } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { argon2iAsync, argon2idAsync } from '@noble/hashes/argon2.js';
import bcrypt from 'bcryptjs';
import { ApiError } from '../errors';

/**
 * Hashes imported with `passwords.migrate` (`POST /v1/passwords/migrate`), verified in their own algorithm until the
 * user's first successful log-in re-hashes the password natively (scrypt, services/passwords.ts). Stored in the
 * password's `hash` column as `imported$<base64url(JSON of ImportedHash)>`; never the password itself.
 */
export type ImportedHash =
  | { type: 'bcrypt'; hash: string }
  | { type: 'digest'; algorithm: 'md5' | 'sha1' | 'sha512'; prepend: string; append: string; digest: string }
  | { type: 'scrypt'; N: number; r: number; p: number; salt: string; key: string }
  | {
      type: 'argon2';
      variant: 'argon2i' | 'argon2id';
      m: number;
      t: number;
      p: number;
      v: number;
      salt: string;
      key: string;
    }
  | { type: 'pbkdf2'; algorithm: 'sha256' | 'sha512'; iterations: number; salt: string; key: string };

/** The migrate call's hash fields, as the provider's SDK sends them. */
export interface MigrateHashInput {
  hash: string;
  hash_type: string;
  md_5_config?: { prepend_salt?: string; append_salt?: string };
  sha_1_config?: { prepend_salt?: string; append_salt?: string };
  sha_512_config?: { prepend_salt?: string; append_salt?: string };
  scrypt_config?: {
    salt: string;
    n_parameter: number;
    r_parameter: number;
    p_parameter: number;
    key_length: number;
  };
  argon_2_config?: {
    salt: string;
    iteration_amount: number;
    memory: number;
    threads: number;
    key_length: number;
  };
  pbkdf_2_config?: { salt: string; iteration_amount: number; key_length: number; algorithm?: string };
}

const PREFIX = 'imported$';
/**
 * Caps on imported cost parameters, checked at import time, so one log-in cannot hold the emulator for long or
 * exhaust its memory: each is a few times the cost the algorithm's usual guidance recommends (scrypt N=2^15 r=8,
 * argon2id 19–64 MiB t=2–3, PBKDF2-SHA256 600,000, bcrypt 10–12), and the work is capped as a product too.
 */
export const IMPORT_LIMITS = {
  bcryptCost: 12,
  scryptN: 65536,
  scryptR: 16,
  scryptP: 4,
  scryptMemory: 64 * 1024 * 1024,
  /** N·r·p: scrypt's work (2^20 is 8 times N=2^14, r=8, p=1). */
  scryptWork: 2 ** 20,
  argonMemoryKiB: 65536,
  argonTime: 10,
  argonParallelism: 4,
  /** m·t in KiB: argon2's work (64 MiB twice, or 19 MiB six times). */
  argonWorkKiB: 2 * 65536,
  pbkdf2Iterations: 1_000_000,
};
const LIMITS = IMPORT_LIMITS;
const DIGEST_BYTES = { md5: 16, sha1: 20, sha512: 64 } as const;

const invalid = (detail: string) => new ApiError('bad_request', `The hash cannot be imported: ${detail}`);

/** Bytes of a hex or base64 (standard or URL-safe, padding optional) string; null when it is neither. */
function decode(text: string, expectedBytes?: number): Buffer | null {
  if (
    /^[0-9a-f]+$/i.test(text) &&
    text.length % 2 === 0 &&
    (expectedBytes === undefined || text.length === expectedBytes * 2)
  ) {
    return Buffer.from(text, 'hex');
  }
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return expectedBytes === undefined || bytes.length === expectedBytes ? bytes : null;
}

function base64(text: string, name: string): string {
  const bytes = decode(text);
  if (!bytes || bytes.length === 0 || bytes.length > 1024) throw invalid(`${name} is not base64.`);
  return bytes.toString('base64url');
}

function intIn(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalid(`${name} must be an integer from ${min} to ${max}.`);
  }
  return value;
}

function scryptHash(N: number, r: number, p: number, salt: string, key: string): ImportedHash {
  if (N < 2 || N > LIMITS.scryptN || (N & (N - 1)) !== 0) {
    throw invalid(`the scrypt N parameter must be a power of two from 2 to ${LIMITS.scryptN}.`);
  }
  intIn(r, 'the scrypt r parameter', 1, LIMITS.scryptR);
  intIn(p, 'the scrypt p parameter', 1, LIMITS.scryptP);
  if (128 * N * r > LIMITS.scryptMemory) throw invalid('the scrypt parameters need more than 64 MiB.');
  if (N * r * p > LIMITS.scryptWork) {
    throw invalid(`the scrypt work N·r·p must be at most ${LIMITS.scryptWork} (2^20).`);
  }
  return { type: 'scrypt', N, r, p, salt, key };
}

function argonHash(
  variant: 'argon2i' | 'argon2id',
  m: number,
  t: number,
  p: number,
  v: number,
  salt: string,
  key: string,
): ImportedHash {
  intIn(p, 'the argon2 parallelism (threads)', 1, LIMITS.argonParallelism);
  intIn(m, 'the argon2 memory (KiB)', 8 * p, LIMITS.argonMemoryKiB);
  intIn(t, 'the argon2 iterations', 1, LIMITS.argonTime);
  if (m * t > LIMITS.argonWorkKiB) {
    throw invalid(`the argon2 work (memory in KiB × iterations) must be at most ${LIMITS.argonWorkKiB}.`);
  }
  if (v !== 0x13 && v !== 0x10) throw invalid('the argon2 version must be 19 or 16.');
  if (Buffer.from(salt, 'base64url').length < 8) throw invalid('the argon2 salt must be at least 8 bytes.');
  if (Buffer.from(key, 'base64url').length < 4) throw invalid('the argon2 hash must be at least 4 bytes.');
  return { type: 'argon2', variant, m, t, p, v, salt, key };
}

/** `k=v,k=v` of a PHC string. */
function phcParams(text: string): Map<string, number> {
  const params = new Map<string, number>();
  for (const pair of text.split(',')) {
    const [k, v] = pair.split('=');
    if (k === undefined || v === undefined || !/^\d{1,10}$/.test(v))
      throw invalid(`"${pair.slice(0, 40)}" is not a PHC parameter.`);
    params.set(k, Number(v));
  }
  return params;
}

/** PHC-encoded scrypt (`$scrypt$ln=14,r=8,p=1$salt$hash`) or argon2 (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`). */
function fromPhc(hash: string, expected: 'scrypt' | 'argon2i' | 'argon2id'): ImportedHash | null {
  if (!hash.startsWith('$')) return null;
  const parts = hash.split('$').slice(1);
  if (parts[0] !== expected) throw invalid(`a PHC string of ${expected} must start with "$${expected}$".`);
  if (expected === 'scrypt') {
    const [, params, salt, key] = parts;
    if (params === undefined || salt === undefined || key === undefined || parts.length !== 4) {
      throw invalid('expected "$scrypt$ln=…,r=…,p=…$<salt>$<hash>".');
    }
    const p = phcParams(params);
    const ln = intIn(p.get('ln'), 'ln', 1, 18);
    return scryptHash(
      2 ** ln,
      p.get('r') ?? 8,
      p.get('p') ?? 1,
      base64(salt, 'the salt'),
      base64(key, 'the hash'),
    );
  }
  const withVersion = parts.length === 5;
  if (parts.length !== 4 && !withVersion)
    throw invalid(`expected "$${expected}$v=19$m=…,t=…,p=…$<salt>$<hash>".`);
  const version = withVersion ? (phcParams(parts[1] ?? '').get('v') ?? 0x13) : 0x10;
  const [params, salt, key] = parts.slice(withVersion ? 2 : 1) as [string, string, string];
  const p = phcParams(params);
  return argonHash(
    expected,
    p.get('m') ?? 0,
    p.get('t') ?? 0,
    p.get('p') ?? 0,
    version,
    base64(salt, 'the salt'),
    base64(key, 'the hash'),
  );
}

function saltedDigest(
  input: MigrateHashInput,
  algorithm: 'md5' | 'sha1' | 'sha512',
  config: { prepend_salt?: string; append_salt?: string } | undefined,
): ImportedHash {
  const digest = decode(input.hash.trim(), DIGEST_BYTES[algorithm]);
  if (!digest)
    throw invalid(`a ${algorithm} hash is ${DIGEST_BYTES[algorithm]} bytes, hex or base64 encoded.`);
  return {
    type: 'digest',
    algorithm,
    prepend: config?.prepend_salt ?? '',
    append: config?.append_salt ?? '',
    digest: digest.toString('hex'),
  };
}

/**
 * Checks a migrate call's hash and parameters (refused with `bad_request` and the reason: an unknown `hash_type`, a
 * malformed hash, a missing config, parameters beyond the caps) and returns the value to store.
 */
export function importHash(input: MigrateHashInput): string {
  return PREFIX + Buffer.from(JSON.stringify(parseImport(input))).toString('base64url');
}

function parseImport(input: MigrateHashInput): ImportedHash {
  const hash = input.hash;
  switch (input.hash_type) {
    case 'bcrypt': {
      const match = /^\$2[aby]?\$(\d\d)\$[./A-Za-z0-9]{53}$/.exec(hash);
      if (!match) throw invalid('a bcrypt hash looks like "$2b$10$" followed by 53 characters.');
      intIn(Number(match[1]), 'the bcrypt cost', 4, LIMITS.bcryptCost);
      return { type: 'bcrypt', hash };
    }
    case 'md_5':
      return saltedDigest(input, 'md5', input.md_5_config);
    case 'sha_1':
      return saltedDigest(input, 'sha1', input.sha_1_config);
    case 'sha_512':
      return saltedDigest(input, 'sha512', input.sha_512_config);
    case 'scrypt': {
      const phc = fromPhc(hash, 'scrypt');
      if (phc) return phc;
      const c = input.scrypt_config;
      if (!c)
        throw invalid(
          'a scrypt hash needs scrypt_config, or the PHC form "$scrypt$ln=…,r=…,p=…$<salt>$<hash>".',
        );
      const key = base64(hash, 'the hash');
      intIn(c.key_length, 'scrypt_config.key_length', 16, 128);
      if (Buffer.from(key, 'base64url').length !== c.key_length)
        throw invalid('the hash is not key_length bytes.');
      return scryptHash(
        c.n_parameter,
        c.r_parameter,
        c.p_parameter,
        base64(c.salt, 'scrypt_config.salt'),
        key,
      );
    }
    case 'argon_2i':
    case 'argon_2id': {
      const variant = input.hash_type === 'argon_2i' ? 'argon2i' : 'argon2id';
      const phc = fromPhc(hash, variant);
      if (phc) return phc;
      const c = input.argon_2_config;
      if (!c)
        throw invalid(
          `an argon2 hash needs argon_2_config, or the PHC form "$${variant}$v=19$m=…,t=…,p=…$<salt>$<hash>".`,
        );
      const key = base64(hash, 'the hash');
      intIn(c.key_length, 'argon_2_config.key_length', 4, 128);
      if (Buffer.from(key, 'base64url').length !== c.key_length)
        throw invalid('the hash is not key_length bytes.');
      if (c.salt.length === 0 || c.salt.length > 1024)
        throw invalid('argon_2_config.salt must not be empty.');
      const salt = Buffer.from(c.salt, 'utf8').toString('base64url');
      return argonHash(variant, c.memory, c.iteration_amount, c.threads, 0x13, salt, key);
    }
    case 'pbkdf_2': {
      const c = input.pbkdf_2_config;
      if (!c) throw invalid('a pbkdf_2 hash needs pbkdf_2_config.');
      const algorithm = c.algorithm === undefined || c.algorithm === '' ? 'sha256' : c.algorithm;
      if (algorithm !== 'sha256' && algorithm !== 'sha512')
        throw invalid('pbkdf_2_config.algorithm is "sha256" or "sha512".');
      intIn(c.iteration_amount, 'pbkdf_2_config.iteration_amount', 1, LIMITS.pbkdf2Iterations);
      intIn(c.key_length, 'pbkdf_2_config.key_length', 16, 128);
      const key = base64(hash, 'the hash');
      if (Buffer.from(key, 'base64url').length !== c.key_length)
        throw invalid('the hash is not key_length bytes.');
      if (c.salt.length === 0 || c.salt.length > 1024)
        throw invalid('pbkdf_2_config.salt must not be empty.');
      return {
        type: 'pbkdf2',
        algorithm,
        iterations: c.iteration_amount,
        salt: Buffer.from(c.salt, 'utf8').toString('base64url'),
        key,
      };
    }
    default:
      throw invalid(
        `hash_type ${JSON.stringify(input.hash_type.slice(0, 40))} is not one the emulator imports (bcrypt, scrypt, ` +
          'argon_2i, argon_2id, md_5, sha_1, sha_512, pbkdf_2).',
      );
  }
}

/** Whether `hash` is an imported one (verified by `verifyImported`, then re-hashed natively). */
export function isImported(hash: string): boolean {
  return hash.startsWith(PREFIX);
}

function withinCaps(h: ImportedHash): boolean {
  switch (h.type) {
    case 'scrypt':
      return (
        h.N <= LIMITS.scryptN &&
        h.r <= LIMITS.scryptR &&
        h.p <= LIMITS.scryptP &&
        128 * h.N * h.r <= LIMITS.scryptMemory &&
        h.N * h.r * h.p <= LIMITS.scryptWork
      );
    case 'argon2':
      return (
        h.m <= LIMITS.argonMemoryKiB &&
        h.t <= LIMITS.argonTime &&
        h.p <= LIMITS.argonParallelism &&
        h.m * h.t <= LIMITS.argonWorkKiB
      );
    case 'pbkdf2':
      return h.iterations <= LIMITS.pbkdf2Iterations;
    case 'bcrypt':
      return Number(h.hash.slice(4, 6)) <= LIMITS.bcryptCost;
    case 'digest':
      return true;
  }
}

const same = (a: Buffer | Uint8Array, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/** Imported-hash checks at once (the rest wait their turn), and how many may wait before one is refused. */
const CONCURRENCY = 1;
const MAX_WAITING = 16;
/** The most time one check may take in the worker; past it the worker is stopped and the attempt fails. */
export const VERIFY_BUDGET_MS = 3000;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when a slot is free; `too_many_requests` when too many checks already wait. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENCY) {
    if (waiting.length >= MAX_WAITING) {
      throw new ApiError(
        'too_many_requests',
        'Too many log-ins with imported password hashes are being checked. Try again in a second.',
        { headers: { 'retry-after': '1' } },
      );
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * Whether `password` matches an imported hash; compares in constant time. Bounded: the parameters were capped at
 * import, the check runs in a worker thread (services/hash-worker.ts), one at a time, and a check that takes
 * longer than `VERIFY_BUDGET_MS` stops the worker and fails the attempt.
 */
export function verifyImported(stored: string, password: string): Promise<boolean> {
  return inTurn(() => verifyInWorker(stored, password));
}

interface HashWorker {
  worker: Worker;
  online: Promise<void>;
}

let current: HashWorker | null = null;
let sequence = 0;

/**
 * The worker: the built file next to this module in the package; the TypeScript source under tsx (whose loader a
 * worker thread does not inherit, so the worker registers it first).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./hash-worker.js', import.meta.url));
  const source = new URL('./hash-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`,
    { eval: true },
  );
}

function hashWorker(): HashWorker {
  if (current) return current;
  const worker = startWorker();
  const started: HashWorker = {
    worker,
    // the worker says `ready` once its modules are loaded: the time budget counts from there
    online: new Promise<void>((resolve, reject) => {
      const onReady = (m: { ready?: boolean }) => {
        if (m.ready !== true) return;
        worker.off('message', onReady);
        worker.unref();
        resolve();
      };
      worker.on('message', onReady);
      worker.once('error', reject);
      worker.once('exit', () => reject(new Error('The password-hash worker stopped.')));
    }),
  };
  started.online.catch(() => {});
  const forget = () => {
    if (current === started) current = null;
  };
  worker.on('error', forget);
  worker.on('exit', forget);
  current = started;
  return started;
}

async function verifyInWorker(stored: string, password: string): Promise<boolean> {
  const { worker, online } = hashWorker();
  try {
    await online;
  } catch {
    return verifyImportedHere(stored, password); // no worker (it could not start): checked here, still in turn
  }
  const id = (sequence += 1);
  return new Promise<boolean>((resolve) => {
    const finish = (ok: boolean) => {
      worker.unref();
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      resolve(ok);
    };
    const onMessage = (m: { id: number; ok: boolean }) => {
      if (m.id === id) finish(m.ok === true);
    };
    const onExit = () => finish(false);
    const timer = setTimeout(() => {
      if (current?.worker === worker) current = null;
      void worker.terminate();
      finish(false);
    }, VERIFY_BUDGET_MS);
    worker.on('message', onMessage);
    worker.on('exit', onExit);
    worker.ref(); // while a check is under way; idle, the worker keeps no process alive
    worker.postMessage({ id, stored, password });
  });
}

/** The check itself, where it runs (the worker thread). */
export async function verifyImportedHere(stored: string, password: string): Promise<boolean> {
  let h: ImportedHash;
  try {
    h = JSON.parse(Buffer.from(stored.slice(PREFIX.length), 'base64url').toString('utf8')) as ImportedHash;
  } catch {
    return false;
  }
  // A hash imported under older, looser caps is never checked beyond today's.
  if (!withinCaps(h)) return false;
  switch (h.type) {
    case 'bcrypt':
      return bcrypt.compare(password, h.hash);
    case 'digest':
      return same(
        createHash(h.algorithm)
          .update(h.prepend + password + h.append, 'utf8')
          .digest(),
        Buffer.from(h.digest, 'hex'),
      );
    case 'scrypt': {
      const expected = Buffer.from(h.key, 'base64url');
      const actual = await new Promise<Buffer>((resolve, reject) =>
        scrypt(
          password,
          Buffer.from(h.salt, 'base64url'),
          expected.length,
          { N: h.N, r: h.r, p: h.p, maxmem: LIMITS.scryptMemory + 1024 * 1024 },
          (e, key) => (e ? reject(e) : resolve(key)),
        ),
      );
      return same(actual, expected);
    }
    case 'argon2': {
      const expected = Buffer.from(h.key, 'base64url');
      const derive = h.variant === 'argon2i' ? argon2iAsync : argon2idAsync;
      const actual = await derive(password, Buffer.from(h.salt, 'base64url'), {
        m: h.m,
        t: h.t,
        p: h.p,
        version: h.v,
        dkLen: expected.length,
      });
      return same(actual, expected);
    }
    case 'pbkdf2': {
      const expected = Buffer.from(h.key, 'base64url');
      const actual = await new Promise<Buffer>((resolve, reject) =>
        pbkdf2(
          password,
          Buffer.from(h.salt, 'base64url'),
          h.iterations,
          expected.length,
          h.algorithm,
          (e, key) => (e ? reject(e) : resolve(key)),
        ),
      );
      return same(actual, expected);
    }
  }
}
