import { useEffect, useMemo } from 'react';
import { OAUTH_PROVIDERS, isOAuthProvider } from '../../api/oauth';
import type { OAuthProviderOptions, OneTapPosition } from '../../config/config';
import { isRecord } from '../../validation/isRecord';
import { useWidget } from '../../kit/context';

/** One Tap positions (see {@link OneTapPosition}). */
export const ONE_TAP_POSITIONS: readonly OneTapPosition[] = [
  'floating',
  'embedded',
  'floatingOrEmbedded',
  'embeddedOnly',
  'forceLegacyEmbedded',
];

const ONE_TAP_KEYS = ['one_tap', 'position', 'cancel_on_tap_outside'] as const;
const KNOWN_KEYS = new Set<string>(['type', 'custom_scopes', 'provider_params', ...ONE_TAP_KEYS]);

/** A scope as the provider takes it: one word (the start sends them space-joined). */
const isScope = (value: unknown) => typeof value === 'string' && /^\S+$/.test(value);

export interface UsableProviders {
  providers: OAuthProviderOptions[];
  /** What stops the buttons (config error): no provider, or an entry that names none. */
  error: string | null;
  /** What was dropped, for the console. */
  warnings: string[];
}

/**
 * `oauthOptions.providers` as the buttons use them: a non-empty list of entries of known types (else a
 * config error); each entry keeps its options of the right shape, One Tap options stay on Google only, and a
 * provider listed twice keeps its first entry. Everything dropped is a warning.
 */
export function usableProviders(entries: unknown): UsableProviders {
  const warnings: string[] = [];
  const seen = new Set<string>();
  const providers: OAuthProviderOptions[] = [];
  if (!Array.isArray(entries) || entries.length === 0) {
    return {
      providers,
      error: 'oauthOptions.providers must list at least one provider, e.g. [{"type": "google"}].',
      warnings,
    };
  }
  let error: string | null = null;
  entries.forEach((entry: unknown, i) => {
    const at = `config.oauthOptions.providers[${i}]`;
    if (!isRecord(entry) || !isOAuthProvider(entry.type)) {
      error ??= isRecord(entry)
        ? `oauthOptions.providers[${i}].type ${JSON.stringify(entry.type) ?? 'is missing; it'} is not a provider; ` +
          `use one of ${OAUTH_PROVIDERS.join(', ')}.`
        : `oauthOptions.providers[${i}] must be an object such as {"type": "google"}.`;
      return;
    }
    const type = entry.type;
    if (seen.has(type)) {
      warnings.push(`${at} repeats "${type}"; it was ignored.`);
      return;
    }
    seen.add(type);
    const provider: OAuthProviderOptions = { type };
    const dropped = (key: string, why: string) => warnings.push(`${at}.${key} ${why}; it was ignored.`);
    for (const key of Object.keys(entry)) if (!KNOWN_KEYS.has(key)) dropped(key, 'is not a known option');

    const { custom_scopes: scopes, provider_params: params } = entry;
    if (Array.isArray(scopes) && scopes.every(isScope)) provider.custom_scopes = scopes as string[];
    else if (scopes !== undefined) dropped('custom_scopes', 'must be an array of scopes without spaces');
    if (isRecord(params) && Object.entries(params).every(([k, v]) => k && typeof v === 'string')) {
      provider.provider_params = params as Record<string, string>;
    } else if (params !== undefined) dropped('provider_params', 'must be an object of strings');

    for (const key of ONE_TAP_KEYS) {
      const value = entry[key];
      if (value === undefined) continue;
      if (type !== 'google') dropped(key, 'is a Google One Tap option');
      else if (
        key === 'position' ? !ONE_TAP_POSITIONS.includes(value as OneTapPosition) : typeof value !== 'boolean'
      )
        dropped(
          key,
          key === 'position' ? `must be one of ${ONE_TAP_POSITIONS.join(', ')}` : 'must be true or false',
        );
      else Object.assign(provider, { [key]: value });
    }
    providers.push(provider);
  });
  return { providers, error, warnings };
}

/**
 * This element's usable provider entries; what was dropped is logged once per configuration, and a config error
 * is reported (`idp-error`, type `config_error`) with the text the section shows in place of its buttons.
 */
export function useProviders(): UsableProviders & { errorText: string | null } {
  const { config, messages, reportError } = useWidget();
  const parsed = useMemo(() => {
    const usable = usableProviders(config.oauthOptions.providers);
    const errorText = usable.error ? messages.config.invalidAttribute('config', usable.error) : null;
    return { ...usable, errorText };
  }, [config, messages]);
  useEffect(() => {
    for (const warning of parsed.warnings) console.warn(`idp-elements: ${warning}`);
    if (parsed.errorText) reportError({ message: parsed.errorText, type: 'config_error' });
  }, [parsed, reportError]);
  return parsed;
}
