import { ApiError } from '../errors';

/**
 * The email rule : a local part of letters, digits and the usual special characters, an `@`, then a
 * domain with a dot and a top level of at least two letters. Lengths follow RFC 5321.
 */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Returns the address lower-cased (addresses are case-insensitive here), or throws `invalid_email`. */
export function normaliseEmail(raw: string): string {
  const email = raw.trim();
  const [local = ''] = email.split('@');
  if (email.length > 254 || local.length > 64 || !EMAIL.test(email) || email.includes('..')) {
    throw new ApiError(
      'invalid_email',
      `Email format is invalid. ${JSON.stringify(raw.slice(0, 100))} is not an email address.`,
    );
  }
  return email.toLowerCase();
}
