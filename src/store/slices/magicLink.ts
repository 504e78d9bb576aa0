import type { StateCreator } from 'zustand/vanilla';
import { Screen } from '../screens';
import { BACK_TO_MAIN, type FlowSlice } from './flow';

/** What a redirect page's address carries for `<idp-login>`: an emailed link's token, a social sign-in's token or error. */
export interface Landing {
  /** `link`: an emailed link (magic link); `oauth`: back from a social sign-in. */
  kind: 'link' | 'oauth';
  token: string;
  /** The provider's error (e.g. `access_denied` after Cancel on its page), with its description. */
  error: string | null;
  errorDetail: string | null;
}

export interface MagicLinkSlice {
  /** What the user has typed in the email field; kept across failed sends and screen changes. */
  emailDraft: string;
  /** The address the last magic link went to ("Magic-link email"). */
  magicLinkEmail: string;
  setEmailDraft(email: string): void;
  /** A magic link was sent: remember the address and show the confirmation. */
  magicLinkSent(email: string): void;
  /** "Try again": forget the address and return to Main. */
  magicLinkTryAgain(): void;
  /** The redirect page's token (an emailed link or a social sign-in), read from the address once. */
  landing: Landing | null;
  setLanding(landing: Landing | null): void;
}

export const createMagicLinkSlice: StateCreator<FlowSlice & MagicLinkSlice, [], [], MagicLinkSlice> = (
  set,
) => ({
  emailDraft: '',
  magicLinkEmail: '',
  setEmailDraft: (emailDraft) => set({ emailDraft }),
  magicLinkSent: (email) =>
    set((s) => ({
      magicLinkEmail: email,
      screen: Screen.EmailConfirmation,
      history: [...s.history, s.screen],
      error: null,
    })),
  magicLinkTryAgain: () => set({ ...BACK_TO_MAIN, magicLinkEmail: '' }),
  landing: null,
  setLanding: (landing) => set({ landing }),
});
