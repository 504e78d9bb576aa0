import type { WireUser } from '../services/users';
import { html, raw, type PageOptions, type Raw } from '../http/html';

export interface UsersView {
  /** The project shown (the default project's name). */
  project: string;
  /** Its users, newest first, as the user object the APIs answer. */
  users: WireUser[];
  /** Users of the project in all (the list shows the newest 200). */
  total: number;
}

/**
 * `GET /_dev/users`: the default project's users with their factors (emails and phone numbers with their
 * verification, password, passkeys, crypto wallets, social logins, roles), and a form that creates a user (with an
 * optional password, stored without the strength and breach checks) through `POST /_dev/users`.
 */
export function usersPage(view: UsersView): PageOptions {
  return {
    title: 'Users · idp-elements emulator',
    style: STYLE,
    script: SCRIPT,
    body: html`<header>
        <h1>idp-elements emulator <small>users of ${view.project}</small></h1>
        <nav aria-label="Dev pages"><a href="/_dev/inbox">Dev inbox</a></nav>
      </header>
      <main>
        <section aria-labelledby="create-title">
          <h2 id="create-title">Create a user</h2>
          <form id="create" class="create">
            <label
              >Email <input name="email" type="email" required maxlength="320" autocomplete="off"
            /></label>
            <label>First name <input name="first_name" maxlength="200" autocomplete="off" /></label>
            <label
              >Password (optional, no strength check)
              <input name="password" type="text" maxlength="256" autocomplete="off"
            /></label>
            <label class="check"><input name="verified" type="checkbox" /> Email verified</label>
            <button type="submit">Create</button>
            <p id="create-result" role="status"></p>
          </form>
        </section>
        <section aria-labelledby="list-title">
          <h2 id="list-title">Users <span class="count">${view.total}</span></h2>
          ${view.users.length === 0 ? html`<p class="empty">No users yet.</p>` : userTable(view.users)}
        </section>
      </main>`,
  };
}

const yes = (verified: boolean) => (verified ? raw(' <span class="ok" title="verified">✓</span>') : '');

function userTable(users: WireUser[]): Raw {
  return html`<table>
    <thead>
      <tr>
        <th scope="col">User</th>
        <th scope="col">Emails</th>
        <th scope="col">Phone numbers</th>
        <th scope="col">Factors</th>
        <th scope="col">Roles</th>
        <th scope="col">Created</th>
      </tr>
    </thead>
    <tbody>
      ${users.map(
        (u) =>
          html`<tr data-user-id="${u.user_id}">
            <td>
              <span class="mono">${u.user_id}</span
              ><br />${[u.name.first_name, u.name.last_name].filter(Boolean).join(' ')}
              <span class="status ${u.status}">${u.status}</span>
            </td>
            <td>${u.emails.map((e) => html`<div>${e.email}${yes(e.verified)}</div>`)}</td>
            <td>${u.phone_numbers.map((p) => html`<div>${p.phone_number}${yes(p.verified)}</div>`)}</td>
            <td>${factors(u)}</td>
            <td>${u.roles.join(', ')}</td>
            <td><time datetime="${u.created_at}">${u.created_at}</time></td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function factors(u: WireUser): Raw {
  const list: string[] = [];
  if (u.password) list.push(u.password.requires_reset ? 'password (must reset)' : 'password');
  if (u.webauthn_registrations.length > 0) list.push(`passkeys: ${u.webauthn_registrations.length}`);
  if (u.crypto_wallets.length > 0) list.push(`crypto wallets: ${u.crypto_wallets.length}`);
  for (const p of u.providers as { provider_type?: string }[]) list.push(`OAuth: ${p.provider_type ?? '?'}`);
  return html`${list.map((f) => html`<div class="factor">${f}</div>`)}`;
}

const STYLE = `
  header { display: flex; gap: 16px; align-items: baseline; justify-content: space-between; }
  section { margin: 16px 0; }
  .create { display: flex; flex-wrap: wrap; gap: 12px; align-items: end; }
  .create label { display: flex; flex-direction: column; gap: 4px; }
  .create label.check { flex-direction: row; align-items: center; }
  .mono { font-family: ui-monospace, monospace; font-size: 12px; }
  .ok { color: #1a7f37; }
  .status { font-size: 12px; padding: 0 6px; border: 1px solid var(--line); border-radius: 8px; }
  .count { font-size: 14px; color: var(--muted, #666); }
  #create-result { flex-basis: 100%; margin: 0; min-height: 1.2em; }
`;

const SCRIPT = `
(() => {
  for (const t of document.querySelectorAll('time[datetime]')) t.textContent = new Date(t.dateTime).toLocaleString();
  const form = document.getElementById('create');
  const result = document.getElementById('create-result');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const body = { email: String(data.get('email')), email_verified: data.get('verified') === 'on' };
    if (data.get('first_name')) body.first_name = String(data.get('first_name'));
    if (data.get('password')) body.password = String(data.get('password'));
    try {
      const response = await fetch('/_dev/users', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = await response.json();
      if (!response.ok) throw new Error(json.error_message || String(response.status));
      location.reload();
    } catch (e) {
      result.textContent = 'Not created: ' + e.message;
    }
  });
})()
`;
