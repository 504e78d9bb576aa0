import assert from 'node:assert/strict';
import { createHash, pbkdf2Sync, randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { argon2i, argon2id } from '@noble/hashes/argon2.js';
import type { PasswordsMigrateRequest } from 'stytch';
import type { RunningEmulator } from '../../emulator/index';
import { Client, startTestEmulator, uniqueEmail, uniquePhone } from './helpers';
import { sdkError, serverClient } from './server-helpers';

let emulator: RunningEmulator;
let client: Client;
const PASSWORD = 'Imported-Heron-93-Sail';
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const b64Phc = (bytes: Uint8Array) => b64(bytes).replace(/=+$/, '');

before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator);
});
after(() => emulator.close());

type HashFields = Omit<PasswordsMigrateRequest, 'email'>;

/** Each hash type with a hash of PASSWORD made outside the emulator (node:crypto, @noble/hashes). */
function vectors(): [string, HashFields][] {
  const salt = randomBytes(16);
  const scryptKey = scryptSync(PASSWORD, salt, 32, { N: 1024, r: 8, p: 1 });
  const argonSalt = 'pepper-and-salt';
  return [
    [
      'md_5 with prepended and appended salts, hex',
      {
        hash_type: 'md_5',
        hash: createHash('md5').update(`pre${PASSWORD}post`).digest('hex'),
        md_5_config: { prepend_salt: 'pre', append_salt: 'post' },
      },
    ],
    ['sha_1 unsalted, hex', { hash_type: 'sha_1', hash: createHash('sha1').update(PASSWORD).digest('hex') }],
    [
      'sha_512 with an appended salt, base64',
      {
        hash_type: 'sha_512',
        hash: createHash('sha512').update(`${PASSWORD}s4lt`).digest('base64'),
        sha_512_config: { prepend_salt: '', append_salt: 's4lt' },
      },
    ],
    [
      'scrypt with scrypt_config',
      {
        hash_type: 'scrypt',
        hash: b64(scryptKey),
        scrypt_config: { salt: b64(salt), n_parameter: 1024, r_parameter: 8, p_parameter: 1, key_length: 32 },
      },
    ],
    [
      'scrypt in PHC form',
      { hash_type: 'scrypt', hash: `$scrypt$ln=10,r=8,p=1$${b64Phc(salt)}$${b64Phc(scryptKey)}` },
    ],
    [
      'argon_2id in PHC form',
      {
        hash_type: 'argon_2id',
        hash: `$argon2id$v=19$m=256,t=2,p=1$${b64Phc(salt)}$${b64Phc(
          argon2id(PASSWORD, salt, { m: 256, t: 2, p: 1, dkLen: 32 }),
        )}`,
      },
    ],
    [
      'argon_2i with argon_2_config',
      {
        hash_type: 'argon_2i',
        hash: b64(argon2i(PASSWORD, argonSalt, { m: 128, t: 3, p: 2, dkLen: 24 })),
        argon_2_config: { salt: argonSalt, iteration_amount: 3, memory: 128, threads: 2, key_length: 24 },
      },
    ],
    [
      'pbkdf_2 sha512',
      {
        hash_type: 'pbkdf_2',
        hash: pbkdf2Sync(PASSWORD, 'NaCl', 1000, 32, 'sha512').toString('base64'),
        pbkdf_2_config: { salt: 'NaCl', iteration_amount: 1000, key_length: 32, algorithm: 'sha512' },
      },
    ],
  ];
}

