import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { FIRST_PAINT_FILE, firstPaintModule } from '../../scripts/first-paint/module';

test("the loader's first paint is React's current render of the first screen (run `npm run gen:first-paint`)", async () => {
  const committed = readFileSync(FIRST_PAINT_FILE, 'utf8');
  assert.equal(committed, await firstPaintModule());
});

test('the first paint carries the default first screen: heading, labelled email field, submit, no script', async () => {
  const { FIRST_PAINT_HTML, FIRST_PAINT_CSS } = await import('../../elements/loader/firstPaint.generated');
  assert.match(FIRST_PAINT_HTML, /<h2[^>]*part="heading"[^>]*>Sign up or log in<\/h2>/);
  assert.match(FIRST_PAINT_HTML, /<label for="([^"]+)"[^>]*>Email<\/label><input id="\1"[^>]*type="email"/);
  assert.match(FIRST_PAINT_HTML, /<button[^>]*type="submit"[^>]*>Continue with email<\/button>/);
  assert.doesNotMatch(FIRST_PAINT_HTML, /<script|\son[a-z]+=/i);
  assert.match(FIRST_PAINT_CSS, /var\(--idp-container-width\)/);
});
