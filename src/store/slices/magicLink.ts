import type { StateCreator } from 'zustand/vanilla';
import { Screen } from '../screens';
import type { AuthState } from '../createAuthStore';
import { BACK_TO_MAIN } from './flow';

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
}

export const createMagicLinkSlice: StateCreator<AuthState, [], [], MagicLinkSlice> = (set) => ({
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
});
