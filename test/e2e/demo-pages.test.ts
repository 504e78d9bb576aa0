// Issue 25: the demo pages themselves — one menu listing every demo on every page, no sideways scroll at 320 px,
// the visitor's colour scheme followed, the events log reachable by keyboard and named; the dev inbox's "live"
// badge readable in both schemes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { launchChromium, startDemo } from '../helpers/e2e';
import { contrast, parseColor } from '../../src/theme/contrast';

let browser: Browser;
let emulator: RunningEmulator;

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

// The playground is the docs site's page (its own site menu links back to the demo).
const PAGES = readdirSync('demo').filter((f) => f.endsWith('.html') && f !== 'playground.html');
const DEMOS = [
  '/',
  ...PAGES.filter((f) => !['index.html', 'reset-password.html', 'authenticate.html'].includes(f)).map(
    (f) => `/${f}`,
  ),
  '/playground.html',
];

test('every page: the full menu, no sideways scroll at 320 px, dark with a dark scheme, a focusable named log', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 320, height: 800 }, colorScheme });
    const page = await context.newPage();
    for (const file of PAGES) {
      await page.goto(`${emulator.url}/${file}`);
      await page.locator('header nav').waitFor();
      await page.waitForTimeout(300); // the elements render into their cards
      const seen = await page.evaluate(() => ({
        links: [...document.querySelectorAll('header nav a')].map((a) => a.getAttribute('href')),
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        background: getComputedStyle(document.documentElement).backgroundColor,
        log: document.getElementById('log'),
      }));
      assert.deepEqual(
        DEMOS.filter((href) => !seen.links.includes(href)),
        [],
        `${file}: the menu lacks demos`,
      );
      assert.equal(seen.overflow, 0, `${file} scrolls sideways at 320 px (${colorScheme})`);
      const [r, g, b] = parseColor(seen.background)!;
      const luminance = (r + g + b) / 3;
      if (colorScheme === 'dark')
        assert.ok(luminance < 60, `${file} stays light in a dark scheme: ${seen.background}`);
      else assert.ok(luminance > 200, `${file}: ${seen.background}`);
      const log = page.locator('#log');
      if ((await log.count()) > 0) {
        assert.equal(await log.getAttribute('tabindex'), '0', `${file}: the events log is not focusable`);
        assert.equal(
          await page.getByRole('list', { name: 'Events' }).count(),
          1,
          `${file}: the log has no name`,
        );
      }
    }
    await context.close();
  }
});

test('the dev inbox "live" badge reaches 4.5:1 on its background, light and dark', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto(`${emulator.url}/_dev/inbox`);
    const [fg, bg] = await page.evaluate(() => [
      getComputedStyle(document.getElementById('live')!).color,
      getComputedStyle(document.body).backgroundColor,
    ]);
    const ratio = contrast(parseColor(fg!)!, parseColor(bg!)!);
    assert.ok(ratio >= 4.5, `${colorScheme}: ${fg} on ${bg} is ${ratio.toFixed(2)}:1`);
    await context.close();
  }
});

test('the session panel wraps a long email at 320 px instead of widening the page', async () => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  await page.goto(`${emulator.url}/login.html`);
  // What the panel shows once logged in (demo/src/ui.ts), with an address longer than the screen is wide.
  await page.evaluate(() => {
    const p = document.createElement('p');
    const strong = document.createElement('strong');
    strong.textContent = 'a.very.long.name.with.many.parts@subdomain.example-company.com';
    p.append('Logged in as ', strong);
    document.getElementById('session')!.replaceChildren(p);
  });
  const [page_, panel] = await page.evaluate(() => {
    const box = document.querySelector('.panel')!;
    return [document.documentElement.scrollWidth, box.scrollWidth - box.clientWidth];
  });
  assert.ok(page_ <= 320, `the page is ${page_}px wide`);
  assert.equal(panel, 0, 'the panel overflows');
  await context.close();
});
