import { AuthError, type SchemaProblem } from '../errors/AuthError';
import type { Platform } from '../platform/types';
import { base64Utf8, buildTelemetry, type TelemetryIdentity } from '../telemetry/telemetry';
import { isRecord } from '../validation/isRecord';

/** Default time-out of one request, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The error type (JSON `error_type`) that makes a retriable call try once more. */
export const CAPTCHA_REQUIRED_TYPE = 'captcha_required';
/** The text in a non-JSON error body that makes a retriable call try once more. */
export const CAPTCHA_REQUIRED_TEXT = 'Captcha required';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Supplies the anti-abuse keys (`captcha_token`, `dfp_telemetry_id`) added to C/R calls. Asked again before the
 * retry, so it can hand out a fresh token.
 */
export interface AntiAbuseProvider {
  keys(): Promise<Record<string, string | undefined>>;
  /** True when a fresh set of keys could change the answer (captcha or DFP is on); the retry is skipped otherwise. */
  active(): boolean;
}

export interface HttpConfig {
  /** The provider's base URL, e.g. `http://localhost:9401`; `/sdk/v1` is appended. */
  apiUrl: string;
  publicToken: string;
  platform: Platform;
  /** The opaque session token for the `Authorization` header, when the page can read one. */
  sessionToken?: () => string | undefined;
  /** The logged-in user and session, for the telemetry header. */
  identity?: () => TelemetryIdentity | null;
  /** Per-request time-out; defaults to {@link DEFAULT_TIMEOUT_MS}. */
  timeoutMs?: number;
}

export interface RequestOptions {
  /**
   * A call marked R in docs/protocol.md#the-calls: gets the anti-abuse keys and is retried once when the server answers
   * "captcha required".
   */
  retriable?: boolean;
  /** A call marked C in docs/protocol.md#the-calls: gets the anti-abuse keys but is not retried. */
  antiAbuse?: boolean;
  /** Overrides the configured time-out for this call. */
  timeoutMs?: number;
}

type Outcome<T> = { ok: true; data: T } | { ok: false; error: AuthError; captchaRequired: boolean };

/**
 * The one module that calls `fetch` (item 1). Builds the headers of docs/protocol.md#what-every-call-carries, unwraps the `data`
 * envelope, maps every failure to an {@link AuthError}, applies the time-out and the one captcha retry.
 * It never logs requests, headers or bodies, so tokens cannot end up in the console.
 */
export class Http {
  readonly apiUrl: string;
  readonly publicToken: string;
  private readonly platform: Platform;
  private readonly config: HttpConfig;
  private antiAbuse: AntiAbuseProvider | null = null;

  constructor(config: HttpConfig) {
    this.config = config;
    this.platform = config.platform;
    this.publicToken = config.publicToken;
    this.apiUrl = config.apiUrl.replace(/\/+$/, '');
  }

  /** Installs (or removes) the captcha / DFP hook used by retriable calls. */
  setAntiAbuseProvider(provider: AntiAbuseProvider | null): void {
    this.antiAbuse = provider;
  }

