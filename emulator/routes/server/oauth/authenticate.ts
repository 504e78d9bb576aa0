import oauthAuthenticate from '../../oauth/authenticate';
import { fromSdkEndpoint } from '../from_sdk';

/**
 * `POST /v1/oauth/authenticate` (`oauth.authenticate`): a site's redirect page trades the social sign-in token
 * server-side, with the SDK API's steps (single use, expiry, PKCE `code_verifier`, the provider identity linked
 * by email) and answers (`provider_subject`, `provider_type`, `provider_values`, `oauth_user_registration_id`;
 * the session as `user_session`, as the provider names it).
 */
export default fromSdkEndpoint(oauthAuthenticate, {
  url: '/oauth/authenticate',
  session: true,
  // The provider's server API names the session `user_session` here.
  answer: ({ session, ...rest }) => ({ ...rest, user_session: session }),
});
