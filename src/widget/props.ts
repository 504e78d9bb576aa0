import type { ReactNode } from 'react';
import type { Locale } from '../i18n/locale';
import type { Translations } from '../i18n/types';
import type { Platform } from '../platform/types';

export interface LoginWidgetProps {
  /** The shadow root r2wc renders into; styles are injected there. */
  container?: HTMLElement;
  publicToken?: string;
  apiUrl?: string;
  /** Configuration, as JSON text or an object. */
  config?: unknown;
  /** Theme, as JSON text or an object. */
  styles?: unknown;
  /** `light`, `dark` or `auto` (default: the visitor's colour-scheme preference when `styles` gives no theme). */
  theme?: string;
  /** cookie names, path and domain, as JSON text or an object. */
  cookieOptions?: unknown;
  /** The captcha script for projects that require captcha (default Google's reCAPTCHA Enterprise). */
  captchaScriptUrl?: string;
  /** Swaps browser side effects in tests. */
  platform?: Platform;
  /** `resetPassword` opens on the reset form (`<idp-reset-password>`). */
  mode?: WidgetMode;
  /** The reset token; without it the page URL's `token` is used. */
  passwordResetToken?: string;
  /** The `locale` attribute (a BCP 47 tag), as the element was given it; the loader resolves it. */
  locale?: string;
  /** Site texts per locale (`strings` attribute/property), as JSON text or an object. */
  strings?: unknown;
  /** Set by the loader: the language the element speaks (its `locale`, else the nearest `lang`, else the browser's). */
  resolvedLocale?: Locale;
  /** Set by the loader: that language's texts (null or absent: English). */
  translations?: Translations | null;
  /** `<idp-account>`'s page, shown in place of the screens (src/account/AccountWidget.tsx). */
  page?: ReactNode;
}

/**
 * Which element a widget is: `<idp-login>`, `<idp-reset-password>`, `<idp-passkey-register>`, `<idp-consent>` or
 * `<idp-account>` (whose root is its own chunk's, src/account/).
 */
export type WidgetMode = 'login' | 'resetPassword' | 'passkeyRegistration' | 'identityProvider' | 'account';
