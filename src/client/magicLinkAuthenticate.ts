/**
 * The headless client's magic-link authenticate (docs/protocol.md#the-calls), with the PKCE verifier fallback: a chunk of its
 * own, loaded by the page a link lands on, not by the login form.
 */
import * as magicLinksApi from '../api/magicLinks';
import type { AuthResp } from '../api/types';
import { AuthError } from '../errors/AuthError';
import type { PkceNamespace } from '../session/pkce';
import type { Core } from './core';
import { DEFAULT_SESSION_DURATION_MINUTES, toAuthResult } from './shared';
import type { AuthResult } from './types';

function isPkceError(e: unknown): boolean {
  return e instanceof AuthError && /pkce/i.test(`${e.type} ${e.serverMessage}`);
}

/**
 * Tries the verifier of a password reset first (its email's login link carries the reset's challenge), then the
 * magic link's, then none; the verifier that worked is cleared.
 */
export async function authenticateMagicLink(
  { http, manager, pkce }: Pick<Core, 'http' | 'manager' | 'pkce'>,
  token: string,
  opts: { session_duration_minutes?: number } = {},
): Promise<AuthResult> {
  const session_duration_minutes = opts.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES;
  const candidates: [PkceNamespace, string | undefined][] = [];
  const passwords = pkce.get('passwords');
  const magic = pkce.get('magic_links');
  if (passwords) candidates.push(['passwords', passwords.code_verifier]);
  if (magic) candidates.push(['magic_links', magic.code_verifier]);
  if (candidates.length === 0) candidates.push(['magic_links', undefined]);

  for (let i = 0; ; i++) {
    const [namespace, code_verifier] = candidates[i] as [PkceNamespace, string | undefined];
    const body: magicLinksApi.MagicLinkAuthenticateRequest = { token, session_duration_minutes };
    if (code_verifier !== undefined) body.code_verifier = code_verifier;
    let resp: AuthResp;
    try {
      resp = await magicLinksApi.authenticate(http, body);
    } catch (e) {
      if (i + 1 < candidates.length && isPkceError(e)) continue;
      throw e;
    }
    if (code_verifier !== undefined) pkce.clear(namespace);
    manager.applyAuthResponse(resp);
    return toAuthResult(resp);
  }
}
