/**
 * idp-elements/account: defines `<idp-account>` and exports `mountAccount`. An entry of its own, so that nothing of
 * the account element is in what `<idp-login>` loads: it imports the main entry (idp-elements.js, which defines the
 * other elements and provides the modules this entry's chunks share with it), paints a skeleton card from the
 * element's attributes at once, and loads its React chunk (src/account/host.tsx), which replaces the skeleton.
 */
import './index';
import { MountError, type MountLoginOptions } from './index';
import { EVENT, type IdpErrorDetail, type IdpEventDetail } from '../src/events/widgetEvents';
import { paintSkeleton } from './account/skeleton';
import type { AccountHandle } from '../src/account/host';
import type { IdpAccountConfig } from './types';

type PropKind = 'string' | 'json';
type Props = Record<string, unknown>;

const attributeOf = (prop: string): string => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The React chunk: a seam for tests. */
export const accountChunk = { load: () => import('../src/account/host') };

/**
 * `<idp-account>`: the logged-in user's account and security page.
 *
 * @summary The account widget: profile, email addresses, password, this session, two-factor authentication,
 *   passkeys, phone numbers, connected accounts, crypto wallets and connected apps, with step-up re-verification;
 *   needs a live session. Defined by `import 'idp-elements/account'`.
 * @attr public-token - The provider's public token (required).
 * @attr api-url - The provider's base URL, e.g. the emulator's `http://localhost:9400`.
 * @attr config - Configuration as JSON (`config` property): `sections` (which sections, in which order: `profile`,
 *   `emails`, `password`, `session`, `twoFactor`, `passkeys`, `phones`, `connectedAccounts`, `wallets`, `apps`;
 *   default all), `stepUpMinutes` (how recently a factor must have been verified for a sensitive change; default
 *   10), `passwordOptions` (the reset email of "Forgot it?").
 * @attr theme - `light`, `dark` or `auto` (default): without a theme from `styles`, `auto` follows the
 *   visitor's `prefers-color-scheme`.
 * @attr styles - Theme as JSON; also settable as an object through the `styles` property.
 * @attr locale - The language (a BCP 47 tag such as `fr` or `pt-BR`); default: the element's or the page's
 *   `lang`, else the browser's languages. 25 languages; any other means English.
 * @attr strings - Texts in place of the built-in ones, per locale, as JSON (`strings` property): e.g.
 *   `{"en": {"account": {"title": "Settings"}}}`; `{0}`, `{1}` … stand for a text's values.
 * @attr cookie-options - Cookie names, path and domain as JSON (`cookieOptions` property).
 * @event idp-event - `account_no_session` (nobody is logged in: show `<idp-login>`), `account_updated`
 *   (`{ section, action }`: a change was saved), `step_up_complete` (`{ method }`: the user re-verified before a
 *   sensitive change), `second_factor_enrolled` (`{ method: 'totp' }`), `logout` ("Log out" ended the session).
 * @event idp-error - Something failed. `detail: { message, type, status? }`.
 * @csspart container - The card.
 * @csspart heading - The title.
 * @csspart section - Each section, also `section-{id}` (e.g. `section-emails`).
 * @csspart step-up - The "Confirm it's you" panel.
 * @csspart section-error - A section's error line; `section-status` its confirmation line.
 * @csspart skeleton - The placeholder card shown while the element loads.
 */
export const IdpAccountElement = accountElement({
  shadow: 'open',
  props: {
    publicToken: 'string',
    apiUrl: 'string',
    config: 'json',
    styles: 'json',
    theme: 'string',
    cookieOptions: 'json',
    locale: 'string',
    strings: 'json',
  },
});

export const IDP_ACCOUNT_TAG = 'idp-account';

/** Defines a tag once: loading the bundle twice never throws "already defined". */
function defineOnce(tag: string, element: CustomElementConstructor | null): void {
  if (element && typeof customElements !== 'undefined' && !customElements.get(tag))
    customElements.define(tag, element);
}
defineOnce(IDP_ACCOUNT_TAG, IdpAccountElement);

export interface MountAccountOptions extends Omit<
  MountLoginOptions,
  'selector' | 'config' | 'captchaScriptUrl'
> {
  /** CSS selector of the element to mount into; the first match is used. */
  selector: string;
  /** `sections` (which, in which order), `stepUpMinutes` (default 10) and the shared `passwordOptions`. */
  config?: IdpAccountConfig;
}

/**
 * Mounts `<idp-account>` (the logged-in user's account and security page), either as
 * `mountAccount({ selector, publicToken, … })` or as `mountAccount(selector, { publicToken, … })`.
 */
