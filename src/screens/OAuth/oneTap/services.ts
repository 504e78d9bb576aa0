/**
 * The provider's clientside-services page: a hidden 0×0 iframe, created on first use, answering
 * `{method, args: [request]}` posted to it with a MessageChannel port, on that port, with
 * `{success: true, payload}` or `{success: false, error}`. One iframe per page and URL, shared by every element.
 */
import type { Clock } from '../../../platform/types';

/** The provider's page; `oauthOptions.clientsideServicesURL` points elsewhere (the emulator's stand-in). */
export const CLIENTSIDE_SERVICES_URL = 'https://js.stytch.com/clientside-services/index.html';

/** Time for the iframe to load and answer one call. */
export const SERVICE_TIMEOUT_MS = 10_000;

/** `oneTapStart`'s answer. */
export interface OneTapStartAnswer {
  requestId: string;
  googleClientId: string;
  stytchCsrfToken?: string;
  oauthCallbackId: string;
}

/** `oneTapSubmit`'s request (the keys are the published client's, `oauthCallbackID` included). */
export interface OneTapSubmitRequest {
  publicToken: string;
  idToken: string;
  oauthCallbackID: string;
  loginRedirectURL?: string;
  signupRedirectURL?: string;
}

/** A call the page refused or could not answer: `type` is its error type (the API's `error_type`) or `timeout`. */
export class ServiceError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** The error the page sent, re-made from its fields (it crosses the frame as a plain object). */
function rehydrate(error: unknown): ServiceError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof e[key] === 'string' && e[key] ? (e[key] as string) : undefined);
  return new ServiceError(
    text('error_type') ?? text('name') ?? 'unknown_error',
    text('error_message') ?? text('message') ?? String(error),
  );
}

const frames = new Map<string, Promise<HTMLIFrameElement>>();

function frameFor(url: string): Promise<HTMLIFrameElement> {
  let frame = frames.get(url);
  if (!frame) {
    frame = new Promise<HTMLIFrameElement>((resolve) => {
      const iframe = document.createElement('iframe');
      iframe.src = url;
      iframe.width = '0';
      iframe.height = '0';
      iframe.tabIndex = -1;
      iframe.title = 'Sign-in services';
      iframe.setAttribute('aria-hidden', 'true');
      iframe.setAttribute('data-idp-clientside-services', '');
      // CSSOM, not a style attribute: a strict CSP allows it.
      iframe.style.position = 'absolute';
      iframe.style.border = '0';
      iframe.addEventListener('load', () => resolve(iframe), { once: true });
      document.body.append(iframe);
    });
    frames.set(url, frame);
  }
  return frame;
}

/** Forgets a page that did not answer, so that the next call loads it afresh. */
function drop(url: string): void {
  const frame = frames.get(url);
  frames.delete(url);
  void frame?.then((iframe) => iframe.remove());
}

/** Calls `method` of the clientside-services page at `url`. Rejects with a {@link ServiceError}. */
export function callService<T>(
  url: string,
  method: 'oneTapStart' | 'oneTapSubmit',
  request: object,
  clock: Clock,
  timeoutMs = SERVICE_TIMEOUT_MS,
): Promise<T> {
  let target: string;
  try {
    target = new URL(url, window.location.href).origin;
  } catch {
    return Promise.reject(new ServiceError('invalid_url', `${url} is not a URL`));
  }
  // A page without an origin of its own (`javascript:`, `data:`, `about:`) is never framed: a `javascript:` frame
  // would run in this page, and a message cannot be addressed to it.
  if (target === 'null') {
    return Promise.reject(new ServiceError('invalid_url', `${url} is not a page with an origin`));
  }
  return new Promise<T>((resolve, reject) => {
    const { port1, port2 } = new MessageChannel();
    const timer = clock.setTimeout(() => {
      port1.close();
      drop(url);
      reject(new ServiceError('timeout', `${url} did not answer ${method}`));
    }, timeoutMs);
    port1.onmessage = ({ data }: MessageEvent) => {
      clock.clearTimeout(timer);
      port1.close();
      const answer = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
      if (answer.success === true) resolve(answer.payload as T);
      else reject(rehydrate(answer.error));
    };
    void frameFor(url).then((iframe) =>
      iframe.contentWindow?.postMessage({ method, args: [request] }, target, [port2]),
    );
  });
}
