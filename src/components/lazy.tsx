import { useEffect, useReducer, type ComponentType, type ReactNode } from 'react';
import { Button } from './Button';
import { Column, Text } from './Layout';
import { Spinner } from './Spinner';
import { useWidget } from '../kit/context';

/** A component whose code lives in a chunk of its own. `preload()` fetches it ahead (on intent). */
export type LazyComponent<P extends object> = ((props: P) => ReactNode) & { preload(): Promise<void> };

/**
 * Like React.lazy, but a component that was preloaded renders synchronously (React.lazy suspends once even then,
 * which would flash a fallback where the loader's first paint stood), and a failed download shows a clear message
 * with a retry instead of unmounting the widget.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = null; // a later attempt fetches again
        throw error;
      },
    ));

  function Lazy(props: P): ReactNode {
    const [state, dispatch] = useReducer(
      (s: { failed: boolean; attempt: number }, a: 'loaded' | 'failed' | 'retry') =>
        a === 'failed'
          ? { ...s, failed: true }
          : a === 'retry'
            ? { failed: false, attempt: s.attempt + 1 }
            : { ...s },
      { failed: false, attempt: 0 },
    );
    const widget = useWidget();
    useEffect(() => {
      if (loaded) return;
      let live = true;
      preload().then(
        () => live && dispatch('loaded'),
        (error: unknown) => {
          if (!live) return;
          console.error('idp-elements: a chunk of the widget failed to load.', error);
          widget.reportError({ message: widget.messages.errorScreen.loadFailed, type: 'chunk_load_error' });
          dispatch('failed');
        },
      );
      return () => {
        live = false;
      };
    }, [state.attempt, widget]);

    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    const { messages } = widget;
    if (state.failed) {
      return (
        <Column $gap={16} data-testid="load-error">
          <Text role="alert" $align="start">
            {messages.errorScreen.loadFailed}
          </Text>
          <Button type="button" variant="secondary" onClick={() => dispatch('retry')} data-idp-action="retry">
            {messages.errorScreen.retry}
          </Button>
        </Column>
      );
    }
    return (
      <Column $gap={16} data-testid="loading" style={{ alignItems: 'center', minHeight: 48 }}>
        <Spinner size={25} label={messages.errorScreen.loading} />
      </Column>
    );
  }
  return Object.assign(Lazy, { preload });
}
