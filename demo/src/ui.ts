import { demoServerUrl } from './env';
import { languagePicker } from './language';
import type { IdpClient, User } from 'idp-elements/headless';

// Every demo page that uses these helpers gets the language picker in its header.
languagePicker();

/** Builds an element with text children only: nothing from the server is ever parsed as HTML. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<'className' | 'id', string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

export function describeUser(user: User): string {
  return user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;
}

/** Shows who is logged in (kept in step across tabs) with a logout button. */
export function renderSessionPanel(client: IdpClient, target: HTMLElement): void {
  const render = () => {
    const user = client.user.getSync();
    const session = client.session.getSync();
    if (!user || !session) {
      target.replaceChildren(el('p', {}, 'Nobody is logged in.'));
      return;
    }
    const logout = el('button', { className: 'plain' }, 'Log out');
    logout.addEventListener('click', () => {
      client.logout().catch((e: unknown) => console.warn('Logout did not reach the server:', e));
    });
    const serverLine = el('p', { className: 'server-sees' });
    target.replaceChildren(
      el(
        'p',
        {},
        el('span', { className: 'status-ok' }, 'Logged in'),
        ' as ',
        el('strong', {}, describeUser(user)),
      ),
      el('p', {}, 'Session expires ', new Date(session.expires_at).toLocaleString(), '.'),
      serverLine,
      logout,
    );
    void showWhatTheServerSees(serverLine);
  };
  client.session.onChange(render);
  client.user.onChange(render);
  render();
}

/**
 * Asks the demo backend who is logged in: it reads the session cookie and checks it with the provider's Node SDK
 * against the emulator. Shows "Your server sees: {email}", or why it could not.
 */
async function showWhatTheServerSees(target: HTMLElement): Promise<void> {
  if (!demoServerUrl) return;
  try {
    const response = await fetch(`${demoServerUrl}/api/me`, { credentials: 'include' });
    const body = (await response.json()) as { email?: string | null; error?: string };
    target.replaceChildren(
      response.ok
        ? `Your server sees: ${body.email ?? '(a user without an email)'}`
        : `Your server refused the session: ${body.error ?? response.status}`,
    );
  } catch {
    target.replaceChildren('Your server could not be reached.');
  }
}
