'use client';
// The elements as React components (`idp-elements/react`, built against this site's React). A client module: the
// tags render on the server as plain elements and come alive in the browser.
import { IdpLogin, IdpPasskeyRegister, IdpResetPassword } from 'idp-elements/react';

export function Login(props) {
  return <IdpLogin {...props} />;
}

export function ResetPassword(props) {
  return <IdpResetPassword {...props} />;
}

export function PasskeyRegister(props) {
  return <IdpPasskeyRegister {...props} />;
}
