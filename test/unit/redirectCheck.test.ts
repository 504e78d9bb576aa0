import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapBootstrap } from '../../src/api/projects';
import { DEFAULT_CONFIG, type LoginConfig } from '../../src/config/config';
import { missingRedirectUrls } from '../../src/widget/redirectCheck';
import { bootstrapWire } from './fixtures';

const none = { login: false, signup: false, resetPassword: false };
const config = (over: Partial<LoginConfig>): LoginConfig => ({ ...DEFAULT_CONFIG, ...over });

test('bootstrap maps the emulator extension redirect_url_defaults; absent or malformed is unknown (null)', () => {
  const wire = bootstrapWire();
  assert.equal(mapBootstrap(wire).redirectUrlDefaults, null);
  assert.deepEqual(
    mapBootstrap({ ...wire, redirect_url_defaults: { login: true, signup: false, reset_password: true } })
      .redirectUrlDefaults,
    { login: true, signup: false, resetPassword: true },
  );
  assert.equal(mapBootstrap({ ...wire, redirect_url_defaults: { login: 'yes' } }).redirectUrlDefaults, null);
});

test('unknown defaults (the hosted provider) never report anything', () => {
  assert.deepEqual(missingRedirectUrls(config({ products: ['emailMagicLinks', 'passwords'] }), null), []);
});

test('magic links need login and sign-up URLs unless configured or defaulted', () => {
  assert.deepEqual(missingRedirectUrls(config({}), none), [
    'emailMagicLinksOptions.loginRedirectURL',
    'emailMagicLinksOptions.signupRedirectURL',
  ]);
  assert.deepEqual(
    missingRedirectUrls(config({ emailMagicLinksOptions: { loginRedirectURL: 'http://localhost/in' } }), {
      ...none,
      signup: true,
    }),
    [],
  );
});

test('passwords need the reset URL, and a login URL for passwordless users unless they get email codes', () => {
  assert.deepEqual(missingRedirectUrls(config({ products: ['passwords'] }), none), [
    'emailMagicLinksOptions.loginRedirectURL',
    'passwordOptions.resetPasswordRedirectURL',
  ]);
  assert.deepEqual(
    missingRedirectUrls(
      config({
        products: ['passwords', 'otp'],
        otpOptions: { methods: ['email'] },
        passwordOptions: { resetPasswordRedirectURL: 'http://localhost/reset' },
      }),
      none,
    ),
    [],
  );
});

test('passcodes alone send no links', () => {
  assert.deepEqual(
    missingRedirectUrls(config({ products: ['otp'], otpOptions: { methods: ['sms'] } }), none),
    [],
  );
});
