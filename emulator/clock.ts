/** The time source of every expiry decision in the emulator (tokens, sessions, rate limits, lockouts, JWTs). */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

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
