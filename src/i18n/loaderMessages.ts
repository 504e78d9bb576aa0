/** The few texts the loader shows without React (elements/loader); en.ts reuses them so each lives once. */
export const LOADER_MESSAGES = {
  loadFailed: 'This part of the sign-in form could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  /** The browser keeps a failed module for the page's lifetime (whatwg/html#6768): only a reload fetches it again. */
  reloadNeeded: 'This part of the sign-in form could not be loaded. Reload the page to try again.',
  reload: 'Reload page',
} as const;
