import oauthAuthenticate from '../../oauth/authenticate';
import { fromSdkEndpoint } from '../from_sdk';

/**
 * `POST /v1/oauth/authenticate` (`oauth.authenticate`): a site's redirect page trades the social sign-in token
 * server-side, with the SDK API's steps (single use, expiry, PKCE `code_verifier`, the provider identity linked
 * by email) and answers.
 */
export default fromSdkEndpoint(oauthAuthenticate, { url: '/oauth/authenticate', session: true });
