import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { html, raw } from '../http/html';
import { registerStatic, resolveMounts } from '../http/static';
import { CONSENT_PAGE_PATH, providerProject } from './clients';
import { CONSENT_PAGE_SCRIPT } from './consent-page-script';

/** Where the page loads the built package from (`dist/esm`, served by the emulator itself). */
export const CONSENT_ASSETS_PATH = '/oauth/assets';
/** The page's script (consent-page-script.ts). */
export const CONSENT_SCRIPT_PATH = '/oauth/authorize.js';

const DIST_ESM = fileURLToPath(new URL('../../dist/esm/', import.meta.url));

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
    background: #f3f5f6; color: #19303d; }
  @media (prefers-color-scheme: dark) { :root { background: #14171c; color: #e5e9f0; } }
  body { margin: 0; }
  main { display: flex; flex-direction: column; align-items: center; gap: 16px; padding: 48px 16px; }
  .notice { box-sizing: border-box; width: min(400px, 100%); margin: 0; padding: 12px 16px; border-radius: 8px; background: #fff; color: #19303d;
    border: 1px solid #d8e0e4; line-height: 1.5; }
  .notice.error { border-color: #b3261e; color: #8c1d18; }
`;

/**
 * The emulator's own consent page, `GET {api}/oauth/authorize` (the default `authorization_url`): `<idp-consent>`
 * for the default project, `<idp-login>` when there is no session. Not frameable (`frame-ancestors 'none'`,
 * `X-Frame-Options: DENY`), not cached, no referrer; scripts only from the emulator, the API (which may be
 * addressed by another loopback name than the page) allowed for `fetch`.
 */
export function registerConsentPage(app: FastifyInstance, deps: Deps): void {
  registerStatic(app, resolveMounts([{ mount: `${CONSENT_ASSETS_PATH}/`, dir: DIST_ESM }]));

  app.get(CONSENT_SCRIPT_PATH, async (_request, reply) => {
    await reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(CONSENT_PAGE_SCRIPT);
  });

  app.get(CONSENT_PAGE_PATH, async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const project = providerProject(deps);
    const apiUrl = deps.publicUrl();
    const apiOrigin = URL.canParse(apiUrl) ? new URL(apiUrl).origin : '';
    const page = html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Sign in with ${project.project_name}</title>
          <link rel="icon" href="data:," />
          <style nonce="${nonce}">
            ${raw(STYLE)}
          </style>
          <script type="module" src="${CONSENT_SCRIPT_PATH}"></script>
        </head>
        <body>
          <main
            id="consent-root"
            data-public-token="${project.public_token}"
            data-api-url="${apiUrl}"
            data-assets="${CONSENT_ASSETS_PATH}"
          >
            <noscript><p class="notice error">This page needs JavaScript.</p></noscript>
          </main>
        </body>
      </html>`;
    await reply
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'self'; style-src 'self' 'nonce-${nonce}'; ` +
          `connect-src 'self' ${apiOrigin}; img-src 'self' data: http: https:; font-src 'self'; form-action 'self'; ` +
          `base-uri 'none'; frame-ancestors 'none'`,
      )
      .header('x-frame-options', 'DENY')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(page.value);
  });
}
