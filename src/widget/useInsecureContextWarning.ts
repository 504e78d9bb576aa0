import { useEffect, useRef } from 'react';
import { isLocalHost } from '../session/cookies';
import type { IdpErrorDetail } from '../events/widgetEvents';
import type { Platform } from '../platform/types';

/**
 * A page served over plain http from anything but localhost cannot keep the session: the session cookies are
 * `Secure` there, so the browser drops them and a reload logs the user out. Said once per mount, in
 * the console and as an `idp-error` of type `insecure_context`, for the developer (end users see nothing).
 */
export function useInsecureContextWarning(
  platform: Platform,
  message: (host: string) => string,
  report: (detail: IdpErrorDetail) => void,
): void {
  const said = useRef(false);
  useEffect(() => {
    const { href, hostname } = platform.location;
    if (said.current || !href.startsWith('http:') || isLocalHost(hostname)) return;
    said.current = true;
    const text = message(hostname);
    platform.console.warn(`idp-elements: ${text}`);
    report({ message: text, type: 'insecure_context' });
  }, [platform, message, report]);
}
