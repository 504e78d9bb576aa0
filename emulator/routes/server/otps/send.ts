import { ApiError } from '../../../errors';
import { serverEndpoint, type ServerEndpoint } from '../../../http/server-endpoint';
import { normaliseEmail } from '../../../services/email';
import { sendEmailOtp, sendPhoneOtp } from '../../../services/otps';
import { validatePhoneNumber } from '../../../services/phone';
import { bodySession } from '../../../services/server-sessions';
import { attachDestination, serverUser } from '../../../services/server-users';
import { findUserByEmail, findUserByPhone } from '../../../services/users';
import { serverField } from '../schemas';

type Channel = 'sms' | 'whatsapp' | 'email';

interface Body {
  phone_number?: string;
  email?: string;
  expiration_minutes?: number;
  attributes?: unknown;
  locale?: string;
  create_user_as_pending?: boolean;
  login_template_id?: string;
  signup_template_id?: string;
  user_id?: string;
  session_token?: string;
  session_jwt?: string;
}

/**
 * The passcode sends of the server API, one route per channel and kind: `login_or_create` creates the user of a
 * new destination; `send` needs an existing one (`phone_number_not_found` / `email_not_found`), or adds the
 * destination to the user of `user_id` / the body's session. Both run the SDK API's steps (validation, SMS opt-outs,
 * rate limits, the dev inbox).
 */
function otpSend(channel: Channel, kind: 'send' | 'login_or_create'): ServerEndpoint {
  const destination = channel === 'email' ? 'email' : 'phone_number';
  return serverEndpoint<Body>({
    method: 'POST',
    url: `/otps/${channel}/${kind}`,
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        required: [destination],
        properties: {
          [destination]: channel === 'email' ? serverField.email : serverField.phoneNumber,
          expiration_minutes: serverField.otpExpirationMinutes,
          attributes: serverField.attributes,
          locale: serverField.locale,
          ...(channel === 'email'
            ? { login_template_id: serverField.shortText, signup_template_id: serverField.shortText }
            : {}),
          ...(kind === 'login_or_create'
            ? { create_user_as_pending: { type: 'boolean' } }
            : {
                user_id: serverField.id,
                session_token: serverField.sessionToken,
                session_jwt: serverField.sessionJwt,
              }),
        },
      },
    },
    async handle(ctx) {
      const { deps, project, body } = ctx;
      if (kind === 'send') {
        const session = await bodySession(deps, project, body);
        const owner = body.user_id !== undefined ? serverUser(deps, project, body.user_id) : session?.user;
        const target =
          channel === 'email' ? { email: body.email ?? '' } : { phone_number: body.phone_number ?? '' };
        if (owner) attachDestination(deps, project, owner.user_id, target);
        else refuseUnknown(ctx.deps, ctx.project, channel, body);
      }
      const options = {
        ...(body.expiration_minutes !== undefined ? { expiration_minutes: body.expiration_minutes } : {}),
        ...(body.locale !== undefined ? { locale: body.locale } : {}),
      };
      const client = { ip: ctx.request.ip, parentHost: undefined };
      const sent =
        channel === 'email'
          ? sendEmailOtp(
              deps,
              project,
              {
                email: body.email ?? '',
                ...options,
                ...(body.login_template_id !== undefined
                  ? { login_template_id: body.login_template_id }
                  : {}),
                ...(body.signup_template_id !== undefined
                  ? { signup_template_id: body.signup_template_id }
                  : {}),
              },
              client,
            )
          : sendPhoneOtp(
              deps,
              project,
              channel,
              { phone_number: body.phone_number ?? '', ...options },
              client,
            );
      const id = channel === 'email' ? { email_id: sent.method_id } : { phone_id: sent.method_id };
      return kind === 'send'
        ? { user_id: sent.user_id, ...id }
        : { user_id: sent.user_id, ...id, user_created: sent.user_created };
    },
  });
}

function refuseUnknown(
  deps: Parameters<typeof findUserByEmail>[0],
  project: Parameters<typeof findUserByEmail>[1],
  channel: Channel,
  body: Body,
): void {
  if (channel === 'email') {
    const address = normaliseEmail(body.email ?? '');
    if (!findUserByEmail(deps, project, address)) {
      throw new ApiError(
        'email_not_found',
        `Email not found: no user of this project has the email ${address}.`,
      );
    }
    return;
  }
  const number = validatePhoneNumber(project, body.phone_number ?? '');
  if (!findUserByPhone(deps, project, number)) {
    throw new ApiError('phone_number_not_found', `No user of this project has the phone number ${number}.`);
  }
}

export const smsSend = otpSend('sms', 'send');
export const smsLoginOrCreate = otpSend('sms', 'login_or_create');
export const whatsappSend = otpSend('whatsapp', 'send');
export const whatsappLoginOrCreate = otpSend('whatsapp', 'login_or_create');
export const emailSend = otpSend('email', 'send');
export const emailLoginOrCreate = otpSend('email', 'login_or_create');
