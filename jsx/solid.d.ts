/**
 * Solid JSX typings for `<idp-login>`, `<idp-reset-password>`, `<idp-passkey-register>` and `<idp-consent>`. Solid sets a
 * property on a custom element for each prop; listen with `on:idp-event` (or `onidp-event`). Load them once, in
 * any file of the app: `import type {} from 'idp-elements/jsx/solid';`
 */
import type { JSX } from 'solid-js';
import type { IdpElementEventMap, IdpElements, IdpEventProps } from 'idp-elements';

type IdpSolidProps<Tag extends keyof IdpElements> = JSX.HTMLAttributes<IdpElements[Tag]['element']> &
  IdpElements[Tag]['props'] &
  IdpEventProps<IdpElements[Tag]['element']>;

declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements {
      'idp-login': IdpSolidProps<'idp-login'>;
      'idp-reset-password': IdpSolidProps<'idp-reset-password'>;
      'idp-passkey-register': IdpSolidProps<'idp-passkey-register'>;
      'idp-consent': IdpSolidProps<'idp-consent'>;
    }
    // `on:idp-event` / `on:idp-error` (Solid's native listeners, exact event names).
    interface CustomEvents {
      'idp-event': IdpElementEventMap['idp-event'];
      'idp-error': IdpElementEventMap['idp-error'];
    }
  }
}
