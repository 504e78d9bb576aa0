// Lazy chunk: the email magic-link product's Main form.
export { EmailMagicLinkForm } from '../../screens/EmailMagicLinks/EmailMagicLinkForm';
