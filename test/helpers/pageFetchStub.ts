/** A `window.fetch` replacement for element tests: scripted answers per route, every request recorded. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type StubAnswer =
  | { status?: number; json: unknown }
  | { status: number; text: string; contentType?: string }
  | { networkError: true }
  | { hang: true };

export type StubRoute = (request: RecordedRequest) => StubAnswer | undefined;

export interface FetchStub {
  requests: RecordedRequest[];
  /** Requests to a path under /sdk/v1, e.g. `calls('/magic_links/email/login_or_create')`. */
  calls(path: string): RecordedRequest[];
  restore(): void;
}

export const BOOTSTRAP = {
  project_name: 'Test project',
  disable_sdk_watermark: true as boolean,
  captcha_settings: { enabled: false },
  cname_domain: null,
  email_domains: [] as string[],
  pkce_required_for_email_magic_links: false,
  pkce_required_for_password_resets: false,
  pkce_required_for_oauth: false,
  pkce_required_for_sso: false,
  slug_pattern: null,
  create_organization_enabled: false,
  password_config: null as null | { luds_complexity: number; luds_minimum_count: number },
  dfp_protected_auth_enabled: false,
  dfp_protected_auth_mode: 'OBSERVATION',
  rbac_policy: null,
  siwe_required_for_crypto_wallets: false,
  vertical: 'CONSUMER',
};

/** Default answers: bootstrap, events, and a successful magic-link send. */
export function defaultRoute(overrides: Partial<typeof BOOTSTRAP> = {}): StubRoute {
  return (r) => {
    const path = r.url.pathname;
    if (path.startsWith('/sdk/v1/projects/bootstrap/')) {
      return {
        json: { data: { ...BOOTSTRAP, ...overrides, request_id: 'request-id-test-1', status_code: 200 } },
      };
    }
    if (path === '/sdk/v1/events') return { json: { data: { request_id: 'r', status_code: 200 } } };
    if (path === '/sdk/v1/magic_links/email/login_or_create') {
      return {
        json: { data: { request_id: 'r', status_code: 200, user_id: 'user-test-1', user_created: true } },
      };
    }
    return undefined;
  };
}

export function installFetchStub(...routes: StubRoute[]): FetchStub {
  const original = window.fetch;
  const requests: RecordedRequest[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url,
      headers: new Headers(init?.headers),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(request);
    const answer = routes.map((route) => route(request)).find((a) => a !== undefined) ?? {
      status: 404,
      json: { status_code: 404, error_type: 'not_found', error_message: `No stub for ${url.pathname}` },
    };
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    if ('hang' in answer) return new Promise<Response>(() => {});
    if ('text' in answer) {
      return new Response(answer.text, {
        status: answer.status,
        headers: { 'content-type': answer.contentType ?? 'text/plain' },
      });
    }
    return new Response(JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    requests,
    calls: (path) => requests.filter((r) => r.url.pathname === `/sdk/v1${path}`),
    restore: () => {
      window.fetch = original;
    },
  };
}
