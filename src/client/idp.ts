/**
 * The headless client's identity-provider calls (docs/protocol.md#the-calls, "Authorize flow" and "Logout flow") and the
 * session attest they start with. Not a part of `createClient`'s object: `<idp-login>` loads that object before it
 * is interactive, so these calls live with `<idp-consent>`'s chunk; headless pages take them from
 * `idpClient(client)` (`idp-elements/headless`).
 */
import type { Http } from '../api/http';
import * as idpApi from '../api/idp';
import { AuthError, isAuthErrorOfType } from '../errors/AuthError';
import { CLEAR_SESSION_ERROR_TYPES } from '../errors/catalogue';
import type { SessionManager } from '../session/SessionManager';
import { isRecord } from '../validation/isRecord';
import { toAuthResult } from './shared';
import type { AuthResult, IdpClient } from './types';

/** A session attested from a trusted auth token lasts 60 minutes unless the caller says otherwise. */
export const ATTEST_SESSION_DURATION_MINUTES = 60;

export interface IdpContext {
  http: Http;
  manager: SessionManager;
}

/** The identity-provider calls of one client. Authorize calls need a session; an answer saying it is gone clears it. */
export interface IdpArea {
  /** Whether the user must consent, the relying party, and which requested scopes the user may grant. */
  authorizeStart(body: idpApi.AuthorizeStartRequest): Promise<idpApi.AuthorizeStartResponse>;
  /** The user's answer (`consent_granted`); resolves where the browser goes next (`redirect_uri`). */
  authorizeSubmit(body: idpApi.AuthorizeSubmitRequest): Promise<idpApi.AuthorizeSubmitResponse>;
  /** RP-initiated logout: whether to ask the user first, and the relying party's `redirect_uri`. */
  logoutStart(body: idpApi.LogoutStartRequest): Promise<idpApi.LogoutStartResponse>;
  /**
   * `POST /sessions/attest`: a session from a trusted auth token (`session_duration_minutes` default 60), applied
   * like a login.
   */
  attest(body: idpApi.SessionAttestRequest): Promise<AuthResult>;
}

function malformed(call: string, detail: string): AuthError {
  return AuthError.unexpected('unexpected_response', 200, `The ${call} answer ${detail}.`);
}

export function idpArea({ http, manager }: IdpContext): IdpArea {
  /** A call that needs the session: an answer saying it is gone ends it here too (docs/protocol.md#what-every-call-carries). */
  const withSession = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (e) {
      if (isAuthErrorOfType(e, CLEAR_SESSION_ERROR_TYPES)) manager.clear();
      throw e;
    }
  };

  return {
    async authorizeStart(body) {
      const resp = await withSession(() => idpApi.authorizeStart(http, body));
      if (typeof resp.consent_required !== 'boolean')
        throw malformed('authorize start', 'has no consent_required');
      // An error going back to the relying party: only where to send the browser.
      if (resp.redirect_uri !== undefined) {
        if (typeof resp.redirect_uri !== 'string')
          throw malformed('authorize start', 'has a redirect_uri that is not text');
        return { ...resp, scope_results: [] };
      }
      if (!isRecord(resp.client)) throw malformed('authorize start', 'has no client');
      const scopeResults = Array.isArray(resp.scope_results)
        ? resp.scope_results.filter(
            (r): r is idpApi.ScopeResult => isRecord(r) && typeof r.scope === 'string' && r.scope !== '',
          )
        : [];
      return { ...resp, scope_results: scopeResults };
    },
    async authorizeSubmit(body) {
      const resp = await withSession(() => idpApi.authorizeSubmit(http, body));
      if (resp.redirect_uri !== undefined && typeof resp.redirect_uri !== 'string')
        throw malformed('authorize submit', 'has a redirect_uri that is not text');
      return resp;
    },
    async logoutStart(body) {
      const resp = await idpApi.logoutStart(http, body);
      if (typeof resp.consent_required !== 'boolean')
        throw malformed('logout start', 'has no consent_required');
      if (typeof resp.redirect_uri !== 'string' || resp.redirect_uri === '')
        throw malformed('logout start', 'has no redirect_uri');
      return resp;
    },
    async attest(body) {
      const resp = await idpApi.attest(http, {
        ...body,
        session_duration_minutes: body.session_duration_minutes ?? ATTEST_SESSION_DURATION_MINUTES,
      });
      manager.applyAuthResponse(resp);
      return toAuthResult(resp);
    },
  };
}

/** The identity-provider calls over a client's transport and session: `idpClient(createClient({…})).authorizeStart(…)`. */
export function idpClient(client: IdpClient): IdpArea {
  return idpArea({ http: client.http, manager: client.sessionManager });
}
