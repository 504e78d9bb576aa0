/** The passkey offered after a password or passcode login (`passkeyOptions.offerAfterLogin`). */
export interface PasskeyOfferMessages {
  title: string;
  text: string;
  create: string;
  notNow: string;
  failed: string;
}

export const passkeyOfferMessages: PasskeyOfferMessages = {
  title: 'Create a passkey?',
  text: 'Next time, log in with your fingerprint, face or screen lock instead of a password.',
  create: 'Create a passkey',
  notNow: 'Not now',
  failed: 'The passkey was not created. You can add one later.',
};
