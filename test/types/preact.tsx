// A Preact host: attributes, object properties and `onidp-event` props on the elements.
import type {} from 'idp-elements/jsx/preact';
import type { IdpEventDetail } from 'idp-elements';

export function App() {
  return (
    <div>
      <idp-login
        public-token="public-token-test-x"
        config={{ products: ['passwords'] }}
        styles={{ container: { width: '100%' } }}
        onidp-event={(e) => {
          const type: IdpEventDetail['type'] = e.detail.type;
          console.info(type, e.currentTarget.publicToken);
        }}
      />
      <idp-reset-password password-reset-token="t" onidp-error={(e) => console.error(e.detail.message)} />
      <idp-passkey-register public-token="public-token-test-x" nonce="r4nd0m" />
      <idp-consent public-token="public-token-test-x" api-url="http://localhost:9400" />
      {/* @ts-expect-error a product name that does not exist */}
      <idp-login config={{ products: ['magicLinks'] }} />
    </div>
  );
}
