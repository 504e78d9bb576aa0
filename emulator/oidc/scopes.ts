import type { OAuthClientConfig, ProjectConfig, RbacPolicy } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import type { UserRecord } from '../store/types';
import { isFirstParty, show } from './clients';

/** The OpenID Connect scopes every user may grant ("Known scopes", minus `full_access`). */
export const STANDARD_SCOPES = ['openid', 'profile', 'email', 'phone', 'offline_access'] as const;

/** Grants the app the user's whole account: first-party clients only. */
export const FULL_ACCESS = 'full_access';

/** What the consent screen may say when it has no text of its own (the widget has the summaries). */
const DESCRIPTIONS: Record<string, string> = {
  openid: 'Verify your identity (view your account information).',
  profile: 'View your name, picture and language.',
  email: 'View your email address.',
  phone: 'View your phone number.',
  offline_access: 'Keep access when you are not using the app (offline access, background sync).',
  [FULL_ACCESS]: 'Full access to your account.',
};

import { rolesOf } from '../services/users';

export { DEFAULT_ROLE, rolesOf } from '../services/users';

/** One requested scope as authorize start reports it (docs/protocol.md#the-calls). */
export interface ScopeResult {
  scope: string;
  description: string;
  is_grantable: boolean;
}

/** RFC 6749 §3.3 scope-token characters. */
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]{1,200}$/;

/** The requested scopes, de-duplicated in order; `bad_request` naming a malformed one. */
export function parseScopes(scopes: readonly string[]): string[] {
  const out: string[] = [];
  for (const scope of scopes) {
    if (scope === '') continue;
    if (!SCOPE_TOKEN.test(scope)) {
      throw new ApiError('bad_request', `The scope ${show(scope)} is not a valid OAuth scope token.`);
    }
    if (!out.includes(scope)) out.push(scope);
  }
  return out;
}

/** Whether the roles together hold every permission (resource and action) a custom scope needs. */
function rolesHold(
  policy: RbacPolicy,
  roles: readonly string[],
  needs: RbacPolicy['scopes'][number],
): boolean {
  const held = new Set<string>();
  for (const role of policy.roles) {
    if (!roles.includes(role.role_id)) continue;
    for (const p of role.permissions) for (const action of p.actions) held.add(`${p.resource_id}\n${action}`);
  }
  return needs.permissions.every((p) =>
    p.actions.every((action) => held.has(`${p.resource_id}\n${action}`) || held.has(`${p.resource_id}\n*`)),
  );
}

/**
 * Each requested scope with its description and whether this user may grant it to this client: the standard
 * scopes always; `full_access` to first-party clients only; a custom scope of the project's `rbac_policy` when the
 * user's roles hold all its permissions; a scope the project does not define never.
 */
export function scopeResults(
  deps: Deps,
  project: ProjectConfig,
  client: OAuthClientConfig,
  user: UserRecord,
  scopes: readonly string[],
): ScopeResult[] {
  let roles: string[] | undefined;
  return scopes.map((scope) => {
    if ((STANDARD_SCOPES as readonly string[]).includes(scope)) {
      return { scope, description: DESCRIPTIONS[scope] ?? '', is_grantable: true };
    }
    if (scope === FULL_ACCESS) {
      return { scope, description: DESCRIPTIONS[scope] ?? '', is_grantable: isFirstParty(client) };
    }
    const custom = project.rbac_policy?.scopes.find((s) => s.scope === scope);
    if (!custom || !project.rbac_policy) return { scope, description: '', is_grantable: false };
    roles ??= rolesOf(deps, user);
    return {
      scope,
      description: custom.description,
      is_grantable: rolesHold(project.rbac_policy, roles, custom),
    };
  });
}

/** Every scope the provider knows for a project (discovery's `scopes_supported`). */
export function supportedScopes(project: ProjectConfig): string[] {
  return [...STANDARD_SCOPES, FULL_ACCESS, ...(project.rbac_policy?.scopes.map((s) => s.scope) ?? [])];
}
