// The playground's state, its URL form, and the snippets it produces (HTML and four frameworks). Pure functions:
// no DOM, so the page and the tests share them.

export const PRODUCTS = ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'oauth', 'crypto'] as const;
export const OTP_METHODS = ['sms', 'whatsapp', 'email'] as const;
export const THEMES = ['auto', 'light', 'dark'] as const;
export const FRAMEWORKS = ['html', 'react', 'vue', 'svelte', 'angular'] as const;
export type Framework = (typeof FRAMEWORKS)[number];

export interface PlaygroundState {
  products: string[];
  otpMethods: string[];
  providers: string[];
  lang: string;
  theme: string;
  /** `#rrggbb`, or '' for the element's own. */
  primary: string;
  background: string;
  /** Pixels, or '' for the element's own. */
  radius: string;
  font: string;
  title: string;
  redirect: string;
  tab: Framework;
}

/** Where the snippet's script and API point, and the project's token. */
export interface Target {
  /** The module build of the package, e.g. `http://localhost:9400/dist/esm/idp-elements.js`. */
  scriptUrl: string;
  apiUrl: string;
  publicToken: string;
}

export function defaultState(appUrl: string): PlaygroundState {
  return {
    products: ['emailMagicLinks'],
    otpMethods: ['sms'],
    providers: ['google', 'github'],
    lang: 'en',
    theme: 'auto',
    primary: '',
    background: '',
    radius: '',
    font: '',
    title: '',
    redirect: new URL('/authenticate.html', appUrl).href,
    tab: 'html',
  };
}

const HEX = /^#[0-9a-f]{6}$/i;
const list = (v: string | null, allowed: readonly string[]): string[] | undefined =>
  v === null ? undefined : v.split(',').filter((x) => allowed.includes(x));
