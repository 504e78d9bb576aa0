// The playground (/playground.html): a form, a live <idp-login> built from it, and the snippet to paste. The
// state lives in the address bar, so a configuration can be shared as a link.
import 'idp-elements';
import { PROVIDER_NAMES } from '../../src/api/oauth';
import { LOCALES } from '../../src/i18n/locales/list';
import { publicConfig } from './env';
import {
  attributesOf,
  defaultState,
  FRAMEWORKS,
  snippet,
  stateFromQuery,
  stateToQuery,
  type Framework,
  type PlaygroundState,
  type Target,
} from './playground/snippet';
import { highlight } from './playground/highlight';

const TAB_NAMES: Record<Framework, string> = {
  html: 'HTML',
  react: 'React',
  vue: 'Vue',
  svelte: 'Svelte',
  angular: 'Angular',
};

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = $<HTMLFormElement>('controls');
const preview = $('preview');
const code = $('snippet').querySelector('code')!;
const tabs = $('tabs');
const copyStatus = $('copy-status');

const target: Target = {
  scriptUrl: new URL('/dist/esm/idp-elements.js', location.href).href,
  apiUrl: publicConfig.apiBaseUrl,
  publicToken: publicConfig.publicToken,
};
const defaults = defaultState(publicConfig.appUrl);
const fonts = [...$<HTMLSelectElement>('font').options].map((o) => o.value).filter(Boolean);

// The controls that depend on the data: providers, languages, tabs.
const providerBox = $('social-providers');
for (const [type, name] of Object.entries(PROVIDER_NAMES)) {
  const label = document.createElement('label');
  const box = Object.assign(document.createElement('input'), {
    type: 'checkbox',
    name: 'social',
    value: type,
  });
  label.append(box, ` ${name}`);
  providerBox.append(label);
}
const langSelect = $<HTMLSelectElement>('lang');
for (const tag of LOCALES) {
  let name: string = tag;
  try {
    name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  } catch {
    // no display names: the tag alone
  }
  langSelect.append(new Option(`${name} (${tag})`, tag));
}
for (const fw of FRAMEWORKS) {
  const tab = Object.assign(document.createElement('button'), {
    type: 'button',
    id: `tab-${fw}`,
    textContent: TAB_NAMES[fw],
  });
  tab.setAttribute('role', 'tab');
  tab.setAttribute('aria-controls', 'snippet');
  tab.dataset.framework = fw;
  tabs.append(tab);
}

let state: PlaygroundState = stateFromQuery(
  location.search,
  defaults,
  LOCALES,
  Object.keys(PROVIDER_NAMES),
  fonts,
);

const checked = (name: string) =>
  [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)]
    .filter((i) => i.checked)
    .map((i) => i.value);
const field = (id: string) => $<HTMLInputElement>(id);

/** Writes the state into the controls. */
function showState(): void {
  for (const [name, values] of [
    ['product', state.products],
    ['otp', state.otpMethods],
    ['social', state.providers],
  ] as const) {
    for (const box of form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)) {
      box.checked = values.includes(box.value);
    }
  }
  langSelect.value = state.lang;
  field('theme').value = state.theme;
  field('primary').value = state.primary || '#19303d';
  field('background').value = state.background || '#ffffff';
  field('radius').value = state.radius || '8';
  field('font').value = state.font;
  field('title').value = state.title;
  field('redirect').value = state.redirect;
}

/** Reads the controls; `changed` is the control the user touched (colours and radius count once touched). */
function readState(changed?: EventTarget | null): PlaygroundState {
  const touched = (id: string, current: string) => (changed === field(id) ? field(id).value : current);
  return {
    products: checked('product'),
    otpMethods: checked('otp'),
    providers: checked('social'),
    lang: langSelect.value,
    theme: field('theme').value,
    primary: touched('primary', state.primary),
    background: touched('background', state.background),
    radius: touched('radius', state.radius),
    font: field('font').value,
    title: field('title').value,
    redirect: field('redirect').value,
    tab: state.tab,
  };
}

let rendered = '';
/** Shows the state: dependent fieldsets, the preview (a fresh element when its attributes change), the snippet, the URL. */
function render(): void {
  $('otp-methods').hidden = !state.products.includes('otp');
  providerBox.hidden = !state.products.includes('oauth');
  $('radius-value').textContent = state.radius ? `${state.radius} px` : 'default';

  const attrs = attributesOf(state, target);
  const key = JSON.stringify(attrs);
  if (key !== rendered) {
    rendered = key;
    const element = document.createElement('idp-login');
    for (const [name, value] of attrs) element.setAttribute(name, value);
    preview.replaceChildren(element);
    preview.dataset.theme = state.theme;
  }

  code.replaceChildren(
    ...highlight(snippet(state, target)).map(([cls, text]) =>
      cls
        ? Object.assign(document.createElement('span'), { className: `t-${cls}`, textContent: text })
        : text,
    ),
  );
  for (const tab of tabs.querySelectorAll<HTMLButtonElement>('[role="tab"]')) {
    const selected = tab.dataset.framework === state.tab;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    if (selected) $('snippet').setAttribute('aria-labelledby', tab.id);
  }
  history.replaceState(null, '', `${location.pathname}${stateToQuery(state, defaults)}`);
}

let timer: ReturnType<typeof setTimeout> | undefined;
form.addEventListener('input', (e) => {
  state = readState(e.target);
  clearTimeout(timer);
  // Typing in a text field re-renders once the typing pauses; everything else at once.
  if (e.target instanceof HTMLInputElement && (e.target.type === 'text' || e.target.type === 'url')) {
    timer = setTimeout(render, 300);
  } else {
    render();
  }
});
form.addEventListener('change', (e) => {
  state = readState(e.target);
  clearTimeout(timer);
  render();
});
form.addEventListener('submit', (e) => e.preventDefault());
$('reset').addEventListener('click', () => {
  state = { ...defaults, tab: state.tab };
  showState();
  render();
});

tabs.addEventListener('click', (e) => {
  const tab = (e.target as HTMLElement).closest<HTMLElement>('[role="tab"]');
  if (!tab) return;
  state = { ...state, tab: tab.dataset.framework as Framework };
  render();
});
tabs.addEventListener('keydown', (e) => {
  const index = FRAMEWORKS.indexOf(state.tab);
  const next =
    e.key === 'ArrowRight'
      ? (index + 1) % FRAMEWORKS.length
      : e.key === 'ArrowLeft'
        ? (index - 1 + FRAMEWORKS.length) % FRAMEWORKS.length
        : e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? FRAMEWORKS.length - 1
            : -1;
  if (next < 0) return;
  e.preventDefault();
  state = { ...state, tab: FRAMEWORKS[next]! };
  render();
  $(`tab-${state.tab}`).focus();
});

$('copy').addEventListener('click', async () => {
  const text = code.textContent ?? '';
  try {
    await navigator.clipboard.writeText(text);
    copyStatus.textContent = 'Copied';
  } catch {
    // No clipboard access (permissions, insecure context): select the text for Ctrl+C.
    const range = document.createRange();
    range.selectNodeContents(code);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    copyStatus.textContent = 'Selected: press Ctrl+C (⌘C) to copy';
  }
  setTimeout(() => (copyStatus.textContent = ''), 4000);
});

showState();
render();
