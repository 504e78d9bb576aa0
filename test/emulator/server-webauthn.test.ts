import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import bs58 from 'bs58';
import type { RunningEmulator } from '../../emulator/index';
import { ethereumKey, solanaKey } from '../../emulator/testing/wallets';
import {
  assert as sign,
  createCredential,
  type CreationOptions,
  type RequestOptions,
} from '../helpers/softAuthenticator';
import { startTestEmulator, uniqueEmail } from './helpers';
import { sdkError, serverClient } from './server-helpers';

let emulator: RunningEmulator;
const ORIGIN = 'http://localhost:5173';

before(async () => {
  emulator = await startTestEmulator();
});
after(() => emulator.close());

describe('passkeys through the server API (official Node SDK)', () => {
  test('register start → a real credential → register; authenticate start → assertion → a session', async () => {
    const server = serverClient(emulator);
    const { user_id } = await server.users.create({ email: uniqueEmail('server-passkey') });
    const start = await server.webauthn.registerStart({
      user_id,
      domain: 'localhost',
      return_passkey_credential_options: true,
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0',
    });
    assert.equal(start.user_id, user_id);
    const creation = JSON.parse(start.public_key_credential_creation_options) as CreationOptions & {
      authenticatorSelection: { residentKey: string };
    };
    assert.equal(creation.rp.id, 'localhost');
    assert.equal(Buffer.from(creation.user.id, 'base64url').toString(), user_id);
    assert.equal(creation.authenticatorSelection.residentKey, 'required');
    const { credential, json } = createCredential(creation, ORIGIN);
    const registered = await server.webauthn.register({
      user_id,
      public_key_credential: json,
      session_duration_minutes: 30,
    });
    assert.match(registered.webauthn_registration_id, /^webauthn-registration-test-/);
    assert.equal(
      registered.user.webauthn_registrations[0]?.webauthn_registration_id,
      registered.webauthn_registration_id,
    );
    assert.ok(registered.session?.authentication_factors.some((f) => f.type === 'webauthn'));
    const replayed = await sdkError(server.webauthn.register({ user_id, public_key_credential: json }));
    assert.ok(
      replayed.status_code >= 400 && replayed.status_code < 500,
      'a register challenge is single use',
    );

    const named = await server.webauthn.authenticateStart({ domain: 'localhost', user_id });
    const listed = JSON.parse(named.public_key_credential_request_options) as { allowCredentials: unknown[] };
    assert.equal(listed.allowCredentials.length, 1, "the user's credential is listed");
    const anyone = await server.webauthn.authenticateStart({ domain: 'localhost' });
    assert.equal(anyone.user_id, '');
    const request = JSON.parse(anyone.public_key_credential_request_options) as RequestOptions;
    const assertion = sign(credential, request, ORIGIN);
    const auth = await server.webauthn.authenticate({
      public_key_credential: assertion,
      session_duration_minutes: 30,
      session_custom_claims: { plan: 'pro' },
    });
    assert.equal(auth.user_id, user_id);
    assert.equal(auth.webauthn_registration_id, registered.webauthn_registration_id);
    const checked = await server.sessions.authenticate({ session_token: auth.session_token });
    assert.equal(checked.session.user_id, user_id);
    assert.deepEqual(checked.session.custom_claims, { plan: 'pro' });
    assert.ok(checked.session.authentication_factors.some((f) => f.type === 'webauthn'));
    const again = await sdkError(server.webauthn.authenticate({ public_key_credential: assertion }));
    assert.ok(again.status_code >= 400 && again.status_code < 500, 'an assertion cannot be replayed');

    const renamed = await server.webauthn.update({
      webauthn_registration_id: registered.webauthn_registration_id,
      name: '  Work laptop ',
    });
    assert.equal(renamed.webauthn_registration?.name, 'Work laptop');
    const shown = await server.users.get({ user_id });
    assert.equal(shown.webauthn_registrations[0]?.name, 'Work laptop');
    const unknown = await sdkError(
      server.webauthn.update({ webauthn_registration_id: 'webauthn-registration-test-nope', name: 'x' }),
    );
    assert.equal(unknown.error_type, 'webauthn_registration_not_found');

    const wrongSite = await sdkError(server.webauthn.registerStart({ user_id, domain: 'evil.example' }));
    assert.equal(wrongSite.error_type, 'invalid_public_key_credential');
    assert.match(wrongSite.error_message, /not an authorized domain/);
    const noUser = await sdkError(
      server.webauthn.registerStart({
        user_id: 'user-test-00000000-0000-4000-8000-000000000000',
        domain: 'localhost',
      }),
    );
    assert.equal(noUser.status_code, 404);
  });
});