export function mountAccount(options: MountAccountOptions): HTMLElement;
export function mountAccount(selector: string, options: Omit<MountAccountOptions, 'selector'>): HTMLElement;
export function mountAccount(
  first: string | MountAccountOptions,
  rest?: Omit<MountAccountOptions, 'selector'>,
): HTMLElement {
  const options = (typeof first === 'string' ? { ...rest, selector: first } : first) as MountAccountOptions;
  let parent: Element | null;
  try {
    parent = document.querySelector(options.selector);
  } catch {
    parent = null;
  }
  if (!parent) throw new MountError(options.selector);
  const element = document.createElement(IDP_ACCOUNT_TAG) as unknown as HTMLElement & Record<string, unknown>;
  element.setAttribute('public-token', options.publicToken);
  if (options.apiUrl) element.setAttribute('api-url', options.apiUrl);
  if (options.theme) element.setAttribute('theme', options.theme);
  if (options.locale) element.setAttribute('locale', options.locale);
  for (const name of ['config', 'styles', 'cookieOptions', 'strings'] as const)
    if (options[name]) element[name] = options[name];
  const { onEvent, onError } = options.callbacks ?? {};
  if (onEvent)
    element.addEventListener(EVENT.event, (e) => onEvent((e as CustomEvent<IdpEventDetail>).detail));
  if (onError)
    element.addEventListener(EVENT.error, (e) => onError((e as CustomEvent<IdpErrorDetail>).detail));
  parent.replaceChildren(element);
  return element;
}

/**
 * The element class (null where there is no DOM: on a server, importing this module must not throw). Attributes
 * and properties are the props; a JSON one also takes an object, reflected to its attribute as JSON text (the
 * widget parses it and reports malformed input itself).
 */
function accountElement(spec: {
  shadow: 'open';
  props: Record<string, PropKind>;
}): CustomElementConstructor | null {
  if (typeof HTMLElement === 'undefined') return null;
  const names = Object.keys(spec.props);
  const byAttribute = new Map(names.map((n) => [attributeOf(n), n]));

  class IdpAccount extends HTMLElement {
    static get observedAttributes(): string[] {
      return [...byAttribute.keys()];
    }
    #root: ShadowRoot | null = null;
    #handle: AccountHandle | null = null;
    #skeleton: (() => void) | null = null;
    #loading = false;
    #connected = false;

    connectedCallback(): void {
      // Properties set before the tag was defined shadow the accessors: set them again through them.
      const self = this as unknown as Props;
      for (const name of names) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = self[name];
          delete self[name];
          self[name] = value;
        }
      }
      this.#connected = true;
      this.#root ??= this.shadowRoot ?? this.attachShadow({ mode: spec.shadow });
      if (this.#handle) return this.#handle.update(this.#props());
      this.#paint();
      this.#load();
    }

    disconnectedCallback(): void {
      this.#connected = false;
      const handle = this.#handle;
      this.#handle = null;
      // After the current task: a React host may be removing the element inside its own commit.
      if (handle) queueMicrotask(() => handle.unmount());
      this.#skeleton?.();
      this.#skeleton = null;
    }

    attributeChangedCallback(): void {
      if (!this.#connected) return;
      if (this.#handle) this.#handle.update(this.#props());
      else if (!this.#loading || this.#skeleton) this.#paint();
    }

    #props(): Props {
      const props: Props = { container: this.#root };
      for (const name of names) props[name] = this.getAttribute(attributeOf(name)) ?? undefined;
      return props;
    }

    #paint(retry?: () => void): void {
      if (!this.#root) return;
      this.#skeleton?.();
      this.#skeleton = paintSkeleton(this.#root, this.#props(), retry);
    }

    #load(): void {
      if (this.#loading) return;
      this.#loading = true;
      const root = this.#root!;
      accountChunk
        .load()
        .then((host) =>
          host.mountAccount(
            root,
            () => this.#props(),
            () => this.#connected,
            () => {
              this.#skeleton?.();
              this.#skeleton = null;
            },
          ),
        )
        .then(
          (handle) => {
            this.#loading = false;
            if (!handle) return;
            if (!this.#connected) return handle.unmount();
            this.#handle = handle;
          },
          (error: unknown) => {
            this.#loading = false;
            console.error('idp-elements: the account element could not be loaded.', error);
            if (this.#connected)
              this.#paint(() => {
                this.#paint();
                this.#load();
              });
          },
        );
    }
  }

  for (const name of names) {
    const attribute = attributeOf(name);
    const json = spec.props[name] === 'json';
    Object.defineProperty(IdpAccount.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement): unknown {
        const value = this.getAttribute(attribute);
        if (value === null) return undefined;
        if (!json) return value;
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return value;
        }
      },
      set(this: HTMLElement, value: unknown) {
        if (value === undefined || value === null) this.removeAttribute(attribute);
        else
          this.setAttribute(
            attribute,
            typeof value === 'string' || !json ? String(value) : JSON.stringify(value),
          );
      },
    });
  }
  return IdpAccount;
}
