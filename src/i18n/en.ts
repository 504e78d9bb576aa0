import { LOADER_MESSAGES } from './loaderMessages';
/**
 * Every user-visible string of the widget. Screens read these through `useMessages()` and
 * contain no literal copy. Entries with parameters are functions.
 */
export interface Messages {
  main: {
    header: string;
    or: string;
    logoAlt: string;
  };
  /** The rest of the passkey texts live with their chunk (src/i18n/passkeys.ts). */
  passkeys: {
    registerTitle: string;
  };
  /** The optional logged-in view (`sessionOptions.showLoggedInView`). */
  loggedIn: {
    title: string;
    as: (identifier: string) => string;
    logOut: string;
    loggingOut: string;
    logoutFailed: string;
  };
  email: {
    label: string;
    placeholder: string;
    invalid: string;
    /** An empty email field where a valid address is needed to go on. */
    required: string;
    submit: string;
    submitting: string;
  };
  tabs: {
    label: string;
    sms: string;
    whatsapp: string;
    email: string;
  };
  phone: {
    label: string;
    countryLabel: string;
    placeholder: string;
    invalid: string;
    required: string;
    submitSms: string;
    submitWhatsapp: string;
    sending: string;
  };
  otpEmail: {
    invalid: string;
  };
  otp: {
    title: string;
    sentTo: (destination: string) => string;
    codeLabel: string;
    expiresIn: (timeRemaining: string) => string;
    expired: string;
    invalidCode: string;
    verifying: string;
    resendPrompt: string;
    resendLink: string;
    sending: string;
    codeSent: string;
    back: string;
    successTitle: string;
    successText: string;
  };
  password: {
    /** The rest of the password texts live with their chunks (src/i18n/passwords.ts). */
    resetTitle: string;
  };
  emailConfirmation: {
    title: string;
    sentTo: (email: string) => string;
    openGmail: string;
    openYahoo: string;
    openOutlook: string;
    opensInNewTab: string;
    tryAgain: string;
  };
  config: {
    passkeysAlone: string;
    emlWithEmailOtp: string;
    invalidJson: (attribute: string) => string;
    unknownProduct: (product: string) => string;
    missingAttribute: (attribute: string) => string;
    invalidAttribute: (attribute: string, detail: string) => string;
    emptyProducts: string;
    /** The provider refused the element's test token (or page origin) at mount: the developer's words. */
    projectRefused: (detail: string) => string;
    /** The same for a live token: what an end user may read. */
    unavailable: string;
    /** The project has no default redirect URL for links this element sends, and its config names none. */
    noRedirectUrls: (projectName: string, fields: string[]) => string;
    /** Developer-facing (idp-error only): the project settings could not be loaded; defaults are used. */
    bootstrapFailed: (detail: string) => string;
    /** Developer-facing (console and idp-error only): plain http beyond localhost loses the session cookies. */
    insecureContext: (host: string) => string;
    /** Developer-facing (console and idp-error only): the page's CSP refused the element's nonce. */
    stylesBlocked: string;
  };
  errorScreen: {
    title: string;
    back: string;
    renderFailed: string;
    /** A part of the widget (a product's code) could not be downloaded. */
    loadFailed: string;
    retry: string;
    loading: string;
  };
  watermark: {
    poweredBy: string;
    providerName: string;
  };
  banner: {
    dismiss: string;
  };
}

export const en: Messages = {
  main: {
    header: 'Sign up or log in',
    or: 'or',
    logoAlt: 'Logo',
  },
  passkeys: {
    registerTitle: 'Set up a new Passkey',
  },
  loggedIn: {
    title: 'You are logged in',
    as: (identifier) => `Logged in as ${identifier}.`,
    logOut: 'Log out',
    loggingOut: 'Logging out…',
    logoutFailed: 'The provider could not be told about the logout; you are logged out on this device.',
  },
  email: {
    label: 'Email',
    placeholder: 'example@email.com',
    invalid: 'Email format is invalid.',
    required: 'Enter your email.',
    submit: 'Continue with email',
    submitting: 'Sending…',
  },
  tabs: {
    label: 'Ways to log in',
    sms: 'Text',
    whatsapp: 'WhatsApp',
    email: 'Email',
  },
  phone: {
    label: 'Phone number',
    countryLabel: 'Country',
    placeholder: '(123) 456-7890',
    invalid: 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
    required: 'Enter your phone number.',
    submitSms: 'Continue with text message',
    submitWhatsapp: 'Continue with WhatsApp',
    sending: 'Sending…',
  },
  otpEmail: {
    invalid: 'Invalid email address.',
  },
  otp: {
    title: 'Enter passcode',
    sentTo: (destination) => `A 6-digit passcode was sent to you at ${destination}`,
    codeLabel: 'Passcode',
    expiresIn: (timeRemaining) => `Your code expires in ${timeRemaining}.`,
    expired: 'Your code has expired.',
    invalidCode: 'Code format is invalid, please try again.',
    verifying: 'Verifying passcode...',
    resendPrompt: "Didn't get it?",
    resendLink: 'Resend code',
    sending: 'Sending…',
    codeSent: 'Code sent',
    back: 'Back',
    successTitle: 'Success!',
    successText: 'Your passcode has been successfully verified.',
  },
  password: {
    resetTitle: 'Reset your password',
  },
  emailConfirmation: {
    title: 'Check your email',
    sentTo: (email) => `An email was sent to ${email}.`,
    openGmail: 'Open in Gmail',
    openYahoo: 'Open in Yahoo',
    openOutlook: 'Open in Outlook',
    opensInNewTab: '(opens in a new tab)',
    tryAgain: 'Try again',
  },
  config: {
    passkeysAlone: 'Error: Cannot use Passkeys by itself, please add another product to the config.',
    emlWithEmailOtp: 'Error: Cannot use both EML and Email OTP',
    invalidJson: (attribute) =>
      `Error: The ${attribute} attribute is not valid JSON. The browser console says where the JSON breaks.`,
    unknownProduct: (product) =>
      `Error: Unknown product "${product}". Use one of: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Error: The ${attribute} attribute is required.`,
    invalidAttribute: (attribute, detail) => `Error: The ${attribute} attribute is invalid: ${detail}`,
    emptyProducts: 'Error: The products list is empty, please add a product to the config.',
    projectRefused: (detail) => `Error: The provider refused this element's public token: ${detail}`,
    unavailable: 'Sign-in is not available right now. Please try again later.',
    noRedirectUrls: (projectName, fields) =>
      `Error: The emailed links would have nowhere to go: project "${projectName}" has no default redirect URL ` +
      `for them. Set ${fields.join(', ')} in the config, or add redirect URLs to the project.`,
    bootstrapFailed: (detail) => `The project settings could not be loaded (${detail}); using the defaults.`,
    insecureContext: (host) =>
      `This page is served over plain http from ${host}: the browser will not keep the session cookies (they ` +
      'are Secure), so a login is lost on reload. Serve the page over https (localhost may use http).',
    stylesBlocked:
      "The page's Content Security Policy refused the element's nonce: its styles are adopted stylesheets instead.",
  },
  errorScreen: {
    title: 'Looks like there was an error!',
    back: 'Go back',
    renderFailed: 'Something went wrong while showing this screen. Please reload the page and try again.',
    loadFailed: LOADER_MESSAGES.loadFailed,
    retry: LOADER_MESSAGES.retry,
    loading: 'Loading…',
  },
  watermark: {
    poweredBy: 'Powered by',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Dismiss',
  },
};