  /** The absolute URL of an SDK API path, e.g. `url('/sessions/authenticate')`. */
  url(path: string): string {
    return `${this.apiUrl}/sdk/v1${path}`;
  }

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, undefined, options);
  }

  post<T>(path: string, body?: object, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, body, options);
  }

  put<T>(path: string, body?: object, options?: RequestOptions): Promise<T> {
    return this.request<T>('PUT', path, body, options);
  }

  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, undefined, options);
  }

  /** Sends one call and resolves with the envelope's `data`; rejects with an {@link AuthError}. */
  async request<T>(
    method: HttpMethod,
    path: string,
    body?: object,
    options: RequestOptions = {},
  ): Promise<T> {
    const retriable = options.retriable === true;
    const attempts = retriable ? 2 : 1;
    let last: AuthError | undefined;
    for (let attempt = 0; attempt < attempts; attempt++) {
      const protect = (retriable || options.antiAbuse === true) && body !== undefined;
      const payload = protect ? await this.withAntiAbuseKeys(body) : body;
      const outcome = await this.send<T>(method, path, payload, options.timeoutMs);
      if (outcome.ok) return outcome.data;
      last = outcome.error;
      // docs/protocol.md#what-every-call-carries: the one retry carries fresh captcha/DFP keys, so without a provider for them it would only
      // repeat the refused request.
      if (!outcome.captchaRequired || !this.antiAbuse?.active()) break;
    }
    throw last as AuthError;
  }

  private async withAntiAbuseKeys(body: object): Promise<object> {
    if (!this.antiAbuse) return body;
    return { ...body, ...(await this.antiAbuse.keys()) };
  }

  private headers(): Record<string, string> {
    const token = this.config.sessionToken?.() || this.publicToken;
    const telemetry = buildTelemetry(this.platform, this.config.identity?.() ?? null);
    return {
      Authorization: `Basic ${base64Utf8(`${this.publicToken}:${token}`)}`,
      'Content-Type': 'application/json',
      'X-SDK-Client': base64Utf8(JSON.stringify(telemetry)),
      'X-SDK-Parent-Host': this.platform.location.origin,
    };
  }

  private async send<T>(
    method: HttpMethod,
    path: string,
    body: object | undefined,
    timeoutMs = this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  ): Promise<Outcome<T>> {
    const { clock } = this.platform;
    const controller = new AbortController();
    let timedOut = false;
    const timer = clock.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let status = 0;
    try {
      const init: RequestInit = {
        method,
        headers: this.headers(),
        credentials: 'include',
        signal: controller.signal,
      };
      if (body !== undefined) init.body = JSON.stringify(body);
      const response = await this.platform.fetch(this.url(path), init);
      status = response.status;
      const contentType = response.headers.get('content-type') ?? '';
      const text = await response.text();
      return parseResponse<T>(status, contentType, text, response.headers.get('retry-after'));
    } catch (e) {
      if (timedOut) return failed(AuthError.network(`The request timed out after ${timeoutMs} ms.`, e));
      const detail = e instanceof Error ? e.message : String(e);
      return failed(AuthError.network(status ? `Reading the response failed: ${detail}` : detail, e));
    } finally {
      clock.clearTimeout(timer);
    }
  }
}

function failed(error: AuthError, captchaRequired = false): Outcome<never> {
  return { ok: false, error, captchaRequired };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function parseResponse<T>(
  status: number,
  contentType: string,
  text: string,
  retryAfter: string | null = null,
): Outcome<T> {
  if (status >= 200 && status <= 299) {
    const body = parseJson(text);
    if (body === undefined)
      return failed(AuthError.unexpected('invalid_json_response', status, 'Invalid JSON response'));
    if (!isRecord(body) || !isRecord(body.data)) {
      return failed(AuthError.unexpected('unexpected_response', status, 'The response has no data object.'));
    }
    return { ok: true, data: body.data as T };
  }
  const body = contentType.includes('application/json') ? parseJson(text) : undefined;
  if (!isRecord(body)) {
    const captcha = text.includes(CAPTCHA_REQUIRED_TEXT);
    const detail = `HTTP ${status}: ${text.slice(0, 200)}`;
    return failed(AuthError.unexpected('unexpected_response', status, detail), captcha);
  }
  return failed(errorFromEnvelope(status, body, retryAfter), body.error_type === CAPTCHA_REQUIRED_TYPE);
}

const SCHEMA_LOCATIONS = ['body', 'params', 'query'] as const;

function errorFromEnvelope(
  status: number,
  body: Record<string, unknown>,
  retryAfter: string | null,
): AuthError {
  const requestId = typeof body.request_id === 'string' ? body.request_id : undefined;
  if (SCHEMA_LOCATIONS.some((key) => key in body)) {
    const problems = schemaProblems(body);
    const list = problems.map((p) => `${p.location}${p.path}: ${p.message}`).join('; ');
    const serverMessage = `The request does not match the expected schema${list ? `: ${list}` : '.'}`;
    return new AuthError({ type: 'schema_error', status, requestId, serverMessage, problems });
  }
  if (typeof body.error_type !== 'string') {
    return AuthError.unexpected('unexpected_response', status, 'The error response has no error_type.');
  }
  const serverMessage = typeof body.error_message === 'string' ? body.error_message : '';
  // Retry-After in seconds (an HTTP date is not used by the provider).
  const wait = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : undefined;
  return new AuthError({ type: body.error_type, status, requestId, serverMessage, retryAfterSeconds: wait });
}

function schemaProblems(body: Record<string, unknown>): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const location of SCHEMA_LOCATIONS) {
    const entries = body[location];
    if (!Array.isArray(entries)) continue;
    for (const entry of entries as unknown[]) {
      if (!isRecord(entry)) continue;
      const rawPath = entry.dataPath ?? entry.instancePath ?? '';
      problems.push({
        location,
        path: typeof rawPath === 'string' ? rawPath : '',
        message: typeof entry.message === 'string' ? entry.message : 'is invalid',
      });
    }
  }
  return problems;
}
