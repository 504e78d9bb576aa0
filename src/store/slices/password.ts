import type { StateCreator } from 'zustand/vanilla';
import type { UserType } from '../../api/passwords';
import { Screen } from '../screens';
import type { FlowSlice } from './flow';

/** PasswordState: the email and what search said about it (`new` by default). */
export interface PasswordState {
  email: string;
  type: UserType;
}

export interface PasswordSlice {
  passwordState: PasswordState;
  /** ResetPasswordState: the token of the reset link. */
  resetPasswordState: { token: string; tokenType: string | null };
  /** Search answered: remember the email and its type, then show PasswordCreateOrLogin. */
  passwordSearched(email: string, type: UserType): void;
  setResetToken(token: string, tokenType: string | null): void;
}

export const createPasswordSlice: StateCreator<FlowSlice & PasswordSlice, [], [], PasswordSlice> = (set) => ({
  passwordState: { email: '', type: 'new' },
  resetPasswordState: { token: '', tokenType: null },
  passwordSearched: (email, type) =>
    set((s) => ({
      passwordState: { email, type },
      screen: Screen.PasswordCreateOrLogin,
      history: [...s.history, s.screen],
      error: null,
    })),
  setResetToken: (token, tokenType) => set({ resetPasswordState: { token, tokenType } }),
});
