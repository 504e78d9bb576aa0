/**
 * The real world around an emailed link, for tests: a mail scanner that opens it before the person does. (The
 * second device where the person opens it instead is `emulator.secondDevice(browser)`.)
 */
import type { Browser } from 'playwright-core';

/** One visit of the simulated scanner. */
export interface LinkScannerVisit {
  /** `HEAD` and `GET` are plain requests; `browser` opened the link in a fresh browser context and ran its scripts. */
  kind: 'HEAD' | 'GET' | 'browser';
  /** The HTTP status of the link's page. */
  status: number;
  /** What the browser visit's page sent with POST (the provider calls its scripts made), as `METHOD path`. */
  posts?: string[];
}

export interface LinkScannerOptions {
  /**
   * The browser for the script-running visit (a new context of it: empty storage, no cookies, like a scanner's
   * own machine). Without one, only HEAD and GET are made.
   */
  browser?: Browser;
  /** How long the browser visit stays on the page after it loaded, running its scripts. Default 2 000 ms. */
  dwellMs?: number;
}

/** A scanner's user agent: what link-checking services send, give or take the name. */
const SCANNER_AGENT = 'Mozilla/5.0 (compatible; LinkScanner/1.0; +https://example.com/link-scanner)';

/**
 * Opens `link` as the mail scanners in front of many inboxes do before the person clicks it: a HEAD, a GET, and
 * (with `browser`) a visit in a fresh browser that loads the page, runs its scripts, waits, and clicks nothing.
 * A scanner-safe redirect page survives all three: the person can still use the link afterwards.
 */
export async function simulateLinkScanner(
  link: string,
  options: LinkScannerOptions = {},
): Promise<LinkScannerVisit[]> {
  const visits: LinkScannerVisit[] = [];
  for (const method of ['HEAD', 'GET'] as const) {
    const res = await fetch(link, { method, headers: { 'user-agent': SCANNER_AGENT } });
    await res.arrayBuffer();
    visits.push({ kind: method, status: res.status });
  }
  if (options.browser) {
    const context = await options.browser.newContext({ userAgent: SCANNER_AGENT });
    try {
      const page = await context.newPage();
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST') posts.push(`POST ${new URL(r.url()).pathname}`);
      });
      const response = await page.goto(link, { waitUntil: 'load' });
      // A page may keep polling, so "network idle" may never come: the visit dwells a fixed time instead.
      await page.waitForTimeout(options.dwellMs ?? 2000);
      visits.push({ kind: 'browser', status: response?.status() ?? 0, posts });
    } finally {
      await context.close();
    }
  }
  return visits;
}
