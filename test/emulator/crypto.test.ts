import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import bs58 from 'bs58';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SIWE_PUBLIC_TOKEN, type RunningEmulator } from '../../emulator/index';
import { solanaSignatureValid } from '../../emulator/services/crypto';
import {
  advanceClock,
  Client,
  startTestEmulator,
  uniqueEmail,
  type Answer,
  type AuthData,
  type Envelope,
} from './helpers';

let emulator: RunningEmulator;
let client: Client;
let siwe: Client;

before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator);
  siwe = new Client(emulator, SIWE_PUBLIC_TOKEN);
});
after(() => emulator.close());

type WalletType = 'ethereum' | 'solana';

interface WireWallet {
  crypto_wallet_id: string;
  crypto_wallet_address: string;
  crypto_wallet_type: string;
  verified: boolean;
}

interface TestWallet {
  type: WalletType;
  address: string;
  sign(message: string): string;
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** An Ethereum account with a real secp256k1 key; `sign` is `personal_sign` (EIP-191), `0x` r‖s‖v. */
function ethereumWallet(): TestWallet {
  const secret = secp256k1.utils.randomSecretKey();
  const publicKey = secp256k1.getPublicKey(secret, false);
  return {
    type: 'ethereum',
    address: `0x${hex(keccak_256(publicKey.slice(1)).slice(12))}`,
    sign(message) {
      const body = utf8(message);
      const digest = keccak_256(
        new Uint8Array([...utf8(`\x19Ethereum Signed Message:\n${body.length}`), ...body]),
      );
      // noble's "recovered" format is recovery‖r‖s; personal_sign answers r‖s‖(27 + recovery).
      const signature = secp256k1.sign(digest, secret, { prehash: false, format: 'recovered' });
      return `0x${hex(signature.slice(1))}${(27 + (signature[0] ?? 0)).toString(16)}`;
    },
  };
}

/** A Solana account with a real ed25519 key; `sign` is the wallet's signMessage, base58. */
function solanaWallet(): TestWallet {
  const secret = ed25519.utils.randomSecretKey();
  return {
    type: 'solana',
    address: bs58.encode(ed25519.getPublicKey(secret)),
    sign: (message) => bs58.encode(ed25519.sign(utf8(message), secret)),
  };
}

/** The EIP-55 checksum form of an address. */
function checksum(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = hex(keccak_256(utf8(lower)));
  return `0x${[...lower].map((c, i) => (parseInt(hash[i] ?? '0', 16) >= 8 ? c.toUpperCase() : c)).join('')}`;
}

function start(
  wallet: Pick<TestWallet, 'type' | 'address'>,
  options: { via?: Client; session?: string; siwe_params?: Record<string, unknown> } = {},
) {
  const kind = options.session ? 'secondary' : 'primary';
  return (options.via ?? client).post<Answer<{ challenge: string }>>(
    `/crypto_wallets/authenticate/start/${kind}`,
    {
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: wallet.type,
      ...(options.siwe_params ? { siwe_params: options.siwe_params } : {}),
    },
    options.session ? { session: options.session } : {},
  );
}

function authenticate(
  wallet: Pick<TestWallet, 'type' | 'address'>,
  signature: string,
  options: { via?: Client; session?: string } = {},
) {
  return (options.via ?? client).post<Answer<AuthData>>(
    '/crypto_wallets/authenticate',
    {
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: wallet.type,
      signature,
      session_duration_minutes: 60,
    },
    options.session ? { session: options.session } : {},
  );
}

/** Start → sign → authenticate; asserts both calls succeed. */
async function login(
  wallet: TestWallet,
  options: { via?: Client; session?: string; siwe_params?: Record<string, unknown> } = {},
) {
  const started = await start(wallet, options);
  assert.equal(started.status, 200, JSON.stringify(started.json));
  const challenge = started.json.data.challenge;
  const reply = await authenticate(wallet, wallet.sign(challenge), options);
  assert.equal(reply.status, 200, JSON.stringify(reply.json));
  return { challenge, auth: reply.json.data };
}

const walletsOf = (auth: AuthData) => auth.user.crypto_wallets as WireWallet[];

/** The EIP-4361 message grammar (its ABNF), line by line; optional lines are optional groups. */
const SIWE = new RegExp(
  [
    '^(?<domain>[^\\s/]+) wants you to sign in with your Ethereum account:',
    '\\n(?<address>0x[0-9a-fA-F]{40})\\n',
    '\\n(?:(?<statement>[^\\n]+)\\n)?',
    '\\nURI: (?<uri>[^\\n]+)',
    '\\nVersion: (?<version>1)',
    '\\nChain ID: (?<chainId>\\d+)',
    '\\nNonce: (?<nonce>[a-zA-Z0-9]{8,})',
    '\\nIssued At: (?<issuedAt>[^\\n]+)',
    '(?:\\nExpiration Time: (?<expirationTime>[^\\n]+))?',
    '(?:\\nNot Before: (?<notBefore>[^\\n]+))?',
    '(?:\\nRequest ID: (?<requestId>[^\\n]*))?',
    '(?:\\nResources:(?<resources>(?:\\n- [^\\n]+)+))?$',
  ].join(''),
);

type SiweGroup =
  | 'domain'
  | 'address'
  | 'statement'
  | 'uri'
  | 'version'
  | 'chainId'
  | 'nonce'
  | 'issuedAt'
  | 'expirationTime'
  | 'notBefore'
  | 'requestId';

/** Parses an EIP-4361 message into its fields; throws when it does not fit the grammar. */
function parseSiwe(message: string): Record<SiweGroup, string | undefined> & { resources: string[] } {
  const groups = SIWE.exec(message)?.groups;
  if (!groups) throw new Error(`not an EIP-4361 message:\n${message}`);
  const resources = groups.resources;
  return {
    ...(groups as Record<SiweGroup, string | undefined>),
    resources: resources ? resources.slice(3).split('\n- ') : [],
  };
}

describe('crypto wallets (WIRE.md §4.4)', () => {
  test('ethereum: the plain challenge, personal_sign verified, a new user with the wallet, AuthResp and users/me', async () => {
    const wallet = ethereumWallet();
    const { challenge, auth } = await login(wallet);
    assert.match(challenge, /^Signing in with Project: idp-elements local\n/);
    assert.ok(challenge.includes(checksum(wallet.address)), 'the challenge names the wallet');
    assert.match(auth.user_id, /^user-test-/);
    assert.deepEqual(auth.user.emails, []);
    assert.equal(auth.user.status, 'active');
    const [recorded] = walletsOf(auth);
    assert.match(recorded?.crypto_wallet_id ?? '', /^crypto-wallet-test-/);
    assert.deepEqual(recorded, {
      crypto_wallet_id: recorded?.crypto_wallet_id,
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: 'ethereum',
      verified: true,
    });
    assert.ok(auth.session_token && auth.session_jwt);
    const factor = auth.session.authentication_factors[0] as Record<string, unknown> | undefined;
    assert.equal(factor?.type, 'crypto');
    assert.equal(factor?.delivery_method, 'crypto_wallet');
    assert.deepEqual(factor?.crypto_wallet_factor, {
      crypto_wallet_id: recorded?.crypto_wallet_id,
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: 'ethereum',
    });

    const me = await client.get<Envelope<{ user_id: string; crypto_wallets: WireWallet[] }>>('/users/me', {
      session: auth.session_token,
    });
    assert.equal(me.status, 200);
    assert.equal(me.json.data.user_id, auth.user_id);
    assert.deepEqual(me.json.data.crypto_wallets, walletsOf(auth));
  });

  test('the same wallet logs into the same user again; ethereum addresses compare case-insensitively', async () => {
    const wallet = ethereumWallet();
    const first = await login(wallet);
    const again = await login({ ...wallet, address: checksum(wallet.address) });
    assert.equal(again.auth.user_id, first.auth.user_id);
    assert.notEqual(again.auth.session.session_id, first.auth.session.session_id);
    assert.equal(walletsOf(again.auth).length, 1);
    const upper = await login({ ...wallet, address: `0x${wallet.address.slice(2).toUpperCase()}` });
    assert.equal(upper.auth.user_id, first.auth.user_id);
  });

  test('solana: ed25519 over the UTF-8 challenge, base58 signature and key; the same wallet again', async () => {
    const wallet = solanaWallet();
    const { challenge, auth } = await login(wallet);
    assert.match(challenge, /^Signing in with Project: /);
    assert.ok(challenge.includes(wallet.address));
    assert.deepEqual(
      walletsOf(auth).map((w) => [w.crypto_wallet_address, w.crypto_wallet_type, w.verified]),
      [[wallet.address, 'solana', true]],
    );
    const again = await login(wallet);
    assert.equal(again.auth.user_id, auth.user_id);
  });

  test('a second wallet through start/secondary with a session: attached to the session user, same session', async () => {
    const ethereum = ethereumWallet();
    const { auth } = await login(ethereum);
    const solana = solanaWallet();
    const second = await login(solana, { session: auth.session_token });
    assert.equal(second.auth.user_id, auth.user_id);
    assert.equal(second.auth.session.session_id, auth.session.session_id);
    assert.deepEqual(
      walletsOf(second.auth).map((w) => w.crypto_wallet_type),
      ['ethereum', 'solana'],
    );
    assert.equal(second.auth.session.authentication_factors.length, 2, 'one factor per wallet');
    const viaSolana = await login(solana);
    assert.equal(viaSolana.auth.user_id, auth.user_id, 'either wallet logs into the user');

    const emailUser = await client.login(uniqueEmail('wallet'));
    const attached = await login(ethereumWallet(), { session: emailUser.session_token });
    assert.equal(attached.auth.user_id, emailUser.user_id);
    assert.equal(attached.auth.user.emails.length, 1);
    assert.equal(walletsOf(attached.auth).length, 1);
  });

  test('start/secondary needs a session, and refuses a wallet that belongs to another user', async () => {
    const wallet = ethereumWallet();
    const anonymous = await client.post('/crypto_wallets/authenticate/start/secondary', {
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: 'ethereum',
    });
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.json.error_type, 'user_unauthenticated');

    await login(wallet);
    const other = await client.login(uniqueEmail('other'));
    const taken = await start(wallet, { session: other.session_token });
    assert.equal(taken.status, 409);
    assert.equal(taken.json.error_type, 'duplicate_crypto_wallet');
  });

  test('a challenge is single use: a replayed signature is refused', async () => {
    const wallet = ethereumWallet();
    const started = await start(wallet);
    const signature = wallet.sign(started.json.data.challenge);
    assert.equal((await authenticate(wallet, signature)).status, 200);
    const replay = await authenticate(wallet, signature);
    assert.equal(replay.status, 404);
    assert.equal(replay.json.error_type, 'crypto_wallet_challenge_not_found');

    const never = await authenticate(solanaWallet(), bs58.encode(new Uint8Array(64)));
    assert.equal(never.json.error_type, 'crypto_wallet_challenge_not_found');
  });

  test('only the newest challenge of a wallet is live', async () => {
    const wallet = solanaWallet();
    const older = (await start(wallet)).json.data.challenge;
    const newer = (await start(wallet)).json.data.challenge;
    assert.notEqual(older, newer);
    const stale = await authenticate(wallet, wallet.sign(older));
    assert.equal(stale.json.error_type, 'crypto_wallet_signature_mismatch');
  });

  test('a signature by another key is refused (401) and burns the challenge', async () => {
    for (const make of [ethereumWallet, solanaWallet]) {
      const wallet = make();
      const thief = make();
      const challenge = (await start(wallet)).json.data.challenge;
      const forged = await authenticate(wallet, thief.sign(challenge));
      assert.equal(forged.status, 401, JSON.stringify(forged.json));
      assert.equal(forged.json.error_type, 'crypto_wallet_signature_mismatch');
      const late = await authenticate(wallet, wallet.sign(challenge));
      assert.equal(late.json.error_type, 'crypto_wallet_challenge_not_found');
    }
    const wallet = ethereumWallet();
    const challenge = (await start(wallet)).json.data.challenge;
    const otherMessage = await authenticate(wallet, wallet.sign(`${challenge} `));
    assert.equal(otherMessage.json.error_type, 'crypto_wallet_signature_mismatch');
  });

  /** Small-order and non-canonical ed25519 keys: under ZIP-215 rules each "verifies" the all-zero signature. */
  const weakSolanaKeys: [string, Uint8Array][] = [
    ['the all-zero key (order 4)', new Uint8Array(32)],
    ['the identity point', Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? 1 : 0))],
    [
      'the identity with the x sign bit set',
      Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? 1 : i === 31 ? 0x80 : 0)),
    ],
    [
      'y = p (non-canonical zero)',
      Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? 0xed : i === 31 ? 0x7f : 0xff)),
    ],
  ];

  test('solana: a small-order or non-canonical key cannot sign in with a forged all-zero signature', async () => {
    const zeros = bs58.encode(new Uint8Array(64));
    for (const [name, key] of weakSolanaKeys) {
      const wallet = { type: 'solana' as const, address: bs58.encode(key) };
      const started = await start(wallet);
      assert.equal(started.status, 400, `${name}: ${JSON.stringify(started.json)}`);
      assert.equal(started.json.error_type, 'invalid_crypto_wallet_address', name);
      const forged = await authenticate(wallet, zeros);
      assert.equal(forged.status, 400, `${name}: ${JSON.stringify(forged.json)}`);
      assert.equal(forged.json.error_type, 'invalid_crypto_wallet_address', name);
    }
  });

  test('solana verification is strict RFC 8032, not ZIP-215', () => {
    const message = 'Signing in with Project: any';
    for (const [name, key] of weakSolanaKeys) {
      const zeros = new Uint8Array(64);
      assert.equal(
        ed25519.verify(zeros, utf8(message), key, { zip215: true }),
        true,
        `${name} is a ZIP-215 forgery`,
      );
      assert.equal(solanaSignatureValid(zeros, message, key), false, name);
    }
    const secret = ed25519.utils.randomSecretKey();
    const key = ed25519.getPublicKey(secret);
    assert.equal(solanaSignatureValid(ed25519.sign(utf8(message), secret), message, key), true);
  });

  test('malformed address, type and signature answer 4xx with the wallet error types, never 500', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: '0x1234' }, 'invalid_crypto_wallet_address'],
      [
        { crypto_wallet_type: 'ethereum', crypto_wallet_address: `0x${'g'.repeat(40)}` },
        'invalid_crypto_wallet_address',
      ],
      [
        { crypto_wallet_type: 'solana', crypto_wallet_address: '0OIl' + '1'.repeat(40) },
        'invalid_crypto_wallet_address',
      ],
      [
        { crypto_wallet_type: 'solana', crypto_wallet_address: bs58.encode(new Uint8Array(31).fill(7)) },
        'invalid_crypto_wallet_address',
      ],
      [
        { crypto_wallet_type: 'solana', crypto_wallet_address: ethereumWallet().address },
        'invalid_crypto_wallet_address',
      ],
      [
        { crypto_wallet_type: 'bitcoin', crypto_wallet_address: ethereumWallet().address },
        'invalid_crypto_wallet_type',
      ],
      [
        { crypto_wallet_type: '', crypto_wallet_address: ethereumWallet().address },
        'invalid_crypto_wallet_type',
      ],
    ];
    // A mixed-case address whose EIP-55 checksum is wrong.
    const good = checksum(ethereumWallet().address);
    const flipped = good.replace(/[a-f]/, (c) => c.toUpperCase());
    if (flipped !== good)
      cases.push([
        { crypto_wallet_type: 'ethereum', crypto_wallet_address: flipped },
        'invalid_crypto_wallet_address',
      ]);
    for (const [body, type] of cases) {
      const started = await client.post('/crypto_wallets/authenticate/start/primary', body);
      assert.equal(started.status, 400, JSON.stringify(body));
      assert.equal(started.json.error_type, type, JSON.stringify(body));
      const finished = await client.post('/crypto_wallets/authenticate', { ...body, signature: '0x00' });
      assert.equal(finished.status, 400, JSON.stringify(body));
      assert.equal(finished.json.error_type, type, JSON.stringify(body));
    }

    const ethereum = ethereumWallet();
    const challenge = (await start(ethereum)).json.data.challenge;
    for (const bad of ['', '0x12', 'zz', `0x${'zz'.repeat(65)}`, ethereum.sign(challenge).slice(2)]) {
      const reply = await authenticate(ethereum, bad);
      assert.equal(reply.status, 400, bad);
      assert.equal(reply.json.error_type, 'invalid_crypto_wallet_signature', bad);
    }
    for (const unrecoverable of [`0x${'00'.repeat(65)}`, `0x${'ff'.repeat(64)}05`]) {
      const reply = await authenticate(ethereum, unrecoverable);
      assert.equal(reply.status, 401, unrecoverable);
      assert.equal(reply.json.error_type, 'crypto_wallet_signature_mismatch');
      await start(ethereum);
    }

    const solana = solanaWallet();
    const solanaChallenge = (await start(solana)).json.data.challenge;
    for (const bad of ['abc', '0OIl', bs58.encode(new Uint8Array(63).fill(1)), hex(new Uint8Array(64))]) {
      const reply = await authenticate(solana, bad);
      assert.equal(reply.status, 400, bad);
      assert.equal(reply.json.error_type, 'invalid_crypto_wallet_signature', bad);
    }
    assert.equal(
      (await authenticate(solana, solana.sign(solanaChallenge))).status,
      200,
      'a malformed signature does not use up the challenge',
    );

    const missing = await client.post('/crypto_wallets/authenticate', {
      crypto_wallet_address: solana.address,
      crypto_wallet_type: 'solana',
    });
    assert.equal(missing.status, 400);
    assert.equal(missing.json.error_type, 'invalid_request_body');
  });

  test('bootstrap announces siwe_required_for_crypto_wallets for the SIWE project only', async () => {
    const on = await siwe.get<Envelope<{ siwe_required_for_crypto_wallets: boolean }>>(
      `/projects/bootstrap/${SIWE_PUBLIC_TOKEN}`,
    );
    assert.equal(on.json.data.siwe_required_for_crypto_wallets, true);
    const off = await client.get<Envelope<{ siwe_required_for_crypto_wallets: boolean }>>(
      `/projects/bootstrap/${emulator.publicToken}`,
    );
    assert.equal(off.json.data.siwe_required_for_crypto_wallets, false);
  });

  test('SIWE project: the challenge is an EIP-4361 message built from siwe_params, and it signs in', async () => {
    const wallet = ethereumWallet();
    const params = {
      uri: 'http://localhost:5173/login',
      chain_id: 137,
      issued_at: '2026-03-01T10:00:00.000Z',
      statement: 'Sign in to the demo.',
      not_before: '2026-03-01T09:59:00Z',
      message_request_id: 'req-42',
      resources: ['https://example.com/terms', 'ipfs://bafybeigdyrzt'],
    };
    const { challenge, auth } = await login(wallet, { via: siwe, siwe_params: params });
    const fields = parseSiwe(challenge);
    assert.equal(fields.domain, 'localhost:5173');
    assert.equal(fields.address, checksum(wallet.address));
    assert.equal(fields.statement, params.statement);
    assert.equal(fields.uri, params.uri);
    assert.equal(fields.version, '1');
    assert.equal(fields.chainId, '137');
    assert.equal(fields.issuedAt, params.issued_at);
    assert.equal(fields.notBefore, params.not_before);
    assert.equal(fields.requestId, 'req-42');
    assert.deepEqual(fields.resources, params.resources);
    assert.ok(fields.expirationTime && Date.parse(fields.expirationTime) > Date.now() - 60_000);
    assert.equal(walletsOf(auth)[0]?.crypto_wallet_address, wallet.address);

    const minimal = await start(wallet, { via: siwe, siwe_params: { uri: 'https://app.example.com' } });
    assert.equal(minimal.status, 200, JSON.stringify(minimal.json));
    const bare = parseSiwe(minimal.json.data.challenge);
    assert.equal(bare.domain, 'app.example.com');
    assert.equal(bare.statement, undefined);
    assert.equal(bare.chainId, '1');
    assert.notEqual(bare.nonce, fields.nonce, 'a fresh nonce per challenge');

    const solana = await login(solanaWallet(), { via: siwe });
    assert.match(solana.challenge, /^Signing in with Project: idp-elements siwe\n/, 'solana is not SIWE');
  });

  test('SIWE project: siwe_params is required for ethereum and validated', async () => {
    const wallet = ethereumWallet();
    const cases: (Record<string, unknown> | undefined)[] = [
      undefined,
      {},
      { uri: 'localhost:5173' },
      { uri: 'ftp://example.com' },
      { uri: 42 },
      { uri: 'https://example.com', chain_id: 1.5 },
      { uri: 'https://example.com', chain_id: 'mainnet' },
      { uri: 'https://example.com', chain_id: 0 },
      { uri: 'https://example.com', issued_at: 'yesterday' },
      { uri: 'https://example.com', statement: 'two\nlines' },
      { uri: 'https://example.com', resources: ['not a uri'] },
      { uri: 'https://example.com', resources: 'https://example.com' },
    ];
    for (const params of cases) {
      const reply = await start(wallet, { via: siwe, ...(params ? { siwe_params: params } : {}) });
      assert.equal(reply.status, 400, JSON.stringify(params));
      assert.equal(reply.json.error_type, 'invalid_siwe_params', JSON.stringify(params));
    }
  });

  test('a deleted wallet leaves the user; the session user can only delete its own', async () => {
    const wallet = solanaWallet();
    const { auth } = await login(wallet);
    const id = walletsOf(auth)[0]?.crypto_wallet_id ?? '';
    const stranger = await client.login(uniqueEmail('stranger'));
    const foreign = await client.call('DELETE', `/sdk/v1/users/crypto_wallets/${id}`, {
      session: stranger.session_token,
    });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.json.error_type, 'crypto_wallet_not_found');
    const deleted = await client.call<Answer<{ __user: { crypto_wallets: unknown[] } }>>(
      'DELETE',
      `/sdk/v1/users/crypto_wallets/${id}`,
      { session: auth.session_token },
    );
    assert.equal(deleted.status, 200);
    assert.deepEqual(deleted.json.data.__user.crypto_wallets, []);
    const fresh = await login(wallet);
    assert.notEqual(fresh.auth.user_id, auth.user_id, 'the wallet now signs up a new user');
  });

  test('the dev endpoint lists every wallet with its user', async () => {
    const wallet = solanaWallet();
    const { auth } = await login(wallet);
    const listed = (await (await fetch(`${emulator.url}/_dev/crypto_wallets`)).json()) as {
      crypto_wallets: (WireWallet & { user_id: string })[];
    };
    const mine = listed.crypto_wallets.find((w) => w.crypto_wallet_address === wallet.address);
    assert.equal(mine?.user_id, auth.user_id);
    assert.equal(mine?.crypto_wallet_type, 'solana');
  });

  test('a challenge expires after 5 minutes of the emulator clock', async () => {
    const wallet = ethereumWallet();
    const challenge = (await start(wallet)).json.data.challenge;
    await advanceClock(emulator, 301);
    const late = await authenticate(wallet, wallet.sign(challenge));
    assert.equal(late.status, 404);
    assert.equal(late.json.error_type, 'crypto_wallet_challenge_not_found');
    assert.match(late.json.error_message, /expired/);
    await login(wallet);
  });
});
