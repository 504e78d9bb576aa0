/**
 * `idp-elements/react`: the same elements for React sites, built against the host's own React (a peer
 * dependency, not bundled: the page pays for React once), plus thin typed components over the elements.
 *
 * ```tsx
 * import { IdpLogin } from 'idp-elements/react';
 * <IdpLogin publicToken="public-token-test-…" config={{ products: ['emailMagicLinks'] }} onEvent={(d) => …} />
 * ```
 *
 * The components render the custom element with its attributes (objects as JSON, so server rendering emits the
 * same markup) and listen to its `idp-event` / `idp-error` DOM events, in React 18 and 19 alike.
 */
import { createElement, forwardRef, useEffect, useImperativeHandle, useRef, type CSSProperties } from 'react';
import type { IdpErrorDetail, IdpEventDetail } from '../src/events/widgetEvents';
import type { CookieOptions, IdpColorScheme, IdpConfig, IdpElementBase, IdpStyles } from './types';
import './index';

export * from './index';

/** What every component takes. */
export interface IdpComponentProps {
  /** The provider's public token. */
  publicToken: string;
  /** The provider's base URL, e.g. the emulator's `http://localhost:9400`. */
  apiUrl?: string;
  /** Configuration. */
  config?: IdpConfig;
  /** Theme. */
  styles?: IdpStyles;
  /** `light`, `dark` or `auto` (default: the visitor's preference when `styles` gives no theme). */
  theme?: IdpColorScheme;
  /** cookie names, path and domain. */
  cookieOptions?: CookieOptions;
  /** A CSP nonce for the element's `<style>` elements (without it, styles are adopted stylesheets). */
  nonce?: string;
  /** A step completed (`idp-event`). */
  onEvent?: (detail: IdpEventDetail, event: CustomEvent<IdpEventDetail>) => void;
  /** Something failed (`idp-error`), with the message the user was shown. */
  onError?: (detail: IdpErrorDetail, event: CustomEvent<IdpErrorDetail>) => void;
  id?: string;
  className?: string;
  style?: CSSProperties;
  hidden?: boolean;
}

export interface IdpLoginComponentProps extends IdpComponentProps {
  /** The reCAPTCHA Enterprise script for projects that require captcha. */
  captchaScriptUrl?: string;
  /** Where the browser goes once any login is done: an http(s) URL or a path on this site, e.g. `/account`. */
  afterLoginUrl?: string;
}

export interface IdpResetPasswordComponentProps extends IdpComponentProps {
  /** The reCAPTCHA Enterprise script for projects that require captcha. */
  captchaScriptUrl?: string;
  /** The reset token; without it the page URL's `token` is used. */
  passwordResetToken?: string;
}

export type IdpPasskeyRegisterComponentProps = IdpComponentProps;

const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));

function component<P extends IdpComponentProps>(
  tag: string,
  displayName: string,
  extra: (props: P) => object,
) {
  const Component = forwardRef<IdpElementBase, P>(function Component(props, ref) {
    const element = useRef<IdpElementBase>(null);
    useImperativeHandle(ref, () => element.current as IdpElementBase, []);
    // The latest callbacks, read when an event arrives: listeners are added once.
    const callbacks = useRef(props);
    callbacks.current = props;
    useEffect(() => {
      const node = element.current;
      if (!node) return undefined;
      const onEvent = (e: Event) => {
        const event = e as CustomEvent<IdpEventDetail>;
        callbacks.current.onEvent?.(event.detail, event);
      };
      const onError = (e: Event) => {
        const event = e as CustomEvent<IdpErrorDetail>;
        callbacks.current.onError?.(event.detail, event);
      };
      node.addEventListener('idp-event', onEvent);
      node.addEventListener('idp-error', onError);
      return () => {
        node.removeEventListener('idp-event', onEvent);
        node.removeEventListener('idp-error', onError);
      };
    }, []);
    const { publicToken, apiUrl, config, styles, theme, cookieOptions, nonce, id, className, style, hidden } =
      props;
    return createElement(tag, {
      ref: element,
      'public-token': publicToken,
      'api-url': apiUrl,
      config: json(config),
      styles: json(styles),
      theme,
      'cookie-options': json(cookieOptions),
      nonce,
      id,
      class: className,
      style,
      hidden,
      ...extra(props as P),
    });
  });
  Component.displayName = displayName;
  return Component;
}

/** `<idp-login>`: sign up or log in. */
export const IdpLogin = component<IdpLoginComponentProps>('idp-login', 'IdpLogin', (p) => ({
  'captcha-script-url': p.captchaScriptUrl,
  'after-login-url': p.afterLoginUrl,
}));

/** `<idp-reset-password>`: the password-reset form a reset email links to. */
export const IdpResetPassword = component<IdpResetPasswordComponentProps>(
  'idp-reset-password',
  'IdpResetPassword',
  (p) => ({ 'captcha-script-url': p.captchaScriptUrl, 'password-reset-token': p.passwordResetToken }),
);

/** `<idp-passkey-register>`: adds a passkey to the logged-in user. */
export const IdpPasskeyRegister = component<IdpPasskeyRegisterComponentProps>(
  'idp-passkey-register',
  'IdpPasskeyRegister',
  () => ({}),
);
