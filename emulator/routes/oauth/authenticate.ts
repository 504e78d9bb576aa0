import { endpoint } from '../../http/endpoint';
import { assertNotLocked, recordFailedAuthentication } from '../../services/limits';
import {
  checkPkce,
  consumeLoginToken,
  findLoginToken,
  oauthFactor,
  providerValues,
  refuseUnusable,
  tokenIdentity,
  unusableReason,
} from '../../services/oauth';
import { openSession } from '../../services/passwords';
import { authResponse } from '../../services/sessions';
import { field } from '../schemas';

interface Body {
  token: string;
  session_duration_minutes?: number;
  code_verifier?: string;
}

/**
 * `POST /sdk/v1/oauth/authenticate` (docs/protocol.md#the-calls): trades the token a stand-in provider redirected with for a
 * session. Steps: find the token (`oauth_token_not_found`) → refuse a locked user → refuse a used or expired token
 * (counted towards the lockout) → check the PKCE verifier against the start's challenge → consume the token → start
 * a session with the OAuth factor (or add it to the caller's session of the same user) → AuthResp plus the
 * provider's fields and emulated `provider_values`.
 */
export default endpoint.project<Body>({
  method: 'POST',
  url: '/oauth/authenticate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['token'],
      properties: {
        token: { type: 'string', maxLength: 200 },
        session_duration_minutes: field.sessionDurationMinutes,
        code_verifier: { type: 'string', maxLength: 256 },
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const record = findLoginToken(deps, project, body.token);
    const { user, registration, provider } = tokenIdentity(deps, project, record);
    assertNotLocked(deps, user);
    const reason = unusableReason(deps, record);
    if (reason !== undefined) {
      recordFailedAuthentication(deps, user);
      refuseUnusable(reason);
    }
    checkPkce(record, body.code_verifier);
    const active = deps.store.transaction(() => {
      consumeLoginToken(deps, record);
      return openSession(deps, project, user, oauthFactor(deps, registration), {
        durationMinutes: body.session_duration_minutes,
        current: ctx.optionalSession(),
        client: ctx.request,
      });
    });
    const email =
      deps.store.emails.listForUser(user.user_id).find((e) => e.email_id === registration.email_id)?.email ??
      '';
    return {
      ...(await authResponse(deps, project, active)),
      provider_subject: registration.provider_subject,
      provider_type: provider.name,
      profile_picture_url: registration.profile_picture_url,
      locale: registration.locale,
      oauth_user_registration_id: registration.registration_id,
      provider_values: await providerValues(deps, project, record, provider, registration, email),
      reset_sessions: false,
    };
  },
});
