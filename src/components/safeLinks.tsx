import type { ReactNode } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;

function allowed(raw: string, hosts: readonly string[]): URL | null {
  try {
    const url = new URL(raw);
    const host = url.hostname.toLowerCase();
    // https only; plain http just for a provider on this machine (the local emulator).
    const loopback = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return null;
    return hosts.some((h) => host === h || host.endsWith(`.${h}`)) ? url : null;
  } catch {
    return null;
  }
}

/**
 * Splits text into strings and anchors: a URL becomes a link only when it points at one of `hosts`; everything
 * else, markup included, stays plain text (React escapes it).
 */
export function safeLinks(text: string, hosts: readonly string[]): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(/[.,;:!?]+$/, '');
    const url = allowed(raw, hosts);
    if (!url) continue;
    const start = match.index;
    if (start > last) out.push(text.slice(last, start));
    out.push(
      <a key={start} href={url.href} target="_blank" rel="noopener noreferrer">
        {raw}
      </a>,
    );
    last = start + raw.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
