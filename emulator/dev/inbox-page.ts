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
            </div>
            ${isHttpUrl(message.link) ? scanControls(message.id) : ''}`
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

/** "Simulate a link scanner" (dev/link-scanner.ts) and the live region its report goes to. */
function scanControls(id: string): Raw {
  return html`<div class="scan-row">
      <button type="button" class="scan-button" data-scan="${id}" aria-describedby="scan-help-${id}">
        Simulate a link scanner
      </button>
      <span class="hint" id="scan-help-${id}"
        >A HEAD, a GET and a 2-second visit that runs the page's scripts and clicks nothing, as mail scanners
        do; then whether the link still works.</span
      >
    </div>
    <div class="scan" id="scan-${id}" role="status"></div>`;
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
  .filter { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; max-width: 100%; }
  .filter input { font: inherit; padding: 5px 10px; border: 1px solid var(--line); border-radius: 6px;
    background: var(--bg); color: var(--text); width: 180px; min-width: 0; flex: 0 1 180px; }
  .live { font-size: 12px; color: light-dark(#1f6f36, #6fd68a); }
  .live::before { content: "●"; margin-right: 4px; }
  .live.off { color: var(--muted); }
  .message { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 16px 20px;
    margin-bottom: 16px; }
  .meta { display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; color: var(--muted); font-size: 13px; }
  .meta strong { color: var(--text); overflow-wrap: anywhere; }
  .meta > span { min-width: 0; }
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
  .scan-row { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; margin: 4px 0 8px; }
  .scan-button[aria-disabled="true"] { opacity: .75; cursor: progress; }
  .hint { color: var(--muted); font-size: 13px; flex: 1 1 240px; }
  .scan:not(:empty) { border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; margin: 8px 0;
    background: var(--bg); }
  .scan h3 { font-size: 14px; margin: 0 0 6px; }
  .scan ol { margin: 0; padding-left: 20px; font-size: 14px; }
  .scan { overflow-wrap: anywhere; }
  .scan li { margin: 2px 0; }
  .scan .verb { display: inline-block; min-width: 5.2em; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas,
    monospace; font-size: 13px; }
  .verdict { margin: 10px 0 0; padding: 6px 10px; border-left: 4px solid var(--muted); border-radius: 4px;
    background: var(--card); }
  .verdict.ok { border-left-color: #1f8a3e; } .verdict.bad { border-left-color: #c0362c; }
  .verdict.warn { border-left-color: #b7791f; }
  .verdict strong { margin-right: 4px; }
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
        const focused = document.activeElement;
        const key = focused && content().contains(focused)
          ? ['data-scan', 'data-copy', 'data-delete'].find((name) => focused.hasAttribute(name))
          : undefined;
        const selector = key ? 'button[' + key + '="' + CSS.escape(focused.getAttribute(key)) + '"]' : null;
        content().replaceWith(document.adoptNode(fresh));
        for (const id of scans.keys()) renderScan(id);
        if (selector) content().querySelector(selector)?.focus();
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

  // "Simulate a link scanner": the emulator makes the HEAD and the GET; the script-running visit is its scanner
  // page in a small window on the other loopback name (its frame gets storage of its own, as a scanner's browser
  // has); then the token's state says whether the link still works. Reports survive the page's live refresh.
  const scans = new Map();
  const el = (tag, props, ...children) => {
    const node = Object.assign(document.createElement(tag), props);
    node.append(...children);
    return node;
  };
  const when = (iso) => (iso ? new Date(iso).toLocaleString() : '');
  function renderScan(id) {
    const region = document.getElementById('scan-' + id);
    const scan = scans.get(id);
    if (!region || !scan) return;
    const steps = scan.steps.map((s) => el('li', {}, el('span', { className: 'verb' }, s.label), ' ', s.text));
    const parts = [el('h3', {}, 'Link scanner'), el('ol', {}, ...steps)];
    if (scan.verdict) {
      parts.push(el('p', { className: 'verdict ' + scan.verdict.tone }, el('strong', {}, scan.verdict.lead), scan.verdict.text));
    }
    region.replaceChildren(...parts);
    const button = document.querySelector('button[data-scan="' + CSS.escape(id) + '"]');
    if (button) {
      button.setAttribute('aria-disabled', String(scan.running));
      button.textContent = scan.running ? 'Scanning…' : 'Simulate a link scanner';
    }
  }
  const describeRequest = (r) => ({
    label: r.kind,
    text:
      (r.status ? String(r.status) : 'no answer') +
      (r.redirects.length ? ' after ' + r.redirects.join(', ') : '') +
      (r.error ? ' (' + r.error + ')' : ''),
  });
  function visit(popup, url) {
    return new Promise((resolve) => {
      let done = false;
      const finish = (result) => {
        if (done) return;
        done = true;
        window.removeEventListener('message', onMessage);
        clearInterval(poll);
        clearTimeout(timer);
        resolve(result);
      };
      const onMessage = (event) => {
        if (event.source !== popup || event.data?.type !== 'idp-link-scanner') return;
        finish(event.data.loaded ? { ran: true, dwellMs: event.data.dwellMs } : { ran: false, why: 'the page did not load' });
      };
      window.addEventListener('message', onMessage);
      const poll = setInterval(() => {
        if (popup.closed) finish({ ran: false, why: 'the scanner window was closed before the visit ended' });
      }, 250);
      const timer = setTimeout(() => finish({ ran: false, why: 'the visit did not end within 20 s' }), 20000);
      popup.location.replace(url);
    });
  }
  function verdict(before, requests, afterRequests, final, browser) {
    if (before.state === 'used') {
      return { tone: 'warn', lead: 'Already used.', text: 'The link was used at ' + when(before.used_at) + ', before the scan, so the scan shows nothing new. Send a new link and scan that one.' };
    }
    if (before.state === 'expired') {
      return { tone: 'warn', lead: 'Expired.', text: 'The link expired before the scan. Send a new link and scan that one.' };
    }
    if (before.state === 'unknown') {
      return { tone: 'warn', lead: 'Unknown link.', text: 'The emulator issued no token in this link, so it cannot tell whether the visits used it.' };
    }
    if (requests.every((r) => r.status === 0)) {
      return { tone: 'warn', lead: 'The page did not answer.', text: 'Nothing reached the page of the link: is its site running? The link is still ' + final.state + '.' };
    }
    if (afterRequests.state === 'used') {
      return { tone: 'bad', lead: 'Spent by a plain request.', text: 'The HEAD or the GET used the link up: a mail scanner would spend it before the person clicks. The redirect page must trade the token only from its scripts (docs/magic-links.md, "Link scanners and other devices").' };
    }
    if (final.state === 'used') {
      return { tone: 'bad', lead: 'Spent by the browser visit.', text: 'A visit that ran the page and clicked nothing used the link up: a scanner that runs scripts would spend it before the person clicks. Finish the login on load only in the browser that asked for the link, elsewhere after one click (docs/magic-links.md, "Link scanners and other devices").' };
    }
    if (final.state === 'expired') {
      return { tone: 'warn', lead: 'Expired meanwhile.', text: 'The visits did not use the link, but it has expired since.' };
    }
    if (!browser.ran) {
      return { tone: 'warn', lead: 'Still unused after the HEAD and the GET.', text: 'The browser visit did not run: ' + browser.why + '. In tests, emulator.inbox.simulateScanner(message, { browser }) makes it in a browser of its own.' };
    }
    return { tone: 'ok', lead: 'Still unused.', text: 'None of the visits used the link: the person can still open it and log in.' };
  }
  document.addEventListener('click', async (event) => {
    const button = event.target.closest('button[data-scan]');
    if (!button) return;
    const id = button.dataset.scan;
    if (scans.get(id)?.running) return;
    // Opened in the click itself, so that pop-up blockers let it through; it waits on a blank page meanwhile.
    const popup = window.open('', 'idp-link-scanner', 'popup,width=560,height=640');
    try {
      popup.document.title = 'Link scanner';
      popup.document.body.textContent = 'Making the HEAD and the GET requests…';
    } catch {}
    const scan = { running: true, steps: [{ label: '…', text: 'HEAD and GET of the link' }] };
    scans.set(id, scan);
    renderScan(id);
    try {
      const response = await fetch('/_dev/messages/' + encodeURIComponent(id) + '/scan', { method: 'POST' });
      const answer = await response.json();
      if (!response.ok) throw new Error(answer.error_message || 'the emulator answered ' + response.status);
      scan.steps = answer.requests.map(describeRequest);
      let browser;
      if (answer.browser.skipped) browser = { ran: false, why: answer.browser.skipped };
      else if (!popup) browser = { ran: false, why: 'this browser blocked the scanner window (allow pop-ups for the inbox)' };
      else {
        scan.steps.push({ label: 'Browser', text: 'running the page in a small window, clicking nothing…' });
        renderScan(id);
        browser = await visit(popup, answer.browser.url);
        scan.steps.pop();
      }
      scan.steps.push({
        label: 'Browser',
        text: browser.ran
          ? 'the page loaded and ran its scripts for ' + browser.dwellMs / 1000 + ' s; nothing was clicked'
          : 'not run: ' + browser.why,
      });
      const state = await (await fetch('/_dev/links/state?link=' + encodeURIComponent(answer.link))).json();
      scan.verdict = verdict(answer.before, answer.requests, answer.after, state, browser);
    } catch (e) {
      scan.verdict = { tone: 'bad', lead: 'The scan did not run:', text: e instanceof Error ? e.message : String(e) };
    } finally {
      if (popup && !popup.closed) popup.close();
      scan.running = false;
      renderScan(id);
    }
  });
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
