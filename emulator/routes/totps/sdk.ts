/**
 * The browser SDK's authenticator-app calls (docs/protocol.md#the-calls, "TOTP"), all for the session user:
 * `POST /sdk/v1/totps` (enrol), `/totps/authenticate`, `/totps/recovery_codes`, `/totps/recover`, and
 * `DELETE /sdk/v1/users/totps/{totp_id}`. Authenticate and recover add their factor to the caller's session.
 */
import { ApiError } from '../../errors';
import { endpoint } from '../../http/endpoint';
import { authResponse, touchSession } from '../../services/sessions';
import {
  authenticateTotp,
  authenticatorAppFactor,
  createTotp,
  recoverTotp,
  recoveryCodeFactor,
  recoveryCodesJson,
  TOTP_EXPIRATION,
} from '../../services/totps';
import { userJson } from '../../services/users';
import { field } from '../schemas';

/** `POST /sdk/v1/totps`: a new (unverified) registration with its secret, QR code and recovery codes. */
export const create = endpoint.session<{ expiration_minutes?: number }>({
  method: 'POST',
  url: '/totps',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        expiration_minutes: { type: 'integer', minimum: TOTP_EXPIRATION.min, maximum: TOTP_EXPIRATION.max },
      },
    },
  },
  handle(ctx) {
    const { deps, project, session } = ctx;
    const created = createTotp(deps, project, session.user, ctx.body?.expiration_minutes);
    const user = userJson(deps, session.user);
    return {
      user_id: user.user_id,
      totp_id: created.totp.totp_id,
      secret: created.totp.secret,
      qr_code: created.qrCode,
      recovery_codes: created.recoveryCodes,
      __user: user,
    };
  },
});

interface AuthenticateBody {
  totp_code: string;
  session_duration_minutes?: number;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

/** `POST /sdk/v1/totps/authenticate`: a code from the app; adds `authenticator_app` to the session (AuthResp). */
export const authenticate = endpoint.session<AuthenticateBody>({
  method: 'POST',
  url: '/totps/authenticate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['totp_code'],
      properties: {
        totp_code: { type: 'string', maxLength: 64 },
        session_duration_minutes: field.sessionDurationMinutes,
        captcha_token: field.opaque,
        dfp_telemetry_id: field.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, session, body } = ctx;
    const totp = authenticateTotp(deps, session.user, body.totp_code);
    const active = touchSession(deps, session, {
      durationMinutes: body.session_duration_minutes,
      factor: authenticatorAppFactor(deps, totp.totp_id),
    });
    return { ...(await authResponse(deps, project, active)), totp_id: totp.totp_id };
  },
});

/** `POST /sdk/v1/totps/recovery_codes`: the user's registrations with their unused recovery codes. */
export const recoveryCodes = endpoint.session({
  method: 'POST',
  url: '/totps/recovery_codes',
  handle(ctx) {
    const { deps, session } = ctx;
    return { user_id: session.user.user_id, totps: recoveryCodesJson(deps, session.user.user_id) };
  },
});

interface RecoverBody {
  recovery_code: string;
  session_duration_minutes?: number;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

/** `POST /sdk/v1/totps/recover`: a recovery code (once); adds `recovery_code` to the session (AuthResp). */
export const recover = endpoint.session<RecoverBody>({
  method: 'POST',
  url: '/totps/recover',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['recovery_code'],
      properties: {
        recovery_code: { type: 'string', maxLength: 64 },
        session_duration_minutes: field.sessionDurationMinutes,
        captcha_token: field.opaque,
        dfp_telemetry_id: field.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, session, body } = ctx;
    const { totp, recoveryCode } = recoverTotp(deps, session.user, body.recovery_code);
    const active = touchSession(deps, session, {
      durationMinutes: body.session_duration_minutes,
      factor: recoveryCodeFactor(deps, recoveryCode.recovery_code_id),
    });
    return { ...(await authResponse(deps, project, active)), totp_id: totp.totp_id };
  },
});

/** `DELETE /sdk/v1/users/totps/{totp_id}`: removes one of the session user's registrations (answers `__user`). */
export const remove = endpoint.session<undefined, { totp_id: string }>({
  method: 'DELETE',
  url: '/users/totps/:totp_id',
  schema: {
    params: {
      type: 'object',
      required: ['totp_id'],
      properties: { totp_id: { type: 'string', maxLength: 200 } },
    },
  },
  handle(ctx) {
    const { deps, project, session, params } = ctx;
    const totp = deps.store.totps.get(project.project_id, params.totp_id);
    if (!totp || totp.user_id !== session.user.user_id) {
      throw new ApiError('totp_not_found', 'The session user has no authenticator app (TOTP) with this id.');
    }
    deps.store.totps.delete(totp.totp_id);
    const user = userJson(deps, session.user);
    return { user_id: user.user_id, user, __user: user };
  },
});

export const TOTP_SDK_ENDPOINTS = [create, authenticate, recoveryCodes, recover, remove];
