/**
 * Every B2C method of the provider's Node SDK (`stytch`, unmodified) against one emulator: each row makes a valid
 * call, which must succeed with the SDK's answer, and an invalid one, which must fail with the provider's error (a
 * `StytchError` with a 4xx status and a specific `error_type`, never the emulator's "No route"; or, for the offline
 * checks, the SDK's own `ClientError`). The test prints `SDK coverage: N/94` and fails when a method stops working
 * or when the SDK has a method the table does not cover. The rows are the route table of docs/emulator-api.md.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as stytch from 'stytch';
import type { RunningEmulator } from '../../emulator/index';
import { totpCode } from '../../emulator/testing/totp';
import { ethereumKey } from '../../emulator/testing/wallets';
import {
  assert as signAssertion,
  createCredential,
  type CreationOptions,
} from '../helpers/softAuthenticator';
import {
  Client,
  DEFAULT_PROJECT,
  REDIRECT,
  devPost,
  latestCode,
  latestToken,
  pkcePair,
  startTestEmulator,
  uniqueEmail,
  uniquePhone,
} from './helpers';
import { oauthToken } from './server-helpers';

let emulator: RunningEmulator;
let client: Client;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rows call every method by its path
let sdk: any;
const NO_USER = 'user-test-00000000-0000-4000-8000-000000000000';
const ORIGIN = 'http://localhost:5173';
const REDIRECT_APP = 'http://localhost:3000/callback';
const PASSWORD = 'Coverage-Heron-93-Sail';
const LINKS = { login_magic_link_url: REDIRECT, signup_magic_link_url: REDIRECT };

before(async () => {
  emulator = await startTestEmulator({
    config: {
      projects: [{ project_id: DEFAULT_PROJECT, session_migration_userinfo_url: '{api}/v1/oauth2/userinfo' }],
    },
  });
  client = new Client(emulator);
  const warn = console.warn;
  console.warn = () => {};
  try {
    sdk = new stytch.Client({
      project_id: emulator.projectId,
      secret: emulator.secret ?? '',
      env: `${emulator.url}/`,
      fraud_env: `${emulator.url}/`,
    } as ConstructorParameters<typeof stytch.Client>[0]);
  } finally {
    console.warn = warn;
  }
});
after(() => emulator.close());

/** Every method of the SDK's B2C client, walked from a live client (the denominator of the coverage). */
function sdkMethods(root: object): string[] {
  const out: string[] = [];
  const walk = (o: object, path: string) => {
    const names = new Set<string>();
    for (let p: object | null = o; p && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null)
      Object.getOwnPropertyNames(p).forEach((n) => names.add(n));
    for (const name of names) {
      if (name === 'constructor' || ['fetchConfig', 'jwksClient', 'jwtOptions', 'jwtConfig'].includes(name))
        continue;
      if (name === 'policyCache' || name === 'clientSecrets') continue;
      const value = (o as Record<string, unknown>)[name];
      if (typeof value === 'function' && Object.getPrototypeOf(o) !== Object.prototype) out.push(path + name);
      else if (value && typeof value === 'object' && !Array.isArray(value)) walk(value, `${path}${name}.`);
    }
  };
  walk(root, '');
  return out.sort();
}

// --- fixtures -------------------------------------------------------------------------------------------------

async function newUser(extra: Record<string, unknown> = {}): Promise<{ user_id: string; email: string }> {
  const email = uniqueEmail('cov');
  const { user_id } = (await sdk.users.create({ email, ...extra })) as { user_id: string };
  return { user_id, email };
}

/** A user with a live session (a magic-link login through the SDK API). */
async function signedIn() {
  const email = uniqueEmail('cov-session');
  const auth = await client.login(email);
  return { email, user_id: auth.user_id, session_token: auth.session_token, session_jwt: auth.session_jwt };
}

async function passkeyUser() {
  const { user_id } = await newUser();
  const start = await sdk.webauthn.registerStart({
    user_id,
    domain: 'localhost',
    return_passkey_credential_options: true,
  });
  const { credential, json } = createCredential(
    JSON.parse(start.public_key_credential_creation_options as string) as CreationOptions,
    ORIGIN,
  );
  return { user_id, credential, json };
}

async function registeredPasskey() {
  const p = await passkeyUser();
  const done = await sdk.webauthn.register({ user_id: p.user_id, public_key_credential: p.json });
  return { ...p, webauthn_registration_id: done.webauthn_registration_id as string };
}

async function walletUser() {
  const { user_id } = await newUser();
  const key = ethereumKey();
  const start = await sdk.cryptoWallets.authenticateStart({
    crypto_wallet_type: 'ethereum',
    crypto_wallet_address: key.address,
    user_id,
  });
  const signature = key.personalSign(new TextEncoder().encode(start.challenge as string));
  const auth = await sdk.cryptoWallets.authenticate({
    crypto_wallet_type: 'ethereum',
    crypto_wallet_address: key.address,
    signature,
  });
  return { user_id, auth };
}

/** A confidential third-party OAuth client made through connectedApp.clients.create. */
async function connectedApp() {
  const made = await sdk.connectedApp.clients.create({
    client_type: 'third_party',
    client_name: 'Coverage notes',
    redirect_urls: [REDIRECT_APP],
  });
  return made.connected_app as { client_id: string; client_secret: string };
}

