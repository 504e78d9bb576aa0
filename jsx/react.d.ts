/**
 * React JSX typings for `<idp-login>`, `<idp-reset-password>`, `<idp-passkey-register>` and `<idp-consent>` (React 19, which sets
 * a property when the element has one and listens for `on<event-name>` props such as `onidp-event`). Load them
 * once, in any file of the app: `import type {} from 'idp-elements/jsx/react';`
 *
 * ```tsx
 * <idp-login
 *   public-token="public-token-test-…"
 *   config={{ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } }}
 *   onidp-event={(e) => console.log(e.detail.type)}
 * />
 * ```
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { IdpElements, IdpEventProps } from 'idp-elements';

type IdpReactProps<Tag extends keyof IdpElements> = DetailedHTMLProps<
  HTMLAttributes<IdpElements[Tag]['element']>,
  IdpElements[Tag]['element']
> &
  IdpElements[Tag]['props'] &
  IdpEventProps<IdpElements[Tag]['element']>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'idp-login': IdpReactProps<'idp-login'>;
      'idp-reset-password': IdpReactProps<'idp-reset-password'>;
      'idp-passkey-register': IdpReactProps<'idp-passkey-register'>;
      'idp-consent': IdpReactProps<'idp-consent'>;
    }
  }
}
