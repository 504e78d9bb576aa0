import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { NamespacedStorage, stateKey } from '../../src/session/storage';
import { PkceStore, challengeFor, createVerifier } from '../../src/session/pkce';
import { createFakePlatform } from '../helpers/fakePlatform';
import { PUBLIC_TOKEN } from './fixtures';

function setup() {
  const platform = createFakePlatform();
  const storage = new NamespacedStorage(platform.storage, PUBLIC_TOKEN);
  return { platform, storage, pkce: new PkceStore(storage, platform) };
}

test('storage keys are exactly those of WIRE.md §7', () => {
  const { storage } = setup();
  assert.equal(stateKey(PUBLIC_TOKEN), `stytch_sdk_state_${PUBLIC_TOKEN}`);
  assert.equal(storage.key(), `stytch_sdk_state_${PUBLIC_TOKEN}`);
  assert.equal(storage.key('bootstrap'), `stytch_sdk_state_${PUBLIC_TOKEN}::bootstrap`);
  assert.equal(storage.key('seen_domains'), `stytch_sdk_state_${PUBLIC_TOKEN}::seen_domains`);
});

test('PKCE pairs are stored as JSON under ::PKCE_VERIFIER:{namespace}', async () => {
  const { platform, pkce } = setup();
  for (const ns of ['magic_links', 'passwords', 'oauth'] as const) {
    const pair = await pkce.createNew(ns);
    const raw = platform.storage.getItem(`stytch_sdk_state_${PUBLIC_TOKEN}::PKCE_VERIFIER:${ns}`);
    assert.deepEqual(JSON.parse(raw ?? 'null'), pair);
    assert.deepEqual(Object.keys(JSON.parse(raw ?? '{}') as object).sort(), [
      'code_challenge',
      'code_verifier',
    ]);
  }
});

test('the verifier is 16 uint32 values as zero-padded hex: always 128 hex characters', () => {
  const { platform } = setup();
  for (let i = 0; i < 50; i++) assert.match(createVerifier(platform.crypto), /^[0-9a-f]{128}$/);
  const fixed = {
    ...platform.crypto,
    getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
      const view = array as unknown as Uint32Array;
      view.set([0, 1, 0xffffffff, 0xabc, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x12345678]);
      return array;
    },
  } as Crypto;
  assert.equal(
    createVerifier(fixed),
    '00000000' + '00000001' + 'ffffffff' + '00000abc' + '00000000'.repeat(11) + '12345678',
  );
});

test('the challenge is base64url(SHA-256(verifier)) without padding', async () => {
  const { platform } = setup();
  // RFC 7636 appendix B vector.
  assert.equal(
    await challengeFor(platform.crypto, 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'),
    'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  );
  const verifier = createVerifier(platform.crypto);
  const expected = createHash('sha256').update(verifier).digest('base64url');
  assert.equal(await challengeFor(platform.crypto, verifier), expected);
  assert.doesNotMatch(expected, /[=+/]/);
});

test('getOrCreate reuses the stored pair; createNew replaces it; clear removes it', async () => {
  const { pkce } = setup();
  const first = await pkce.getOrCreate('magic_links');
  assert.deepEqual(await pkce.getOrCreate('magic_links'), first);
  assert.deepEqual(pkce.get('magic_links'), first);
  const second = await pkce.createNew('magic_links');
  assert.notEqual(second.code_verifier, first.code_verifier);
  assert.deepEqual(pkce.get('magic_links'), second);
  assert.equal(pkce.get('passwords'), null, 'namespaces are separate');
  pkce.clear('magic_links');
  assert.equal(pkce.get('magic_links'), null);
});

test('a malformed stored pair logs a warning naming the namespace and is regenerated', async () => {
  const { platform, pkce } = setup();
  const key = `stytch_sdk_state_${PUBLIC_TOKEN}::PKCE_VERIFIER:passwords`;
  for (const bad of ['{not json', '{"code_verifier":"abc"}', '"a string"']) {
    platform.storage.setItem(key, bad);
    platform.console.entries.length = 0;
    const pair = await pkce.getOrCreate('passwords');
    assert.match(pair.code_verifier, /^[0-9a-f]{128}$/);
    assert.equal(platform.console.entries.length, 1);
    assert.equal(platform.console.entries[0]?.level, 'warn');
    assert.match(platform.console.entries[0]?.text ?? '', /"passwords"/);
    assert.deepEqual(JSON.parse(platform.storage.getItem(key) ?? 'null'), pair);
  }
});
