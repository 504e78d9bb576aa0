import assert from 'node:assert/strict';
import { test } from 'node:test';
import { en } from '../../src/i18n/en';
import { english } from '../../src/i18n/english';
import type { NotCorePart } from '../../src/i18n/types';
import { NOT_CORE_PARTS } from '../../src/i18n/widgetTexts';

// The compiler keeps the list whole: a part of `Translations` that `en` lacks and the list leaves out fails here.
type Missing = Exclude<NotCorePart, (typeof NOT_CORE_PARTS)[number]>;
const whole: [Missing] extends [never] ? true : Missing = true;

test('the overrides keep out of the core texts exactly the parts of Translations that the entry does not carry', () => {
  assert.equal(whole, true);
  const notInEntry = Object.keys(english).filter((part) => !Object.hasOwn(en, part));
  assert.deepEqual([...NOT_CORE_PARTS].sort(), notInEntry.sort());
});
