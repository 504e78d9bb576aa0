import { createStore, type StoreApi } from 'zustand/vanilla';
import { Screen } from './screens';
import { DEFAULT_BOOTSTRAP, type Bootstrap } from '../api/types';
import { createFlowSlice, type FlowSlice } from './slices/flow';
import { createMagicLinkSlice, type MagicLinkSlice } from './slices/magicLink';
import { createOtpSlice, type OtpSlice } from './slices/otp';
import { createPasswordSlice, type PasswordSlice } from './slices/password';
import { createToastSlice, type ToastSlice } from './slices/toast';

/** The whole widget state: one store per mounted element, composed of slices. */
export type AuthState = FlowSlice & MagicLinkSlice & OtpSlice & PasswordSlice & ToastSlice;
export type AuthStore = StoreApi<AuthState>;

export interface AuthStoreOptions {
  initialScreen?: Screen;
  bootstrap?: Bootstrap;
}

export function createAuthStore(options: AuthStoreOptions = {}): AuthStore {
  return createStore<AuthState>()((...a) => ({
    ...createFlowSlice(options.initialScreen ?? Screen.Main, options.bootstrap ?? DEFAULT_BOOTSTRAP)(...a),
    ...createMagicLinkSlice(...a),
    ...createOtpSlice(...a),
    ...createPasswordSlice(...a),
    ...createToastSlice(...a),
  }));
}
