/**
 * The stand-in for Google Identity Services (`https://accounts.google.com/gsi/client`), served at `{api}/gsi/client`.
 * It defines the parts of `google.accounts.id` a sign-in widget uses: `initialize`, `prompt` with moment
 * notifications, `cancel`, `renderButton`, `disableAutoSelect`, `storeCredential`, `revoke`. Instead of Google's
 * account chooser it shows a small chooser of test Google accounts (from `{api}/gsi/accounts`), floating top-right
 * or inside the element named by `prompt_parent_id`, and answers the callback with `{credential, select_by,
 * clientId}`, where `credential` is an ID token that `{api}/gsi/token` signs with the emulator's stand-in key.
 *
 * The chooser lives in an open shadow root (its styles are a constructed stylesheet, so a strict `style-src` allows
 * them); every text it shows is set with `textContent`.
 *
 * A plain browser script: emulator/dev/gsi-client.ts reads this file once and serves it as
 * `(() => { 'use strict'; const API = "<the emulator's URL>"; <this file> })();`, so nothing here is global but
 * `google.accounts.id`.
 */
/* global API -- the emulator's public URL (serving /gsi/accounts and /gsi/token), declared by that wrapper */

let config = null;
let open = null;

const notify = (listener, type, detail) => {
  if (typeof listener !== 'function') return;
  const moment = {
    getMomentType: () => type,
    isDisplayMoment: () => type === 'display',
    isDisplayed: () => type === 'display' && detail.displayed === true,
    isNotDisplayed: () => type === 'display' && detail.displayed === false,
    getNotDisplayedReason: () => (type === 'display' && !detail.displayed ? detail.reason : undefined),
    isSkippedMoment: () => type === 'skipped',
    getSkippedReason: () => (type === 'skipped' ? detail.reason : undefined),
    isDismissedMoment: () => type === 'dismissed',
    getDismissedReason: () => (type === 'dismissed' ? detail.reason : undefined),
  };
  setTimeout(() => listener(moment), 0);
};

const api = async (path, params) => {
  const response = await fetch(API + path + '?' + new URLSearchParams(params), { credentials: 'omit' });
  let body;
  try {
    body = await response.json();
  } catch {
    body = {};
  }
  if (!response.ok) {
    const error = new Error(body.error_description || 'The emulator answered ' + response.status + '.');
    error.reason = body.error || 'unknown_reason';
    throw error;
  }
  return body;
};

const el = (tag, props, children) => {
  const node = document.createElement(tag);
  Object.assign(node, props || {});
  for (const child of children || []) node.append(child);
  return node;
};

const close = (reason, type) => {
  if (!open) return;
  const current = open;
  open = null;
  current.host.remove();
  document.removeEventListener('pointerdown', current.outside, true);
  if (type) notify(current.listener, type, { reason });
};

const titleFor = (context) => {
  const host = location.hostname || 'this site';
  if (context === 'signin') return 'Sign in to ' + host + ' with Google';
  if (context === 'signup') return 'Sign up to ' + host + ' with Google';
  return 'Use ' + host + ' with Google';
};

const deliver = async (selectBy, email, name) => {
  const current = open;
  if (!current) return;
  const { settings } = current;
  current.error.hidden = true;
  try {
    const { credential } = await api('/gsi/token', {
      client_id: settings.client_id,
      email,
      name: name || '',
    });
    if (open !== current) return;
    const callback = settings.callback;
    const clientId = settings.client_id;
    close('credential_returned', 'dismissed');
    if (typeof callback === 'function') callback({ credential, select_by: selectBy, clientId });
  } catch (e) {
    current.error.textContent = e.message;
    current.error.hidden = false;
  }
};

const render = (settings, accounts, listener, selectBy) => {
  const host = el('div');
  host.setAttribute('data-idp-gsi-stand-in', '');
  const root = host.attachShadow({ mode: 'open' });
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CHOOSER_CSS);
    root.adoptedStyleSheets = [sheet];
  } else {
    root.append(el('style', { textContent: CHOOSER_CSS }));
  }
  const title = el('h2', { id: 'title', textContent: titleFor(settings.context) });
  const closeButton = el('button', { type: 'button', className: 'close', textContent: '×' });
  closeButton.setAttribute('aria-label', 'Close');
  closeButton.addEventListener('click', () => close('user_cancel', 'skipped'));
  const list = el('ul', { className: 'accounts' });
  for (const account of accounts) {
    const picture = el('img', { src: account.picture, alt: '', width: 32, height: 32 });
    const who = el('span', { className: 'who' }, [
      el('span', { className: 'name', textContent: account.name }),
      el('span', { className: 'email', textContent: account.email }),
    ]);
    const button = el('button', { type: 'button', className: 'account' }, [picture, who]);
    button.addEventListener('click', () => deliver(selectBy, account.email, account.name));
    list.append(el('li', {}, [button]));
  }
  const input = el('input', {
    id: 'other',
    type: 'email',
    name: 'email',
    autocomplete: 'email',
    required: true,
  });
  const form = el('form', { className: 'other' }, [
    el('label', { htmlFor: 'other', textContent: 'Another account' }),
    el('div', { className: 'row' }, [input, el('button', { type: 'submit', textContent: 'Continue' })]),
  ]);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    deliver(selectBy, input.value.trim(), '');
  });
  const error = el('p', { className: 'error', hidden: true });
  error.setAttribute('role', 'alert');
  const panel = el('div', { className: 'panel' }, [
    el('div', { className: 'head' }, [el('span', { className: 'g', textContent: 'G' }), title, closeButton]),
    el('p', { className: 'note', textContent: 'Emulator stand-in for Google One Tap: test accounts only.' }),
    list,
    form,
    error,
  ]);
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-labelledby', 'title');
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close('user_cancel', 'skipped');
  });
  root.append(panel);

  const parentId = settings.prompt_parent_id;
  const parent = parentId ? document.getElementById(parentId) : null;
  if (parentId && !parent) {
    console.warn(
      '[gsi stand-in] prompt_parent_id "' + parentId + '" names no element; showing the prompt floating.',
    );
  }
  if (parent) {
    host.className = 'embedded';
    panel.classList.add('embedded');
    parent.append(host);
  } else {
    panel.classList.add('floating');
    document.body.append(host);
  }
  const outside = (event) => {
    if (!open || open.host !== host) return;
    if (event.composedPath().includes(host)) return;
    close('tap_outside', 'skipped');
  };
  if (!parent && settings.cancel_on_tap_outside !== false && selectBy === 'user') {
    document.addEventListener('pointerdown', outside, true);
  }
  open = { host, listener, outside, error, settings };
};

