import { useMemo } from 'react';
import { useWidget } from './context';

/** Hosts whose links in server messages may be clickable: the provider's site and the configured API host. */
export function useLinkHosts(): readonly string[] {
  const { client } = useWidget();
  return useMemo(() => {
    const hosts = ['stytch.com'];
    try {
      hosts.push(new URL(client.apiUrl).hostname);
    } catch {
      // An unparsable API URL is reported elsewhere; it simply adds no host here.
    }
    return hosts;
  }, [client]);
}
