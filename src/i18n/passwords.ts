/** The password texts, in the password chunks only: the login form does not carry them. */
import { en } from './en';

export interface PasswordMessages {
  /** The reset element's title, also shown by the widget shell before any password chunk loads. */
  resetTitle: string;
  chooseHow: string;
  createTitle: string;
  loginTitle: string;
  emailLabel: string;
  passwordLabel: string;
  show: string;
  hide: string;
  submit: string;
  submitting: string;
  emailMeLink: string;
  emailMeCode: string;
  forgot: string;
  forgotTitle: string;
  forgotText: (email: string) => string;
  setNewTitle: string;
  setNewText: (email: string) => string;
  dedupeTitle: string;
  dedupeText: (email: string) => string;
  breachedTitle: string;
  breachWarning: string;
  sendReset: string;
  resend: string;
  emailResent: string;
  resetSubmit: string;
  loggingIn: string;
  missingToken: string;
  /** The reset link was already used or has expired; a new one can be sent. */
  linkUsedOrExpired: string;
  sendNewLink: string;
  newLinkSent: (email: string) => string;
  loginLinkFailed: string;
  successTitle: string;
  successText: string;
  checking: string;
  strengthLabel: string;
  strengthLevels: [string, string, string, string, string];
  ludsLength: (count: number) => string;
  ludsComplexity: (count: number) => string;
  met: string;
  notMet: string;
}

export const passwordMessages: PasswordMessages = {
  resetTitle: en.password.resetTitle,
  chooseHow: 'Choose how you would like to create your account.',
  createTitle: 'Finish creating your account by setting a password.',
  loginTitle: 'Log In',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  show: 'Show password',
  hide: 'Hide password',
  submit: 'Continue',
  submitting: 'Working…',
  emailMeLink: 'Email me a login link',
  emailMeCode: 'Email me a login code',
  forgot: 'Forgot password?',
  forgotTitle: 'Forgot password?',
  forgotText: (email) => `A link to reset your password was sent to you at ${email}.`,
  setNewTitle: 'Check your email!',
  setNewText: (email) => `A link to set a password for your account was sent to you at ${email}.`,
  dedupeTitle: 'Check your email to set a new password!',
  dedupeText: (email) =>
    `We want to make sure your account is secure and that it's really you logging in. A login link was sent to ${email}.`,
  breachedTitle: 'Your password needs to be reset',
  breachWarning:
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',
  sendReset: 'Email me a reset link',
  resend: 'Resend email',
  emailResent: 'Email resent',
  resetSubmit: 'Continue',
  loggingIn: 'Logging in...',
  missingToken: 'This page needs a password reset token in its address. Open the link from the email again.',
  linkUsedOrExpired:
    'This password reset link was already used or has expired. Enter your email and we will send you a new one.',
  sendNewLink: 'Send a new link',
  newLinkSent: (email) => `A new link to reset your password was sent to ${email}. Open it from your inbox.`,
  loginLinkFailed: 'This link could not log you in',
  successTitle: 'Success!',
  successText: 'You have successfully logged in.',
  checking: 'Checking password…',
  strengthLabel: 'Password strength',
  strengthLevels: ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'],
  ludsLength: (count) => `Must be at least ${count} character(s) long`,
  ludsComplexity: (count) =>
    `Must contain ${count} of the following: uppercase letter, lowercase letter, number, symbol`,
  met: 'requirement met',
  notMet: 'requirement not met',
};
