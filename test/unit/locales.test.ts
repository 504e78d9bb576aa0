// Issue 14: every locale fills every key of the English table, keeps every placeholder, and is not English in
// disguise. English (src/i18n/english.ts, assembled from the tables the chunks carry) is the source of truth.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { english } from '../../src/i18n/english';
import type { Translations } from '../../src/i18n/types';

const DIR = resolve(import.meta.dirname, '../../src/i18n/locales');
// The locale tables are named by their tag (fr.ts, pt-BR.ts); index, load and list are the machinery.
const FILES = readdirSync(DIR).filter((f) => /^[a-z]{2}(-[A-Z]{2})?\.ts$/.test(f));

/** Sentinels passed for each parameter: a translation must show every one the English text shows. */
const sentinel = (i: number) => `⟦${i}⟧`;
const NUMBERS = [7, 11];

type Leaf = { path: string; value: unknown };

function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  }
  return [{ path, value }];
}

/** Calls a message function with sentinels; `numeric` parameters (counts) get numbers. */
function render(fn: (...args: unknown[]) => unknown, numeric: boolean): string {
  const args = Array.from({ length: Math.max(fn.length, 1) }, (_, i) =>
    numeric ? NUMBERS[i] : i === 1 && fn.length === 2 ? [sentinel(1), sentinel(2)] : sentinel(i),
  );
  return String(fn(...args));
}

const NUMERIC = /^password\.luds(Length|Complexity)$/;
/** Texts that are the same in every language (brand and product names, sample input). */
const SAME_EVERYWHERE = new Set([
  'watermark.providerName',
  'tabs.whatsapp',
  'email.placeholder',
  'phone.placeholder',
]);

const englishLeaves = new Map(leaves(english).map((l) => [l.path, l.value]));

test('the locale modules exist: 24 languages besides English', () => {
  assert.equal(FILES.length, 24, FILES.join(', '));
});

for (const file of FILES) {
  test(`${file}: every key, every placeholder, translated`, async () => {
    const mod = (await import(join(DIR, file))) as { default: Translations };
    // <idp-account>'s texts are a chunk of their own per language (src/account/locales/), laid in when it loads.
    const account = (await import(join(DIR, '../../account/locales', file))) as {
      default: NonNullable<Translations['account']>;
    };
    const table = { ...mod.default, account: account.default };
    const got = new Map(leaves(table).map((l) => [l.path, l.value]));
    const missing = [...englishLeaves.keys()].filter((k) => !got.has(k));
    const extra = [...got.keys()].filter((k) => !englishLeaves.has(k));
    assert.deepEqual(missing, [], `missing keys in ${file}`);
    assert.deepEqual(extra, [], `unknown keys in ${file}`);
    let same = 0;
    let texts = 0;
    for (const [path, source] of englishLeaves) {
      const value = got.get(path);
      if (typeof source === 'function') {
        assert.equal(typeof value, 'function', `${file} ${path} must be a function`);
        const fn = value as (...args: unknown[]) => unknown;
        assert.equal(fn.length, (source as () => unknown).length, `${file} ${path}: parameter count`);
        const numeric = NUMERIC.test(path);
        const expected = render(source as (...args: unknown[]) => unknown, numeric);
        const text = render(fn, numeric);
        assert.ok(text.trim().length > 0, `${file} ${path} is empty`);
        const tokens = numeric ? NUMBERS.map(String) : [0, 1, 2].map(sentinel);
        for (const token of tokens) {
          if (expected.includes(token))
            assert.ok(text.includes(token), `${file} ${path} drops ${token}: ${text}`);
        }
        texts++;
        if (text === expected) same++;
      } else if (Array.isArray(source)) {
        assert.ok(Array.isArray(value), `${file} ${path} must be a list`);
        assert.equal((value as unknown[]).length, source.length, `${file} ${path}: length`);
        for (const item of value as unknown[])
          assert.ok(typeof item === 'string' && item.trim(), `${file} ${path}`);
      } else {
        assert.equal(typeof value, 'string', `${file} ${path} must be text`);
        assert.ok((value as string).trim().length > 0, `${file} ${path} is empty`);
        if (SAME_EVERYWHERE.has(path)) continue;
        texts++;
        if (value === source) same++;
      }
    }
    // Short words can coincide with English (a "Passkey", "OK"), but a table that is mostly English is not done.
    assert.ok(same / texts < 0.1, `${file}: ${same} of ${texts} texts are the English ones`);
  });
}

// Issue 25: one house style for the texts the product spec does not fix. Its own texts keep their "..." and their
// capitals ("Log In", "Passkey", "Crypto Wallet"); every other English text uses "…" and sentence case.
const SPEC_TEXTS = new Set([
  'Verifying passcode...',
  'Logging in...',
  'Connecting to your wallet...',
  'Completing signature request...',
  'Log In',
  'The App',
  'OAuth Token could not be found.',
  'Continue with other Crypto Wallet',
]);
/** Words that keep their capital inside a sentence: names, and the product's own terms. */
const PROPER =
  /^(Passkeys?|Google|Gmail|Outlook|Yahoo|WhatsApp|Metamask|Phantom|Coinbase|Binance|Vessel|Stytch|OAuth|One|Tap|Email|OTP|EML|[A-Z0-9]{2,}.*|⟦\d⟧.*)$/;

test('English texts: "…" for an ellipsis, and no Title Case outside the spec\'s own texts', () => {
  const texts: [string, string][] = [];
  for (const [path, value] of englishLeaves) {
    const text =
      typeof value === 'function'
        ? render(value as (...args: unknown[]) => unknown, NUMERIC.test(path))
        : Array.isArray(value)
          ? value.join(' ')
          : String(value);
    texts.push([path, text]);
  }
  const dots = texts.filter(([, t]) => t.includes('...') && !SPEC_TEXTS.has(t));
  const own = texts.filter(([, t]) => !SPEC_TEXTS.has(t));
  assert.deepEqual(dots, []);
  // A short label or title (up to six words, no sentence punctuation inside) with two capitalised words.
  const titleCase = own.filter(([, t]) => {
    const words = t.split(/\s+/);
    if (words.length > 6 || /[.:!?]\s/.test(t)) return false;
    return words.slice(1).filter((w) => /^[A-Z]/.test(w) && !PROPER.test(w)).length > 0;
  });
  assert.deepEqual(titleCase, []);
  assert.equal(english.crypto.otherTitle, 'Other crypto wallets');
  assert.equal(english.loggedIn.loggingOut, 'Logging out…');
});
