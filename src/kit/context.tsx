import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { IdpClient } from '../client';
import type { LoginConfig } from '../config/config';
import type { AuthState, AuthStore } from '../store/createAuthStore';
import type { Messages } from '../i18n/en';
import type { WidgetTexts } from '../i18n/widgetTexts';
import type { ChunkPart, Translations } from '../i18n/types';
import type { Theme } from '../theme/tokens';
import type { IdpErrorDetail, IdpEventType } from '../events/widgetEvents';

/** Everything a screen needs from its element: one per mounted element, never shared. */
export interface Widget {
  store: AuthStore;
  client: IdpClient;
  config: LoginConfig;
  theme: Theme;
  messages: Messages;
  /** This element's language (issue 14). */
  locale: WidgetTexts['locale'];
  /** A product chunk's texts in this element's language, with the site's overrides: `texts('password', en)`. */
  texts: WidgetTexts['texts'];
  /** The words for a failed call: by its error type in this element's language, else its own message. */
  errorText: WidgetTexts['errorText'];
  /** Fires `idp-event` on the host element. */
  emit(type: IdpEventType, data?: Record<string, unknown>): void;
  /** Fires `idp-error` on the host element. */
  reportError(detail: IdpErrorDetail): void;
}

export const WidgetContext = createContext<Widget | null>(null);

export function useWidget(): Widget {
  const widget = useContext(WidgetContext);
  if (!widget) throw new Error('idp-elements: a screen was rendered outside its widget.');
  return widget;
}

/** Reads a slice of this element's store and re-renders when it changes. */
export function useAuthState<T>(selector: (state: AuthState) => T): T {
  return useStore(useWidget().store, selector);
}

export function useMessages(): Messages {
  return useWidget().messages;
}

/** A product chunk's texts in this element's language; `english` is the table the chunk carries. */
export function useTexts<K extends ChunkPart>(
  part: K,
  english: NonNullable<Translations[K]>,
): NonNullable<Translations[K]> {
  return useWidget().texts(part, english);
}

/** The words for a failed call, in this element's language. */
export function useErrorText(): Widget['errorText'] {
  return useWidget().errorText;
}
