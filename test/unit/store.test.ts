import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createAuthStore } from '../../src/store/createAuthStore';
import { Screen } from '../../src/store/screens';
import { DEFAULT_BOOTSTRAP } from '../../src/api/types';

test('a new store starts on Main with no error and the default bootstrap', () => {
  const store = createAuthStore();
  const s = store.getState();
  assert.equal(s.screen, Screen.Main);
  assert.equal(s.error, null);
  assert.equal(s.magicLinkEmail, '');
  assert.deepEqual(s.bootstrap, DEFAULT_BOOTSTRAP);
});

test('magicLinkSent stores the address and moves to EmailConfirmation, clearing the error', () => {
  const store = createAuthStore();
  store.getState().setError('Email format is invalid.', 'invalid_email');
  store.getState().magicLinkSent('ada@example.com');
  const s = store.getState();
  assert.equal(s.screen, Screen.EmailConfirmation);
  assert.equal(s.magicLinkEmail, 'ada@example.com');
  assert.equal(s.error, null);
  assert.deepEqual(s.history, [Screen.Main]);
});

test('magicLinkTryAgain forgets the address and returns to Main', () => {
  const store = createAuthStore();
  store.getState().magicLinkSent('ada@example.com');
  store.getState().magicLinkTryAgain();
  const s = store.getState();
  assert.equal(s.screen, Screen.Main);
  assert.equal(s.magicLinkEmail, '');
  assert.deepEqual(s.history, []);
});

test('setError gives each error its own id so a repeated message is announced again', () => {
  const store = createAuthStore();
  store.getState().setError('Boom');
  const first = store.getState().error;
  store.getState().setError('Boom');
  const second = store.getState().error;
  assert.equal(first?.message, 'Boom');
  assert.notEqual(first?.id, second?.id);
  store.getState().clearError();
  assert.equal(store.getState().error, null);
});

test('goTo and goBack walk the history; goTo the current screen is a no-op', () => {
  const store = createAuthStore();
  store.getState().goTo(Screen.Error);
  store.getState().goTo(Screen.Error);
  assert.deepEqual(store.getState().history, [Screen.Main]);
  store.getState().goBack();
  assert.equal(store.getState().screen, Screen.Main);
  store.getState().goBack();
  assert.equal(store.getState().screen, Screen.Main, 'going back from the first screen stays on Main');
});

test('two stores never share state', () => {
  const a = createAuthStore();
  const b = createAuthStore();
  a.getState().magicLinkSent('a@example.com');
  assert.equal(b.getState().screen, Screen.Main);
  assert.equal(b.getState().magicLinkEmail, '');
});

test('bootstrapLoaded replaces the cached bootstrap', () => {
  const store = createAuthStore();
  store.getState().bootstrapLoaded({ ...DEFAULT_BOOTSTRAP, displayWatermark: true, emailDomains: ['x.org'] });
  assert.equal(store.getState().bootstrap.displayWatermark, true);
  assert.deepEqual(store.getState().bootstrap.emailDomains, ['x.org']);
});

test('otpBack returns to Main with the history cleared, so a passwordless auto-send cannot run again', () => {
  const store = createAuthStore();
  store.getState().goTo(Screen.PasswordCreateOrLogin);
  store.getState().otpSent({ type: 'email', methodId: 'm', otpDestination: 'ada@example.com', expiresAt: 1 });
  store.getState().setError('wrong code');
  store.getState().otpBack();
  const s = store.getState();
  assert.equal(s.screen, Screen.Main);
  assert.deepEqual(s.history, []);
  assert.equal(s.error, null);
  assert.equal(s.otpState, null);
});

test('the phone draft (country and number) is kept in the store', () => {
  const store = createAuthStore();
  assert.deepEqual(store.getState().phoneDraft, { country: { code: 'US', callingCode: '1' }, text: '' });
  store.getState().setPhoneDraft({ country: { code: 'GB', callingCode: '44' }, text: '020 7183 8750' });
  assert.deepEqual(store.getState().phoneDraft, {
    country: { code: 'GB', callingCode: '44' },
    text: '020 7183 8750',
  });
});

test('formBusy is off until a form marks a send as pending', () => {
  const store = createAuthStore();
  assert.equal(store.getState().formBusy, false);
  store.getState().setFormBusy(true);
  assert.equal(store.getState().formBusy, true);
  store.getState().setFormBusy(false);
  assert.equal(store.getState().formBusy, false);
});

test('authenticated: each step after the first factor in turn, then the success screen', () => {
  const store = createAuthStore({ initialScreen: Screen.OTPAuthenticate });
  const calls: string[] = [];
  store.setState({
    afterPrimary: [
      (factor) => (calls.push(`a:${factor.method}`), Screen.Error),
      () => (calls.push('b'), null),
      (factor) => (calls.push(`c:${factor.userId}`), Screen.PasswordForgot),
    ],
  });
  const factor = { method: 'otp_sms', userId: 'user-1', success: Screen.OTPConfirmation };
  store.getState().authenticated(factor);
  assert.equal(store.getState().screen, Screen.Error);
  assert.deepEqual(store.getState().firstFactor, { factor, step: 0 });
  store.getState().afterPrimaryDone();
  assert.equal(store.getState().screen, Screen.PasswordForgot);
  assert.deepEqual(store.getState().firstFactor, { factor, step: 2 });
  store.getState().afterPrimaryDone();
  assert.equal(store.getState().screen, Screen.OTPConfirmation);
  assert.equal(store.getState().firstFactor, null);
  assert.deepEqual(calls, ['a:otp_sms', 'b', 'c:user-1']);
});

test('authenticated: the same login told twice keeps the step and takes the product’s success screen', () => {
  const store = createAuthStore();
  store.setState({ afterPrimary: [() => Screen.Error] });
  store.getState().authenticated({ method: 'oauth_google', userId: 'user-1', success: null });
  store
    .getState()
    .authenticated({ method: 'passkey', userId: 'user-1', success: Screen.PasskeyConfirmation });
  assert.equal(store.getState().screen, Screen.Error);
  store.getState().afterPrimaryDone();
  assert.equal(store.getState().screen, Screen.PasskeyConfirmation);
});

test('authenticated without a success screen: nothing changes, or back to Main after a step', () => {
  const store = createAuthStore();
  const before = store.getState();
  store.getState().authenticated({ method: 'oauth_google', userId: 'user-1', success: null });
  assert.equal(store.getState(), before);
  store.setState({ afterPrimary: [() => Screen.Error] });
  store.getState().authenticated({ method: 'oauth_google', userId: 'user-1', success: null });
  store.getState().afterPrimaryDone();
  assert.equal(store.getState().screen, Screen.Main);
  assert.equal(store.getState().firstFactor, null);
});
