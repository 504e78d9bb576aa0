import { useEffect, useState } from 'react';
import type { Clock } from '../../platform/types';

/** Seconds left until `expiresAt`, ticking every second (countdown tick) on the platform clock. */
export function useCountdown(expiresAt: number, clock: Clock): number {
  const left = () => Math.max(0, Math.ceil((expiresAt - clock.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const id = clock.setInterval(() => setSeconds(left()), 1000);
    return () => clock.clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` only reads expiresAt and clock
  }, [expiresAt, clock]);
  return seconds;
}

/** `m:ss`, e.g. 299 → `4:59`. */
export function formatRemaining(seconds: number, locale = 'en'): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  // In the locale's digits, through Intl (CLDR gives `ar` Latin digits today; ar-EG Arabic-Indic ones).
  const digits = (n: number, width: number) =>
    new Intl.NumberFormat(locale, { minimumIntegerDigits: width, useGrouping: false }).format(n);
  return `${digits(m, 1)}:${digits(s, 2)}`;
}