describe('passwords.migrate (official Node SDK)', () => {
  for (const [name, fields] of vectors()) {
    test(`${name}: migrated, then the password logs in on the server and in the browser API`, async () => {
      const server = serverClient(emulator);
      const email = uniqueEmail();
      const migrated = await server.passwords.migrate({ email, ...fields, name: { first_name: 'Mig' } });
      assert.equal(migrated.user_created, true);
      assert.match(migrated.user_id, /^user-test-/);
      assert.match(migrated.email_id, /^email-test-/);
      assert.equal(migrated.user.name?.first_name, 'Mig');
      assert.ok(migrated.user.password?.password_id);

      const wrong = await sdkError(server.passwords.authenticate({ email, password: `${PASSWORD}x` }));
      assert.equal(wrong.error_type, 'unauthorized_credentials');
      const auth = await server.passwords.authenticate({
        email,
        password: PASSWORD,
        session_duration_minutes: 30,
      });
      assert.equal(auth.user_id, migrated.user_id);
      assert.equal(auth.session?.authentication_factors[0]?.type, 'password');
      // re-hashed natively by that log-in: the same password still logs in, through the widget's API too
      const sdk = await client.post('/passwords/authenticate', { email, password: PASSWORD });
      assert.equal(sdk.status, 200);
      const stillWrong = await client.post('/passwords/authenticate', { email, password: `${PASSWORD}x` });
      assert.equal(stillWrong.status, 401);
    });
  }

  test('a known bcrypt vector ($2a$05$, "U*U")', async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail();
    await server.passwords.migrate({
      email,
      hash_type: 'bcrypt',
      hash: '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW',
    });
    const wrong = await sdkError(server.passwords.authenticate({ email, password: 'U*V' }));
    assert.equal(wrong.error_type, 'unauthorized_credentials');
    const auth = await server.passwords.authenticate({ email, password: 'U*U' });
    assert.equal(auth.user.emails[0]?.email, email);
  });

  test('an existing passwordless user gets the password (user_created false), email and phone verified on request', async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail();
    const phone = uniquePhone();
    const created = await server.users.create({ email });
    const migrated = await server.passwords.migrate({
      email,
      hash_type: 'sha_1',
      hash: createHash('sha1').update(PASSWORD).digest('hex'),
      set_email_verified: true,
      phone_number: phone,
      set_phone_number_verified: true,
      roles: ['editor'],
    });
    assert.equal(migrated.user_created, false);
    assert.equal(migrated.user_id, created.user_id);
    assert.equal(migrated.email_id, created.email_id);
    assert.equal(migrated.user.emails[0]?.verified, true);
    assert.equal(migrated.user.phone_numbers[0]?.phone_number, phone);
    assert.equal(migrated.user.phone_numbers[0]?.verified, true);
    assert.ok((await server.passwords.authenticate({ email, password: PASSWORD })).user_id);
  });

  test('bad hashes and parameters answer 400 with the reason', async () => {
    const server = serverClient(emulator);
    const bad: [HashFields, RegExp][] = [
      [{ hash_type: 'phpass', hash: '$P$Bxxxxxxxx' }, /hash_type "phpass"/],
      [{ hash_type: 'bcrypt', hash: 'not-bcrypt' }, /bcrypt hash looks like/],
      [
        { hash_type: 'bcrypt', hash: `$2b$31$${'C'.repeat(53)}` },
        /bcrypt cost must be an integer from 4 to 12/,
      ],
      // Accepted before the caps were tightened; each made one failed log-in hold the emulator for seconds.
      [
        { hash_type: 'bcrypt', hash: `$2b$14$${'C'.repeat(53)}` },
        /bcrypt cost must be an integer from 4 to 12/,
      ],
      [
        {
          hash_type: 'scrypt',
          hash: b64(randomBytes(32)),
          scrypt_config: {
            salt: 'AAAA',
            n_parameter: 262144,
            r_parameter: 8,
            p_parameter: 1,
            key_length: 32,
          },
        },
        /power of two from 2 to 65536/,
      ],
      [
        {
          hash_type: 'scrypt',
          hash: b64(randomBytes(32)),
          scrypt_config: { salt: 'AAAA', n_parameter: 65536, r_parameter: 8, p_parameter: 4, key_length: 32 },
        },
        /N·r·p must be at most/,
      ],
      [
        { hash_type: 'scrypt', hash: '$scrypt$ln=16,r=32,p=1$AAAA$AAAA' },
        /r parameter must be an integer from 1 to 16/,
      ],
      [
        { hash_type: 'argon_2id', hash: '$argon2id$v=19$m=65536,t=10,p=1$AAAAAAAAAAA$AAAAAAAA' },
        /argon2 work/,
      ],
      [
        { hash_type: 'argon_2id', hash: '$argon2id$v=19$m=65536,t=2,p=16$AAAAAAAAAAA$AAAAAAAA' },
        /parallelism \(threads\) must be an integer from 1 to 4/,
      ],
      [{ hash_type: 'md_5', hash: 'abc' }, /md5 hash is 16 bytes/],
      [{ hash_type: 'scrypt', hash: 'AAAA' }, /needs scrypt_config/],
      [
        {
          hash_type: 'scrypt',
          hash: b64(randomBytes(32)),
          scrypt_config: { salt: 'AAAA', n_parameter: 1000, r_parameter: 8, p_parameter: 1, key_length: 32 },
        },
        /power of two/,
      ],
      [{ hash_type: 'scrypt', hash: '$scrypt$ln=30,r=8,p=1$AAAA$AAAA' }, /ln must be an integer/],
      [{ hash_type: 'argon_2id', hash: '$argon2id$v=19$m=1048576,t=3,p=1$AAAAAAAAAAA$AAAAAAAA' }, /memory/],
      [
        { hash_type: 'argon_2i', hash: '$argon2id$v=19$m=64,t=3,p=1$AAAAAAAAAAA$AAAAAAAA' },
        /must start with/,
      ],
      [{ hash_type: 'argon_2id', hash: 'AAAA' }, /needs argon_2_config/],
      [{ hash_type: 'pbkdf_2', hash: 'AAAA' }, /needs pbkdf_2_config/],
    ];
    for (const [fields, message] of bad) {
      const error = await sdkError(server.passwords.migrate({ email: uniqueEmail(), ...fields }));
      assert.equal(error.status_code, 400, fields.hash);
      assert.equal(error.error_type, 'bad_request');
      assert.match(error.error_message, message);
    }
    const external = await sdkError(
      server.passwords.migrate({
        email: uniqueEmail(),
        hash_type: 'sha_1',
        hash: 'a'.repeat(40),
        external_id: 'x',
      }),
    );
    assert.match(external.error_message, /external_id/);
    const badEmail = await sdkError(
      server.passwords.migrate({ email: 'nope', hash_type: 'sha_1', hash: 'a'.repeat(40) }),
    );
    assert.equal(badEmail.error_type, 'invalid_email');
  });
});

test('the first log-in replaces an imported hash with the emulator scrypt hash', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'idp-migrate-'));
  const db = join(dir, 'migrate.sqlite');
  const own = await startTestEmulator({ db });
  const email = uniqueEmail();
  try {
    const server = serverClient(own);
    await server.passwords.migrate({
      email,
      hash_type: 'sha_1',
      hash: createHash('sha1').update(PASSWORD).digest('hex'),
    });
    await server.passwords.authenticate({ email, password: PASSWORD });
  } finally {
    await own.close();
  }
  const { default: sqlite } = await import('node-sqlite3-wasm');
  const database = new sqlite.Database(db, { readOnly: true });
  try {
    const rows = database.all('SELECT hash FROM passwords');
    assert.equal(rows.length, 1);
    assert.match(String(rows[0]?.hash), /^scrypt\$16384\$8\$1\$/);
  } finally {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
