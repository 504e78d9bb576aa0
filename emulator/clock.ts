/** The time source of every expiry decision in the emulator (tokens, sessions, rate limits, lockouts, JWTs). */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * The range the adjustable clock may be moved within: every expiry (sessions last up to a year, JWTs carry
 * seconds since the epoch, answers ISO dates) must stay a valid date, so far-off years are refused up front
 * instead of failing half-way through a write.
 */
export const CLOCK_RANGE = { min: Date.UTC(2000, 0, 1), max: Date.UTC(9000, 0, 1) } as const;

/** Why `epochMs` is outside {@link CLOCK_RANGE}, or null when it is inside. */
export function clockRangeProblem(epochMs: number): string | null {
  if (Number.isFinite(epochMs) && epochMs >= CLOCK_RANGE.min && epochMs <= CLOCK_RANGE.max) return null;
  const asked =
    Number.isFinite(epochMs) && Math.abs(epochMs) <= 8.64e15
      ? new Date(epochMs).toISOString()
      : 'out of range';
  return `The clock must stay between ${new Date(CLOCK_RANGE.min).toISOString()} and ${new Date(CLOCK_RANGE.max).toISOString()} (tokens and sessions are dated from it); this would set it to ${asked}.`;
}

/**
 * A clock that tests and the `/_dev/clock` endpoint can move. It follows a base clock (the real one unless another
 * is injected) shifted by an offset, so time keeps running after a jump.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: Clock = systemClock) {}

  now(): number {
    return this.base.now() + this.offsetMs;
  }

  /** Moves the clock forward (or back, with a negative number). */
  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }

  /** Makes `now()` return `epochMs` at this instant; time keeps running from there. */
  set(epochMs: number): void {
    this.offsetMs = epochMs - this.base.now();
  }

  /** Back to the base clock. */
  reset(): void {
    this.offsetMs = 0;
  }

  /** How far the clock is from its base, in milliseconds. */
  get offset(): number {
    return this.offsetMs;
  }
}
