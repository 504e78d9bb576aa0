/**
 * idp-elements/ssr: the elements' HTML for a server (Node, edge runtimes, a static-site build), with
 * `<idp-login>`'s first screen in a declarative shadow root. The browser shows it before any script has arrived;
 * the loader then adopts it (what the visitor typed, the caret and the focus stay) and React takes over.
 *
 * A pure string function over the loader's own first paint (React's render of the first screen, made at build
 * time): no DOM, no React at request time.
 */
import {
  DEFAULT_CONFIG,
  isHttpUrl,
  resolveAfterLoginUrl,
  parseConfig,
  parseCookieOptions,
  type ConfigError,
} from '../src/config/config';
import { en } from '../src/i18n/en';
import { schemeStyles } from '../src/theme/parseStyles';
import { keepReadable } from '../src/theme/contrast';
import { DARK_THEME, DEFAULT_THEME } from '../src/theme/tokens';
import { hostRule } from '../src/theme/cssVars';
import { isRtl } from '../src/i18n/locale';
import { matchLocale, type Locale } from '../src/i18n/locales/load';
import { overridesFor, parseStrings } from '../src/i18n/strings';
import { isRecord } from '../src/validation/isRecord';
import { FIRST_PAINT_CSS, FIRST_PAINT_HTML, LOGO_PLACEHOLDER } from './loader/firstPaint.generated';
import { FIRST_SCREEN_TEXTS, type FirstScreenTexts } from './ssr/texts';

/** Marks the server's nodes in the shadow root (the same mark as the loader's first paint): the loader adopts them. */
export const SERVER_PAINT_ATTRIBUTE = 'data-idp-first-paint';

/** The tags this module renders. Only `<idp-login>` has a server-rendered first screen; the others render empty. */
export const SSR_TAGS = ['idp-login', 'idp-reset-password', 'idp-passkey-register', 'idp-consent'] as const;
export type SsrTag = (typeof SSR_TAGS)[number];

/** An attribute's value: text, or an object for the JSON attributes (`config`, `styles`, `strings`, `cookie-options`). */
export type SsrAttributeValue = string | Record<string, unknown> | undefined | null;

export interface RenderElementOptions {
  /**
   * The page's language (its `<html lang>`), used when the element has no `locale` attribute, as the browser
   * would. Without either, English.
   */
  lang?: string;
  /**
   * A CSP nonce for the shadow root's `<style>` (pages whose `style-src` has no `'unsafe-inline'`); default: the
   * element's `nonce` attribute.
   */
  nonce?: string;
  /**
   * Show "Powered by Stytch" at once (projects whose settings display it). Default false: its place is kept,
   * invisible, and the element shows it (or closes the place) once it knows the project's settings.
   */
  watermark?: boolean;
}

/** Bad input to renderElementHTML: the message says what to change. */
export class SsrError extends Error {
  constructor(message: string) {
    super(`idp-elements/ssr: ${message}`);
    this.name = 'SsrError';
  }
}

/** The attributes each element reads (kebab-case, as written in HTML). */
const COMMON = ['public-token', 'api-url', 'styles', 'theme', 'cookie-options', 'locale', 'strings', 'nonce'];
const ELEMENT_ATTRIBUTES: Record<SsrTag, readonly string[]> = {
  'idp-login': [...COMMON, 'config', 'captcha-script-url', 'after-login-url'],
  'idp-reset-password': [...COMMON, 'config', 'captcha-script-url', 'password-reset-token'],
  'idp-passkey-register': [...COMMON, 'config'],
  'idp-consent': [...COMMON, 'auth-token-params'],
};

/** Global attributes a page may put on any element. */
const GLOBAL_ATTRIBUTES = new Set([
  'id',
  'class',
  'style',
  'lang',
  'dir',
  'hidden',
  'title',
  'slot',
  'part',
  'tabindex',
]);
const JSON_ATTRIBUTES = new Set(['config', 'styles', 'strings', 'cookie-options', 'auth-token-params']);

const camelToKebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Escapes text for a double-quoted attribute value. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escapes text for element content. */
export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function readAttributes(tag: SsrTag, attributes: Record<string, SsrAttributeValue>): Map<string, string> {
  if (!isRecord(attributes)) throw new SsrError('the attributes must be an object of name → value.');
  const known = ELEMENT_ATTRIBUTES[tag];
  const out = new Map<string, string>();
  for (const [given, value] of Object.entries(attributes)) {
    if (value === undefined || value === null) continue;
    const name = camelToKebab(given);
    const allowed =
      known.includes(name) || GLOBAL_ATTRIBUTES.has(name) || /^(data|aria)-[a-z0-9][a-z0-9-]*$/.test(name);
    if (!allowed)
      throw new SsrError(
        `<${tag}> has no attribute ${JSON.stringify(given)}; it reads ${known.join(', ')} (and global, data-* or aria-* attributes).`,
      );
    if (typeof value === 'string') out.set(name, value);
    else if (JSON_ATTRIBUTES.has(name) && isRecord(value)) out.set(name, JSON.stringify(value));
    else
      throw new SsrError(
        `the ${name} attribute must be ${JSON_ATTRIBUTES.has(name) ? 'JSON text or an object' : 'a string'}, not ${value === null ? 'null' : typeof value}.`,
      );
  }
  return out;
}

