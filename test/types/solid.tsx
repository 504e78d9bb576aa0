// A Solid host: attributes, object properties, `on:idp-event` and `onidp-event` on the elements.
import type {} from 'idp-elements/jsx/solid';
import type { IdpEventDetail } from 'idp-elements';

export function App() {
  return (
    <div>
      <idp-login
        public-token="public-token-test-x"
        config={{ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['whatsapp'] } }}
        on:idp-event={(e) => {
          const type: IdpEventDetail['type'] = e.detail.type;
          console.info(type, e.currentTarget.publicToken);
        }}
        onidp-error={(e) => console.error(e.detail.message)}
      />
      <idp-reset-password password-reset-token="t" on:idp-error={(e) => console.error(e.detail.type)} />
      <idp-passkey-register public-token="public-token-test-x" cookieOptions={{ path: '/' }} />
      <idp-consent public-token="public-token-test-x" api-url="http://localhost:9400" />
      {/* @ts-expect-error a product name that does not exist */}
      <idp-login config={{ products: ['magicLinks'] }} />
    </div>
  );
}
