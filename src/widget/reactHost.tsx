/**
 * The React half of every element: the loader (elements/) imports this chunk after its first paint and hands the
 * shadow root over. Nothing here defines a custom element.
 */
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import {
  IdentityProviderWidget,
  LoginWidget,
  PasskeyRegistrationWidget,
  ResetPasswordWidget,
  type LoginWidgetProps,
} from './LoginWidget';
import { preloadFirstScreen } from '../flow/registry';
import { parseConfig } from '../config/config';
import { writeSelection, type InputSelection } from '../platform/inputSelection';

export type WidgetKind = 'login' | 'resetPassword' | 'passkeyRegistration' | 'identityProvider';

/** What the user did on the loader's first paint before React arrived. */
export interface Handover {
  /** Typed values by input name. */
  values: Record<string, string>;
  /** The focused input and its selection, when focus was inside the element. */
  focus: ({ name: string } & InputSelection) | null;
  /** A submit (Enter or the button) was pressed before React was ready: it is sent once, now. */
  submitted: boolean;
}

export interface ReactHandle {
  update(props: LoginWidgetProps): void;
  unmount(): void;
}

const COMPONENTS = {
  login: LoginWidget,
  resetPassword: ResetPasswordWidget,
  passkeyRegistration: PasskeyRegistrationWidget,
  identityProvider: IdentityProviderWidget,
} as const;

/** Loads the code the first screen needs (the configured products' Main forms) so the first render is final. */
export function prepare(kind: WidgetKind, props: LoginWidgetProps): Promise<void> {
  const { config, error } = parseConfig(props.config);
  // A failed download is shown (with a retry) by the screen itself once rendered.
  return error ? Promise.resolve() : preloadFirstScreen(kind, config).catch(() => undefined);
}

const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Renders the widget into `container` synchronously (one task: no frame shows an empty card), then puts back what
 * the user typed, the focus and caret, and replays a submit pressed before React was ready.
 */
export function mountReact(
  container: ShadowRoot | HTMLElement,
  kind: WidgetKind,
  props: LoginWidgetProps,
  handover: Handover | null,
  beforeRender: () => void = () => undefined,
): ReactHandle {
  const Component = COMPONENTS[kind];
  const root: Root = createRoot(container);
  flushSync(() => {
    beforeRender();
    root.render(<Component {...props} />);
  });
  if (handover) restore(container, handover);
  // Attribute removals restore defaults (a small chunk of its own, after the take-over).
  let stopWatching: (() => void) | null = null;
  let unmounted = false;
  void import('./followRemovals').then(
    (m) => {
      if (!unmounted) stopWatching = m.followRemovals(container);
    },
    () => undefined,
  );
  return {
    update: (next) => root.render(<Component {...next} />),
    unmount: () => {
      unmounted = true;
      stopWatching?.();
      root.unmount();
    },
  };
}

function restore(container: ShadowRoot | HTMLElement, handover: Handover): void {
  const input = (name: string) =>
    container.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
  for (const [name, value] of Object.entries(handover.values)) {
    const field = input(name);
    if (!field || !nativeValue || field.value === value) continue;
    // Through the native setter and an input event, as typing does: React's onChange sees it.
    flushSync(() => {
      nativeValue.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  const focus = handover.focus;
  const focused = focus ? input(focus.name) : null;
  if (focus && focused) {
    focused.focus({ preventScroll: true });
    writeSelection(focused, focus);
  }
  if (handover.submitted) {
    const form = (focused ?? container.querySelector('input'))?.form ?? container.querySelector('form');
    form?.requestSubmit();
  }
}
