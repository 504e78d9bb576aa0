/** The passkey texts, in the passkey chunks only: the login form does not carry them. */
export interface PasskeyMessages {
  login: string;
  successTitle: string;
  successText: string;
  registerTitle: string;
  create: string;
  skip: string;
  createdTitle: string;
  /** The list's heading when no passkey was created in this visit (or the new one was deleted). */
  listTitle: string;
  existing: string;
  none: string;
  setUpAnother: string;
  done: string;
  rename: string;
  renameLabel: (name: string) => string;
  save: string;
  cancel: string;
  delete: string;
  deleteLabel: (name: string) => string;
  confirmDelete: (name: string) => string;
  details: (kind: string, domain: string, created: string | null) => string;
  platform: string;
  securityKey: string;
  synced: string;
  noSession: string;
  /** Passkey messages. */
  errorGeneric: string;
  errorNotFound: string;
  errorDuplicate: string;
  errorNotCreated: string;
}

export const passkeyMessages: PasskeyMessages = {
  login: 'Login with a Passkey',
  successTitle: 'Success!',
  successText: 'Your Passkey has been successfully authenticated.',
  registerTitle: 'Set up a new Passkey',
  create: 'Create a Passkey',
  skip: 'Skip',
  createdTitle: 'Passkey successfully created!',
  listTitle: 'Your Passkeys',
  existing: 'Existing Passkeys',
  none: 'No passkeys yet.',
  setUpAnother: 'Set up another Passkey',
  done: 'Done',
  rename: 'Rename',
  renameLabel: (name) => `New name for ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteLabel: (name) => `Delete ${name}`,
  confirmDelete: (name) => `Delete “${name}”? You will no longer be able to log in with it.`,
  details: (kind, domain, created) =>
    [kind, domain, created ? `added ${created}` : null].filter(Boolean).join(' · '),
  platform: 'This device',
  securityKey: 'Security key',
  synced: 'synced',
  noSession: 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  errorGeneric: 'Unknown error occurred during passkey authentication. Please try again.',
  errorNotFound:
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  errorDuplicate:
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  errorNotCreated:
    'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
};
