import { EmailForm } from '../Main/EmailForm';
import { useEmailMagicLinkForm } from './useEmailMagicLinkForm';

/** Main's magic-link section. */
export function EmailMagicLinkForm() {
  return <EmailForm {...useEmailMagicLinkForm()} action="send-magic-link" />;
}
