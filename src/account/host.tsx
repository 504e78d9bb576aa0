/**
 * `<idp-account>`'s React half: the loader imports this chunk (not the login widget's host) after the element is
 * connected and hands the shadow root over. Its shell and shared building blocks come from the widget chunk the
 * other elements use; its sections are chunks of their own.
 */
// First, as in src/widget/reactHost.tsx: styled-components numbers its components in the order the modules run,
// so the account element evaluates the shared shell in the same order as the login widget.
import '../widget/LoginWidget';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { LoginWidgetProps } from '../widget/props';
import type { ReactHandle } from '../widget/reactHost';
import { AccountWidget } from './AccountWidget';
import { preloadSections } from './sections';

/** Fetches the configured sections' code, so that the first render already shows them. */
export function prepare(_kind: string, props: LoginWidgetProps): Promise<void> {
  return preloadSections(props.config).catch(() => undefined);
}

/** Renders the element into `container` in one task, replacing the loader's skeleton. */
export function mountReact(
  container: ShadowRoot | HTMLElement,
  _kind: string,
  props: LoginWidgetProps,
  _handover: unknown,
  beforeRender: () => void = () => undefined,
): ReactHandle {
  const root = createRoot(container);
  flushSync(() => {
    beforeRender();
    root.render(<AccountWidget {...props} />);
  });
  return {
    update: (next) => root.render(<AccountWidget {...next} />),
    unmount: () => root.unmount(),
  };
}
