import { createHash, randomBytes } from 'node:crypto';
import { startEmulator, type RunningEmulator, type StartOptions } from '../../emulator/index';

/** A live emulator on a free port with an in-memory database, quiet. */
export function startTestEmulator(options: StartOptions = {}): Promise<RunningEmulator> {
  return startEmulator({ port: 0, db: ':memory:', log: false, ...options });
}

export const STRICT_TOKEN = 'public-token-test-idp-elements-strict';
export const STRICT_PROJECT = 'project-test-idp-elements-strict';
export const DEFAULT_PROJECT = 'project-test-idp-elements-local';
export const REDIRECT = 'http://localhost:3000/authenticate';

export function basic(publicToken: string, secret: string = publicToken): string {
  return `Basic ${Buffer.from(`${publicToken}:${secret}`).toString('base64')}`;
}

export interface ErrorBody {
  status_code: number;
  request_id: string;
  error_type: string;
  error_message: string;
  error_url: string;
  body?: { dataPath: string; message: string }[];
}

export type Envelope<T> = { data: T & { request_id: string; status_code: number } };

/** A reply that is either a success envelope or an error (tests check `status` before reading either side). */
export type Answer<T> = Envelope<T> & ErrorBody;

export interface WireUser {
  user_id: string;
  status: string;
  created_at: string;
  name: { first_name: string; middle_name: string; last_name: string };
  emails: { email_id: string; email: string; verified: boolean }[];
  phone_numbers: { phone_id: string; phone_number: string; verified: boolean }[];
  untrusted_metadata: Record<string, unknown>;
  [key: string]: unknown;
}

export interface AuthData {
  user_id: string;
  user: WireUser;
  session: {
    session_id: string;
    user_id: string;
    started_at: string;
    last_accessed_at: string;
    expires_at: string;
    attributes: { ip_address: string; user_agent: string };
    authentication_factors: {
      type: string;
      delivery_method: string;
      last_authenticated_at: string;
      email_factor?: { email_id?: string; email_address: string };
      phone_number_factor?: { phone_id: string; phone_number: string };
    }[];
    custom_claims: Record<string, unknown>;
    roles: string[];
  };
  session_token: string;
  session_jwt: string;
  method_id?: string;
}

export type OtpChannel = 'sms' | 'whatsapp' | 'email';

export interface OtpSent {
  method_id: string;
  user_id: string;
  user_created: boolean;
}

export interface Reply<T> {
  status: number;
  headers: Headers;
  json: T;
}

export interface CallOptions {
  body?: unknown;
  /** Sent verbatim instead of JSON.stringify(body). */
  rawBody?: string;
  /** Session token for the Basic header (default: the public token again). */
  session?: string;
  /** Replaces the Authorization header; `null` omits it. */
  authorization?: string | null;
  headers?: Record<string, string>;
}

/** An SDK-style client: Basic auth, `Content-Type: application/json` on every call (GET included). */
export class Client {
  constructor(
    readonly emulator: RunningEmulator,
    readonly publicToken: string = emulator.publicToken,
  ) {}

  async call<T = ErrorBody>(method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    const authorization =
      options.authorization === undefined ? basic(this.publicToken, options.session) : options.authorization;
    if (authorization !== null) headers.authorization = authorization;
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = await fetch(`${this.emulator.url}${path}`, {
      method,
      headers,
      ...(body ? { body } : {}),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      json: (text ? JSON.parse(text) : null) as T,
    };
  }

  post<T = ErrorBody>(path: string, body?: unknown, options: CallOptions = {}): Promise<Reply<T>> {
    return this.call<T>('POST', `/sdk/v1${path}`, { ...options, body });
  }

  get<T = ErrorBody>(path: string, options: CallOptions = {}): Promise<Reply<T>> {
    return this.call<T>('GET', `/sdk/v1${path}`, options);
  }

  /** Sends an email magic link with the default redirect URLs (overridable). */
  sendLink(email: string, extra: Record<string, unknown> = {}) {
    return this.post<Answer<{ user_id: string; email_id: string; user_created: boolean }>>(
      '/magic_links/email/login_or_create',
      { email, login_magic_link_url: REDIRECT, signup_magic_link_url: REDIRECT, ...extra },
    );
  }

  /** Sends a passcode: `destination` is the E.164 number (sms, whatsapp) or the email address (email). */
  sendOtp(
    channel: OtpChannel,
    destination: string,
    extra: Record<string, unknown> = {},
    options: CallOptions = {},
  ) {
    const key = channel === 'email' ? 'email' : 'phone_number';
    return this.post<Answer<OtpSent>>(
      `/otps/${channel}/login_or_create`,
      { [key]: destination, ...extra },
      options,
    );
  }

  authenticateOtp(
    token: string,
    methodId: string,
    extra: Record<string, unknown> = {},
    options: CallOptions = {},
  ) {
    return this.post<Answer<AuthData>>(
      '/otps/authenticate',
      { token, method_id: methodId, ...extra },
      options,
    );
  }

  authenticate(token: string, extra: Record<string, unknown> = {}, options: CallOptions = {}) {
    return this.post<Answer<AuthData>>('/magic_links/authenticate', { token, ...extra }, options);
  }

  /** Sends a link, reads it from the inbox, authenticates: the whole magic-link login. */
  async login(email: string, extra: Record<string, unknown> = {}): Promise<AuthData> {
    const sent = await this.sendLink(email);
    if (sent.status !== 200) throw new Error(`send failed: ${JSON.stringify(sent.json)}`);
    const auth = await this.authenticate(await latestToken(this.emulator, email), extra);
    if (auth.status !== 200) throw new Error(`authenticate failed: ${JSON.stringify(auth.json)}`);
    return auth.json.data;
  }
}

export interface InboxMessage {
  id: string;
  channel: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  link?: string;
  code?: string;
  created_at: string;
}

export async function inbox(emulator: RunningEmulator, to?: string): Promise<InboxMessage[]> {
  const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
  const response = await fetch(`${emulator.url}/_dev/messages${query}`);
  return ((await response.json()) as { messages: InboxMessage[] }).messages;
}

export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

export async function latestToken(emulator: RunningEmulator, to: string): Promise<string> {
  const [message] = await inbox(emulator, to);
  if (!message?.link) throw new Error(`no link in the inbox for ${to}`);
  return tokenOf(message.link);
}

/** The passcode of the newest message to `to` (a phone number or an email), from the inbox JSON. */
export async function latestCode(emulator: RunningEmulator, to: string): Promise<string> {
  const [message] = await inbox(emulator, to);
  if (!message?.code) throw new Error(`no code in the inbox for ${to}`);
  return message.code;
}

/** A PKCE pair as the SDK makes it: a 128-hex-character verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(64).toString('hex');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export async function devPost(emulator: RunningEmulator, path: string, body?: unknown): Promise<Response> {
  return fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Moves the emulator's clock through its dev endpoint. */
export async function advanceClock(emulator: RunningEmulator, seconds: number): Promise<void> {
  const response = await devPost(emulator, '/_dev/clock', { advance_seconds: seconds });
  if (response.status !== 200) throw new Error(`clock: ${response.status}`);
}

let counter = 0;
/** A fresh address per call, so tests in one file never share a recipient. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}+${process.pid}-${counter}@example.com`;
}

let phoneCounter = 0;
/** A fresh, valid US number per call (+1 415 555 0000–9999: valid in libphonenumber's full metadata). */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `+1415555${String(phoneCounter % 10_000).padStart(4, '0')}`;
}
