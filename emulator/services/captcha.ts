import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';
import type { ProjectConfig } from '../config/defaults';
import { ApiError } from '../errors';

/** How long a stand-in captcha token is valid, as reCAPTCHA's (two minutes). */
export const CAPTCHA_TOKEN_SECONDS = 120;

/** The site key bootstrap announces for a project that requires captcha. */
export function captchaSiteKey(project: ProjectConfig): string {
  return `captcha-site-key-${project.project_id}`;
}

const PREFIX = 'captcha-v1';

/**
 * The emulator's stand-in for reCAPTCHA Enterprise: `GET /captcha/token` issues single-use tokens bound to a site
 * key and an action, signed with a per-process key; calls of a project with `captcha_required` must carry one
 * (`captcha_token`), else they answer `captcha_required` — the answer on which the SDK retries once.
 */
export class CaptchaTokens {
  private readonly key = randomBytes(32);
  /** Nonces already used, with their expiry (ms), pruned as they lapse. */
  private readonly used = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  issue(siteKey: string, action: string): { token: string; expires_at: string } {
    const expires = this.clock.now() + CAPTCHA_TOKEN_SECONDS * 1000;
    const payload = Buffer.from(
      JSON.stringify({ k: siteKey, a: action, e: expires, n: randomBytes(12).toString('base64url') }),
    ).toString('base64url');
    return {
      token: `${PREFIX}.${payload}.${this.sign(payload)}`,
      expires_at: new Date(expires).toISOString(),
    };
  }

  /** Throws `captcha_required` unless `token` is a fresh, unused token for this project's site key. */
  verify(project: ProjectConfig, token: string | undefined): void {
    const problem = this.problemWith(project, token);
    if (problem) throw new ApiError('captcha_required', `Captcha required: ${problem}`);
  }

  private problemWith(project: ProjectConfig, token: string | undefined): string | null {
    if (token === undefined || token === '') {
      return `project "${project.project_name}" requires a captcha_token on this call (captcha_required in the emulator config).`;
    }
    const [prefix, payload, signature, ...rest] = token.split('.');
    if (
      prefix !== PREFIX ||
      !payload ||
      !signature ||
      rest.length > 0 ||
      !this.signedBy(payload, signature)
    ) {
      return 'the captcha_token was not issued by this emulator.';
    }
    let claims: { k?: unknown; a?: unknown; e?: unknown; n?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return 'the captcha_token is malformed.';
    }
    const now = this.clock.now();
    for (const [nonce, expiry] of this.used) if (expiry <= now) this.used.delete(nonce);
    if (claims.k !== captchaSiteKey(project)) return 'the captcha_token belongs to another site key.';
    if (claims.a !== 'LOGIN') return 'the captcha_token was issued for another action than LOGIN.';
    if (typeof claims.e !== 'number' || claims.e <= now) return 'the captcha_token has expired.';
    if (typeof claims.n !== 'string' || this.used.has(claims.n)) return 'the captcha_token was already used.';
    this.used.set(claims.n, claims.e);
    return null;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  private signedBy(payload: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