const pick = <T extends string>(v: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((x) => x === v);

/** Reads the state from a query string; unknown or malformed values fall back to the defaults. */
export function stateFromQuery(
  query: string,
  defaults: PlaygroundState,
  languages: readonly string[],
  providers: readonly string[],
  fonts: readonly string[],
): PlaygroundState {
  const q = new URLSearchParams(query);
  const colour = (key: string) => {
    const v = q.get(key);
    return v !== null && HEX.test(v) ? v.toLowerCase() : '';
  };
  const radius = q.get('radius');
  const redirect = q.get('redirect');
  return {
    products: list(q.get('products'), PRODUCTS) ?? defaults.products,
    otpMethods: list(q.get('otp'), OTP_METHODS) ?? defaults.otpMethods,
    providers: list(q.get('social'), providers) ?? defaults.providers,
    lang: pick(q.get('lang'), languages) ?? defaults.lang,
    theme: pick(q.get('theme'), THEMES) ?? defaults.theme,
    primary: colour('primary'),
    background: colour('background'),
    radius: radius !== null && /^\d{1,2}$/.test(radius) && Number(radius) <= 24 ? radius : '',
    font: pick(q.get('font'), fonts) ?? '',
    title: (q.get('title') ?? '').slice(0, 80),
    redirect: redirect !== null && /^https?:\/\//.test(redirect) ? redirect : defaults.redirect,
    tab: pick(q.get('tab'), FRAMEWORKS) ?? defaults.tab,
  };
}

/** The state as a query string: only what differs from the defaults. */
export function stateToQuery(state: PlaygroundState, defaults: PlaygroundState): string {
  const q = new URLSearchParams();
  const put = (key: string, value: string, base: string) => {
    if (value !== base) q.set(key, value);
  };
  put('products', state.products.join(','), defaults.products.join(','));
  put('otp', state.otpMethods.join(','), defaults.otpMethods.join(','));
  put('social', state.providers.join(','), defaults.providers.join(','));
  put('lang', state.lang, defaults.lang);
  put('theme', state.theme, defaults.theme);
  put('primary', state.primary, '');
  put('background', state.background, '');
  put('radius', state.radius, '');
  put('font', state.font, '');
  put('title', state.title, '');
  put('redirect', state.redirect, defaults.redirect);
  put('tab', state.tab, defaults.tab);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Black or white, whichever reads better on `hex`. */
function textOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (1.05 / (l + 0.05) > (l + 0.05) / 0.05 ? '#FFFFFF' : '#000000') as string;
}

export function configOf(state: PlaygroundState): Record<string, unknown> {
  const config: Record<string, unknown> = { products: PRODUCTS.filter((p) => state.products.includes(p)) };
  const redirect = state.redirect;
  const has = (p: string) => state.products.includes(p);
  if (has('emailMagicLinks')) {
    config.emailMagicLinksOptions = { loginRedirectURL: redirect, signupRedirectURL: redirect };
  }
  if (has('otp')) {
    config.otpOptions = {
      methods: OTP_METHODS.filter((m) => state.otpMethods.includes(m)),
      expirationMinutes: 5,
    };
  }
  if (has('passwords')) {
    let reset = redirect;
    try {
      reset = new URL('/reset-password.html', redirect).href;
    } catch {
      // an unparsable redirect URL: the element reports it
    }
    config.passwordOptions = { loginRedirectURL: redirect, resetPasswordRedirectURL: reset };
  }
  if (has('oauth')) {
    config.oauthOptions = {
      providers: state.providers.map((type) => ({ type })),
      loginRedirectURL: redirect,
      signupRedirectURL: redirect,
    };
  }
  return config;
}

export function stylesOf(state: PlaygroundState): Record<string, unknown> | undefined {
  const styles: Record<string, Record<string, unknown>> = {};
  const radius = state.radius === '' ? undefined : `${state.radius}px`;
  if (state.font) (styles as Record<string, unknown>).fontFamily = state.font;
  if (state.background || radius) {
    styles.container = {
      ...(state.background && { backgroundColor: state.background }),
      ...(radius && { borderRadius: radius }),
    };
  }
  if (state.primary) styles.colors = { primary: state.primary };
  if (state.primary || radius) {
    styles.buttons = {
      primary: {
        ...(state.primary && {
          backgroundColor: state.primary,
          borderColor: state.primary,
          textColor: textOn(state.primary),
        }),
        ...(radius && { borderRadius: radius }),
      },
      ...(radius && { secondary: { borderRadius: radius } }),
    };
  }
  if (radius) styles.inputs = { borderRadius: radius };
  return Object.keys(styles).length ? styles : undefined;
}

export function stringsOf(state: PlaygroundState): Record<string, unknown> | undefined {
  const title = state.title.trim();
  return title ? { [state.lang]: { main: { header: title } } } : undefined;
}

/** The element's attributes, in the snippet's order; `config`, `styles` and `strings` as JSON. */
export function attributesOf(state: PlaygroundState, target: Target): [string, string][] {
  const attrs: [string, string][] = [
    ['public-token', target.publicToken],
    ['api-url', target.apiUrl],
    ['locale', state.lang],
    ['theme', state.theme],
    ['config', JSON.stringify(configOf(state))],
  ];
  const styles = stylesOf(state);
  if (styles) attrs.push(['styles', JSON.stringify(styles)]);
  const strings = stringsOf(state);
  if (strings) attrs.push(['strings', JSON.stringify(strings)]);
  return attrs;
}

const escapeAttr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON indented by `pad` after its first line; short lists of plain values stay on one line. */
const json = (v: unknown, pad = '') =>
  JSON.stringify(v, null, 2)
    .replace(/\[\n\s+([^[\]{}]*?)\n\s*\]/g, (all, items: string) => {
      const line = `[${items.split(/,\n\s*/).join(', ')}]`;
      return line.length <= 72 ? line : all;
    })
    .replace(/\n/g, `\n${pad}`);
/** The same as a JavaScript object literal: keys without quotes. */
const js = (v: unknown, pad = '') => json(v, pad).replace(/"([A-Za-z_$][\w$]*)":/g, '$1:');

function htmlSnippet(state: PlaygroundState, target: Target): string {
  const lines = attributesOf(state, target).map(([name, value]) => {
    const isJson = name === 'config' || name === 'styles' || name === 'strings';
    const text = isJson ? json(JSON.parse(value), '  ') : value;
    return `  ${name}='${escapeAttr(text)}'`.replace(
      /^ {2}([a-z-]+)='([^'\n"]*)'$/,
      (_, n, v) => `  ${n}="${v}"`,
    );
  });
  return [
    `<script type="module" src="${escapeAttr(target.scriptUrl)}"></script>`,
    '',
    '<idp-login',
    ...lines,
    '></idp-login>',
    '',
  ].join('\n');
}

function objects(state: PlaygroundState, decl: (name: string, value: string) => string): string[] {
  const out = [decl('config', js(configOf(state)))];
  const styles = stylesOf(state);
  if (styles) out.push(decl('styles', js(styles)));
  const strings = stringsOf(state);
  if (strings) out.push(decl('strings', js(strings)));
  return out;
}

function reactSnippet(state: PlaygroundState, target: Target): string {
  const styles = stylesOf(state);
  const strings = stringsOf(state);
  const props = [
    `publicToken="${target.publicToken}"`,
    `apiUrl="${target.apiUrl}"`,
    `theme="${state.theme}"`,
    'config={config}',
    ...(styles ? ['styles={styles}'] : []),
    ...(strings
      ? [
          'ref={(el) => {\n            if (el) el.strings = strings; // text overrides are a property\n          }}',
        ]
      : []),
    'onEvent={(detail) => console.log(detail.type)}',
    'onError={(detail) => console.warn(detail.message)}',
  ];
  return [
    "import { IdpLogin } from 'idp-elements/react';",
    '',
    ...objects(state, (n, v) => `const ${n} = ${v};\n`),
    'export function SignIn() {',
    '  return (',
    `    // The element follows the nearest lang attribute.`,
    `    <div lang="${state.lang}">`,
    '      <IdpLogin',
    ...props.map((p) => `        ${p}`),
    '      />',
    '    </div>',
    '  );',
    '}',
    '',
  ].join('\n');
}

function tagAttrs(
  state: PlaygroundState,
  target: Target,
  bind: (name: string) => string,
  indent: string,
): string {
  const styles = stylesOf(state);
  const strings = stringsOf(state);
  return [
    `public-token="${target.publicToken}"`,
    `api-url="${target.apiUrl}"`,
    `locale="${state.lang}"`,
    `theme="${state.theme}"`,
    bind('config'),
    ...(styles ? [bind('styles')] : []),
    ...(strings ? [bind('strings')] : []),
  ]
    .map((a) => `${indent}${a}`)
    .join('\n');
}

function vueSnippet(state: PlaygroundState, target: Target): string {
  return [
    "<!-- vite.config.ts: vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('idp-') } } }) -->",
    '<script setup lang="ts">',
    "import 'idp-elements';",
    '',
    ...objects(state, (n, v) => `const ${n} = ${v};`),
    '</script>',
    '',
    '<template>',
    '  <idp-login',
    tagAttrs(state, target, (n) => `:${n}.prop="${n}"`, '    '),
    '    @idp-event="(e) => console.log(e.detail.type)"',
    '    @idp-error="(e) => console.warn(e.detail.message)"',
    '  />',
    '</template>',
    '',
  ].join('\n');
}

function svelteSnippet(state: PlaygroundState, target: Target): string {
  return [
    '<script>',
    "  import { onMount } from 'svelte';",
    "  onMount(() => import('idp-elements'));",
    '',
    ...objects(state, (n, v) => `  const ${n} = ${v.replace(/\n/g, '\n  ')};`),
    '</script>',
    '',
    '<idp-login',
    tagAttrs(state, target, (n) => `{${n}}`, '  '),
    '  onidp-event={(e) => console.log(e.detail.type)}',
    '  onidp-error={(e) => console.warn(e.detail.message)}',
    '/>',
    '',
  ].join('\n');
}

function angularSnippet(state: PlaygroundState, target: Target): string {
  return [
    "// main.ts: import 'idp-elements';",
    "import { Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core';",
    '',
    '@Component({',
    "  selector: 'app-sign-in',",
    '  standalone: true,',
    '  schemas: [CUSTOM_ELEMENTS_SCHEMA],',
    '  template: `<idp-login',
    tagAttrs(state, target, (n) => `[${n}]="${n}"`, '    '),
    '    (idp-event)="onEvent($event)"',
    '  ></idp-login>`,',
    '})',
    'export class SignInComponent {',
    ...objects(state, (n, v) => `  ${n} = ${v.replace(/\n/g, '\n  ')};`),
    '  onEvent(e: Event) {',
    '    console.log((e as CustomEvent).detail.type);',
    '  }',
    '}',
    '',
  ].join('\n');
}

export function snippet(state: PlaygroundState, target: Target, framework: Framework = state.tab): string {
  switch (framework) {
    case 'react':
      return reactSnippet(state, target);
    case 'vue':
      return vueSnippet(state, target);
    case 'svelte':
      return svelteSnippet(state, target);
    case 'angular':
      return angularSnippet(state, target);
    default:
      return htmlSnippet(state, target);
  }
}
