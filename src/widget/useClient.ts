import { useEffect, useMemo } from 'react';
import { createClient, type CookieOptions, type IdpClient } from '../client';
import type { Platform } from '../platform/types';

/** This element's API client, destroyed when the element goes or its options change. */
export function useClient(
  publicToken: string,
  apiUrl: string,
  platform: Platform | undefined,
  cookieOptions: CookieOptions,
  captchaScriptUrl: string,
): IdpClient {
  // Keyed by the options' JSON: a re-render with equal options keeps the client.
  const cookieKey = JSON.stringify(cookieOptions);
  const client = useMemo(
    () =>
      createClient({
        publicToken,
        apiUrl,
        ...(platform ? { platform } : {}),
        ...(cookieKey !== '{}' ? { cookieOptions: JSON.parse(cookieKey) as CookieOptions } : {}),
        ...(captchaScriptUrl ? { captchaScriptUrl } : {}),
      }),
    [publicToken, apiUrl, platform, cookieKey, captchaScriptUrl],
  );
  useEffect(() => () => client.destroy(), [client]);
  return client;
}
