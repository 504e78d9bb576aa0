import { EVENT } from 'idp-elements';
import { createClient } from 'idp-elements/headless';
import { publicConfig } from './env';
import { renderSessionPanel } from './ui';

// The reset element reads `token` and `stytch_token_type` from this page's address by itself.
const reset = document.getElementById('reset') as HTMLElementTagNameMap['idp-reset-password'];
reset.setAttribute('public-token', publicConfig.publicToken);
reset.setAttribute('api-url', publicConfig.apiBaseUrl);

// Once the reset (or the login link) has done its work, the single-use token leaves the address bar and history.
reset.addEventListener(EVENT.event, (e) => {
  if (e.detail.type === 'authenticate_flow_complete') history.replaceState(null, '', location.pathname);
});

renderSessionPanel(
  createClient({ publicToken: publicConfig.publicToken, apiUrl: publicConfig.apiBaseUrl }),
  document.getElementById('session')!,
);
