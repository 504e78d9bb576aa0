/**
 * r2wc's renderer for the loader: instead of React, `mount` paints the first screen at once (firstPaint.ts) and
 * fetches the React chunk, which then takes the shadow root over in one task. Attribute changes before React is
 * there are kept and handed over; a chunk that cannot be fetched shows a clear message in the card.
 */
import type { ComponentType } from 'react';
import type { R2WCRenderer } from '@r2wc/core';
import type { LoginWidgetProps } from '../../src/widget/LoginWidget';
import type * as ReactHost from '../../src/widget/reactHost';
import type { ReactHandle, WidgetKind } from '../../src/widget/reactHost';
import { paintFirstScreen, type ElementProps, type FirstPaint } from './firstPaint';
import { failureIsCached, showLoadError } from './loadError';
import { preloadFirstScreenChunks } from './preload';

type HostModule = typeof ReactHost;

/** The React chunk. A seam for tests, which hold it back to act on the first paint. */
export const reactChunk = {
  load: (): Promise<HostModule> => import('../../src/widget/reactHost'),
};

interface Mounted {
  container: HTMLElement;
  props: LoginWidgetProps;
  paint: FirstPaint | null;
  react: ReactHandle | null;
  unmounted: boolean;
  /** Removes the load-error card, if shown. */
  clearError: (() => void) | null;
}

/** r2wc's component argument: the loader has no component, only the kind of widget to hand over to. */
export const WIDGET = (() => null) as ComponentType<LoginWidgetProps>;

/**
 * Runs `fn` once the frame with the first paint is on screen: fetching and evaluating React earlier would hold
 * that frame back. Without animation frames (a hidden tab) it runs on a timer.
 */
function afterPaint(fn: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 100);
}

export function lazyRenderer(kind: WidgetKind): R2WCRenderer<LoginWidgetProps, Mounted> {
  const start = (mounted: Mounted): void => {
    reactChunk
      .load()
      .then(async (host) => {
        await host.prepare(kind, mounted.props);
        if (mounted.unmounted) return;
        const paint = mounted.paint;
        mounted.paint = null;
        mounted.react = host.mountReact(
          mounted.container,
          kind,
          mounted.props,
          paint?.handover() ?? null,
          () => {
            paint?.remove();
            mounted.clearError?.();
          },
        );
        mounted.container.ownerDocument.defaultView?.performance?.mark?.('idp:interactive');
      })
      .catch(async (error: unknown) => {
        if (mounted.unmounted) return;
        console.error('idp-elements: the widget could not be loaded.', error);
        const reload = await failureIsCached(error);
        if (mounted.unmounted) return;
        mounted.paint?.remove();
        mounted.paint = null;
        mounted.clearError = showLoadError(
          mounted.container,
          mounted.props.styles,
          mounted.props.theme,
          () => {
            mounted.clearError?.();
            mounted.clearError = null;
            start(mounted);
          },
          reload,
        );
      });
  };

  return {
    mount(container, _component, props) {
      const mounted: Mounted = {
        container,
        props,
        paint: kind === 'login' ? paintFirstScreen(container, props as ElementProps) : null,
        react: null,
        unmounted: false,
        clearError: null,
      };
      if (mounted.paint) container.ownerDocument.defaultView?.performance?.mark?.('idp:first-paint');
      afterPaint(() => {
        // The hints go in after the first frame too: a chunk arriving earlier would be compiled before it.
        if (mounted.paint) preloadFirstScreenChunks();
        mounted.paint?.showCachedWatermark();
        start(mounted);
      });
      return mounted;
    },
    update(mounted, props) {
      mounted.props = props;
      if (mounted.react) return mounted.react.update(props);
      // Before React: a change that the first paint does not show is React's to render.
      mounted.paint?.remove();
      mounted.paint = paintFirstScreen(mounted.container, props as ElementProps) ?? null;
    },
    unmount(mounted) {
      mounted.unmounted = true;
      // After the current task's work: a React host (idp-elements/react shares its React) may be removing the
      // element inside its own commit, where unmounting another root synchronously is refused.
      const react = mounted.react;
      if (react) queueMicrotask(() => react.unmount());
      mounted.paint?.remove();
      mounted.clearError?.();
    },
  };
}
