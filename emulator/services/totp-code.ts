/**
 * Time-based one-time passcodes as authenticator apps compute them (RFC 6238 over RFC 4226): HMAC-SHA-1 of the
 * 30-second step counter, dynamic truncation, six digits. Secrets travel as unpadded RFC 4648 base32.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A fresh 160-bit secret (RFC 4226 recommends 160 bits), as 32 base32 characters. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32, ignoring case, spaces, dashes and padding (as authenticator apps accept a typed key). */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 secret: unexpected ${JSON.stringify(char)}.`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The step counter at `epochMs`. */
export function totpStep(epochMs: number): number {
  return Math.floor(epochMs / 1000 / TOTP_STEP_SECONDS);
}

/** The RFC 4226 code of `counter` for a raw key. */
export function hotp(key: Uint8Array, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** The code an authenticator app shows for the base32 `secret` at `epochMs`. */
export function totpCodeAt(secret: string, epochMs: number): string {
  return hotp(base32Decode(secret), totpStep(epochMs));
}

/**
 * The step within `window` steps of `epochMs` whose code is `code`, or null; the current step is tried first, then
 * the nearest ones.
 */
export function matchingStep(secret: string, code: string, epochMs: number, window = 1): number | null {
  const key = base32Decode(secret);
  const now = totpStep(epochMs);
  for (const delta of [0, ...Array.from({ length: window }, (_, i) => [-(i + 1), i + 1]).flat()]) {
    if (hotp(key, now + delta) === code) return now + delta;
  }
  return null;
}

/** The `otpauth://` URI authenticator apps read from the QR code. */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
