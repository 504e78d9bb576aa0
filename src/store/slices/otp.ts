import type { StateCreator } from 'zustand/vanilla';
import { Screen } from '../screens';
import { BACK_TO_MAIN, type FlowSlice } from './flow';
import { DEFAULT_COUNTRY, type SelectedCountry } from '../../phone/country';

export type OtpChannel = 'sms' | 'whatsapp' | 'email';

/** OtpState: where the code went and the method id the authenticate call needs. */
export interface OtpState {
  type: OtpChannel;
  methodId: string;
  /** What the user typed, shown back as "sent to you at {destination}" (E.164 number or email). */
  otpDestination: string;
  /** Epoch ms at which the code stops working. */
  expiresAt: number;
}

/** What the user has typed in the phone form; kept across failed sends and tab switches. */
export interface PhoneDraft {
  country: SelectedCountry;
  text: string;
}

export interface OtpSlice {
  phoneDraft: PhoneDraft;
  setPhoneDraft(draft: PhoneDraft): void;
  otpState: OtpState | null;
  /** A code was sent from Main: remember where and go to OTPAuthenticate. */
  otpSent(state: OtpState): void;
  /** A new code was sent: new method id, expiry restarts. */
  otpResent(methodId: string, expiresAt: number): void;
  /** The back arrow ("goes to Main"): history cleared, so a passwordless auto-send cannot run again. */
  otpBack(): void;
  /** The user the accepted code logged in, for the flow-complete event. */
  otpUserId: string | null;
  /** The code was accepted. */
  otpVerified(userId: string): void;
}

export const createOtpSlice: StateCreator<FlowSlice & OtpSlice, [], [], OtpSlice> = (set, get) => ({
  phoneDraft: { country: DEFAULT_COUNTRY, text: '' },
  setPhoneDraft: (phoneDraft) => set({ phoneDraft }),
  otpState: null,
  otpUserId: null,
  otpSent: (otpState) =>
    set((s) => ({
      otpState,
      screen: Screen.OTPAuthenticate,
      history: [...s.history, s.screen],
      error: null,
    })),
  otpResent: (methodId, expiresAt) =>
    set((s) => (s.otpState ? { otpState: { ...s.otpState, methodId, expiresAt }, error: null } : {})),
  otpBack: () => set({ ...BACK_TO_MAIN, otpState: null }),
  otpVerified: (otpUserId) => {
    set({ otpUserId });
    const { otpState, authenticated } = get();
    authenticated({
      method: `otp_${otpState?.type ?? 'sms'}`,
      userId: otpUserId,
      success: Screen.OTPConfirmation,
    });
  },
});
