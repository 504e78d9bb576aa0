// `npm run gen:first-paint`: writes the loader's first paint from React's own render of the first screen.
// test/unit/firstPaint.test.ts fails when the committed file differs from a fresh render.
import { writeFileSync } from 'node:fs';
import { FIRST_PAINT_FILE, firstPaintModule } from './module';

writeFileSync(FIRST_PAINT_FILE, await firstPaintModule());
console.log(`Wrote ${FIRST_PAINT_FILE}.`);