describe('crypto wallets through the server API (official Node SDK)', () => {
  test('ethereum: start → personal_sign → a new user with the wallet and a session; the challenge is single use', async () => {
    const server = serverClient(emulator);
    const key = ethereumKey();
    const start = await server.cryptoWallets.authenticateStart({
      crypto_wallet_type: 'ethereum',
      crypto_wallet_address: key.address,
    });
    assert.equal(start.user_created, false);
    assert.match(start.challenge, new RegExp(key.address.slice(2, 10), 'i'));
    const signature = key.personalSign(new TextEncoder().encode(start.challenge));
    const auth = await server.cryptoWallets.authenticate({
      crypto_wallet_type: 'ethereum',
      crypto_wallet_address: key.address,
      signature,
      session_duration_minutes: 30,
    });
    assert.match(auth.user_id, /^user-test-/);
    assert.equal(auth.user.crypto_wallets[0]?.crypto_wallet_address.toLowerCase(), key.address.toLowerCase());
    assert.ok(auth.session?.authentication_factors.some((f) => f.type === 'crypto'));
    const replay = await sdkError(
      server.cryptoWallets.authenticate({
        crypto_wallet_type: 'ethereum',
        crypto_wallet_address: key.address,
        signature,
      }),
    );
    assert.equal(replay.error_type, 'crypto_wallet_challenge_not_found');

    const next = await server.cryptoWallets.authenticateStart({
      crypto_wallet_type: 'ethereum',
      crypto_wallet_address: key.address,
    });
    assert.equal(next.user_id, auth.user_id, "a known wallet's start names its user");
  });

  test('solana attached to a named user; a wrong key is refused', async () => {
    const server = serverClient(emulator);
    const { user_id } = await server.users.create({ email: uniqueEmail('wallet') });
    const key = solanaKey();
    const start = await server.cryptoWallets.authenticateStart({
      crypto_wallet_type: 'solana',
      crypto_wallet_address: key.address,
      user_id,
    });
    assert.equal(start.user_id, user_id);
    const forged = bs58.encode(solanaKey().sign(new TextEncoder().encode(start.challenge)));
    const refused = await sdkError(
      server.cryptoWallets.authenticate({
        crypto_wallet_type: 'solana',
        crypto_wallet_address: key.address,
        signature: forged,
      }),
    );
    assert.ok(refused.status_code === 400 || refused.status_code === 401, refused.error_type);
    const again = await server.cryptoWallets.authenticateStart({
      crypto_wallet_type: 'solana',
      crypto_wallet_address: key.address,
      user_id,
    });
    const auth = await server.cryptoWallets.authenticate({
      crypto_wallet_type: 'solana',
      crypto_wallet_address: key.address,
      signature: bs58.encode(key.sign(new TextEncoder().encode(again.challenge))),
    });
    assert.equal(auth.user_id, user_id);
    assert.equal(auth.session_token, '', 'no session without session_duration_minutes');
    assert.equal(auth.user.crypto_wallets[0]?.crypto_wallet_address, key.address);
    const badType = await sdkError(
      server.cryptoWallets.authenticateStart({ crypto_wallet_type: 'bitcoin', crypto_wallet_address: 'x' }),
    );
    assert.equal(badType.error_type, 'invalid_crypto_wallet_type');
  });
});
