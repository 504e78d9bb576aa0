// The Signal API after a passkey login the provider answers "not found": the browser is told to forget a passkey
// deleted elsewhere, but never one this page has just created (its registration may still be on its way — a page
// with <idp-login>'s passkey autofill beside <idp-passkey-register>).
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { createClient } from '../../src/client';
import { createFakePlatform } from '../helpers/fakePlatform';
import { API_URL, PUBLIC_TOKEN, apiError, bootstrapWire, makeAuthResp, ok } from './fixtures';

const signalled: { rpId: string; credentialId: string }[] = [];
const realPkc = (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential;
(globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = {
  signalUnknownCredential: async (options: { rpId: string; credentialId: string }) =>
    void signalled.push(options),
};
afterEach(() => {
  signalled.length = 0;
});
test.after(() => {
  (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = realPkc;
});

/** A client whose authenticator answers a login with `loginWith`, and whose provider knows no passkey. */
function setup(loginWith: string) {
  const platform = createFakePlatform({ url: 'http://localhost:8080/passkeys' });
  platform.webauthn = {
    create: async () => JSON.stringify({ id: 'created-here', type: 'public-key' }),
    get: async () => JSON.stringify({ id: loginWith, type: 'public-key' }),
    autofillSupported: async () => true,
  };
  platform.server
    .on('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`, ok(bootstrapWire()))
    .on(
      'POST',
      '/sdk/v1/webauthn/register/start',
      ok({ user_id: 'u', public_key_credential_creation_options: '{}' }),
    )
    .on('POST', '/sdk/v1/webauthn/register', ok({ ...makeAuthResp(), webauthn_registration_id: 'r' }))
    .on(
      'POST',
      '/sdk/v1/webauthn/authenticate/start/primary',
      ok({ public_key_credential_request_options: '{}' }),
    )
    .on(
      'POST',
      '/sdk/v1/webauthn/authenticate/start/secondary',
      ok({ public_key_credential_request_options: '{}' }),
    )
    .on(
      'POST',
      '/sdk/v1/webauthn/authenticate',
      apiError(404, 'webauthn_registration_not_found', 'No registration.'),
    );
  return createClient({ publicToken: PUBLIC_TOKEN, apiUrl: API_URL, platform });
}

test('a passkey the provider does not know is signalled unknown to the browser', async () => {
  const client = setup('deleted-elsewhere');
  await assert.rejects(client.webauthn.authenticate({ is_passkey: true }), {
    type: 'webauthn_registration_not_found',
  });
  assert.deepEqual(signalled, [{ rpId: 'localhost', credentialId: 'deleted-elsewhere' }]);
});

test('a passkey this page created is never signalled unknown, even when the provider does not know it yet', async () => {
  const client = setup('created-here');
  await client.webauthn.register();
  await assert.rejects(client.webauthn.authenticate({ is_passkey: true }), {
    type: 'webauthn_registration_not_found',
  });
  assert.deepEqual(signalled, []);
});
