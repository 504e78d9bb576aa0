// One way for element tests to mount a widget in a shadow root: the element's React tree, a fake clock, the API
// at a test host, and a teardown that leaves the page as it found it.
import { createRoot, type Root } from 'react-dom/client';
import { LoginWidget } from '../../src/widget/LoginWidget';
import { browserPlatform } from '../../src/platform/browser';
import type { Platform } from '../../src/platform/types';
import { FakeClock } from './fakeClock';
import { waitForSelector } from './dom';

export const TEST_API = 'http://api.example.test';

export interface Mounted {
  host: HTMLElement;
  clock: FakeClock;
  /** Renders the same widget again with these props in place of the first ones (a prop given late). */
  rerender(props: Record<string, unknown>): void;
  unmount(): void;
}

/** Renders `Widget` (LoginWidget by default) into a new host's shadow root and waits for its card. */
export async function mountWidget(
  props: { publicToken: string; config?: unknown; platform?: Partial<Platform> } & Record<string, unknown>,
  Widget: typeof LoginWidget = LoginWidget,
): Promise<Mounted> {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const clock = new FakeClock(Date.now());
  const root: Root = createRoot(shadow);
  const render = ({ platform, ...rest }: Record<string, unknown> & { platform?: Partial<Platform> }) =>
    root.render(
      <Widget
        container={shadow as unknown as HTMLElement}
        apiUrl={TEST_API}
        {...rest}
        platform={{ ...browserPlatform(), clock, ...platform }}
      />,
    );
  render(props);
  await waitForSelector(host, '[data-idp-widget]');
  return {
    host,
    clock,
    rerender: (next) => render({ publicToken: props.publicToken, ...next }),
    unmount: () => {
      root.unmount();
      host.remove();
    },
  };
}

/** Forgets every cookie and stored value of the page (sessions live there). */
export function clearPageState(): void {
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** An authenticate answer's `data` for `user-test-1`, with the given factors in its session. */
export function authData(factors: { type: string; delivery_method: string }[] = []) {
  const now = new Date().toISOString();
  return {
    request_id: 'r',
    status_code: 200,
    user_id: 'user-test-1',
    user: { user_id: 'user-test-1', emails: [], phone_numbers: [] },
    session: {
      session_id: 'session-test-1',
      user_id: 'user-test-1',
      started_at: now,
      last_accessed_at: now,
      expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      attributes: { ip_address: '', user_agent: '' },
      authentication_factors: factors.map((f) => ({ ...f, last_authenticated_at: now })),
      custom_claims: {},
      roles: [],
    },
    session_token: 'secret-session-token',
    session_jwt: 'secret.session.jwt',
  };
}
