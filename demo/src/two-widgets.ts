import { mountLogin } from 'idp-elements';
import { publicConfig, redirectUrl } from './env';

const first = document.getElementById('first') as HTMLElementTagNameMap['idp-login'];
first.setAttribute('public-token', publicConfig.publicToken);
first.setAttribute('api-url', publicConfig.apiBaseUrl);
first.config = { emailMagicLinksOptions: { loginRedirectURL: redirectUrl, signupRedirectURL: redirectUrl } };

mountLogin({
  selector: '#second-slot',
  publicToken: publicConfig.publicToken,
  apiUrl: publicConfig.apiBaseUrl,
  config: { emailMagicLinksOptions: { loginRedirectURL: redirectUrl, signupRedirectURL: redirectUrl } },
  styles: {
    fontFamily: 'Georgia, serif',
    colors: { primary: '#2b2d6e' },
    buttons: { primary: { backgroundColor: '#2b2d6e', borderColor: '#2b2d6e', borderRadius: '22px' } },
    container: { borderRadius: '16px' },
  },
  callbacks: { onError: (detail) => console.info('second widget error:', detail.message) },
});
