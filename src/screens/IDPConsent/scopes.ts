import type { IdpOAuthClient, ScopeResult } from '../../api/idp';
import type { RbacPolicy } from '../../api/types';
import type { ConsentMessages } from '../../i18n/consent';

/** Known scopes: any other requested scope changes the consent title. */
export const STANDARD_SCOPES = [
  'openid',
  'profile',
  'email',
  'phone',
  'full_access',
  'offline_access',
] as const;
type StandardScope = (typeof STANDARD_SCOPES)[number];

const isStandard = (scope: string): scope is StandardScope =>
  (STANDARD_SCOPES as readonly string[]).includes(scope);

/** One line of the consent list: what the scope lets the app do, and (expanded) what that means. */
export interface ScopeItem {
  scope: string;
  summary: string;
  detail: string;
}

/**
 * Scope summaries: the well-known scopes in the element's language; a custom scope by its description in
 * the project's role-based policy (bootstrap `rbac_policy.scopes`), else "Use the {scope} scope".
 */
export function describeScope(scope: string, policy: RbacPolicy | null, m: ConsentMessages): ScopeItem {
  if (isStandard(scope)) return { scope, ...m.scopes[scope] };
  const described = policy?.scopes?.find((s) => s?.scope === scope)?.description;
  const description = typeof described === 'string' ? described.trim() : '';
  return {
    scope,
    summary: description || m.customScope(scope),
    detail: m.scopeName(scope),
  };
}

/** The consent screen's content, from the authorize-start answer and the project's settings. */
export interface ConsentDetails {
  clientId: string;
  clientName: string;
  /** The client's logo when it is an http(s) image, else null. */
  logoUrl: string | null;
  title: string;
  /** The names the title holds (the client's, the project's), kept whole where the title wraps. */
  titleNames: string[];
  grantable: ScopeItem[];
  ungrantable: ScopeItem[];
}

function httpUrl(text: unknown): string | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The client's name, else the host of the redirect, else "The App". */
export function clientNameOf(
  client: Partial<IdpOAuthClient> | undefined,
  redirectUri: string,
  m: ConsentMessages,
) {
  const named = typeof client?.client_name === 'string' ? client.client_name.trim() : '';
  if (named) return named;
  try {
    const host = new URL(redirectUri).host;
    if (host) return host;
  } catch {
    // not a URL: fall through
  }
  return m.theApp;
}

export function consentDetails(input: {
  client: Partial<IdpOAuthClient>;
  clientId: string;
  redirectUri: string;
  requested: readonly string[];
  results: readonly ScopeResult[];
  policy: RbacPolicy | null;
  projectName: string;
  messages: ConsentMessages;
}): ConsentDetails {
  const { messages: m } = input;
  const clientName = clientNameOf(input.client, input.redirectUri, m);
  // The provider's answer lists each requested scope with its grantability; without one, the request's scopes.
  const results: readonly Pick<ScopeResult, 'scope' | 'is_grantable'>[] =
    input.results.length > 0
      ? input.results
      : input.requested.map((scope) => ({ scope, is_grantable: true }));
  const seen = new Set<string>();
  const grantable: ScopeItem[] = [];
  const ungrantable: ScopeItem[] = [];
  for (const result of results) {
    if (seen.has(result.scope)) continue;
    seen.add(result.scope);
    (result.is_grantable === false ? ungrantable : grantable).push(
      describeScope(result.scope, input.policy, m),
    );
  }
  const custom = input.requested.some((scope) => !isStandard(scope));
  return {
    clientId: input.clientId,
    clientName,
    logoUrl: httpUrl(input.client.client_logo_url),
    title: (custom ? m.titleCustom : m.title)(clientName, input.projectName),
    titleNames: [clientName, input.projectName],
    grantable,
    ungrantable,
  };
}
