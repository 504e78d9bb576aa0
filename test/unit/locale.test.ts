// Issue 14: which language an element speaks, and how a site's `strings` lay over the built-in texts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { languageCandidates } from '../../src/i18n/locale';
import { LOCALES, matchLocale, resolve } from '../../src/i18n/locales/load';
import { knownLocale } from '../../src/i18n/locales/index';

const resolveLocale = (element: Element, attribute?: string) => {
  const c = languageCandidates(element, attribute);
  return resolve(c.tags, c.named);
};
import { applyOverrides } from '../../src/i18n/overrides';
import { overridesFor, parseStrings } from '../../src/i18n/strings';
import { widgetTexts } from '../../src/i18n/widgetTexts';
import { en } from '../../src/i18n/en';
import { english } from '../../src/i18n/english';
import fr from '../../src/i18n/locales/fr';
import ar from '../../src/i18n/locales/ar';

test('25 locales, English first', () => {
  assert.equal(LOCALES.length, 25);
  assert.equal(LOCALES[0], 'en');
});

test('a BCP 47 tag finds its locale by exact tag, script or region alias, or language', () => {
  const cases: [string, string | null][] = [
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['FR_fr', 'fr'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-TW', 'zh-TW'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['iw', 'he'],
    ['en-GB', 'en'],
    ['tlh', null],
    ['', null],
  ];
  for (const [tag, locale] of cases) assert.equal(matchLocale(tag), locale, tag);
});

test("names of Object's prototype are no language: constructor, toString, __proto__ mean English", () => {
  for (const tag of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'constructor-US', 'valueOf']) {
    assert.equal(matchLocale(tag), null, tag);
    assert.equal(resolve([tag], true), 'en', tag);
    assert.equal(resolve([tag, 'fr'], false), 'fr', tag);
  }
});

test('tables indexed by page or server input look up own keys only', () => {
  const texts = widgetTexts('fr', fr, { fr: { constructor: { x: 'y' }, toString: 'z' } });
  assert.equal(texts.messages.main.header, fr.main.header);
  assert.equal(Object.hasOwn(texts.messages, 'constructor'), false);
  assert.equal(texts.warnings.length, 2, texts.warnings.join('\n'));
  // An error type named like a prototype member is an unknown type: the server's words stay.
  assert.equal(texts.errorText({ message: 'Server words.', type: 'constructor' }), 'Server words.');
  assert.equal(texts.errorText({ message: 'Server words.', type: 'toString' }), 'Server words.');
});

/** A stand-in for an element in a tree: `lang` attributes, parents, a shadow root's host. */
function node(lang: string | null, parent: unknown = null, shadowHost: unknown = null): Element {
  return {
    getAttribute: (name: string) => (name === 'lang' ? lang : null),
    parentElement: parent,
    getRootNode: () => (shadowHost ? { host: shadowHost } : {}),
  } as unknown as Element;
}

test('the locale attribute, else the nearest lang (across a shadow root), else the browser; unknown means English', () => {
  const html = node('de');
  const host = node(null, html);
  const inner = node(null, null, host); // inside host's shadow root
  assert.equal(resolveLocale(inner), 'de');
  assert.equal(resolveLocale(inner, 'ja'), 'ja');
  assert.equal(resolveLocale(node('tlh')), 'en', 'a language the page names but we lack is English');
  const nav = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  Object.defineProperty(globalThis, 'navigator', {
    value: { languages: ['xx', 'sv-SE'] },
    configurable: true,
  });
  try {
    assert.equal(resolveLocale(node(null)), 'sv');
  } finally {
    if (nav) Object.defineProperty(globalThis, 'navigator', nav);
  }
});

test('English needs no download: an English preference (or none) is known at once; others are not', () => {
  assert.equal(knownLocale({ tags: ['en-GB'], named: true }), 'en');
  assert.equal(knownLocale({ tags: [], named: false }), 'en');
  assert.equal(knownLocale({ tags: ['fr'], named: true }), undefined);
});

