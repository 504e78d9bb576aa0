/** `/_dev/clock`: read, move (advance or set) and reset the emulator's clock. */
import type { FastifyInstance } from 'fastify';
import { clockRangeProblem, type AdjustableClock } from '../clock';
import type { Deps } from '../deps';
import { ApiError } from '../errors';

interface ClockBody {
  advance_seconds?: number;
  set?: string;
}

const clockBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  properties: {
    advance_seconds: { type: 'number', minimum: -315_360_000, maximum: 315_360_000 },
    set: { type: 'string', maxLength: 64 },
  },
} as const;

export function registerClockRoutes(dev: FastifyInstance, deps: Deps, clock: AdjustableClock): void {
  const clockState = () => ({
    now: new Date(clock.now()).toISOString(),
    offset_seconds: clock.offset / 1000,
    adjusted: clock.offset !== 0,
  });

  dev.get('/_dev/clock', async () => clockState());

  dev.post<{ Body: ClockBody }>('/_dev/clock', { schema: { body: clockBody } }, async (request) => {
    moveClock(clock, request.body);
    deps.notice(`clock now ${new Date(clock.now()).toISOString()}`);
    return clockState();
  });

  dev.delete('/_dev/clock', async () => {
    clock.reset();
    return clockState();
  });
}

/** Applies `{advance_seconds}` or `{set}`; a bad date or a time out of range is a 400. */
function moveClock(clock: AdjustableClock, { advance_seconds: advance, set }: ClockBody): void {
  let target: number;
  if (set !== undefined) {
    target = Date.parse(set);
    if (Number.isNaN(target))
      throw new ApiError('bad_request', `"set" must be an ISO date-time, got ${JSON.stringify(set)}.`);
  } else {
    target = clock.now() + (advance ?? 0) * 1000;
  }
  const problem = clockRangeProblem(target);
  if (problem) throw new ApiError('bad_request', problem);
  // An advance moves the offset by exactly that much (setting the target would lose the milliseconds the base
  // clock ran on meanwhile).
  if (set === undefined) clock.advance(advance ?? 0);
  else clock.set(target);
}
