import type { Clock } from '../../src/platform/types';

interface FakeTimer {
  id: number;
  at: number;
  fn: () => void;
  every: number | undefined;
}

/** A clock that only moves when told to: `advance(ms)` runs the timers that fall due, in order. */
export class FakeClock implements Clock {
  private current: number;
  private nextId = 1;
  private readonly timers = new Map<number, FakeTimer>();

  constructor(now: number) {
    this.current = now;
  }

  now(): number {
    return this.current;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    return this.add(fn, ms, undefined);
  }

  clearTimeout(id: unknown): void {
    this.timers.delete(id as number);
  }

  setInterval(fn: () => void, ms: number): unknown {
    return this.add(fn, ms, Math.max(1, ms));
  }

  clearInterval(id: unknown): void {
    this.timers.delete(id as number);
  }

  /** Moves time forward by `ms`, running every timer due on the way (timers added meanwhile included). */
  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const due = [...this.timers.values()]
        .filter((t) => t.at <= end)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.current = Math.max(this.current, due.at);
      if (due.every === undefined) this.timers.delete(due.id);
      else due.at += due.every;
      due.fn();
    }
    this.current = end;
  }

  /** The delays (from now) of the armed timers, soonest first. */
  pendingDelays(): number[] {
    return [...this.timers.values()].map((t) => t.at - this.current).sort((a, b) => a - b);
  }

  get timerCount(): number {
    return this.timers.size;
  }

  private add(fn: () => void, ms: number, every: number | undefined): number {
    const id = this.nextId++;
    this.timers.set(id, { id, at: this.current + Math.max(0, ms), fn, every });
    return id;
  }
}
