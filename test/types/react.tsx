// A React 19 host: attributes, object properties and `onidp-event` props on the elements.
import type {} from 'idp-elements/jsx/react';
import type { IdpConfig, IdpEventDetail, IdpLoginHTMLElement } from 'idp-elements';
import { useRef } from 'react';

const config: IdpConfig = { products: ['emailMagicLinks', 'passkeys'] };

export function App() {
  const ref = useRef<IdpLoginHTMLElement>(null);
  return (
    <>
      <idp-login
        ref={ref}
        public-token="public-token-test-x"
        api-url="http://localhost:9400"
        config={{ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } }}
        styles={{ colors: { primary: '#0a5' } }}
        cookieOptions={{ path: '/' }}
        captcha-script-url="http://localhost:9400/captcha/enterprise.js"
        nonce="r4nd0m"
        className="login"
        onidp-event={(e) => {
          const type: IdpEventDetail['type'] = e.detail.type;
          console.info(type, e.currentTarget.publicToken);
        }}
        onidp-error={(e) => console.error(e.detail.message, e.detail.status)}
      />
      <idp-login public-token="public-token-test-x" config={config} />
      <idp-login public-token="public-token-test-x" config='{"products":["otp"]}' />
      <idp-reset-password public-token="public-token-test-x" password-reset-token="t" />
      <idp-passkey-register public-token="public-token-test-x" onidp-event={(e) => e.detail.type} />
      <idp-consent
        public-token="public-token-test-x"
        api-url="http://localhost:9400"
        onidp-event={(e) => e.detail.type}
      />
      {/* @ts-expect-error a product name that does not exist */}
      <idp-login public-token="public-token-test-x" config={{ products: ['magicLinks'] }} />
      {/* @ts-expect-error the detail has no such field */}
      <idp-login onidp-error={(e) => e.detail.code} />
      {/* @ts-expect-error cookieOptions.path is a string */}
      <idp-passkey-register cookieOptions={{ path: 1 }} />
    </>
  );
}
