/**
 * The headless client's passwords area (docs/protocol.md#the-calls): a chunk of its own, so pages without passwords do not load
 * it; `createClient` imports it on the first call, and the passwords product's chunk brings it along.
 */
import * as passwordsApi from '../api/passwords';
import type { Bootstrap } from '../api/types';
import type { Core } from './core';
import { DEFAULT_SESSION_DURATION_MINUTES, toAuthResult } from './shared';
import type { AuthResult, IdpClient } from './types';

export type PasswordsContext = Pick<Core, 'http' | 'manager' | 'pkce'> & { bootstrap(): Promise<Bootstrap> };

export function passwordsArea({ http, manager, pkce, bootstrap }: PasswordsContext): IdpClient['passwords'] {
  const passwordLogin = async (
    call: typeof passwordsApi.create,
    email: string,
    password: string,
    opts: { session_duration_minutes?: number },
  ): Promise<AuthResult> => {
    const resp = await call(http, {
      email,
      password,
      session_duration_minutes: opts.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES,
    });
    manager.applyAuthResponse(resp);
    return toAuthResult(resp);
  };
  return {
    searchUser: async (email) => (await passwordsApi.searchUser(http, email)).userType,
    create: (email, password, opts = {}) => passwordLogin(passwordsApi.create, email, password, opts),
    authenticate: (email, password, opts = {}) =>
      passwordLogin(passwordsApi.authenticate, email, password, opts),
    strengthCheck: (password, email) =>
      passwordsApi.strengthCheck(http, email === undefined ? { password } : { email, password }),
    async resetByEmailStart(email, opts = {}) {
      const settings = await bootstrap();
      const body: passwordsApi.ResetStartRequest = { ...opts, email };
      if (settings.pkceRequiredForPasswordResets) {
        body.code_challenge = (await pkce.getOrCreate('passwords')).code_challenge;
      }
      await passwordsApi.resetByEmailStart(http, body);
    },
    async resetByEmail(token, password, opts = {}) {
      const pair = pkce.get('passwords');
      const body: passwordsApi.ResetByEmailRequest = {
        token,
        password,
        session_duration_minutes: opts.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES,
      };
      if (pair) body.code_verifier = pair.code_verifier;
      const resp = await passwordsApi.resetByEmail(http, body);
      if (pair) pkce.clear('passwords');
      manager.applyAuthResponse(resp);
      return toAuthResult(resp);
    },
  };
}
