import * as oidc from 'openid-client';
import type { EmulatorConfigInput, RunningEmulator } from '../../emulator/index';
import { DEFAULT_PROJECT, type Answer, type Client, type WireUser } from './helpers';

export const CALLBACK = 'http://localhost:3000/callback';
export const LOGGED_OUT = 'http://localhost:3000/bye';
export const SECRET = 'rp-secret-value-for-tests-only';

const client = (
  client_id: string,
  client_type: 'first_party' | 'first_party_public' | 'third_party' | 'third_party_public',
  extra: { client_secret?: string; redirect_uris?: string[] } = {},
) => ({
  client_id,
  client_name: `App ${client_id}`,
  client_description: `The ${client_type} test client`,
  client_type,
  client_secret: extra.client_secret ?? null,
  client_logo_url: null,
  redirect_uris: extra.redirect_uris ?? [CALLBACK],
  post_logout_redirect_uris: [LOGGED_OUT],
});

/** The default project with test clients of every kind (the default config's demo clients are replaced). */
export const OIDC_TEST_CONFIG: EmulatorConfigInput = {
  projects: [
    {
      project_id: DEFAULT_PROJECT,
      oauth_clients: [
        client('rp-public', 'third_party_public'),
        client('rp-secret', 'third_party', { client_secret: SECRET }),
        client('rp-first', 'first_party_public'),
        client('rp-first-secret', 'first_party', { client_secret: SECRET }),
        client('rp-api', 'third_party_public', { redirect_uris: ['{api}/rp.html'] }),
      ],
    },
  ],
};

/** An openid-client configuration for a test client, by discovery (plain http: the emulator is local). */
export function relyingParty(
  emulator: RunningEmulator,
  clientId: string,
  auth: oidc.ClientAuth = oidc.None(),
): Promise<oidc.Configuration> {
  return oidc.discovery(new URL(emulator.url), clientId, undefined, auth, {
    execute: [oidc.allowInsecureRequests],
  });
}

/** What a relying party keeps between the redirect and the callback. */
export interface Checks {
  pkceCodeVerifier: string;
  expectedState: string;
  expectedNonce: string;
}

/** An authorization request as openid-client builds it: PKCE (S256), state and nonce. */
export async function authorizationRequest(
  config: oidc.Configuration,
  scope = 'openid email profile',
  extra: Record<string, string> = {},
): Promise<{ url: URL; checks: Checks }> {
  const checks: Checks = {
    pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
    expectedState: oidc.randomState(),
    expectedNonce: oidc.randomNonce(),
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: CALLBACK,
    scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.pkceCodeVerifier),
    code_challenge_method: 'S256',
    state: checks.expectedState,
    nonce: checks.expectedNonce,
    ...extra,
  });
  return { url, checks };
}

export interface StartData {
  consent_required: boolean;
  /** Set when the request goes back to the client with an error. */
  redirect_uri?: string;
  /** The user must log in again first (`prompt=login`, `max_age`). */
  login_required?: boolean;
  client: {
    client_id: string;
    client_name: string;
    client_type: string;
    client_description: string;
    client_logo_url: string | null;
  };
  scope_results: { scope: string; description: string; is_grantable: boolean }[];
  user_id: string;
  user: WireUser;
}

export interface SubmitData {
  redirect_uri: string;
  authorization_code?: string;
}

/** The SDK body of an authorize request, as `<idp-consent>` builds it from its page's query string (WIRE.md §4.6). */
export function authorizeBody(url: URL): Record<string, unknown> {
  const p = url.searchParams;
  const optional = (name: string) => p.get(name) ?? undefined;
  return {
    client_id: p.get('client_id') ?? undefined,
    redirect_uri: p.get('redirect_uri') ?? undefined,
    response_type: optional('response_type'),
    scopes: p
      .get('scope')
      ?.split(' ')
      .filter((s) => s !== '') ?? ['openid', 'email', 'profile'],
    prompt: optional('prompt'),
    state: optional('state'),
    nonce: optional('nonce'),
    code_challenge: optional('code_challenge'),
    code_challenge_method: optional('code_challenge_method'),
  };
}

/** The keys authorize start takes (WIRE.md §4.6). */
export function startBody(url: URL): Record<string, unknown> {
  const { client_id, redirect_uri, response_type, scopes, prompt } = authorizeBody(url);
  return { client_id, redirect_uri, response_type, scopes, prompt };
}

/**
 * What `<idp-consent>` does for a logged-in user: start, then submit (with the user's answer when consent is
 * asked, at once with `consent_granted: false` otherwise). Returns both answers.
 */
export async function consentFlow(
  sdk: Client,
  session: string,
  url: URL,
  allow: boolean,
): Promise<{ start: StartData; submit: SubmitData }> {
  const start = await sdk.post<Answer<StartData>>('/idp/oauth/authorize/start', startBody(url), { session });
  if (start.status !== 200) throw new Error(`start: ${JSON.stringify(start.json)}`);
  const consent = start.json.data.consent_required ? allow : false;
  const submit = await sdk.post<Answer<SubmitData>>(
    '/idp/oauth/authorize/submit',
    { ...authorizeBody(url), consent_granted: consent },
    { session },
  );
  if (submit.status !== 200) throw new Error(`submit: ${JSON.stringify(submit.json)}`);
  return { start: start.json.data, submit: submit.json.data };
}

/** The whole sign-in: consent (allowed), then the code exchange by openid-client. */
export async function signIn(
  sdk: Client,
  session: string,
  config: oidc.Configuration,
  scope?: string,
): Promise<{ tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>; checks: Checks }> {
  const { url, checks } = await authorizationRequest(config, scope);
  const { submit } = await consentFlow(sdk, session, url, true);
  const tokens = await oidc.authorizationCodeGrant(config, new URL(submit.redirect_uri), checks);
  return { tokens, checks };
}
