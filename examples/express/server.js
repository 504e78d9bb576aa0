// An Express site with idp-elements. Pages: /login (<idp-login>), /authenticate (the page the emailed links and
// social sign-ins come back to), /account (checked on the server with the provider's Node SDK; adds a passkey with
// <idp-passkey-register>), POST /logout (revokes the session at the provider and removes the cookies) and
// /reset-password (<idp-reset-password>, where the reset email links to).
//
// `node server.js` runs it against the emulator on http://localhost:9400 (`npx idp-emulator`), with the emulator's
// default project; IDP_PROJECT_ID, IDP_SECRET, IDP_PUBLIC_TOKEN and IDP_API_URL point it elsewhere.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookieParser from 'cookie-parser';
import express from 'express';
import * as stytch from 'stytch';

/** The built elements, served to the pages from the installed package. */
const ELEMENTS = dirname(fileURLToPath(import.meta.resolve('idp-elements')));

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The site as an Express app. `apiUrl` is the provider's (here the emulator's) base URL, `origin` the site's own,
 * for the redirect URLs of the emails.
 */
export function createSite({ projectId, secret, publicToken, apiUrl, origin }) {
  // Development: the emulator. Production: leave `env` out (the SDK picks the provider's API from the project id);
  // with a custom `env` the SDK prints a one-line warning at start, expected here.
  const idp = new stytch.Client({ project_id: projectId, secret, env: `${apiUrl.replace(/\/+$/, '')}/` });

  const page = (title, body) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escape(title)}</title>
    <link rel="icon" href="data:," />
    <script type="module" src="/idp-elements/idp-elements.js"></script>
    <style>
      /* Light or dark as the visitor prefers, as the elements do. */
      :root { color-scheme: light dark; }
      body {
        font-family: system-ui, sans-serif; line-height: 1.4; max-width: 28rem; margin: 2rem auto; padding: 0 1rem;
        overflow-wrap: anywhere;
      }
      button { font: inherit; padding: 0.25rem 0.75rem; }
    </style>
  </head>
  <body>
    <h1>${escape(title)}</h1>
    ${body}
  </body>
</html>
`;
  // The element's attributes: the project's public token and the provider's URL.
  const attrs = `public-token="${escape(publicToken)}" api-url="${escape(apiUrl)}"`;
  const loginConfig = escape(
    JSON.stringify({
      products: ['emailMagicLinks', 'passwords', 'passkeys'],
      emailMagicLinksOptions: {
        loginRedirectURL: `${origin}/authenticate`,
        signupRedirectURL: `${origin}/authenticate`,
      },
      passwordOptions: { resetPasswordRedirectURL: `${origin}/reset-password` },
    }),
  );

  /** The logged-in user, checked with the provider on every request (a revoked session stops at once). */
  async function userOf(req) {
    const token = req.cookies.stytch_session;
    if (!token) return null;
    try {
      const { user } = await idp.sessions.authenticate({ session_token: token });
      return user;
    } catch {
      return null; // expired, revoked or unknown: logged out
    }
  }
  async function requireUser(req, res, next) {
    const user = await userOf(req);
    if (!user) return res.redirect('/login');
    req.user = user;
    next();
  }

  const app = express();
  app.use(cookieParser());
  app.use('/idp-elements', express.static(ELEMENTS));

  app.get('/', (req, res) => res.redirect('/account'));
  app.get('/login', (req, res) =>
    res.send(
      page('Log in', `<idp-login ${attrs} config="${loginConfig}" after-login-url="/account"></idp-login>`),
    ),
  );
  // The emailed login links and social sign-ins come back here; the element finishes them, then goes on.
  app.get('/authenticate', (req, res) =>
    res.send(
      page(
        'Logging in',
        `<idp-login ${attrs} config="${loginConfig}" after-login-url="/account"></idp-login>`,
      ),
    ),
  );
  app.get('/reset-password', (req, res) =>
    res.send(
      page(
        'Choose a new password',
        `<idp-reset-password ${attrs} config="${loginConfig}"></idp-reset-password>
    <p><a href="/account">Go to your account</a></p>`,
      ),
    ),
  );
  app.get('/account', requireUser, (req, res) =>
    res.send(
      page(
        'Your account',
        `<p id="who">Logged in as ${escape(req.user.emails[0]?.email ?? req.user.user_id)}</p>
    <form method="post" action="/logout"><button type="submit">Log out</button></form>
    <h2>Passkeys</h2>
    <idp-passkey-register ${attrs}></idp-passkey-register>`,
      ),
    ),
  );
  app.post('/logout', async (req, res) => {
    const token = req.cookies.stytch_session;
    // Ends the session at the provider, so the token stops working everywhere; an ended one is fine.
    if (token) await idp.sessions.revoke({ session_token: token }).catch(() => undefined);
    res.clearCookie('stytch_session', { path: '/' });
    res.clearCookie('stytch_session_jwt', { path: '/' });
    res.redirect(303, '/login');
  });
  return app;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const app = createSite({
    projectId: process.env.IDP_PROJECT_ID ?? 'project-test-idp-elements-local',
    secret: process.env.IDP_SECRET ?? 'secret-test-idp-elements-local',
    publicToken: process.env.IDP_PUBLIC_TOKEN ?? 'public-token-test-idp-elements-local',
    apiUrl: process.env.IDP_API_URL ?? 'http://localhost:9400',
    origin: `http://localhost:${port}`,
  });
  app.listen(port, '127.0.0.1', () => console.info(`http://localhost:${port}/login`));
}
