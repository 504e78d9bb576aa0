import { randomBytes, randomInt } from 'node:crypto';
import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import type { OtpChannel } from '../store/types';
import { normaliseEmail } from './email';
import { hashSecret, safeEqual } from './ids';
import { enforceSendLimits } from './limits';
import { sendEmail, sendText } from './mailer';
import { refuseUnsubscribed, validatePhoneNumber } from './phone';
import { createUserWithEmail, createUserWithPhone, findUserByEmail, findUserByPhone } from './users';

/** The request fields of `POST /otps/{sms,whatsapp}/login_or_create` (docs/protocol.md#the-calls; autofill is SMS only). */
export interface PhoneOtpRequest {
  phone_number: string;
  expiration_minutes?: number;
  locale?: string;
  enable_autofill?: boolean;
  autofill_session_duration_minutes?: number;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

/** The request fields of `POST /otps/email/login_or_create` (docs/protocol.md#the-calls). */
export interface EmailOtpRequest {
  email: string;
  expiration_minutes?: number;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: string;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

/** What a send answers. `method_id` is the phone's `phone_id` or the email's `email_id`: stable per destination. */
export interface OtpSent {
  method_id: string;
  user_id: string;
  user_created: boolean;
}

export interface SendClient {
  ip: string;
  /** The SDK page's host name, for the WebOTP line of autofill SMS. */
  parentHost: string | undefined;
}

/** Every passcode has 6 digits. */
export const OTP_PATTERN = /^\d{6}$/;

/** Codes stay stored this long after they expire, so a late attempt hears "expired" rather than "never sent". */
const KEEP_EXPIRED_MS = 24 * 60 * 60_000;

/**
 * Sends a passcode by SMS or WhatsApp, creating the user if the number is new. Steps: validate the number (E.164,
 * country code, validity) → refuse an SMS opt-out → rate limits → find or create the user and phone → replace the
 * method's code → "send" the text to the dev inbox.
 */
export function sendPhoneOtp(
  deps: Deps,
  project: ProjectConfig,
  channel: 'sms' | 'whatsapp',
  request: PhoneOtpRequest,
  client: SendClient,
): OtpSent {
  const phoneNumber = validatePhoneNumber(project, request.phone_number);
  if (channel === 'sms') refuseUnsubscribed(project, phoneNumber);
  const minutes = request.expiration_minutes ?? deps.config.otp.default_expiration_minutes;

  return deps.store.transaction(() => {
    enforceSendLimits(deps, project, phoneNumber, client.ip);
    const existing = findUserByPhone(deps, project, phoneNumber);
    const { user, phone } = existing ?? createUserWithPhone(deps, project, phoneNumber, 'active');
    const code = issueCode(deps, project, {
      method_id: phone.phone_id,
      user_id: user.user_id,
      channel,
      destination: phoneNumber,
      minutes,
    });
    const autofillHost =
      channel === 'sms' && request.enable_autofill ? (client.parentHost ?? 'localhost') : null;
    sendText(deps, project, {
      channel,
      to: phoneNumber,
      code,
      text: composeText(project, code, minutes, request.locale, autofillHost),
    });
    return { method_id: phone.phone_id, user_id: user.user_id, user_created: !existing };
  });
}

/**
 * Sends a passcode by email, creating the user if the address is new. Steps: validate the email → rate limits →
 * find or create the user → replace the method's code → "send" the email (the sign-up template for a new or
 * pending user, the login one for an active user, as for magic links).
 */
export function sendEmailOtp(
  deps: Deps,
  project: ProjectConfig,
  request: EmailOtpRequest,
  client: SendClient,
): OtpSent {
  const address = normaliseEmail(request.email);
  const minutes = request.expiration_minutes ?? deps.config.otp.default_expiration_minutes;

  return deps.store.transaction(() => {
    enforceSendLimits(deps, project, address, client.ip);
    const existing = findUserByEmail(deps, project, address);
    const { user, email } = existing ?? createUserWithEmail(deps, project, address, 'active');
    const code = issueCode(deps, project, {
      method_id: email.email_id,
      user_id: user.user_id,
      channel: 'email',
      destination: address,
      minutes,
    });
    const signup = existing?.user.status !== 'active';
    sendEmail(deps, project, { to: address, code, ...composeEmail(project, code, minutes, signup, request) });
    return { method_id: email.email_id, user_id: user.user_id, user_created: !existing };
  });
}

/**
 * Stores a new code for the method, which replaces any earlier one (only the newest code of a method is live),
 * and returns it in clear for the message. Random unless the config fixes it.
 */
function issueCode(
  deps: Deps,
  project: ProjectConfig,
  target: { method_id: string; user_id: string; channel: OtpChannel; destination: string; minutes: number },
): string {
  const code = deps.config.otp.fixed_code ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = deps.clock.now();
  deps.store.otpCodes.prune(now - KEEP_EXPIRED_MS);
  deps.store.otpCodes.create({
    method_id: target.method_id,
    project_id: project.project_id,
    user_id: target.user_id,
    channel: target.channel,
    destination: target.destination,
    code_hash: hashCode(code),
    created_at: now,
    expires_at: now + target.minutes * 60_000,
    used_at: null,
    failed_attempts: 0,
  });
  return code;
}

/** `salt$sha256(salt:code)`: salted, so equal codes get different hashes and the hash identifies its row. */
function hashCode(code: string): string {
  const salt = randomBytes(12).toString('base64url');
  return `${salt}$${hashSecret(`${salt}:${code}`)}`;
}

/** Whether `code` is the code stored as `codeHash`, in constant time. */
export function codeMatches(codeHash: string, code: string): boolean {
  const [salt = '', hash = ''] = codeHash.split('$');
  return safeEqual(hashSecret(`${salt}:${code}`), hash);
}

function notesOf(request: { locale?: string | undefined }, template?: string): string | null {
  const notes = [
    template !== undefined ? `template "${template}"` : '',
    request.locale !== undefined ? `locale "${request.locale}"` : '',
  ].filter(Boolean);
  return notes.length > 0 ? `(Sent with ${notes.join(' and ')}.)` : null;
}

/** An SMS / WhatsApp text. With autofill, the last line is the WebOTP one (`@host #code`) browsers look for. */
function composeText(
  project: ProjectConfig,
  code: string,
  minutes: number,
  locale: string | undefined,
  autofillHost: string | null,
): string {
  const lines = [
    `${code} is your ${project.project_name} verification code. It expires in ${minutes} ${plural(minutes)}.`,
  ];
  const notes = notesOf({ locale });
  if (notes !== null) lines.push(notes);
  if (autofillHost !== null) lines.push('', `@${autofillHost} #${code}`);
  return lines.join('\n');
}

function composeEmail(
  project: ProjectConfig,
  code: string,
  minutes: number,
  signup: boolean,
  request: EmailOtpRequest,
): { subject: string; text: string } {
  const name = project.project_name;
  const lines = [
    signup ? `Welcome!` : `Hi,`,
    ``,
    signup
      ? `Enter this code to finish creating your ${name} account:`
      : `Enter this code to log in to ${name}:`,
    ``,
    code,
    ``,
    `The code works once and expires in ${minutes} ${plural(minutes)}.`,
    `If you did not ask for this email, you can ignore it.`,
  ];
  const notes = notesOf(request, signup ? request.signup_template_id : request.login_template_id);
  if (notes !== null) lines.push(``, notes);
  return {
    subject: signup ? `Your ${name} sign-up code` : `Your ${name} login code`,
    text: lines.join('\n'),
  };
}

const plural = (minutes: number) => (minutes === 1 ? 'minute' : 'minutes');
