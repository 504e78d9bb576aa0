import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and (double- or single-quoted) attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A template tag whose interpolations are escaped unless wrapped in `raw()`. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += toHtml(value) + (strings[i + 1] ?? '');
  });
  return new Raw(out);
}

/** Already-safe HTML. */
export class Raw {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function raw(value: string): Raw {
  return new Raw(value);
}

function toHtml(value: unknown): string {
  if (value instanceof Raw) return value.value;
  if (Array.isArray(value)) return value.map(toHtml).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

/** Only http(s) links become anchors. */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value) && URL.canParse(value);
}

const BASE_STYLE = `
  :root { color-scheme: light dark; --bg: #f5f6f8; --card: #fff; --text: #1d2330; --muted: #5f6b7a; --line: #dde2e8;
    --accent: #2b59c3; --badge-email: #2b59c3; --badge-sms: #27783c; --badge-whatsapp: #0e7468; --code-bg: #eef2fb; }
  @media (prefers-color-scheme: dark) { :root { --bg: #14171c; --card: #1d2229; --text: #e5e9f0; --muted: #9aa5b4;
    --line: #2e3540; --accent: #7ea2ff; --code-bg: #232b3a; } }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg);
    color: var(--text); }
  header { background: var(--card); border-bottom: 1px solid var(--line); padding: 14px 24px; display: flex;
    flex-wrap: wrap; gap: 12px 24px; align-items: center; position: sticky; top: 0; z-index: 1; }
  header h1 { font-size: 17px; margin: 0; font-weight: 650; }
  header h1 small { color: var(--muted); font-weight: 400; }
  nav { display: flex; gap: 4px; }
  nav a { padding: 6px 12px; border-radius: 6px; color: var(--text); text-decoration: none; }
  nav a[aria-current="page"] { background: var(--code-bg); color: var(--accent); font-weight: 600; }
  main { max-width: 920px; margin: 0 auto; padding: 20px 24px 48px; }
  a { color: var(--accent); }
  code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  button { font: inherit; border: 1px solid var(--line); background: var(--card); color: var(--text);
    border-radius: 6px; padding: 5px 12px; cursor: pointer; }
  button:hover { border-color: var(--accent); }
  table { border-collapse: collapse; width: 100%; background: var(--card); }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
`;

export interface PageOptions {
  title: string;
  /** Extra CSS for this page. */
  style?: string;
  /** Inline script, run under the page's CSP nonce. */
  script?: string;
  body: Raw;
  /** The HTTP status (default 200). */
  status?: number;
  /**
   * Origins the page's forms may end up at besides its own (CSP `form-action` also covers the redirect that answers
   * a form post), e.g. the app a stand-in sign-in page redirects back to.
   */
  formActions?: string[];
}

/**
 * Sends a self-contained HTML page: no external assets, a strict Content-Security-Policy whose nonce admits only
 * this page's own inline style and script, no caching, no framing.
 */
export async function sendPage(reply: FastifyReply, page: PageOptions): Promise<void> {
  const nonce = randomBytes(16).toString('base64');
  const document = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${page.title}</title>
        <link rel="icon" href="data:," />
        <style nonce="${nonce}">
          ${raw(BASE_STYLE + (page.style ?? ''))}
        </style>
      </head>
      <body>
        ${page.body}
        ${
          page.script
            ? html`<script nonce="${nonce}">
                ${raw(page.script)};
              </script>`
            : ''
        }
      </body>
    </html>`;
  const formAction = ["'self'", ...(page.formActions ?? [])].join(' ');
  await reply
    .code(page.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; ` +
        `img-src 'self' data:; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin') // "no-referrer" would make the pages' own form posts Origin: null
    .header('x-frame-options', 'DENY')
    .send(document.value);
}
