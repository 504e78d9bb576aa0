import { EVENT } from 'idp-elements';
import { createClient } from 'idp-elements/headless';
import { publicConfig, redirectUrl } from './env';
import { el, renderSessionPanel } from './ui';

// Social sign-in against the emulator's stand-in providers: Google (with One Tap, floating), GitHub, Apple and
// Microsoft, then email. The redirect page (authenticate.html) finishes the login. One Tap's two Google-hosted
// parts, the Identity Services script and the clientside-services iframe, are the emulator's stand-ins.
const api = publicConfig.apiBaseUrl;
const oauthOptions = {
  loginRedirectURL: redirectUrl,
  signupRedirectURL: redirectUrl,
  oneTapScriptURL: `${api}/gsi/client`,
  clientsideServicesURL: `${api}/clientside-services/index.html`,
};

const login = document.getElementById('login') as HTMLElementTagNameMap['idp-login'];
login.setAttribute('public-token', publicConfig.publicToken);
login.setAttribute('api-url', api);
login.config = {
  products: ['oauth', 'emailMagicLinks'],
  oauthOptions: {
    ...oauthOptions,
    providers: [
      { type: 'google', one_tap: true },
      { type: 'github', custom_scopes: ['read:user'], provider_params: { allow_signup: 'true' } },
      { type: 'apple' },
      { type: 'microsoft' },
    ],
  },
  emailMagicLinksOptions: { loginRedirectURL: redirectUrl, signupRedirectURL: redirectUrl },
};

const all = document.getElementById('all') as HTMLElementTagNameMap['idp-login'];
all.setAttribute('public-token', publicConfig.publicToken);
all.setAttribute('api-url', api);
all.config = {
  products: ['oauth'],
  oauthOptions: {
    ...oauthOptions,
    providers: (
      [
        'google',
        'microsoft',
        'apple',
        'github',
        'gitlab',
        'facebook',
        'discord',
        'salesforce',
        'slack',
        'amazon',
        'bitbucket',
        'linkedin',
        'coinbase',
        'twitch',
        'twitter',
        'tiktok',
        'snapchat',
        'figma',
        'yahoo',
      ] as const
    ).map((type) => ({ type })),
  },
};

const log = document.getElementById('log')!;
for (const widget of [login, all]) {
  widget.addEventListener(EVENT.event, (e) => {
    log.prepend(el('li', {}, `${e.detail.type} ${JSON.stringify(e.detail.data)}`));
  });
  widget.addEventListener(EVENT.error, (e) => {
    log.prepend(el('li', { className: 'error' }, `error: ${e.detail.message}`));
  });
}

renderSessionPanel(
  createClient({ publicToken: publicConfig.publicToken, apiUrl: api }),
  document.getElementById('session')!,
);
