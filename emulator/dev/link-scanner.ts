/**
 * The dev inbox's "Simulate a link scanner" (docs/magic-links.md#link-scanners-and-other-devices): what a mail
 * security service does with an emailed link before the person clicks it. The emulator itself makes the HEAD and
 * the GET (to this machine only); the script-running visit is the scanner page (`scannerPage`), which the inbox
 * opens in a small window on the *other* loopback name, so the link's page runs in a third-party frame with empty,
 * partitioned storage: like a scanner's own browser, it holds no PKCE verifier and no session, whatever the
 * developer's browser holds.
 */
import type { Deps } from '../deps';
import { hashSecret } from '../services/ids';
import { html, type PageOptions } from '../http/html';

/** What the emulator knows of a link's token. */
export interface LinkTokenState {
  /** `magic_links` and `login` tokens are magic links; `reset_password`, a password reset. */
  kind: 'magic link' | 'password reset' | 'unknown';
  /** `unknown`: no token the emulator issued (another emulator's, or a link without one). */
  state: 'unused' | 'used' | 'expired' | 'unknown';
  used_at?: string;
  expires_at?: string;
}

/** The token state of `link`, read from the emulator's store (nothing is changed). */
export function linkTokenState(deps: Deps, link: string): LinkTokenState {
  const url = URL.canParse(link) ? new URL(link) : null;
  // The emulator appends its parameters, so a redirect URL with a `token` of its own (a public token, say) puts
  // the link's token last.
  const token = url?.searchParams.getAll('token').at(-1);
  const type = url?.searchParams.get('stytch_token_type');
  if (!token) return { kind: 'unknown', state: 'unknown' };
  const hash = hashSecret(token);
  const record =
    type === 'reset_password'
      ? deps.store.passwordResets.findByTokenHash(hash)
      : deps.store.magicLinks.findByTokenHash(hash);
  const kind = type === 'reset_password' ? 'password reset' : 'magic link';
  if (!record) return { kind, state: 'unknown' };
  const expires_at = new Date(record.expires_at).toISOString();
  if (record.used_at !== null) {
    return { kind, state: 'used', used_at: new Date(record.used_at).toISOString(), expires_at };
  }
  return { kind, state: record.expires_at <= deps.clock.now() ? 'expired' : 'unused', expires_at };
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** An http(s) link to this machine: the only links the emulator visits itself. */
export function isLoopbackLink(link: string): boolean {
  if (!URL.canParse(link)) return false;
  const url = new URL(link);
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK.test(url.hostname);
}

/** One request of the simulated scanner. */
export interface ScannerRequest {
  kind: 'HEAD' | 'GET';
  /** The final status (0 when the request failed). */
  status: number;
  /** The redirects followed, as `status → location`. */
  redirects: string[];
  /** Why the request failed or stopped (a redirect away from this machine, a timeout). */
  error?: string;
}

/** What a scanner's user agent looks like, give or take the name. */
export const SCANNER_AGENT = 'Mozilla/5.0 (compatible; LinkScanner/1.0; +https://example.com/link-scanner)';
const MAX_REDIRECTS = 5;
const TIMEOUT_MS = 5000;

/** A HEAD or GET of `link` as a scanner makes it: redirects followed while they stay on this machine. */
async function scannerRequest(
  kind: 'HEAD' | 'GET',
  link: string,
): Promise<{ request: ScannerRequest; headers?: Headers }> {
  const redirects: string[] = [];
  let url = link;
  try {
    for (;;) {
      const res = await fetch(url, {
        method: kind,
        redirect: 'manual',
        headers: { 'user-agent': SCANNER_AGENT, accept: 'text/html,*/*' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.arrayBuffer();
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) {
        return { request: { kind, status: res.status, redirects }, headers: res.headers };
      }
      const next = new URL(location, url).href;
      redirects.push(`${res.status} → ${next}`);
      if (!isLoopbackLink(next)) {
        return {
          request: {
            kind,
            status: res.status,
            redirects,
            error: 'not followed: the redirect leaves this machine',
          },
        };
      }
      if (redirects.length > MAX_REDIRECTS) {
        return { request: { kind, status: res.status, redirects, error: 'too many redirects' } };
      }
      url = next;
    }
  } catch (e) {
    const error =
      e instanceof Error && e.name === 'TimeoutError'
        ? `no answer within ${TIMEOUT_MS / 1000} s`
        : `the request failed: ${e instanceof Error ? ((e.cause as Error | undefined)?.message ?? e.message) : String(e)}`;
    return { request: { kind, status: 0, redirects, error } };
  }
}

/**
 * Whether the link's page lets the scanner page (at `scannerOrigin`) frame it, from the GET's headers:
 * `X-Frame-Options` or a CSP `frame-ancestors` that leaves it out stops the browser visit.
 */
export function framingOf(headers: Headers | undefined, scannerOrigin: string): string | null {
  if (!headers) return 'the GET got no page';
  const xfo = headers.get('x-frame-options');
  if (xfo) return `the page forbids framing (X-Frame-Options: ${xfo.slice(0, 40)})`;
  for (const policy of (headers.get('content-security-policy') ?? '').split(',')) {
    const directive = policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find((d) => d[0]?.toLowerCase() === 'frame-ancestors');
    if (!directive) continue;
    const sources = directive.slice(1);
    const port = new URL(scannerOrigin).port;
    const scannerHost = new URL(scannerOrigin).hostname;
    const allowed = sources.some(
      (s) =>
        s === '*' ||
        s === 'http:' ||
        s === scannerOrigin ||
        s === `http://${scannerHost}:*` ||
        s === `${scannerHost}:${port}`,
    );
    if (!allowed) return `the page forbids framing (frame-ancestors ${sources.join(' ').slice(0, 60)})`;
  }
  return null;
}

/** The answer of `POST /_dev/messages/:id/scan`. */
export interface ScanAnswer {
  link: string;
  /** The token before the scan. */
  before: LinkTokenState;
  requests: ScannerRequest[];
  /** The token after the HEAD and the GET. */
  after: LinkTokenState;
  /** Where the inbox opens the script-running visit, or why it cannot run. */
  browser: { url: string } | { skipped: string };
}

/** The HEAD and the GET of `link`, with the token's state before and after, and where the browser visit goes. */
export async function scanLink(
  deps: Deps,
  messageId: string,
  link: string,
  emulatorPort: number,
): Promise<ScanAnswer> {
  const before = linkTokenState(deps, link);
  const head = await scannerRequest('HEAD', link);
  const get = await scannerRequest('GET', link);
  const after = linkTokenState(deps, link);
  const origin = scannerOrigin(link, emulatorPort);
  const blocked = get.request.status === 0 ? 'the GET got no answer' : framingOf(get.headers, origin);
  return {
    link,
    before,
    requests: [head.request, get.request],
    after,
    browser: blocked
      ? { skipped: blocked }
      : { url: `${origin}/_dev/scanner?message=${encodeURIComponent(messageId)}` },
  };
}

/**
 * The scanner page's origin: the emulator under the loopback name the link does not use (`127.0.0.1` for a
 * `localhost` link, `localhost` otherwise). Another site, so the framed link gets storage of its own.
 */
export function scannerOrigin(link: string, port: number): string {
  const host = new URL(link).hostname.toLowerCase();
  return `http://${host === 'localhost' ? '127.0.0.1' : 'localhost'}:${port}`;
}

/** Default time the browser visit stays on the page, running its scripts. */
export const DWELL_MS = 2000;

/**
 * The scanner's browser visit: the link in a frame on another site (empty storage, no cookies of the link's site),
 * scripts on, nothing clicked; after the page loaded and `DWELL_MS` passed, it tells the inbox that opened it and
 * closes itself. The frame may not navigate this window, open windows or submit forms.
 */
export function scannerPage(messageId: string, link: string): PageOptions {
  return {
    title: 'Link scanner · idp-elements emulator',
    style: SCANNER_STYLE,
    script: scannerScript(messageId),
    frameSources: [new URL(link).origin],
    body: html`<header>
        <h1>idp-elements emulator <small>link scanner</small></h1>
      </header>
      <main>
        <p id="scanner-status" role="status">
          Opening the link as a mail scanner's browser does: its scripts run, nothing is clicked. This window
          closes by itself.
        </p>
        <p class="mono small">${link}</p>
        <iframe
          id="scanned"
          title="The link, as the scanner's browser sees it"
          src="${link}"
          sandbox="allow-scripts allow-same-origin"
          referrerpolicy="no-referrer"
        ></iframe>
      </main>`,
  };
}

const SCANNER_STYLE = `
  main { padding: 16px; }
  #scanner-status { margin: 0 0 8px; }
  .small { font-size: 12px; word-break: break-all; color: var(--muted); }
  iframe { width: 100%; height: 60vh; border: 1px solid var(--line); border-radius: 8px; background: #fff; }
`;

function scannerScript(messageId: string): string {
  return `
(() => {
  const id = ${JSON.stringify(messageId)};
  const status = document.getElementById('scanner-status');
  let reported = false;
  const report = (loaded) => {
    if (reported) return;
    reported = true;
    status.textContent = loaded ? 'Done: the page ran for ${DWELL_MS / 1000} s and nothing was clicked.' : 'The page did not load.';
    // Nothing secret: which message, and whether its page loaded.
    window.opener?.postMessage({ type: 'idp-link-scanner', message: id, loaded, dwellMs: ${DWELL_MS} }, '*');
    setTimeout(() => window.close(), 300);
  };
  document.getElementById('scanned').addEventListener('load', () => setTimeout(() => report(true), ${DWELL_MS}));
  setTimeout(() => report(false), ${DWELL_MS + 15000});
})();
`;
}
