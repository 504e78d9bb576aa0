/** The few texts the loader shows without React (elements/loader); en.ts reuses them so each lives once. */
export const LOADER_MESSAGES = {
  loadFailed: 'This part of the sign-in form could not be loaded. Check your connection and try again.',
  retry: 'Try again',
} as const;
