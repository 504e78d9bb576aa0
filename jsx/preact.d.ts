/**
 * Preact JSX typings for `<idp-login>`, `<idp-reset-password>`, `<idp-passkey-register>` and `<idp-consent>` (Preact sets a
 * property when the element has one and listens for `on<event-name>` props such as `onidp-event`). Load them
 * once, in any file of the app: `import type {} from 'idp-elements/jsx/preact';`
 */
import type { JSX } from 'preact';
import type { IdpElements, IdpEventProps } from 'idp-elements';

type IdpPreactProps<Tag extends keyof IdpElements> = JSX.HTMLAttributes<IdpElements[Tag]['element']> &
  IdpElements[Tag]['props'] &
  IdpEventProps<IdpElements[Tag]['element']>;

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'idp-login': IdpPreactProps<'idp-login'>;
      'idp-reset-password': IdpPreactProps<'idp-reset-password'>;
      'idp-passkey-register': IdpPreactProps<'idp-passkey-register'>;
      'idp-consent': IdpPreactProps<'idp-consent'>;
    }
  }
}
