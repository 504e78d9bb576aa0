/**
 * The clientside-services iframe, served at `{api}/clientside-services/index.html` like the hosted
 * provider's `https://js.stytch.com/clientside-services/index.html`. A page's SDK creates it hidden and calls it
 * with `postMessage({method, args: [req]}, iframeOrigin, [port2])`; the answer comes back on the port as
 * `{success: true, payload}` or `{success: false, error}` (the error's `name` lets the SDK re-create its class).
 * Its HTTP goes to its own origin (this emulator), with cookies.
 */
export const CLIENTSIDE_SERVICES_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>clientside services · idp-elements emulator</title>
    <script src="/clientside-services/client.js"></script>
  </head>
  <body></body>
</html>
`;

export const CLIENTSIDE_SERVICES_SCRIPT = `(() => {
  'use strict';
  const CSRF_COOKIE = 'stytch_csrf_private_token';

  const csrfToken = () => {
    for (const part of document.cookie.split(';')) {
      const at = part.indexOf('=');
      if (at > 0 && part.slice(0, at).trim() === CSRF_COOKIE) return decodeURIComponent(part.slice(at + 1).trim());
    }
    return '';
  };

  /** An error answer of the API, in the shape the SDK re-creates as a StytchAPIError. */
  const apiError = (body, status) => {
    const data = body && typeof body === 'object' ? body : {};
    return {
      name: 'StytchAPIError',
      message: '[' + (data.status_code || status) + '] ' + (data.error_type || 'unexpected_response') + '\\n' +
        (data.error_message || 'The emulator answered ' + status + '.'),
      status_code: data.status_code || status,
      request_id: data.request_id || '',
      error_type: data.error_type || 'unexpected_response',
      error_message: data.error_message || 'The emulator answered ' + status + '.',
      error_url: data.error_url || '',
    };
  };

  const readJson = async (response) => {
    try {
      return await response.json();
    } catch (e) {
      return {};
    }
  };

  const handlers = {
    async parsedPhoneNumber(req) {
      const query = new URLSearchParams({ phone_number: String(req.phoneNumber || '') });
      if (req.regionCode) query.set('region_code', String(req.regionCode));
      const response = await fetch('/clientside-services/phone?' + query, { credentials: 'omit' });
      const body = await readJson(response);
      if (!response.ok) throw apiError(body, response.status);
      return { isValid: body.is_valid, number: body.number, national: body.national };
    },
    async oneTapStart(req, origin) {
      const query = new URLSearchParams({ public_token: String(req.publicToken || '') });
      // The start checks the calling page's origin against the project's authorized ones.
      const response = await fetch('/v1/public/oauth/google/onetap/start?' + query, {
        credentials: 'include',
        headers: { 'x-sdk-parent-host': origin },
      });
      const body = await readJson(response);
      if (!response.ok) throw apiError(body, response.status);
      return {
        requestId: body.request_id,
        googleClientId: body.google_client_id,
        stytchCsrfToken: csrfToken(),
        oauthCallbackId: body.oauth_callback_id,
      };
    },
    async oneTapSubmit(req) {
      const response = await fetch('/v1/oauth/callback/' + encodeURIComponent(String(req.oauthCallbackID || '')), {
        method: 'POST',
        credentials: 'include',
        headers: { 'x-stytch-oauth-type': 'google-one-tap' },
        body: JSON.stringify({
          id_token: req.idToken,
          stytch_csrf_token: csrfToken(),
          login_redirect_url: req.loginRedirectURL,
          signup_redirect_url: req.signupRedirectURL,
        }),
      });
      const body = await readJson(response);
      if (body.status_code !== 200) throw apiError(body, response.status);
      return { redirect_url: body.redirect_url };
    },
  };

  const marshal = (error) => {
    if (error && typeof error === 'object' && error.name === 'StytchAPIError') return error;
    return { name: (error && error.name) || 'Error', message: (error && error.message) || String(error) };
  };

  window.addEventListener('message', (event) => {
    const port = event.ports && event.ports[0];
    if (!port) return;
    const data = event.data && typeof event.data === 'object' ? event.data : {};
    const method = data.method;
    const handler = typeof method === 'string' && Object.prototype.hasOwnProperty.call(handlers, method)
      ? handlers[method]
      : null;
    if (!handler) {
      port.postMessage({ success: false, error: { name: 'Error', message: 'Unknown method: ' + String(method) } });
      return;
    }
    const req = Array.isArray(data.args) && data.args[0] && typeof data.args[0] === 'object' ? data.args[0] : {};
    Promise.resolve()
      .then(() => handler(req, event.origin))
      .then(
        (payload) => port.postMessage({ success: true, payload }),
        (error) => port.postMessage({ success: false, error: marshal(error) }),
      );
  });
})();
`;
