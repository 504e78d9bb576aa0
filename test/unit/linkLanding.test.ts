import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readLanding, withoutLanding } from '../../src/widget/linkLanding';

test('readLanding: emailed links, social sign-ins and their errors; anything else is no landing', () => {
  assert.deepEqual(readLanding('?stytch_token_type=magic_links&token=abc'), {
    kind: 'link',
    token: 'abc',
    error: null,
    errorDetail: null,
  });
  assert.equal(readLanding('?token=abc'), null, "a token without a type is the page's own, not a landing");
  assert.equal(readLanding('?stytch_token_type=login&token=abc')?.kind, 'link');
  assert.equal(readLanding('?stytch_token_type=magic_links&token=&token=abc')?.token, 'abc');
  assert.deepEqual(readLanding('?stytch_token_type=oauth&token=xyz'), {
    kind: 'oauth',
    token: 'xyz',
    error: null,
    errorDetail: null,
  });
  assert.deepEqual(readLanding('?stytch_token_type=oauth&error=access_denied&error_description=No'), {
    kind: 'oauth',
    token: '',
    error: 'access_denied',
    errorDetail: 'No',
  });
  assert.equal(readLanding(''), null);
  assert.equal(readLanding('?token='), null);
  assert.equal(readLanding('?stytch_token_type=reset_password&token=abc'), null, 'a reset token is not ours');
  assert.equal(readLanding('?error=access_denied'), null, "another page's error is left alone");
});

test('withoutLanding keeps the rest of the address', () => {
  assert.equal(withoutLanding('http://localhost:3000/done?stytch_token_type=magic_links&token=abc'), '/done');
  assert.equal(
    withoutLanding('http://localhost:3000/done?lang=fr&token=abc&stytch_token_type=oauth#top'),
    '/done?lang=fr#top',
  );
});
