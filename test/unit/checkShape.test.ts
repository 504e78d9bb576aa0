// The module-shape check `npm test` runs (scripts/check-shape.mjs): files over 600 lines and functions over 150.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shapeOffences } from '../../scripts/check-shape.mjs';

const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');

test('a function over the limit is reported with its name and length; one at the limit is not', () => {
  const long = `export function tooLong() {\n${body(149)}\n}\n`;
  const fine = `export const fine = () => {\n${body(148)}\n};\n`;
  assert.deepEqual(shapeOffences('long.ts', long), [
    'long.ts:1: function tooLong is 151 lines (at most 150)',
  ]);
  assert.deepEqual(shapeOffences('fine.ts', fine), []);
});

test('a file over the line limit is reported, and nested functions are measured on their own', () => {
  const methods = Array.from({ length: 8 }, (_, i) => `  m${i}() {\n${body(80)}\n  }`).join('\n');
  const text = `export class Big {\n${methods}\n}\n`;
  const offences = shapeOffences('big.ts', text);
  assert.equal(offences.length, 1);
  assert.match(offences[0] ?? '', /^big\.ts: 6\d\d lines \(at most 600\)$/);
  assert.deepEqual(shapeOffences('tsx.tsx', 'export const A = () => <div>{1}</div>;\n'), []);
});
