import type { StateCreator } from 'zustand/vanilla';
import { Screen } from '../screens';
import type { Bootstrap } from '../../api/types';

/** What went wrong, as shown in the banner or the error screen. `id` lets a view tell two errors apart. */
export interface ErrorDescriptor {
  id: number;
  message: string;
  /** Server error type, when the error came from the API. */
  type?: string;
}

/** Main with an empty history and no error: where "Try again" and the back arrows of dead-end screens go. */
export const BACK_TO_MAIN = { screen: Screen.Main, history: [] as Screen[], error: null, firstFactor: null };

/**
 * A first factor that succeeded, as a product hands it to `authenticated` (the seam after the first factor:
 * docs/adding-a-product.md#after-the-first-factor).
 */
export interface FirstFactor {
  /** What logged in, as the `authenticate_flow_complete` event names it: `password`, `otp_sms`, `passkey`, `crypto`… */
  method: string;
  userId: string | null;
  /**
   * The product's own success screen, shown once every step after the first factor is done; null for a login
   * finished outside the element's flow (a redirect the host page completed), where the element stays on Main.
   */
  success: Screen | null;
}

/**
 * A step after the first factor (a second factor, an offer): the screen it puts in for this login, or null to let
 * it pass. Its screen calls `afterPrimaryDone()` when it is done.
 */
export type AfterPrimaryStep = (factor: FirstFactor, state: FlowSlice) => Screen | null;

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
  /**
   * The steps after the first factor this element runs, in order (none: every login goes straight to its success
   * screen). The element root sets them from its config (src/flow/afterPrimary.ts).
   */
  afterPrimary: readonly AfterPrimaryStep[];
  /** The first factor a step after it holds back, and which step is showing; null when none is. */
  firstFactor: { factor: FirstFactor; step: number } | null;
  /**
   * The last login this element finished (every step after its first factor done, its success screen showing);
   * null until one does. `after-login-url` follows it.
   */
  loginDone: FirstFactor | null;
  /** Every product's success: the first step after the first factor that wants this login, else its success screen. */
  authenticated(factor: FirstFactor): void;
  /** The step showing is done: the next step that wants this login, else the first factor's success screen. */
  afterPrimaryDone(): void;
}

let nextErrorId = 1;

/** `goTo`'s move, as a state update. */
function moveTo(s: FlowSlice, screen: Screen): Partial<FlowSlice> {
  return s.screen === screen ? {} : { screen, history: [...s.history, s.screen], error: null };
}

/** From step `from` on, the first step that wants this login; none left: the success screen. */
function advance(s: FlowSlice, factor: FirstFactor, from: number): Partial<FlowSlice> {
  for (let step = from; step < s.afterPrimary.length; step++) {
    const screen = s.afterPrimary[step]?.(factor, s) ?? null;
    if (screen) return { ...moveTo(s, screen), firstFactor: { factor, step } };
  }
  if (factor.success) return { ...moveTo(s, factor.success), firstFactor: null, loginDone: factor };
  // A login finished outside the flow: back to Main after a step, else nothing changes.
  return s.firstFactor ? BACK_TO_MAIN : s;
}

export const createFlowSlice =
  (initialScreen: Screen, initialBootstrap: Bootstrap): StateCreator<FlowSlice> =>
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
    afterPrimary: [],
    firstFactor: null,
    loginDone: null,
    authenticated: (factor) =>
      set((s) => {
        // The same login told twice (its session appeared, then the product's own answer): the step showing
        // stays, and the product's success screen is the one it leads to.
        const held = s.firstFactor;
        if (held && held.factor.userId === factor.userId) {
          return factor.success ? { firstFactor: { ...held, factor } } : s;
        }
        return advance(s, factor, 0);
      }),
    afterPrimaryDone: () =>
      set((s) => (s.firstFactor ? advance(s, s.firstFactor.factor, s.firstFactor.step + 1) : s)),
  });