test('strings: JSON text or object; malformed input warns and means none', () => {
  assert.deepEqual(parseStrings('{"en":{"main":{"header":"Hi"}}}').strings, {
    en: { main: { header: 'Hi' } },
  });
  assert.equal(parseStrings('{nope').strings, null);
  assert.match(parseStrings('{nope').warnings[0]!, /not valid JSON/);
  assert.equal(parseStrings('[1]').strings, null);
  assert.deepEqual(overridesFor({ pt: { a: 1 } }, 'pt-BR'), { a: 1 }, 'a bare language serves its locale');
  assert.deepEqual(overridesFor({ 'pt-BR': { b: 1 }, pt: { a: 1 } }, 'pt-BR'), { b: 1 });
});

test('overrides replace texts, fill {0} placeholders, and refuse what does not fit with a warning', () => {
  const warnings: string[] = [];
  const out = applyOverrides(
    english,
    {
      main: { header: 'Welcome back', nope: 'x' },
      otp: { sentTo: 'Code sent to {0}; {1} stays' },
      password: { strengthLevels: ['a', 'b'], loginTitle: 7 },
    },
    'strings.en',
    warnings,
  );
  assert.equal(out.main.header, 'Welcome back');
  assert.equal(out.otp.sentTo('+1 555'), 'Code sent to +1 555; {1} stays');
  assert.deepEqual(out.password.strengthLevels, english.password.strengthLevels);
  assert.equal(out.password.loginTitle, english.password.loginTitle);
  assert.deepEqual(warnings, [
    'strings.en.main.nope is not a text of idp-elements; ignored.',
    'strings.en.password.strengthLevels must be a list of 5 texts; ignored.',
    'strings.en.password.loginTitle must be text; ignored.',
  ]);
});

test("an element in French: core texts, chunk texts and error texts by type, with the site's words on top", () => {
  const texts = widgetTexts('fr', fr, {
    fr: { main: { header: 'Salut' }, password: { loginTitle: 'Entrez' }, errors: { network: 'Hors ligne.' } },
  });
  assert.equal(texts.messages.main.header, 'Salut');
  assert.equal(texts.messages.email.submit, fr.email.submit);
  assert.equal(texts.texts('password', english.password).loginTitle, 'Entrez');
  assert.equal(texts.texts('crypto', english.crypto).other, fr.crypto.other);
  assert.equal(
    texts.errorText({ message: 'Email format is invalid.', type: 'invalid_email' }),
    fr.errors.catalogue.invalid_email,
  );
  assert.equal(texts.errorText({ message: 'x', type: 'network_error' }), 'Hors ligne.');
  assert.equal(texts.errorText({ message: 'Server words.', type: 'some_new_type' }), 'Server words.');
  assert.deepEqual(texts.warnings, []);
});

test('an element in English without overrides changes nothing; with error overrides, those apply', () => {
  const plain = widgetTexts('en', null, null);
  assert.equal(plain.messages, en);
  assert.equal(plain.errorText({ message: 'As sent.', type: 'invalid_email' }), 'As sent.');
  const reworded = widgetTexts('en', null, {
    en: { errors: { catalogue: { invalid_email: 'Check the address.' } } },
  });
  assert.equal(reworded.errorText({ message: 'As sent.', type: 'invalid_email' }), 'Check the address.');
  assert.equal(reworded.errorText({ message: 'Offline.', type: 'network_error' }), english.errors.network);
});

test('right to left: the values inside a text are isolated, so a phone number keeps its order', () => {
  const texts = widgetTexts('ar', ar, null);
  const sent = texts.messages.otp.sentTo('+1 213 555 1234');
  assert.ok(sent.includes('\u2068+1 213 555 1234\u2069'), sent);
  assert.ok(
    texts
      .texts('password', english.password)
      .forgotText('ada@example.com')
      .includes('\u2068ada@example.com\u2069'),
  );
  assert.equal(
    texts.texts('password', english.password).ludsLength(8),
    ar.password.ludsLength(8),
    'numbers as they are',
  );
  assert.equal(
    widgetTexts('fr', fr, null).messages.otp.sentTo('+1 5'),
    fr.otp.sentTo('+1 5'),
    'left to right: untouched',
  );
});