/** The options as typed (a page written in JavaScript may pass anything): an SsrError naming the bad one. */
function checkOptions(options: unknown): asserts options is RenderElementOptions {
  if (!isRecord(options)) throw new SsrError('the options must be an object ({ lang, nonce, watermark }).');
  for (const name of ['lang', 'nonce'] as const) {
    const value = options[name];
    if (value !== undefined && typeof value !== 'string')
      throw new SsrError(`options.${name} must be a string, not ${value === null ? 'null' : typeof value}.`);
  }
  if (options.watermark !== undefined && typeof options.watermark !== 'boolean')
    throw new SsrError('options.watermark must be true or false.');
}

/** Reports what the element itself would show as a configuration error, before any HTML is sent. */
function checkLogin(values: Map<string, string>): void {
  if (!(values.get('public-token') ?? '').trim())
    throw new SsrError('<idp-login> needs a public-token attribute.');
  for (const name of ['api-url', 'captcha-script-url']) {
    const url = (values.get(name) ?? '').trim();
    if (url && !isHttpUrl(url))
      throw new SsrError(`the ${name} attribute must be an http(s) URL, not ${JSON.stringify(url)}.`);
  }
  const after = values.get('after-login-url');
  if (resolveAfterLoginUrl(after, 'http://localhost/') === false)
    throw new SsrError(
      `the after-login-url attribute must be an http(s) URL or a path on this site, not ${JSON.stringify(after)}.`,
    );
  const config = parseConfig(values.get('config'));
  if (config.error) throw new SsrError(configErrorText(config.error));
  const cookies = parseCookieOptions(values.get('cookie-options'));
  if (cookies.error) throw new SsrError(`the cookie-options attribute: ${cookies.error}`);
  const strings = parseStrings(values.get('strings'));
  if (strings.warnings.length) throw new SsrError(strings.warnings[0]!);
}

/** The element's own message for a configuration it refuses (English). */
function configErrorText(error: ConfigError): string {
  const m = en.config;
  switch (error.kind) {
    case 'invalidJson':
      return m.invalidJson(error.attribute);
    case 'unknownProduct':
      return m.unknownProduct(error.product);
    case 'missingAttribute':
      return m.missingAttribute(error.attribute);
    case 'invalidAttribute':
      return m.invalidAttribute(error.attribute, error.detail);
    default:
      return m[error.kind];
  }
}

/** The element's language: its `locale` attribute, else its `lang`, else the page's; unsupported means English. */
function localeOf(values: Map<string, string>, options: RenderElementOptions): Locale {
  const named = values.get('locale')?.trim() || values.get('lang')?.trim() || options.lang?.trim() || '';
  return named ? (matchLocale(named) ?? 'en') : 'en';
}

/** Replaces exactly one match in the first-paint markup; the markup is generated, so a miss is a build bug. */
function replaceOnce(
  html: string,
  pattern: RegExp,
  by: (match: string, ...groups: string[]) => string,
): string {
  let found = 0;
  const out = html.replace(pattern, (match: string, ...rest: unknown[]) => {
    found++;
    return by(match, ...(rest.filter((r) => typeof r === 'string') as string[]));
  });
  if (found !== 1)
    throw new Error(`idp-elements/ssr: the first-paint markup changed shape (${String(pattern)}).`);
  return out;
}

