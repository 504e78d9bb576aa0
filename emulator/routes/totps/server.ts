/**
 * The server API's authenticator-app calls (`/v1/…`, the Node SDK's `totps.create / authenticate / recoveryCodes /
 * recover` and `users.deleteTOTP`): the SDK API's steps for a `user_id` named in the body. Authenticate and recover
 * add their factor to the session named by `session_token` / `session_jwt`, else start one only with
 * `session_duration_minutes` (else the provider answers empty tokens).
 */
import { ApiError } from '../../errors';
import { serverEndpoint } from '../../http/server-endpoint';
import { requestedSession, serverAuthAnswer, serverFactorSession } from '../../services/server-sessions';
import { serverUser, userAnswer } from '../../services/server-users';
import {
  authenticateTotp,
  authenticatorAppFactor,
  createTotp,
  recoverTotp,
  recoveryCodeFactor,
  recoveryCodesJson,
  TOTP_EXPIRATION,
} from '../../services/totps';
import { serverUserJson } from '../../services/server-sessions';
import { idParams, serverField, sessionOptions, type SessionOptionsBody } from '../server/schemas';

/** `totps.create`. */
export const create = serverEndpoint<{ user_id: string; expiration_minutes?: number }>({
  method: 'POST',
  url: '/totps',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['user_id'],
      properties: {
        user_id: serverField.id,
        expiration_minutes: { type: 'integer', minimum: TOTP_EXPIRATION.min, maximum: TOTP_EXPIRATION.max },
      },
    },
  },
  handle(ctx) {
    const { deps, project, body } = ctx;
    const user = serverUser(deps, project, body.user_id);
    const created = createTotp(deps, project, user, body.expiration_minutes);
    return {
      user_id: user.user_id,
      totp_id: created.totp.totp_id,
      secret: created.totp.secret,
      qr_code: created.qrCode,
      recovery_codes: created.recoveryCodes,
      user: serverUserJson(deps, user),
    };
  },
});

interface AuthenticateBody extends SessionOptionsBody {
  user_id: string;
  totp_code: string;
  telemetry_id?: string;
}

/** `totps.authenticate`. */
export const authenticate = serverEndpoint<AuthenticateBody>({
  method: 'POST',
  url: '/totps/authenticate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['user_id', 'totp_code'],
      properties: {
        user_id: serverField.id,
        totp_code: { type: 'string', maxLength: 64 },
        ...sessionOptions,
        telemetry_id: serverField.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const current = await requestedSession(deps, project, body);
    const user = serverUser(deps, project, body.user_id);
    const totp = authenticateTotp(deps, user, body.totp_code);
    const active = serverFactorSession(deps, project, user, authenticatorAppFactor(deps, totp.totp_id), {
      current,
      durationMinutes: body.session_duration_minutes,
      client: ctx.request,
    });
    return {
      ...(await serverAuthAnswer(deps, project, user.user_id, active, body.session_custom_claims)),
      totp_id: totp.totp_id,
    };
  },
});

/** `totps.recoveryCodes`. */
export const recoveryCodes = serverEndpoint<{ user_id: string }>({
  method: 'POST',
  url: '/totps/recovery_codes',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['user_id'],
      properties: { user_id: serverField.id },
    },
  },
  handle(ctx) {
    const user = serverUser(ctx.deps, ctx.project, ctx.body.user_id);
    return { user_id: user.user_id, totps: recoveryCodesJson(ctx.deps, user.user_id) };
  },
});

interface RecoverBody extends SessionOptionsBody {
  user_id: string;
  recovery_code: string;
  telemetry_id?: string;
}

/** `totps.recover`. */
export const recover = serverEndpoint<RecoverBody>({
  method: 'POST',
  url: '/totps/recover',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['user_id', 'recovery_code'],
      properties: {
        user_id: serverField.id,
        recovery_code: { type: 'string', maxLength: 64 },
        ...sessionOptions,
        telemetry_id: serverField.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const current = await requestedSession(deps, project, body);
    const user = serverUser(deps, project, body.user_id);
    const { totp, recoveryCode } = recoverTotp(deps, user, body.recovery_code);
    const factor = recoveryCodeFactor(deps, recoveryCode.recovery_code_id);
    const active = serverFactorSession(deps, project, user, factor, {
      current,
      durationMinutes: body.session_duration_minutes,
      client: ctx.request,
    });
    return {
      ...(await serverAuthAnswer(deps, project, user.user_id, active, body.session_custom_claims)),
      totp_id: totp.totp_id,
    };
  },
});

/** `users.deleteTOTP`: `DELETE /v1/users/totps/{totp_id}`; answers the updated user. */
export const deleteTotp = serverEndpoint<Record<string, never>, { totp_id: string }>({
  method: 'DELETE',
  url: '/users/totps/:totp_id',
  schema: { params: idParams('totp_id') },
  handle(ctx) {
    const { deps, project, params } = ctx;
    const totp = deps.store.totps.get(project.project_id, params.totp_id);
    if (!totp) {
      throw new ApiError(
        'totp_not_found',
        `No authenticator app (TOTP) of this project has the id ${JSON.stringify(params.totp_id.slice(0, 100))}.`,
      );
    }
    deps.store.totps.delete(totp.totp_id);
    return userAnswer(deps, project, totp.user_id);
  },
});

export const TOTP_SERVER_ENDPOINTS = [create, authenticate, recoveryCodes, recover, deleteTotp];
