import type { StateCreator } from 'zustand/vanilla';
import { Screen } from '../../flow/screens';
import type { AuthState } from '../createAuthStore';
import type { Bootstrap } from '../../api/types';

/** What went wrong, as shown in the banner or the error screen. `id` lets a view tell two errors apart. */
export interface ErrorDescriptor {
  id: number;
  message: string;
  /** Server error type, when the error came from the API. */
  type?: string;
}

/** Main with an empty history and no error: where "Try again" and the back arrows of dead-end screens go. */
export const BACK_TO_MAIN = { screen: Screen.Main, history: [] as Screen[], error: null };

export interface FlowSlice {
  screen: Screen;
  /** The provider's project settings (docs/protocol.md#the-calls); the cached copy until the fresh one arrives. */
  bootstrap: Bootstrap;
  bootstrapLoaded(bootstrap: Bootstrap): void;
  /** Screens visited before the current one, for back controls. */
  history: Screen[];
  error: ErrorDescriptor | null;
  /** A Main form's send is pending; the tabs hold still so its answer cannot land on a tab the user left. */
  formBusy: boolean;
  setFormBusy(busy: boolean): void;
  goTo(screen: Screen): void;
  goBack(): void;
  /** Back to Main with the history cleared (for screens whose previous screen would act again on entry). */
  backToMain(): void;
  setError(message: string, type?: string): void;
  clearError(): void;
}

let nextErrorId = 1;

export const createFlowSlice =
  (initialScreen: Screen, initialBootstrap: Bootstrap): StateCreator<AuthState, [], [], FlowSlice> =>
  (set) => ({
    screen: initialScreen,
    bootstrap: initialBootstrap,
    bootstrapLoaded: (bootstrap) => set({ bootstrap }),
    history: [],
    error: null,
    formBusy: false,
    setFormBusy: (formBusy) => set({ formBusy }),
    goTo: (screen) =>
      set((s) => (s.screen === screen ? {} : { screen, history: [...s.history, s.screen], error: null })),
    goBack: () =>
      set((s) => {
        const previous = s.history[s.history.length - 1] ?? Screen.Main;
        return { screen: previous, history: s.history.slice(0, -1), error: null };
      }),
    backToMain: () => set(BACK_TO_MAIN),
    setError: (message, type) =>
      set({
        error: type === undefined ? { id: nextErrorId++, message } : { id: nextErrorId++, message, type },
      }),
    clearError: () => set({ error: null }),
  });
