import type { EventRecord, MessageRecord, WebAuthnRegistrationRecord } from '../store/types';
import { html, isHttpUrl, raw, type PageOptions, type Raw } from '../http/html';

export interface InboxView {
  tab: 'messages' | 'events' | 'passkeys';
  /** Recipient filter, or undefined for all. */
  to: string | undefined;
  messages: MessageRecord[];
  events: EventRecord[];
  /** Every user's passkeys, newest first, with the user's first email and the project's name. */
  passkeys: { registration: WebAuthnRegistrationRecord; email: string | null; project: string }[];
  passkeyCount: number;
  messageCount: number;
  eventCount: number;
  /** Events dropped by the per-project cap. */
  eventDrops: { project_id: string; dropped: number; last_dropped_at: number }[];
  /** The cap, for the note about dropped events. */
  eventsKept: { count: number; bytes: number };
  baseUrl: string;
  publicToken: string;
}

const CHANNEL_LABEL = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

/** The dev inbox: every message the emulator "sent", newest first, and the SDK events it received. */
export function inboxPage(view: InboxView): PageOptions {
  const query = (tab: string) =>
    tab === 'messages'
      ? `/_dev/inbox${view.to ? `?to=${encodeURIComponent(view.to)}` : ''}`
      : `/_dev/inbox?tab=${tab}`;
  const current = (tab: string) => (view.tab === tab ? raw(' aria-current="page"') : '');
  const latest =
    view.tab === 'messages'
      ? view.messages[0]?.id
      : view.tab === 'events'
        ? view.events[0]?.id
        : view.passkeys
            .map((p) => `${p.registration.webauthn_registration_id}:${p.registration.name}`)
            .join(',');
  const version = `${view.tab}:${view.messageCount}:${view.eventCount}:${view.passkeyCount}:${latest ?? ''}`;
  return {
    title: 'Dev inbox · idp-elements emulator',
    style: STYLE,
    script: SCRIPT,
    body: html` <header>
        <h1>idp-elements emulator <small>dev inbox</small></h1>
        <nav aria-label="Views">
          <a href="${query('messages')}" ${current('messages')}
            >Messages <span class="count" id="count-messages">${view.messageCount}</span></a
          >
          <a href="${query('events')}" ${current('events')}
            >Events <span class="count" id="count-events">${view.eventCount}</span></a
          >
          <a href="${query('passkeys')}" ${current('passkeys')}
            >Passkeys <span class="count" id="count-passkeys">${view.passkeyCount}</span></a
          >
        </nav>
        <div class="actions">
          ${
            view.tab === 'messages'
              ? html`<form class="filter" method="get" action="/_dev/inbox" role="search">
                  <label class="sr-only" for="to">Recipient</label>
                  <input
                    id="to"
                    type="search"
                    name="to"
                    value="${view.to ?? ''}"
                    placeholder="Filter by recipient"
                    autocomplete="off"
                  />
                  <button type="submit">Filter</button>
                  ${view.to ? html`<a href="/_dev/inbox">Show all</a>` : ''}
                </form>`
              : ''
          }
          <span class="live" id="live" title="The page refreshes itself every two seconds">live</span>
          ${
            view.tab === 'passkeys'
              ? ''
              : html`<button
                  type="button"
                  id="clear"
                  data-target="${view.tab === 'events' ? '/_dev/events' : '/_dev/messages'}"
                  title="Delete all ${view.tab}"
                >
                  Clear
                </button>`
          }
        </div>
      </header>
      <main id="content" data-version="${version}">
        ${view.tab === 'messages' ? messageList(view) : view.tab === 'events' ? eventList(view) : passkeyTable(view)}
      </main>`,
  };
}

function messageList(view: InboxView): Raw {
  if (view.messages.length === 0) {
    return html`<section class="empty">
      <h2>${view.to ? `No messages to ${view.to}` : 'No messages yet'}</h2>
      <p>
        Every email, SMS and WhatsApp message the emulator sends lands here. Log in from the demo, or send a
        magic link or a passcode:
      </p>
      <pre>${curlExample(view)}</pre>
    </section>`;
  }
  return html`${view.messages.map(messageCard)}`;
}

function messageCard(message: MessageRecord): Raw {
  return html`<article class="message">
    <div class="meta">
      <span class="badge ${message.channel}">${CHANNEL_LABEL[message.channel] ?? message.channel}</span>
      <span>to <strong>${message.to}</strong></span>
      <span class="from">from ${message.from}</span>
      <time datetime="${new Date(message.created_at).toISOString()}"
        >${new Date(message.created_at).toISOString()}</time
      >
    </div>
    ${message.subject ? html`<h2>${message.subject}</h2>` : ''}
    ${
      message.link
        ? html`<div class="item">
            ${isHttpUrl(message.link) ? html`<a class="link mono" href="${message.link}">${message.link}</a>` : html`<span class="link mono">${message.link}</span>`}
            <button type="button" data-copy="${message.link}" data-label="Copy link">Copy link</button>
          </div>`
        : ''
    }
    ${
      message.code
        ? html`<div class="item">
            <span class="code mono">${message.code}</span>
            <button type="button" data-copy="${message.code}" data-label="Copy code">Copy code</button>
          </div>`
        : ''
    }
    <pre class="text">${message.text}</pre>
  </article>`;
}