const show = async (listener, selectBy) => {
  if (open) return;
  const settings = config;
  if (!settings || typeof settings.client_id !== 'string' || settings.client_id === '') {
    notify(listener, 'display', { displayed: false, reason: 'missing_client_id' });
    return;
  }
  let accounts;
  try {
    accounts = (await api('/gsi/accounts', { client_id: settings.client_id })).accounts;
  } catch (e) {
    console.warn('[gsi stand-in] ' + e.message);
    notify(listener, 'display', { displayed: false, reason: e.reason || 'unknown_reason' });
    return;
  }
  if (open) return;
  if (settings !== config) {
    notify(listener, 'dismissed', { reason: 'flow_restarted' });
    return;
  }
  render(settings, accounts, listener, selectBy);
  notify(listener, 'display', { displayed: true });
};

const BUTTON_TEXT = {
  signin_with: 'Sign in with Google',
  signup_with: 'Sign up with Google',
  continue_with: 'Continue with Google',
  signin: 'Sign in',
};

/** Installs `google.accounts.id` (unless the real library or another copy already did). */
function installGsiStandIn() {
  if (window.google && window.google.accounts && window.google.accounts.id) return;
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize(options) {
      if (open) close('flow_restarted', 'dismissed');
      config = Object.assign({}, options || {});
    },
    prompt(listener) {
      void show(listener, 'user');
    },
    cancel() {
      close('cancel_called', 'dismissed');
    },
    renderButton(parent, options) {
      if (!parent) return;
      const text = BUTTON_TEXT[(options && options.text) || 'signin_with'] || BUTTON_TEXT.signin_with;
      const button = el('button', { type: 'button', textContent: text });
      button.setAttribute('data-idp-gsi-stand-in-button', '');
      button.addEventListener('click', () => void show(undefined, 'btn'));
      parent.replaceChildren(button);
    },
    disableAutoSelect() {},
    storeCredential(_credential, callback) {
      if (typeof callback === 'function') callback();
    },
    revoke(_hint, callback) {
      if (typeof callback === 'function') callback({ successful: true });
    },
  };
  if (typeof window.onGoogleLibraryLoad === 'function') setTimeout(() => window.onGoogleLibraryLoad(), 0);
}

/** The chooser's look: Google's One Tap card, light, readable at 320 px. */
const CHOOSER_CSS = `
  :host { all: initial; display: block; }
  .panel { box-sizing: border-box; font: 14px/1.45 Arial, Helvetica, sans-serif; color: #1f1f1f; background: #fff;
    border: 1px solid #dadce0; border-radius: 8px; padding: 12px 14px 14px; }
  .panel.floating { position: fixed; top: 16px; right: 16px; width: min(360px, calc(100vw - 32px)); z-index: 2147483000;
    box-shadow: 0 4px 16px rgba(0, 0, 0, .2); }
  .panel.embedded { width: 100%; }
  .head { display: flex; align-items: center; gap: 8px; }
  .g { width: 22px; height: 22px; border-radius: 50%; background: #1a73e8; color: #fff; font-weight: 700;
    display: inline-grid; place-items: center; font-size: 13px; flex: none; }
  h2 { flex: 1; font-size: 15px; font-weight: 600; margin: 0; }
  .close { border: 0; background: none; font-size: 20px; line-height: 1; padding: 4px 8px; cursor: pointer;
    color: #5f6368; border-radius: 4px; }
  .note { margin: 6px 0 8px; color: #5f6368; font-size: 12px; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
  .account { width: 100%; display: flex; align-items: center; gap: 10px; text-align: left; font: inherit;
    color: inherit; background: #fff; border: 1px solid #dadce0; border-radius: 6px; padding: 6px 8px;
    cursor: pointer; }
  .account:hover { background: #f1f3f4; }
  .account img { border-radius: 50%; flex: none; }
  .who { display: grid; min-width: 0; }
  .name { font-weight: 600; }
  .email { color: #5f6368; font-size: 12px; overflow-wrap: anywhere; }
  .other { margin-top: 10px; }
  .other label { display: block; font-size: 12px; color: #3c4043; margin-bottom: 4px; }
  .row { display: flex; gap: 6px; }
  .row input { flex: 1; min-width: 0; font: inherit; padding: 6px 8px; border: 1px solid #80868b; border-radius: 4px; }
  .row button { font: inherit; padding: 6px 10px; border-radius: 4px; border: 1px solid #1a73e8; background: #1a73e8;
    color: #fff; cursor: pointer; }
  .error { color: #b3261e; margin: 8px 0 0; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
`;

installGsiStandIn();
