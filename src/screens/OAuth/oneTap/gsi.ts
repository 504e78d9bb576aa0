/**
 * Google Identity Services (`google.accounts.id`), the script One Tap runs on. Its URL is configurable
 * (`oauthOptions.oneTapScriptURL`) so that the emulator's stand-in can take Google's place offline.
 */
import { isHttpUrl } from '../../../platform/types';

export const GOOGLE_GSI_URL = 'https://accounts.google.com/gsi/client';

export interface CredentialResponse {
  /** The ID token (a JWT) of the account the user chose. */
  credential: string;
  select_by?: string;
}

/** What `prompt()` tells its listener at each moment (Google's `PromptMomentNotification`). */
export interface PromptMomentNotification {
  isDisplayMoment?(): boolean;
  isDisplayed?(): boolean;
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string;
  isSkippedMoment(): boolean;
  getSkippedReason?(): string;
  isDismissedMoment(): boolean;
  getDismissedReason?(): string;
}

export interface IdConfiguration {
  client_id: string;
  callback(response: CredentialResponse): void;
  auto_select: boolean;
  context: 'signin' | 'signup' | 'use';
  itp_support: boolean;
  use_fedcm_for_prompt: boolean;
  cancel_on_tap_outside: boolean;
  /** The id of the element an embedded prompt goes into. */
  prompt_parent_id?: string;
}

export interface GoogleAccountsId {
  initialize(config: IdConfiguration): void;
  prompt(listener?: (notification: PromptMomentNotification) => void): void;
  cancel(): void;
}

const accountsId = () =>
  (window as unknown as { google?: { accounts?: { id?: GoogleAccountsId } } }).google?.accounts?.id;

const scripts = new Map<string, Promise<GoogleAccountsId>>();

/** Loads the script once per page and URL; resolves `google.accounts.id`. A failed load is tried again next time. */
export function loadGsi(scriptUrl: string): Promise<GoogleAccountsId> {
  const present = accountsId();
  if (present) return Promise.resolve(present);
  let loading = scripts.get(scriptUrl);
  if (!loading) {
    loading = new Promise<GoogleAccountsId>((resolve, reject) => {
      if (!isHttpUrl(new URL(scriptUrl, window.location.href).href)) {
        return reject(new Error(`the One Tap script URL ${scriptUrl} is not http(s)`));
      }
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
      if (nonce) script.nonce = nonce;
      script.onload = () => {
        const loaded = accountsId();
        if (loaded) resolve(loaded);
        else reject(new Error(`${scriptUrl} did not define google.accounts.id`));
      };
      script.onerror = () => reject(new Error(`the One Tap script ${scriptUrl} could not be loaded`));
      document.head.append(script);
    });
    scripts.set(scriptUrl, loading);
    loading.catch(() => scripts.delete(scriptUrl));
  }
  return loading;
}