function droppedNote(view: InboxView): Raw {
  if (view.eventDrops.length === 0) return html``;
  return html`<p class="note" id="events-dropped">
    ${view.eventDrops.map(
      (d) =>
        html`Project <code>${d.project_id}</code>: ${d.dropped} older
          ${d.dropped === 1 ? 'event was' : 'events were'} dropped (last at
          <time datetime="${new Date(d.last_dropped_at).toISOString()}"
            >${new Date(d.last_dropped_at).toISOString()}</time
          >) to keep at most ${view.eventsKept.count} events and ${Math.round(view.eventsKept.bytes / 1024)}
          KiB per project. `,
    )}
  </p>`;
}

function eventList(view: InboxView): Raw {
  return html`${droppedNote(view)}${eventTable(view)}`;
}

function eventTable(view: InboxView): Raw {
  if (view.events.length === 0) {
    return html`<section class="empty">
      <h2>No events yet</h2>
      <p>
        The widget batches its telemetry to <code>POST /sdk/v1/events</code>; received events are listed here.
      </p>
    </section>`;
  }
  return html`<table>
    <thead>
      <tr>
        <th>Received</th>
        <th>Event</th>
        <th>Public token</th>
        <th>Error</th>
        <th>Details</th>
      </tr>
    </thead>
    <tbody>
      ${view.events.map(
        (e) =>
          html`<tr>
            <td>
              <time datetime="${new Date(e.received_at).toISOString()}"
                >${new Date(e.received_at).toISOString()}</time
              >
            </td>
            <td><strong>${e.event_name}</strong></td>
            <td class="mono small">${e.public_token}</td>
            <td>
              ${[e.error_code, e.error_description, e.http_status_code].filter((v) => v !== null).join(' · ')}
            </td>
            <td>
              <details>
                <summary>JSON</summary>
                <pre>${truncate(JSON.stringify(e.details, null, 2), 4000)}</pre>
              </details>
            </td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function passkeyTable(view: InboxView): Raw {
  if (view.passkeys.length === 0) {
    return html`<section class="empty">
      <h2>No passkeys yet</h2>
      <p>
        Passkeys created with <code>&lt;idp-passkey-register&gt;</code> (or <code>webauthn.register</code>)
        are listed here.
      </p>
    </section>`;
  }
  const when = (ms: number | null) =>
    ms === null
      ? 'never'
      : html`<time datetime="${new Date(ms).toISOString()}">${new Date(ms).toISOString()}</time>`;
  return html`<p class="note">
      Deleting a passkey here removes it from the account only: the authenticator keeps it, so logging in with
      it then answers <code>webauthn_registration_not_found</code>.
    </p>
    <table>
      <thead>
        <tr>
          <th>User</th>
          <th>Passkey</th>
          <th>Type</th>
          <th>Domain</th>
          <th>Created</th>
          <th>Last used</th>
          <th><span class="sr-only">Actions</span></th>
        </tr>
      </thead>
      <tbody>
        ${view.passkeys.map(
          ({ registration: r, email, project }) =>
            html`<tr>
              <td>${email ?? r.user_id}<br /><span class="small">${project}</span></td>
              <td>
                <strong>${r.name}</strong><br /><span class="mono small">${r.webauthn_registration_id}</span>
              </td>
              <td>${r.authenticator_type}${r.backed_up ? ' · synced' : ''}</td>
              <td>${r.domain}</td>
              <td>${when(r.created_at)}</td>
              <td>${when(r.last_used_at)}</td>
              <td>
                <button
                  type="button"
                  data-delete="/_dev/passkeys/${encodeURIComponent(r.webauthn_registration_id)}"
                  aria-label="Delete passkey ${r.name} of ${email ?? r.user_id}"
                >
                  Delete
                </button>
              </td>
            </tr>`,
        )}
      </tbody>
    </table>`;
}

function truncate(text: string | undefined, max: number): string {
  if (text === undefined) return '';
  return text.length > max ? `${text.slice(0, max)}\n… (${text.length - max} more characters)` : text;
}

function curlExample(view: InboxView): string {
  const token = view.publicToken;
  const curl = (path: string, body: Record<string, string>) => [
    `curl -X POST ${view.baseUrl}/sdk/v1${path} \\`,
    `  -u ${token}:${token} -H 'Content-Type: application/json' \\`,
    `  -d '${JSON.stringify(body).replaceAll("'", "'\\''")}'`,
  ];
  return [
    ...curl('/magic_links/email/login_or_create', {
      email: view.to && view.to.includes('@') ? view.to : 'ada@example.com',
      login_magic_link_url: 'http://localhost:3000/authenticate',
      signup_magic_link_url: 'http://localhost:3000/authenticate',
    }),
    '',
    ...curl('/otps/sms/login_or_create', {
      phone_number: view.to && /^\+\d+$/.test(view.to) ? view.to : '+14155550123',
    }),
  ].join('\n');
}

const STYLE = `
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .count { display: inline-block; min-width: 1.6em; padding: 0 6px; border-radius: 10px; background: var(--line);
    font-size: 12px; text-align: center; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin-left: auto; }
  .filter { display: flex; gap: 8px; align-items: center; }
  .filter input { font: inherit; padding: 5px 10px; border: 1px solid var(--line); border-radius: 6px;
    background: var(--bg); color: var(--text); width: 180px; }
  .live { font-size: 12px; color: light-dark(#1f6f36, #6fd68a); }
  .live::before { content: "●"; margin-right: 4px; }
  .live.off { color: var(--muted); }
  .message { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 16px 20px;
    margin-bottom: 16px; }
  .meta { display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; color: var(--muted); font-size: 13px; }
  .meta strong { color: var(--text); }
  .meta time { margin-left: auto; }
  .badge { color: #fff; border-radius: 4px; padding: 1px 8px; font-size: 12px; font-weight: 600;
    text-transform: uppercase; letter-spacing: .04em; }
  .badge.email { background: var(--badge-email); } .badge.sms { background: var(--badge-sms); }
  .badge.whatsapp { background: var(--badge-whatsapp); }
  .message h2 { font-size: 17px; margin: 10px 0 12px; }
  .item { display: flex; gap: 12px; align-items: center; background: var(--code-bg); border-radius: 8px;
    padding: 10px 12px; margin: 8px 0; }
  .link { flex: 1; word-break: break-all; font-size: 13px; }
  .code { flex: 1; font-size: 30px; font-weight: 700; letter-spacing: .25em; }
  .text { white-space: pre-wrap; word-break: break-word; color: var(--muted); font-size: 13px; margin: 12px 0 0; }
  .empty { background: var(--card); border: 1px dashed var(--line); border-radius: 10px; padding: 24px; }
  .empty h2 { margin-top: 0; font-size: 18px; }
  .empty pre { white-space: pre-wrap; word-break: break-all; background: var(--code-bg); padding: 12px;
    border-radius: 8px; font-size: 12px; }
  td pre { white-space: pre-wrap; word-break: break-word; max-width: 420px; font-size: 12px; margin: 6px 0 0; }
  .small { font-size: 12px; word-break: break-all; }
  .note { background: var(--card); border: 1px solid var(--line); border-left: 4px solid #b7791f; border-radius: 8px;
    padding: 10px 14px; margin: 0 0 16px; }
`;

/** Polls the page itself and swaps in the new content only when it changed; copies; clears. No innerHTML. */
const SCRIPT = `
(() => {
  const content = () => document.getElementById('content');
  const live = document.getElementById('live');
  const localiseTimes = (root) => {
    for (const t of root.querySelectorAll('time[datetime]')) t.textContent = new Date(t.dateTime).toLocaleString();
  };
  localiseTimes(document);
  async function refresh() {
    try {
      const response = await fetch(location.href, { cache: 'no-store' });
      if (!response.ok) throw new Error(String(response.status));
      const next = new DOMParser().parseFromString(await response.text(), 'text/html');
      const fresh = next.getElementById('content');
      if (fresh && fresh.dataset.version !== content().dataset.version) {
        localiseTimes(fresh);
        content().replaceWith(document.adoptNode(fresh));
        for (const id of ['count-messages', 'count-events', 'count-passkeys']) {
          const from = next.getElementById(id);
          const to = document.getElementById(id);
          if (from && to) to.textContent = from.textContent;
        }
      }
      live.classList.remove('off');
      live.textContent = 'live';
    } catch {
      live.classList.add('off');
      live.textContent = 'offline';
    }
  }
  setInterval(refresh, 2000);
  document.addEventListener('click', async (event) => {
    const button = event.target.closest('button[data-copy]');
    if (!button) return;
    try {
      await navigator.clipboard.writeText(button.dataset.copy);
      button.textContent = 'Copied';
    } catch {
      const range = document.createRange();
      range.selectNodeContents(button.previousElementSibling);
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      button.textContent = 'Selected';
    }
    setTimeout(() => { button.textContent = button.dataset.label; }, 1500);
  });
  document.getElementById('clear')?.addEventListener('click', async (event) => {
    await fetch(event.currentTarget.dataset.target, { method: 'DELETE' });
    refresh();
  });
  document.addEventListener('click', async (event) => {
    const button = event.target.closest('button[data-delete]');
    if (!button) return;
    button.disabled = true;
    await fetch(button.dataset.delete, { method: 'DELETE' });
    refresh();
  });
})();
`;
