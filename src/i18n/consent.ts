/** What the consent screen says about one well-known scope: a line, and what it means when expanded. */
export interface ScopeTexts {
  summary: string;
  detail: string;
}

/**
 * The identity-provider texts (the consent and logout screens, their errors and messages), in `<idp-consent>`'s chunk only:
 * the login form does not carry them.
 */
export interface ConsentMessages {
  /** A required query parameter is absent. */
  missingParameter: (param: string) => string;
  noSession: string;
  title: (clientName: string, projectName: string) => string;
  /** The title when a requested scope is outside the standard set. */
  titleCustom: (clientName: string, projectName: string) => string;
  /** Above the list of scopes. */
  intro: (clientName: string) => string;
  /** Scope summaries, by scope (known scopes). */
  scopes: {
    openid: ScopeTexts;
    profile: ScopeTexts;
    email: ScopeTexts;
    phone: ScopeTexts;
    offline_access: ScopeTexts;
    full_access: ScopeTexts;
  };
  /** A custom scope without a description in the project's policy. */
  customScope: (scope: string) => string;
  /** An expanded custom scope: its technical name. */
  scopeName: (scope: string) => string;
  ungrantable: (clientName: string) => string;
  allow: string;
  deny: string;
  /** The client name of last resort (client name, else the redirect host, else this). */
  theApp: string;
  logoAlt: (clientName: string) => string;
  denied: string;
  redirecting: string;
  /** The provider answered with a place to go that is not a web page (only http(s) is followed). */
  invalidRedirect: string;
  successTitle: string;
  successText: string;
  logoutTitle: string;
  logoutText: (projectName: string) => string;
  yes: string;
  no: string;
  loggingOut: string;
  notLoggedOut: string;
}

export const consentMessages: ConsentMessages = {
  missingParameter: (param) =>
    `Required parameter is missing: ${param}. Please reach out to the application developer.`,
  noSession: 'No active session detected. Please log in to continue.',
  title: (clientName, projectName) => `Sign in to ${clientName} with ${projectName}`,
  titleCustom: (clientName, projectName) => `${clientName} wants to access your ${projectName} account`,
  intro: (clientName) => `This will allow ${clientName} to:`,
  scopes: {
    openid: { summary: 'Verify your identity', detail: 'View your account information.' },
    profile: { summary: 'View your profile', detail: 'Your name, profile picture and language.' },
    email: { summary: 'View your email address', detail: 'The email address of your account.' },
    phone: { summary: 'View your phone number', detail: 'The phone number of your account.' },
    offline_access: {
      summary: 'Keep access while you are not using the app',
      detail: 'Offline access and background sync, until you revoke it.',
    },
    full_access: {
      summary: 'Act fully on your behalf',
      detail: 'Everything your account can do, including managing your sessions.',
    },
  },
  customScope: (scope) => `Use the ${scope} scope`,
  scopeName: (scope) => `Scope: ${scope}`,
  ungrantable: (clientName) =>
    `You do not have permissions to grant ${clientName} access to some of the requested scopes.`,
  allow: 'Allow',
  deny: 'Deny',
  theApp: 'The App',
  logoAlt: (clientName) => `${clientName} logo`,
  denied: 'Access to the application was denied.',
  redirecting: 'Redirecting…',
  invalidRedirect:
    'The application asked to continue at an address that is not a web page, so sign-in stopped here. Please reach out to the application developer.',
  successTitle: 'Success!',
  successText: 'You have signed in. You may close this page.',
  logoutTitle: 'Log out?',
  logoutText: (projectName) => `Are you sure you want to log out of your ${projectName} account?`,
  yes: 'Yes',
  no: 'No',
  loggingOut: 'Logging out…',
  notLoggedOut: 'You have not been logged out. You may close this page.',
};
