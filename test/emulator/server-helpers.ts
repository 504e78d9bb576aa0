import assert from 'node:assert/strict';
import * as stytch from 'stytch';
import type { RunningEmulator } from '../../emulator/index';

/**
 * The provider's official Node SDK, unmodified, pointed at the emulator through its `env` option (the base URL of
 * every `/v1/…` call and of the JWKS). Its warning about a custom `env` is silenced.
 */
export function serverClient(
  emulator: RunningEmulator,
  credentials: { project_id?: string; secret?: string } = {},
): stytch.Client {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return new stytch.Client({
      project_id: credentials.project_id ?? emulator.projectId,
      secret: credentials.secret ?? emulator.secret ?? '',
      env: `${emulator.url}/`,
    });
  } finally {
    console.warn = warn;
  }
}

/** What the SDK throws for an error answer (`StytchError`): the provider's envelope fields. */
export interface SdkError {
  status_code: number;
  request_id: string;
  error_type: string;
  error_message: string;
  error_url: string;
}

/** Runs an SDK call that must fail and returns the error it threw. */
export async function sdkError(call: Promise<unknown>): Promise<SdkError> {
  try {
    await call;
  } catch (e) {
    return e as SdkError;
  }
  throw new Error('the call succeeded');
}

/**
 * A sign-in at the emulator's stand-in GitHub provider up to the redirect, without a browser: the `token` the
 * site's redirect page receives (for `oauth.authenticate`).
 */
export async function oauthToken(emulator: RunningEmulator, email: string): Promise<string> {
  const params = new URLSearchParams({
    public_token: emulator.publicToken,
    login_redirect_url: 'http://localhost:3000/authenticate',
    signup_redirect_url: 'http://localhost:3000/authenticate',
  });
  const page = await (await fetch(`${emulator.url}/v1/public/oauth/github/start?${params}`)).text();
  const flow = /name="flow" value="([A-Za-z0-9_-]{44})"/.exec(page)?.[1] ?? '';
  const response = await fetch(`${emulator.url}/v1/public/oauth/github/stand-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ flow, email, name: 'Octo Cat' }),
  });
  assert.equal(response.status, 303, 'the stand-in sign-in redirects to the site');
  return new URL(response.headers.get('location') ?? '').searchParams.get('token') ?? '';
}
