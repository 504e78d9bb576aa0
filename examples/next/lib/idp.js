// The site's settings and the provider's Node SDK, on the server only. Against the emulator on
// http://localhost:9400 (`npx idp-emulator`) with its default project unless IDP_PROJECT_ID, IDP_SECRET,
// IDP_PUBLIC_TOKEN and IDP_API_URL say otherwise; SITE_URL is the site's own origin (for the emails' links).
import { cookies } from 'next/headers';
import * as stytch from 'stytch';

export const settings = () => ({
  publicToken: process.env.IDP_PUBLIC_TOKEN ?? 'public-token-test-idp-elements-local',
  apiUrl: process.env.IDP_API_URL ?? 'http://localhost:9400',
  site: process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
});

/** `<idp-login>`'s configuration: magic links, passwords and passkeys; the emails link back to this site. */
export function loginConfig() {
  const { site } = settings();
  return {
    products: ['emailMagicLinks', 'passwords', 'passkeys'],
    emailMagicLinksOptions: {
      loginRedirectURL: `${site}/authenticate`,
      signupRedirectURL: `${site}/authenticate`,
    },
    passwordOptions: { resetPasswordRedirectURL: `${site}/reset-password` },
  };
}

let client;
/** The provider's Node SDK. Development: the emulator. Production: leave `env` out (the SDK picks the provider's
 * API from the project id); with a custom `env` the SDK prints a one-line warning at start, expected here. */
export function idp() {
  client ??= new stytch.Client({
    project_id: process.env.IDP_PROJECT_ID ?? 'project-test-idp-elements-local',
    secret: process.env.IDP_SECRET ?? 'secret-test-idp-elements-local',
    env: `${settings().apiUrl.replace(/\/+$/, '')}/`,
  });
  return client;
}

/** The logged-in user, checked with the provider on every request (a revoked session stops at once), or null. */
export async function currentUser() {
  const token = (await cookies()).get('stytch_session')?.value;
  if (!token) return null;
  try {
    const { user } = await idp().sessions.authenticate({ session_token: token });
    return user;
  } catch {
    return null; // expired, revoked or unknown: logged out
  }
}
