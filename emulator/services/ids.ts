import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** Ids in the provider's test-environment style, e.g. `user-test-1b2c…`. */
export const newId = {
  user: () => `user-test-${randomUUID()}`,
  email: () => `email-test-${randomUUID()}`,
  phoneNumber: () => `phone-number-test-${randomUUID()}`,
  session: () => `session-test-${randomUUID()}`,
  password: () => `password-test-${randomUUID()}`,
  request: () => `request-id-test-${randomUUID()}`,
  message: () => `message-${randomUUID()}`,
  event: () => `event-${randomUUID()}`,
  signingKey: () => `jwk-test-${randomUUID()}`,
  cryptoWallet: () => `crypto-wallet-test-${randomUUID()}`,
  cryptoWalletChallenge: () => `crypto-wallet-challenge-${randomUUID()}`,
};

/** A fresh secret: 33 random bytes as 44 base64url characters (magic-link and session tokens). */
export function newSecret(): string {
  return randomBytes(33).toString('base64url');
}

/** What a secret is stored as: its SHA-256, hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** base64url(SHA-256(verifier)), the PKCE S256 transform. */
export function pkceChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True for a string that has the shape of `newSecret()`. */
export function looksLikeSecret(value: string): boolean {
  return /^[A-Za-z0-9_-]{44}$/.test(value);
}
