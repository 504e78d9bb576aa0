import { useEffect, useState } from 'react';
import type { Widget } from '../kit/context';
import type { WidgetMode } from './props';

/** Bootstrap answers that mean the element's token (or page) is refused for good, not a passing failure. */
const PROJECT_REFUSALS = new Set([
  'invalid_public_token',
  'unauthorized_public_token',
  'unauthorized_origin',
]);

/**
 * Loads the project's bootstrap into the store (and follows its later reloads), reports a failed one, and checks
 * that the project can work at all: a token the provider refuses, or links with nowhere to go. Returns what the
 * element shows in place of its form when it cannot (null: nothing wrong).
 */
export function useBootstrapChecks(widget: Widget, mode: WidgetMode, publicToken: string): string | null {
  const [projectError, setProjectError] = useState<string | null>(null);

  useEffect(() => {
    // All four come with `widget`, which changes when any of them does.
    const { client, store, config, messages } = widget;
    let live = true;
    void client.bootstrap.get().then((bootstrap) => {
      if (!live) return;
      store.getState().bootstrapLoaded(bootstrap);
      // A bootstrap failure reaches the error callback too (the widget goes on with the defaults).
      const failure = client.bootstrap.failure();
      if (failure) {
        widget.reportError({
          message: messages.config.bootstrapFailed(failure.message),
          type: failure.type,
          status: failure.status,
        });
        // A token the provider refuses can never work: say so at mount, in place of a form that would fail on
        // submit. Test tokens get the developer's words; live ones an end-user-safe sentence.
        if (PROJECT_REFUSALS.has(failure.type)) {
          setProjectError(
            publicToken.includes('public-token-live')
              ? messages.config.unavailable
              : messages.config.projectRefused(failure.message),
          );
        }
      }
      // A project without default redirect URLs and a config that names none: every link send would fail. Only
      // a provider that reports its defaults (the emulator) can tell; the check is a chunk of its own.
      if (mode === 'login' && !failure && bootstrap.redirectUrlDefaults) {
        const defaults = bootstrap.redirectUrlDefaults;
        void import('./redirectCheck').then(
          ({ missingRedirectUrls }) => {
            const missing = missingRedirectUrls(config, defaults);
            if (!live || missing.length === 0) return;
            const message = messages.config.noRedirectUrls(bootstrap.projectName, missing);
            setProjectError(
              publicToken.includes('public-token-live') ? messages.config.unavailable : message,
            );
            widget.reportError({ message, type: 'config_error' });
          },
          () => undefined,
        );
      }
      if (mode === 'login') client.events.log('render_login_screen', { options: config, bootstrap });
    });
    // A bootstrap that failed for a passing reason and loaded on a retry still applies (watermark, PKCE, …).
    const stopFollowing = client.bootstrap.onChange((bootstrap) =>
      store.getState().bootstrapLoaded(bootstrap),
    );
    return () => {
      live = false;
      stopFollowing();
    };
  }, [widget, mode, publicToken]);

  return projectError;
}
