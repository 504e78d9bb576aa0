import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ZXCVBN_SUGGESTIONS, ZXCVBN_WARNINGS } from '../../emulator/services/strength';
import { translations as zxcvbnEnglish } from '@zxcvbn-ts/language-en';
import { translateFeedback } from '../../src/screens/Password/zxcvbnMessages';
import { ludsNumbers } from '../../src/screens/Password/StrengthFeedback';
import { strengthMessages } from '../../src/i18n/strength';
import fr from '../../src/i18n/locales/fr';

test("the advice table is keyed by the checker's own feedback keys, with its English texts", () => {
  assert.deepEqual(strengthMessages.warnings, zxcvbnEnglish.warnings);
  assert.deepEqual(strengthMessages.suggestions, zxcvbnEnglish.suggestions);
  // Everything the provider (the emulator) answers is in the table, under the same key.
  assert.deepEqual(ZXCVBN_WARNINGS, pick(strengthMessages.warnings, Object.keys(ZXCVBN_WARNINGS)));
  assert.deepEqual(ZXCVBN_SUGGESTIONS, pick(strengthMessages.suggestions, Object.keys(ZXCVBN_SUGGESTIONS)));
});

const pick = (table: object, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, (table as Record<string, string>)[k]]));

test('translateFeedback: the element language by feedback key; unknown texts as sent, marked English', () => {
  assert.deepEqual(translateFeedback('', ['Avoid recent years.', '', 'Something new.']), {
    warning: null,
    suggestions: [{ text: 'Avoid recent years.' }, { text: 'Something new.', lang: 'en' }],
  });
  assert.deepEqual(
    translateFeedback(
      'This is a commonly used password.',
      ['Add more words that are less common.'],
      fr.strength,
    ),
    {
      warning: { text: 'Ce mot de passe est couramment utilisé.' },
      suggestions: [{ text: 'Ajoutez des mots moins courants.' }],
    },
  );
});

test('LUDS numbers: the project config when known, else what an unmet rule implies, else unknown', () => {
  const luds = {
    has_lower_case: true,
    has_upper_case: false,
    has_digit: true,
    has_symbol: false,
    missing_complexity: 1,
    missing_characters: 4,
  };
  assert.deepEqual(ludsNumbers(luds, 6, { minimum: 10, complexity: 3 }), { minimum: 10, complexity: 3 });
  assert.deepEqual(ludsNumbers(luds, 6, { minimum: null, complexity: null }), { minimum: 10, complexity: 3 });
  const met = { ...luds, missing_complexity: 0, missing_characters: 0 };
  assert.deepEqual(ludsNumbers(met, 12, { minimum: null, complexity: null }), {
    minimum: null,
    complexity: null,
  });
});

test('feedback named like a prototype member is shown as sent, as text', () => {
  assert.deepEqual(translateFeedback('constructor', ['toString', '__proto__']), {
    warning: { text: 'constructor', lang: 'en' },
    suggestions: [
      { text: 'toString', lang: 'en' },
      { text: '__proto__', lang: 'en' },
    ],
  });
});