/** The server-side authorize flow for a signed-in user and a new connected app, then the token endpoint. */
async function oidcGrant() {
  const app = await connectedApp();
  const user = await signedIn();
  const { verifier, challenge } = pkcePair();
  const authorized = await sdk.idp.oauth.authorize({
    consent_granted: true,
    client_id: app.client_id,
    redirect_uri: REDIRECT_APP,
    response_type: 'code',
    scopes: ['openid', 'email', 'offline_access'],
    session_token: user.session_token,
    state: 'xyz',
    code_challenge: challenge,
  });
  const response = await fetch(`${emulator.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: authorized.authorization_code as string,
      redirect_uri: REDIRECT_APP,
      client_id: app.client_id,
      client_secret: app.client_secret,
      code_verifier: verifier,
    }),
  });
  const tokens = (await response.json()) as { access_token: string };
  assert.equal(response.status, 200, JSON.stringify(tokens));
  return { app, user, tokens, authorized };
}

async function m2mClient() {
  const made = await sdk.m2m.clients.create({ scopes: ['read:notes', 'write:notes'], client_name: 'worker' });
  return made.m2m_client as { client_id: string; client_secret: string };
}

// --- the table ------------------------------------------------------------------------------------------------

interface Row {
  /** The valid call; resolves with what the row checks. */
  valid(): Promise<unknown>;
  /** The invalid call; must reject. */
  invalid(): Promise<unknown>;
}

const rows: Record<string, Row> = {
  // users
  'users.create': {
    valid: async () => assert.match((await newUser()).user_id, /^user-test-/),
    invalid: () => sdk.users.create({ email: 'not-an-email' }),
  },
  'users.get': {
    valid: async () => assert.ok((await sdk.users.get({ user_id: (await newUser()).user_id })).emails),
    invalid: () => sdk.users.get({ user_id: NO_USER }),
  },
  'users.search': {
    valid: async () => assert.ok(Array.isArray((await sdk.users.search({ limit: 5 })).results)),
    invalid: () => sdk.users.search({ cursor: 'forged' }),
  },
  'users.searchAll': {
    valid: async () => assert.ok(Array.isArray(await sdk.users.searchAll({ limit: 5 }).next())),
    invalid: () => sdk.users.searchAll({ cursor: 'forged' }).next(),
  },
  'users.update': {
    valid: async () => {
      const { user_id } = await newUser();
      const updated = await sdk.users.update({ user_id, name: { first_name: 'Ada' } });
      assert.equal(updated.user.name.first_name, 'Ada');
    },
    invalid: () => sdk.users.update({ user_id: NO_USER, name: { first_name: 'x' } }),
  },
  'users.exchangePrimaryFactor': {
    valid: async () => {
      const { user_id } = await newUser();
      const next = uniqueEmail('exchanged');
      const answer = await sdk.users.exchangePrimaryFactor({ user_id, email_address: next });
      assert.deepEqual(
        answer.user.emails.map((e: { email: string }) => e.email),
        [next],
      );
    },
    invalid: async () =>
      sdk.users.exchangePrimaryFactor({
        user_id: (await newUser()).user_id,
        email_address: 'x',
        phone_number: 'y',
      }),
  },
  'users.delete': {
    valid: async () => sdk.users.delete({ user_id: (await newUser()).user_id }),
    invalid: () => sdk.users.delete({ user_id: NO_USER }),
  },
  'users.deleteEmail': {
    valid: async () => {
      const user = await sdk.users.get({ user_id: (await newUser()).user_id });
      const answer = await sdk.users.deleteEmail({ email_id: user.emails[0].email_id });
      assert.deepEqual(answer.user.emails, []);
    },
    invalid: () => sdk.users.deleteEmail({ email_id: 'email-test-00000000-0000-4000-8000-000000000000' }),
  },
  'users.deletePhoneNumber': {
    valid: async () => {
      const made = await sdk.users.create({ phone_number: uniquePhone() });
      const answer = await sdk.users.deletePhoneNumber({ phone_id: made.phone_id });
      assert.deepEqual(answer.user.phone_numbers, []);
    },
    invalid: () =>
      sdk.users.deletePhoneNumber({ phone_id: 'phone-number-test-00000000-0000-4000-8000-000000000000' }),
  },
  'users.deleteWebAuthnRegistration': {
    valid: async () => {
      const { webauthn_registration_id } = await registeredPasskey();
      const answer = await sdk.users.deleteWebAuthnRegistration({ webauthn_registration_id });
      assert.deepEqual(answer.user.webauthn_registrations, []);
    },
    invalid: () =>
      sdk.users.deleteWebAuthnRegistration({ webauthn_registration_id: 'webauthn-registration-test-x' }),
  },
  'users.deleteBiometricRegistration': {
    // Biometric registrations come from the mobile SDKs: none can exist here, so the valid call is the not-found
    // answer with the provider's envelope.
    valid: async () => {
      const error = await sdk.users
        .deleteBiometricRegistration({ biometric_registration_id: 'biometric-registration-test-1' })
        .catch((e: unknown) => e);
      assert.equal(error.status_code, 404);
      assert.match(error.error_message, /no mobile SDK/);
    },
    invalid: () => sdk.users.deleteBiometricRegistration({ biometric_registration_id: 'x'.repeat(300) }),
  },
  'users.deleteTOTP': {
    valid: async () => {
      const { user_id } = await newUser();
      const { totp_id } = await sdk.totps.create({ user_id });
      assert.deepEqual((await sdk.users.deleteTOTP({ totp_id })).user.totps, []);
    },
    invalid: () => sdk.users.deleteTOTP({ totp_id: 'totp-test-00000000-0000-4000-8000-000000000000' }),
  },
  'users.deleteCryptoWallet': {
    valid: async () => {
      const { auth } = await walletUser();
      const id = auth.user.crypto_wallets[0].crypto_wallet_id as string;
      assert.deepEqual(
        (await sdk.users.deleteCryptoWallet({ crypto_wallet_id: id })).user.crypto_wallets,
        [],
      );
    },
    invalid: () => sdk.users.deleteCryptoWallet({ crypto_wallet_id: 'crypto-wallet-test-x' }),
  },
  'users.deletePassword': {
    valid: async () => {
      const made = await sdk.passwords.create({ email: uniqueEmail('pw'), password: PASSWORD });
      assert.equal(
        (await sdk.users.deletePassword({ password_id: made.user.password.password_id })).user.password,
        null,
      );
    },
    invalid: () => sdk.users.deletePassword({ password_id: 'password-test-x' }),
  },
  'users.deleteOAuthRegistration': {
    valid: async () => {
      const auth = await sdk.oauth.authenticate({ token: await oauthToken(emulator, uniqueEmail('gh')) });
      const id = auth.user.providers[0].oauth_user_registration_id as string;
      assert.deepEqual(
        (await sdk.users.deleteOAuthRegistration({ oauth_user_registration_id: id })).user.providers,
        [],
      );
    },
    invalid: () =>
      sdk.users.deleteOAuthRegistration({ oauth_user_registration_id: 'oauth-user-registration-x' }),
  },
  'users.deleteExternalId': {
    valid: async () => {
      const { user_id } = await newUser();
      assert.equal((await sdk.users.deleteExternalId({ user_id })).user_id, user_id);
    },
    invalid: () => sdk.users.deleteExternalId({ user_id: NO_USER }),
  },
  'users.connectedApps': {
    valid: async () => {
      const { app, user } = await oidcGrant();
      const listed = await sdk.users.connectedApps({ user_id: user.user_id });
      assert.deepEqual(
        listed.connected_apps.map((a: { connected_app_id: string }) => a.connected_app_id),
        [app.client_id],
      );
    },
    invalid: () => sdk.users.connectedApps({ user_id: NO_USER }),
  },
  'users.revoke': {
    valid: async () => {
      const { app, user, tokens } = await oidcGrant();
      await sdk.users.revoke({ user_id: user.user_id, connected_app_id: app.client_id });
      assert.deepEqual((await sdk.users.connectedApps({ user_id: user.user_id })).connected_apps, []);
      const gone = await sdk.sessions
        .exchangeAccessToken({ access_token: tokens.access_token })
        .catch((e: unknown) => e);
      assert.equal(gone.error_type, 'invalid_access_token', 'the revoked grant’s tokens are dead');
    },
    invalid: async () => sdk.users.revoke({ user_id: (await newUser()).user_id, connected_app_id: 'none' }),
  },

  // magic links
  'magicLinks.email.send': {
    valid: async () => sdk.magicLinks.email.send({ email: (await newUser()).email, ...LINKS }),
    invalid: () => sdk.magicLinks.email.send({ email: 'bad', ...LINKS }),
  },
  'magicLinks.email.loginOrCreate': {
    valid: async () =>
      assert.equal(
        (await sdk.magicLinks.email.loginOrCreate({ email: uniqueEmail(), ...LINKS })).user_created,
        true,
      ),
    invalid: () => sdk.magicLinks.email.loginOrCreate({ email: 'bad', ...LINKS }),
  },
  'magicLinks.email.invite': {
    valid: async () =>
      sdk.magicLinks.email.invite({ email: uniqueEmail('invite'), invite_magic_link_url: REDIRECT }),
    invalid: () => sdk.magicLinks.email.invite({ email: 'bad', invite_magic_link_url: REDIRECT }),
  },
  'magicLinks.email.revokeInvite': {
    valid: async () => {
      const email = uniqueEmail('revoke');
      await sdk.magicLinks.email.invite({ email, invite_magic_link_url: REDIRECT });
      await sdk.magicLinks.email.revokeInvite({ email });
    },
    invalid: () => sdk.magicLinks.email.revokeInvite({ email: uniqueEmail('never-invited') }),
  },
  'magicLinks.authenticate': {
    valid: async () => {
      const { email, user_id } = await newUser();
      await sdk.magicLinks.email.send({ email, ...LINKS });
      const auth = await sdk.magicLinks.authenticate({
        token: await latestToken(emulator, email),
        session_duration_minutes: 5,
      });
      assert.equal(auth.user_id, user_id);
    },
    invalid: () => sdk.magicLinks.authenticate({ token: 'x'.repeat(44) }),
  },
  'magicLinks.create': {
    valid: async () => assert.ok((await sdk.magicLinks.create({ user_id: (await newUser()).user_id })).token),
    invalid: () => sdk.magicLinks.create({ user_id: NO_USER }),
  },

  // one-time passcodes
  'otps.sms.send': {
    valid: async () => {
      const made = await sdk.users.create({ phone_number: uniquePhone() });
      await sdk.otps.sms.send({ phone_number: made.user.phone_numbers[0].phone_number });
    },
    invalid: () => sdk.otps.sms.send({ phone_number: '12' }),
  },
  'otps.sms.loginOrCreate': {
    valid: async () => sdk.otps.sms.loginOrCreate({ phone_number: uniquePhone() }),
    invalid: () => sdk.otps.sms.loginOrCreate({ phone_number: 'abc' }),
  },
  'otps.whatsapp.send': {
    valid: async () => {
      const made = await sdk.users.create({ phone_number: uniquePhone() });
      await sdk.otps.whatsapp.send({ phone_number: made.user.phone_numbers[0].phone_number });
    },
    invalid: () => sdk.otps.whatsapp.send({ phone_number: '12' }),
  },
  'otps.whatsapp.loginOrCreate': {
    valid: async () => sdk.otps.whatsapp.loginOrCreate({ phone_number: uniquePhone() }),
    invalid: () => sdk.otps.whatsapp.loginOrCreate({ phone_number: 'abc' }),
  },
  'otps.email.send': {
    valid: async () => sdk.otps.email.send({ email: (await newUser()).email }),
    invalid: () => sdk.otps.email.send({ email: 'bad' }),
  },
  'otps.email.loginOrCreate': {
    valid: async () => sdk.otps.email.loginOrCreate({ email: uniqueEmail('otp') }),
    invalid: () => sdk.otps.email.loginOrCreate({ email: 'bad' }),
  },
  'otps.authenticate': {
    valid: async () => {
      const email = uniqueEmail('otp-auth');
      const sent = await sdk.otps.email.loginOrCreate({ email });
      const auth = await sdk.otps.authenticate({
        method_id: sent.email_id,
        code: await latestCode(emulator, email),
        session_duration_minutes: 5,
      });
      assert.equal(auth.user_id, sent.user_id);
    },
    invalid: async () => {
      const sent = await sdk.otps.email.loginOrCreate({ email: uniqueEmail('otp-bad') });
      return sdk.otps.authenticate({ method_id: sent.email_id, code: '000000' });
    },
  },

  // passwords
  'passwords.create': {
    valid: async () => sdk.passwords.create({ email: uniqueEmail('pw'), password: PASSWORD }),
    invalid: () => sdk.passwords.create({ email: uniqueEmail('pw'), password: 'password' }),
  },
  'passwords.authenticate': {
    valid: async () => {
      const email = uniqueEmail('pw-auth');
      await sdk.passwords.create({ email, password: PASSWORD });
      await sdk.passwords.authenticate({ email, password: PASSWORD, session_duration_minutes: 5 });
    },
    invalid: async () => {
      const email = uniqueEmail('pw-wrong');
      await sdk.passwords.create({ email, password: PASSWORD });
      return sdk.passwords.authenticate({ email, password: `${PASSWORD}x` });
    },
  },
  'passwords.strengthCheck': {
    valid: async () =>
      assert.equal((await sdk.passwords.strengthCheck({ password: PASSWORD })).valid_password, true),
    invalid: () => sdk.passwords.strengthCheck({ password: 5 }),
  },
  'passwords.migrate': {
    valid: async () =>
      sdk.passwords.migrate({
        email: uniqueEmail('migrate'),
        hash_type: 'md_5',
        hash: '5f4dcc3b5aa765d61d8327deb882cf99',
      }),
    invalid: () => sdk.passwords.migrate({ email: uniqueEmail('migrate'), hash_type: 'md_5', hash: 'zz' }),
  },
  'passwords.email.resetStart': {
    valid: async () => {
      const email = uniqueEmail('reset');
      await sdk.passwords.create({ email, password: PASSWORD });
      await sdk.passwords.email.resetStart({ email, reset_password_redirect_url: REDIRECT });
    },
    invalid: () => sdk.passwords.email.resetStart({ email: 'bad', reset_password_redirect_url: REDIRECT }),
  },
  'passwords.email.reset': {
    valid: async () => {
      const email = uniqueEmail('reset-done');
      await sdk.passwords.create({ email, password: PASSWORD });
      await sdk.passwords.email.resetStart({ email, reset_password_redirect_url: REDIRECT });
      await sdk.passwords.email.reset({
        token: await latestToken(emulator, email),
        password: `${PASSWORD}-2`,
      });
    },
    invalid: () => sdk.passwords.email.reset({ token: 'x'.repeat(44), password: `${PASSWORD}-2` }),
  },
  'passwords.existingPassword.reset': {
    valid: async () => {
      const email = uniqueEmail('existing');
      await sdk.passwords.create({ email, password: PASSWORD });
      await sdk.passwords.existingPassword.reset({
        email,
        existing_password: PASSWORD,
        new_password: `${PASSWORD}-3`,
      });
    },
    invalid: async () => {
      const email = uniqueEmail('existing-wrong');
      await sdk.passwords.create({ email, password: PASSWORD });
      return sdk.passwords.existingPassword.reset({
        email,
        existing_password: 'nope',
        new_password: `${PASSWORD}-3`,
      });
    },
  },
  'passwords.sessions.reset': {
    valid: async () => {
      const user = await signedIn();
      await sdk.passwords.sessions.reset({ session_token: user.session_token, password: `${PASSWORD}-4` });
    },
    invalid: () => sdk.passwords.sessions.reset({ session_token: 'x'.repeat(44), password: `${PASSWORD}-4` }),
  },

  // social sign-in
  'oauth.authenticate': {
    valid: async () => sdk.oauth.authenticate({ token: await oauthToken(emulator, uniqueEmail('gh')) }),
    invalid: () => sdk.oauth.authenticate({ token: 'x'.repeat(44) }),
  },
  'oauth.attach': {
    valid: async () => {
      const { user_id } = await newUser();
      assert.match(
        (await sdk.oauth.attach({ provider: 'google', user_id })).oauth_attach_token,
        /^oauth-attach-test-/,
      );
    },
    invalid: async () => sdk.oauth.attach({ provider: 'myspace', user_id: (await newUser()).user_id }),
  },

  // passkeys
  'webauthn.registerStart': {
    valid: async () =>
      sdk.webauthn.registerStart({ user_id: (await newUser()).user_id, domain: 'localhost' }),
    invalid: () => sdk.webauthn.registerStart({ user_id: NO_USER, domain: 'localhost' }),
  },
  'webauthn.register': {
    valid: async () =>
      assert.match((await registeredPasskey()).webauthn_registration_id, /^webauthn-registration-test-/),
    invalid: async () =>
      sdk.webauthn.register({ user_id: (await newUser()).user_id, public_key_credential: '{"id":"AAAA"}' }),
  },
  'webauthn.authenticateStart': {
    valid: async () => sdk.webauthn.authenticateStart({ domain: 'localhost' }),
    invalid: () => sdk.webauthn.authenticateStart({ domain: 'localhost', user_id: NO_USER }),
  },
  'webauthn.authenticate': {
    valid: async () => {
      const { credential, user_id } = await registeredPasskey();
      const start = await sdk.webauthn.authenticateStart({ domain: 'localhost', user_id });
      const assertion = signAssertion(
        credential,
        JSON.parse(start.public_key_credential_request_options as string),
        ORIGIN,
      );
      assert.equal((await sdk.webauthn.authenticate({ public_key_credential: assertion })).user_id, user_id);
    },
    invalid: () => sdk.webauthn.authenticate({ public_key_credential: '{"id":"AAAA"}' }),
  },
  'webauthn.update': {
    valid: async () => {
      const { webauthn_registration_id } = await registeredPasskey();
      await sdk.webauthn.update({ webauthn_registration_id, name: 'Laptop' });
    },
    invalid: () =>
      sdk.webauthn.update({ webauthn_registration_id: 'webauthn-registration-test-x', name: 'x' }),
  },
  'webauthn.listCredentials': {
    valid: async () => {
      const { user_id, webauthn_registration_id } = await registeredPasskey();
      const listed = await sdk.webauthn.listCredentials({ user_id, domain: 'localhost' });
      assert.deepEqual(
        listed.credentials.map((c: { webauthn_registration_id: string }) => c.webauthn_registration_id),
        [webauthn_registration_id],
      );
      assert.deepEqual(
        (await sdk.webauthn.listCredentials({ user_id, domain: 'example.com' })).credentials,
        [],
      );
    },
    invalid: () => sdk.webauthn.listCredentials({ user_id: NO_USER, domain: 'localhost' }),
  },

  // crypto wallets
  'cryptoWallets.authenticateStart': {
    valid: async () =>
      sdk.cryptoWallets.authenticateStart({
        crypto_wallet_type: 'ethereum',
        crypto_wallet_address: ethereumKey().address,
      }),
    invalid: () =>
      sdk.cryptoWallets.authenticateStart({ crypto_wallet_type: 'bitcoin', crypto_wallet_address: 'x' }),
  },
  'cryptoWallets.authenticate': {
    valid: async () => assert.ok((await walletUser()).auth.user_id),
    invalid: () =>
      sdk.cryptoWallets.authenticate({
        crypto_wallet_type: 'ethereum',
        crypto_wallet_address: ethereumKey().address,
        signature: '0x00',
      }),
  },

  // sessions
  'sessions.get': {
    valid: async () =>
      assert.equal((await sdk.sessions.get({ user_id: (await signedIn()).user_id })).sessions.length, 1),
    invalid: () => sdk.sessions.get({ user_id: NO_USER }),
  },
  'sessions.authenticate': {
    valid: async () => sdk.sessions.authenticate({ session_token: (await signedIn()).session_token }),
    invalid: () => sdk.sessions.authenticate({ session_token: 'x'.repeat(44) }),
  },
  'sessions.revoke': {
    valid: async () => sdk.sessions.revoke({ session_token: (await signedIn()).session_token }),
    invalid: () => sdk.sessions.revoke({ session_token: 'x'.repeat(44) }),
  },
  'sessions.migrate': {
    // The "external" identity provider is the emulator's own OpenID provider (session_migration_userinfo_url).
    valid: async () => {
      const { user, tokens } = await oidcGrant();
      const migrated = await sdk.sessions.migrate({ session_token: tokens.access_token });
      assert.equal(migrated.user_id, user.user_id);
      assert.equal(migrated.session.authentication_factors[0].type, 'imported');
    },
    invalid: () => sdk.sessions.migrate({ session_token: 'not-a-token' }),
  },
  'sessions.exchangeAccessToken': {
    valid: async () => {
      const { user, tokens } = await oidcGrant();
      const answer = await sdk.sessions.exchangeAccessToken({ access_token: tokens.access_token });
      assert.equal(answer.user_id, user.user_id);
      assert.notEqual(answer.session_token, user.session_token);
    },
    invalid: () => sdk.sessions.exchangeAccessToken({ access_token: 'not-a-token' }),
  },
  'sessions.getJWKS': {
    valid: async () => {
      const { keys } = await sdk.sessions.getJWKS({ project_id: emulator.projectId });
      assert.ok(keys.every((k: { kty: string; n?: string; e?: string }) => k.kty === 'RSA' && k.n && k.e));
    },
    invalid: () => sdk.sessions.getJWKS({ project_id: 'project-test-nobody' }),
  },
  'sessions.attest': {
    // No trusted auth token profile in the default project: the provider's not-found answer for a profile id.
    valid: async () => {
      const error = await sdk.sessions
        .attest({ profile_id: 'none', token: 'a.b.c' })
        .catch((e: unknown) => e);
      assert.equal(error.error_type, 'trusted_auth_token_profile_not_found');
    },
    invalid: () => sdk.sessions.attest({ profile_id: '', token: '' }),
  },
  'sessions.authenticateJwt': {
    valid: async () => sdk.sessions.authenticateJwt({ session_jwt: (await signedIn()).session_jwt }),
    invalid: () => sdk.sessions.authenticateJwt({ session_jwt: 'a.b.c' }),
  },
  'sessions.authenticateJwtLocal': {
    valid: async () => {
      const { session_jwt, user_id } = await signedIn();
      assert.equal((await sdk.sessions.authenticateJwtLocal({ session_jwt })).user_id, user_id);
    },
    invalid: () => sdk.sessions.authenticateJwtLocal({ session_jwt: 'a.b.c' }),
  },

  // authenticator apps
  'totps.create': {
    valid: async () => assert.ok((await sdk.totps.create({ user_id: (await newUser()).user_id })).secret),
    invalid: () => sdk.totps.create({ user_id: NO_USER }),
  },
  'totps.authenticate': {
    valid: async () => {
      const { user_id } = await newUser();
      const { secret } = await sdk.totps.create({ user_id });
      await sdk.totps.authenticate({ user_id, totp_code: totpCode(secret as string, Date.now()) });
    },
    invalid: async () => sdk.totps.authenticate({ user_id: (await newUser()).user_id, totp_code: '12345' }),
  },
  'totps.recoveryCodes': {
    valid: async () => {
      const { user_id } = await newUser();
      await sdk.totps.create({ user_id });
      await sdk.totps.recoveryCodes({ user_id });
    },
    invalid: () => sdk.totps.recoveryCodes({ user_id: NO_USER }),
  },
  'totps.recover': {
    valid: async () => {
      const { user_id } = await newUser();
      const { secret, recovery_codes } = await sdk.totps.create({ user_id });
      await sdk.totps.authenticate({ user_id, totp_code: totpCode(secret as string, Date.now()) });
      await sdk.totps.recover({ user_id, recovery_code: (recovery_codes as string[])[0] });
    },
    invalid: async () =>
      sdk.totps.recover({ user_id: (await newUser()).user_id, recovery_code: 'xxxx-xxxx-xxxx' }),
  },

  // project
  'rbac.policy': {
    valid: async () => assert.ok((await sdk.rbac.policy()).policy),
    invalid: () => badCredentials().rbac.policy(),
  },
  'project.metrics': {
    valid: async () => {
      await newUser();
      const { metrics } = await sdk.project.metrics();
      const users = metrics.find((m: { metric_type: string }) => m.metric_type === 'USER_COUNT');
      assert.ok(users.count >= 1);
    },
    invalid: () => badCredentials().project.metrics(),
  },
  'debug.whoami': {
    valid: async () => assert.equal((await sdk.debug.whoami()).project_id, DEFAULT_PROJECT),
    invalid: () => badCredentials().debug.whoami(),
  },

  // fraud (fraud_env points at the emulator)
  'fraud.fingerprint.lookup': {
    valid: async () => {
      assert.equal((await sdk.fraud.fingerprint.lookup({ telemetry_id: 'plain-1' })).verdict.action, 'ALLOW');
      assert.equal((await sdk.fraud.fingerprint.lookup({ telemetry_id: 'block-1' })).verdict.action, 'BLOCK');
    },
    invalid: () => sdk.fraud.fingerprint.lookup({ telemetry_id: '' }),
  },
  'fraud.rules.set': {
    valid: async () => {
      const { fingerprints } = await sdk.fraud.fingerprint.lookup({ telemetry_id: 'ruled-1' });
      await sdk.fraud.rules.set({ action: 'CHALLENGE', visitor_id: fingerprints.visitor_id });
      const after = await sdk.fraud.fingerprint.lookup({ telemetry_id: 'ruled-1' });
      assert.equal(after.verdict.action, 'CHALLENGE');
      assert.equal(after.verdict.rule_match_type, 'VISITOR_ID');
    },
    invalid: () => sdk.fraud.rules.set({ action: 'BLOCK' }),
  },
  'fraud.rules.list': {
    valid: async () => {
      await sdk.fraud.rules.set({ action: 'BLOCK', country_code: 'ZZ' });
      const { rules } = await sdk.fraud.rules.list({});
      assert.ok(rules.some((r: { country_code?: string }) => r.country_code === 'ZZ'));
    },
    invalid: () => sdk.fraud.rules.list({ limit: 0 }),
  },
  'fraud.verdictReasons.override': {
    valid: async () => {
      await sdk.fraud.verdictReasons.override({ verdict_reason: 'SUSPECTED_BOT', override_action: 'ALLOW' });
      assert.equal(
        (await sdk.fraud.fingerprint.lookup({ telemetry_id: 'challenge-9' })).verdict.action,
        'ALLOW',
      );
      await sdk.fraud.verdictReasons.override({ verdict_reason: 'SUSPECTED_BOT', override_action: 'NONE' });
      assert.equal(
        (await sdk.fraud.fingerprint.lookup({ telemetry_id: 'challenge-9' })).verdict.action,
        'CHALLENGE',
      );
    },
    invalid: () => sdk.fraud.verdictReasons.override({ verdict_reason: 'MADE_UP', override_action: 'ALLOW' }),
  },
  'fraud.verdictReasons.list': {
    valid: async () => assert.ok((await sdk.fraud.verdictReasons.list({})).verdict_reason_actions.length > 0),
    invalid: () => sdk.fraud.verdictReasons.list({ overrides_only: 'yes' }),
  },
  'fraud.email.risk': {
    valid: async () => {
      assert.equal((await sdk.fraud.email.risk({ email_address: 'ada@example.com' })).action, 'ALLOW');
      assert.equal((await sdk.fraud.email.risk({ email_address: 'x@mailinator.com' })).action, 'BLOCK');
      assert.equal(
        (await sdk.fraud.email.risk({ email_address: 'support@example.com' })).action,
        'CHALLENGE',
      );
    },
    invalid: () => sdk.fraud.email.risk({ email_address: '' }),
  },

  // impersonation
  'impersonation.authenticate': {
    valid: async () => {
      const { user_id } = await newUser();
      const made = (await (await devPost(emulator, '/_dev/impersonation', { user_id })).json()) as {
        impersonation_token: string;
      };
      const auth = await sdk.impersonation.authenticate({ impersonation_token: made.impersonation_token });
      assert.equal(auth.user_id, user_id);
      const again = await sdk.impersonation
        .authenticate({ impersonation_token: made.impersonation_token })
        .catch((e: unknown) => e);
      assert.equal(again.error_type, 'invalid_impersonation_token', 'single use');
    },
    invalid: () => sdk.impersonation.authenticate({ impersonation_token: 'x'.repeat(44) }),
  },

  // machine-to-machine
  'm2m.clients.create': {
    valid: async () => assert.ok((await m2mClient()).client_secret),
    invalid: () => sdk.m2m.clients.create({ scopes: ['has space'] }),
  },
  'm2m.clients.get': {
    valid: async () => sdk.m2m.clients.get({ client_id: (await m2mClient()).client_id }),
    invalid: () => sdk.m2m.clients.get({ client_id: 'm2m-client-test-none' }),
  },
  'm2m.clients.search': {
    valid: async () => {
      const { client_id } = await m2mClient();
      const found = await sdk.m2m.clients.search({
        query: { operator: 'AND', operands: [{ filter_name: 'client_id', filter_value: [client_id] }] },
      });
      assert.equal(found.m2m_clients.length, 1);
    },
    invalid: () =>
      sdk.m2m.clients.search({
        query: { operator: 'AND', operands: [{ filter_name: 'colour', filter_value: ['x'] }] },
      }),
  },
  'm2m.clients.update': {
    valid: async () => {
      const { client_id } = await m2mClient();
      assert.deepEqual(
        (await sdk.m2m.clients.update({ client_id, scopes: ['read:notes'] })).m2m_client.scopes,
        ['read:notes'],
      );
    },
    invalid: () => sdk.m2m.clients.update({ client_id: 'm2m-client-test-none', client_name: 'x' }),
  },
  'm2m.clients.delete': {
    valid: async () => sdk.m2m.clients.delete({ client_id: (await m2mClient()).client_id }),
    invalid: () => sdk.m2m.clients.delete({ client_id: 'm2m-client-test-none' }),
  },
  'm2m.clients.secrets.rotateStart': {
    valid: async () =>
      assert.ok(
        (await sdk.m2m.clients.secrets.rotateStart({ client_id: (await m2mClient()).client_id })).m2m_client
          .next_client_secret,
      ),
    invalid: () => sdk.m2m.clients.secrets.rotateStart({ client_id: 'm2m-client-test-none' }),
  },
  'm2m.clients.secrets.rotateCancel': {
    valid: async () => {
      const { client_id } = await m2mClient();
      await sdk.m2m.clients.secrets.rotateStart({ client_id });
      await sdk.m2m.clients.secrets.rotateCancel({ client_id });
    },
    invalid: async () => sdk.m2m.clients.secrets.rotateCancel({ client_id: (await m2mClient()).client_id }),
  },
  'm2m.clients.secrets.rotate': {
    valid: async () => {
      const { client_id, client_secret } = await m2mClient();
      const next = (await sdk.m2m.clients.secrets.rotateStart({ client_id })).m2m_client.next_client_secret;
      await sdk.m2m.clients.secrets.rotate({ client_id });
      await sdk.m2m.token({ client_id, client_secret: next });
      const old = await sdk.m2m.token({ client_id, client_secret }).catch((e: unknown) => e);
      assert.ok(old instanceof Error, 'the old secret stops working');
    },
    invalid: async () => sdk.m2m.clients.secrets.rotate({ client_id: (await m2mClient()).client_id }),
  },
  'm2m.token': {
    valid: async () => {
      const { client_id, client_secret } = await m2mClient();
      const token = await sdk.m2m.token({ client_id, client_secret, scopes: ['read:notes'] });
      assert.equal(token.scope, 'read:notes');
    },
    invalid: async () =>
      sdk.m2m.token({ client_id: (await m2mClient()).client_id, client_secret: 'wrong-secret' }),
  },
  'm2m.authenticateToken': {
    valid: async () => {
      const { client_id, client_secret } = await m2mClient();
      const { access_token } = await sdk.m2m.token({ client_id, client_secret });
      const checked = await sdk.m2m.authenticateToken({ access_token, required_scopes: ['read:notes'] });
      assert.equal(checked.client_id, client_id);
    },
    invalid: async () => {
      const { client_id, client_secret } = await m2mClient();
      const { access_token } = await sdk.m2m.token({ client_id, client_secret, scopes: ['read:notes'] });
      return sdk.m2m.authenticateToken({ access_token, required_scopes: ['write:notes'] });
    },
  },

  // connected apps
  'connectedApp.clients.create': {
    valid: async () => assert.ok((await connectedApp()).client_secret),
    invalid: () => sdk.connectedApp.clients.create({ client_type: 'fourth_party' }),
  },
  'connectedApp.clients.get': {
    valid: async () => sdk.connectedApp.clients.get({ client_id: (await connectedApp()).client_id }),
    invalid: () => sdk.connectedApp.clients.get({ client_id: 'connected-app-test-none' }),
  },
  'connectedApp.clients.update': {
    valid: async () => {
      const { client_id } = await connectedApp();
      assert.equal(
        (await sdk.connectedApp.clients.update({ client_id, client_name: 'Renamed' })).connected_app
          .client_name,
        'Renamed',
      );
    },
    invalid: async () =>
      sdk.connectedApp.clients.update({
        client_id: (await connectedApp()).client_id,
        redirect_urls: ['javascript:x'],
      }),
  },
  'connectedApp.clients.delete': {
    valid: async () => sdk.connectedApp.clients.delete({ client_id: (await connectedApp()).client_id }),
    invalid: () => sdk.connectedApp.clients.delete({ client_id: 'connected-app-test-none' }),
  },
  'connectedApp.clients.search': {
    valid: async () =>
      assert.ok((await sdk.connectedApp.clients.search({ limit: 100 })).connected_apps.length > 0),
    invalid: () => sdk.connectedApp.clients.search({ cursor: 'forged' }),
  },
  'connectedApp.clients.secrets.rotateStart': {
    valid: async () =>
      assert.ok(
        (await sdk.connectedApp.clients.secrets.rotateStart({ client_id: (await connectedApp()).client_id }))
          .connected_app.next_client_secret,
      ),
    invalid: () => sdk.connectedApp.clients.secrets.rotateStart({ client_id: 'connected-app-test-none' }),
  },
  'connectedApp.clients.secrets.rotateCancel': {
    valid: async () => {
      const { client_id } = await connectedApp();
      await sdk.connectedApp.clients.secrets.rotateStart({ client_id });
      await sdk.connectedApp.clients.secrets.rotateCancel({ client_id });
    },
    invalid: async () =>
      sdk.connectedApp.clients.secrets.rotateCancel({ client_id: (await connectedApp()).client_id }),
  },
  'connectedApp.clients.secrets.rotate': {
    valid: async () => {
      const { client_id } = await connectedApp();
      const started = await sdk.connectedApp.clients.secrets.rotateStart({ client_id });
      const done = await sdk.connectedApp.clients.secrets.rotate({ client_id });
      assert.equal(
        done.connected_app.client_secret_last_four,
        started.connected_app.next_client_secret.slice(-4),
      );
    },
    invalid: async () =>
      sdk.connectedApp.clients.secrets.rotate({ client_id: (await connectedApp()).client_id }),
  },

  // OpenID provider, server side
  'idp.oauth.authorizeStart': {
    valid: async () => {
      const app = await connectedApp();
      const user = await signedIn();
      const start = await sdk.idp.oauth.authorizeStart({
        client_id: app.client_id,
        redirect_uri: REDIRECT_APP,
        response_type: 'code',
        scopes: ['openid', 'email'],
        user_id: user.user_id,
      });
      assert.equal(start.consent_required, true);
      assert.equal(start.client.client_id, app.client_id);
    },
    invalid: async () =>
      sdk.idp.oauth.authorizeStart({
        client_id: (await connectedApp()).client_id,
        redirect_uri: 'http://localhost:3000/elsewhere',
        response_type: 'code',
        scopes: ['openid'],
        user_id: (await signedIn()).user_id,
      }),
  },
  'idp.oauth.authorize': {
    valid: async () => {
      const { authorized } = await oidcGrant();
      const redirect = new URL(authorized.redirect_uri as string);
      assert.equal(redirect.searchParams.get('code'), authorized.authorization_code);
      assert.equal(redirect.searchParams.get('state'), 'xyz');
    },
    invalid: async () =>
      sdk.idp.oauth.authorize({
        consent_granted: true,
        client_id: 'connected-app-test-none',
        redirect_uri: REDIRECT_APP,
        response_type: 'code',
        scopes: ['openid'],
        user_id: (await signedIn()).user_id,
      }),
  },
  'idp.introspectTokenNetwork': {
    valid: async () => {
      const { app, tokens, user } = await oidcGrant();
      const claims = await sdk.idp.introspectTokenNetwork({
        token: tokens.access_token,
        client_id: app.client_id,
        client_secret: app.client_secret,
      });
      assert.equal(claims.subject, user.user_id);
    },
    invalid: async () => {
      const app = await connectedApp();
      return sdk.idp.introspectTokenNetwork({
        token: 'nope',
        client_id: app.client_id,
        client_secret: app.client_secret,
      });
    },
  },
  'idp.introspectTokenLocal': {
    valid: async () => {
      const { tokens, user } = await oidcGrant();
      assert.equal((await sdk.idp.introspectTokenLocal(tokens.access_token)).subject, user.user_id);
    },
    invalid: () => sdk.idp.introspectTokenLocal('a.b.c'),
  },
};

function badCredentials() {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return new stytch.Client({ project_id: emulator.projectId, secret: 'wrong', env: `${emulator.url}/` });
  } finally {
    console.warn = warn;
  }
}

/** What an invalid call must throw: the provider's error envelope (4xx, not "No route") or the SDK's ClientError. */
function providerError(error: unknown): string | null {
  const e = error as {
    status_code?: number;
    error_type?: string;
    error_message?: string;
    code?: string;
    name?: string;
  };
  if (typeof e?.status_code === 'number') {
    if (e.status_code < 400 || e.status_code >= 500) return `status ${e.status_code}`;
    if (typeof e.error_type !== 'string' || e.error_type === '') return 'no error_type';
    if (e.error_type === 'not_found' && /^No route/.test(e.error_message ?? '')) return 'no route';
    return null;
  }
  // The offline checks (authenticateJwtLocal, introspectTokenLocal, m2m.authenticateToken) throw ClientError.
  if (error instanceof stytch.ClientError && typeof e.code === 'string') return null;
  return `unexpected ${String(e?.name)}: ${String((e as Error)?.message).slice(0, 120)}`;
}

/** The methods this emulator does not serve yet (each must fail its row, so the list cannot go stale). */
const NOT_YET = new Set<string>([]);

test('every B2C method of the Node SDK: valid and invalid calls (SDK coverage N/94)', async () => {
  const methods = sdkMethods(sdk as object);
  assert.deepEqual(Object.keys(rows).sort(), methods, 'the table has exactly the SDK’s B2C methods');
  const failures: string[] = [];
  let working = 0;
  for (const method of methods) {
    const row = rows[method]!;
    try {
      await row.valid();
      const error = await row.invalid().then(
        () => 'the invalid call succeeded',
        (e: unknown) => providerError(e),
      );
      if (error !== null) throw new Error(`invalid call: ${error}`);
      working += 1;
      assert.ok(!NOT_YET.has(method), `${method} works now: take it off NOT_YET`);
    } catch (e) {
      if (!NOT_YET.has(method))
        failures.push(`${method}: ${(e as Error).message?.slice(0, 300) ?? String(e)}`);
    }
  }
  console.log(`SDK coverage: ${working}/${methods.length}`);
  assert.deepEqual(failures, []);
  assert.equal(working, methods.length - NOT_YET.size);
});
