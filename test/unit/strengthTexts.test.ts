import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ZXCVBN_SUGGESTIONS, ZXCVBN_WARNINGS } from '../../emulator/services/strength';
import { ZXCVBN_MESSAGES, translateFeedback } from '../../src/screens/Password/zxcvbnMessages';
import { ludsNumbers } from '../../src/screens/Password/StrengthFeedback';

test('every zxcvbn warning and suggestion the provider answers has an entry in the widget table', () => {
  const missing = [...Object.values(ZXCVBN_WARNINGS), ...Object.values(ZXCVBN_SUGGESTIONS)].filter(
    (text) => !(text in ZXCVBN_MESSAGES),
  );
  assert.deepEqual(missing, []);
});

test('translateFeedback maps through the table, keeps unknown texts and drops empty suggestions', () => {
  assert.deepEqual(translateFeedback('', ['Avoid recent years.', '', 'Something new.']), {
    warning: '',
    suggestions: ['Avoid recent years.', 'Something new.'],
  });
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
    warning: 'constructor',
    suggestions: ['toString', '__proto__'],
  });
});
