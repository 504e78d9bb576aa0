import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isValidElement, type ReactElement } from 'react';
import { safeLinks } from '../../src/components/safeLinks';

const hrefs = (text: string, hosts: string[]) =>
  safeLinks(text, hosts)
    .filter(isValidElement)
    .map((a) => (a as ReactElement<{ href: string }>).props.href);

test('only https links to the allowed hosts become anchors; the rest stays text', () => {
  const text =
    'See https://stytch.com/docs/errors, https://docs.stytch.com/x. Not http://stytch.com/y, ' +
    'https://evil.example/z or javascript:alert(1).';
  assert.deepEqual(hrefs(text, ['stytch.com']), [
    'https://stytch.com/docs/errors',
    'https://docs.stytch.com/x',
  ]);
  assert.equal(
    safeLinks(text, ['stytch.com'])
      .filter((n) => typeof n === 'string')
      .join('')
      .includes('http://stytch.com/y'),
    true,
  );
});

test('plain http only for a provider on this machine', () => {
  assert.deepEqual(hrefs('Open http://localhost:9400/_dev/inbox now', ['localhost']), [
    'http://localhost:9400/_dev/inbox',
  ]);
  assert.deepEqual(hrefs('Open http://api.example.test/x now', ['api.example.test']), []);
});