/** `<idp-login>`'s first screen as the loader paints it, with the page's attributes applied. */
function loginShadowContent(values: Map<string, string>, options: RenderElementOptions): string {
  const raw = values.get('styles');
  const styles = schemeStyles(raw, values.get('theme'));
  if (styles.error) throw new SsrError(`the styles attribute is not valid: ${styles.error}.`);
  let theme = styles.theme;
  if (raw !== undefined && raw.trim() !== '') {
    // The element checks a page's colours for contrast before it shows them: the same here.
    const base = (values.get('theme') ?? '').trim().toLowerCase() === 'dark' ? DARK_THEME : DEFAULT_THEME;
    theme = keepReadable(theme, JSON.parse(raw) as Record<string, unknown>, base, []);
  }

  const locale = localeOf(values, options);
  const texts = textsFor(locale, values.get('strings'));
  let html = FIRST_PAINT_HTML;
  const logoUrl = theme.logo.logoImageUrl;
  html = replaceOnce(html, /<img src="([^"]*)" alt="[^"]*" part="logo"[^>]*\/>/, (img, src) =>
    src === LOGO_PLACEHOLDER && logoUrl
      ? img
          .replace(/ src="[^"]*"/, ` src="${escapeAttribute(logoUrl)}"`)
          .replace(/ alt="[^"]*"/, ` alt="${escapeAttribute(texts.logoAlt)}"`)
      : '',
  );
  html = replaceOnce(html, /(<h2[^>]*part="heading"[^>]*>)[^<]*<\/h2>/, (_, open) =>
    theme.hideHeaderText ? '' : `${open}${escapeText(texts.header)}</h2>`,
  );
  // Without `watermark: true` its place is kept, invisible, until the element knows the project's settings: the card
  // does not grow when it shows. A rule in the nonce'd <style>, not a style attribute (a strict CSP blocks those).
  html = replaceOnce(
    html,
    /(<a [^>]*part="watermark")([^>]*>)[^<]*(<svg.*?<\/svg><\/a>)/,
    (_, start, open, rest) =>
      `${start}${options.watermark ? '' : ` ${RESERVED}=""`}${open}${escapeText(texts.poweredBy)}${rest}`,
  );
  html = replaceOnce(
    html,
    /(<div part="container"[^>]*) lang="en" dir="ltr"/,
    (_, open) =>
      `${open} ${SERVER_PAINT_ATTRIBUTE}="" lang="${locale}" dir="${isRtl(locale) ? 'rtl' : 'ltr'}"`,
  );
  html = replaceOnce(
    html,
    /(<label [^>]*>)[^<]*<\/label>/,
    (_, open) => `${open}${escapeText(texts.label)}</label>`,
  );
  html = replaceOnce(
    html,
    / placeholder="[^"]*"/,
    () => ` placeholder="${escapeAttribute(texts.placeholder)}"`,
  );
  html = replaceOnce(
    html,
    /(<button [^>]*type="submit"[^>]*>)[^<]*<\/button>/,
    (_, open) => `${open}${escapeText(texts.submit)}</button>`,
  );
  // Before the script is there, Enter must not send the form as a GET to the page (the address in its URL).
  html = replaceOnce(html, /<form /, () => '<form method="dialog" ');
  // Without JavaScript the form cannot send (the provider takes no plain form post): the card says so in place.
  html = replaceOnce(
    html,
    /<\/form>/,
    (end) => `${end}<noscript><p part="noscript">${escapeText(texts.noScript)}</p></noscript>`,
  );
  const css = hostRule(theme, styles.dark) + NO_SCRIPT_CSS + FIRST_PAINT_CSS;
  const given = options.nonce ?? values.get('nonce');
  const nonce = given ? ` nonce="${escapeAttribute(given)}"` : '';
  return `<style ${SERVER_PAINT_ATTRIBUTE}=""${nonce}>${css.replace(/<\/style/gi, '<\\/style')}</style>${html}`;
}

/** Marks the watermark whose place is kept, invisible, until the element knows the project's settings. */
const RESERVED = 'data-idp-reserved';

/** The no-JavaScript line: the card's error colour, the size of its secondary text; the reserved watermark. */
const NO_SCRIPT_CSS =
  '[part~="noscript"]{margin:12px 0 0;font-size:14px;line-height:1.4;color:var(--idp-colors-error,#8b1214)}' +
  `[${RESERVED}]{visibility:hidden}`;

function textsFor(locale: Locale, strings: string | undefined): FirstScreenTexts {
  const base = FIRST_SCREEN_TEXTS[locale];
  const overrides = overridesFor(parseStrings(strings).strings, locale);
  const pick = (part: string, key: string, fallback: string): string => {
    const site = overrides[part];
    const own = isRecord(site) ? site[key] : undefined;
    return typeof own === 'string' ? own : fallback;
  };
  return {
    header: pick('main', 'header', base.header),
    logoAlt: pick('main', 'logoAlt', base.logoAlt),
    label: pick('email', 'label', base.label),
    placeholder: pick('email', 'placeholder', base.placeholder),
    submit: pick('email', 'submit', base.submit),
    poweredBy: pick('watermark', 'poweredBy', base.poweredBy),
    noScript: pick('server', 'noScript', base.noScript),
  };
}

/**
 * The element's HTML: `<idp-login …>` with its first screen in a declarative shadow root, in the element's
 * language (its `locale` attribute, else `options.lang`) and theme (`theme`, `styles`). Attribute names may be
 * written in HTML's kebab-case or as the properties' camelCase; JSON attributes take an object or JSON text. Values
 * are escaped. Throws an SsrError for an unknown tag, an unknown attribute or a configuration the element would
 * refuse. `<idp-login>` with products other than the default renders without a shadow root (the element paints
 * itself); so do the other elements.
 */
export function renderElementHTML(
  tag: SsrTag,
  attributes: Record<string, SsrAttributeValue> = {},
  options: RenderElementOptions = {},
): string {
  if (!(SSR_TAGS as readonly string[]).includes(tag))
    throw new SsrError(`unknown element ${JSON.stringify(tag)}; renders ${SSR_TAGS.join(', ')}.`);
  checkOptions(options);
  const values = readAttributes(tag, attributes);
  const attrs = [...values].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  let shadow = '';
  if (tag === 'idp-login') {
    checkLogin(values);
    const products = parseConfig(values.get('config')).config.products;
    const defaults = DEFAULT_CONFIG.products;
    if (products.length === defaults.length && products.every((p, i) => p === defaults[i]))
      shadow = `<template shadowrootmode="open">${loginShadowContent(values, options)}</template>`;
  }
  return `<${tag}${attrs}>${shadow}</${tag}>`;
}
