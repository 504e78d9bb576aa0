import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import type { EmailRecord, PhoneNumberRecord, UserRecord, UserStatus } from '../store/types';
import { cryptoWalletJson } from './crypto';
import { newId } from './ids';
import { iso } from './jwt';
import { oauthProviderJson } from './oauth-providers';
import { totpsJson } from './totps';
import { webauthnJson } from './webauthn';

/** The user as the wire carries it (`user` in AuthResp; `GET /users/me` flattens it into `data`). docs/protocol.md#the-calls. */
export interface WireUser {
  user_id: string;
  created_at: string;
  status: UserStatus;
  name: { first_name: string; middle_name: string; last_name: string };
  emails: { email_id: string; email: string; verified: boolean }[];
  phone_numbers: { phone_id: string; phone_number: string; verified: boolean }[];
  providers: unknown[];
  /** `null` for a passwordless user. */
  password: { password_id: string; requires_reset: boolean } | null;
  totps: { totp_id: string; verified: boolean }[];
  crypto_wallets: unknown[];
  webauthn_registrations: unknown[];
  biometric_registrations: unknown[];
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  roles: string[];
}

/** The role every user holds implicitly (the hosted provider's consumer default role). */
export const DEFAULT_ROLE = 'stytch_user';

/** A user's roles as a session carries them: the implicit `stytch_user` plus the roles assigned to them. */
export function rolesOf(deps: Deps, user: Pick<UserRecord, 'user_id'>): string[] {
  return [DEFAULT_ROLE, ...deps.store.roles.list(user.user_id).filter((r) => r !== DEFAULT_ROLE)];
}

export function userJson(deps: Deps, user: UserRecord): WireUser {
  const password = deps.store.passwords.get(user.user_id);
  return {
    user_id: user.user_id,
    created_at: iso(user.created_at),
    status: user.status,
    name: { first_name: user.first_name, middle_name: user.middle_name, last_name: user.last_name },
    emails: deps.store.emails
      .listForUser(user.user_id)
      .map((e) => ({ email_id: e.email_id, email: e.email, verified: e.verified })),
    phone_numbers: deps.store.phoneNumbers
      .listForUser(user.user_id)
      .map((p) => ({ phone_id: p.phone_id, phone_number: p.phone_number, verified: p.verified })),
    providers: deps.store.oauthLogins.listRegistrations(user.user_id).map(oauthProviderJson),
    password: password && { password_id: password.password_id, requires_reset: password.requires_reset },
    totps: totpsJson(deps, user.user_id),
    crypto_wallets: deps.store.cryptoWallets.listForUser(user.user_id).map(cryptoWalletJson),
    webauthn_registrations: deps.store.webauthn.listForUser(user.user_id).map(webauthnJson),
    biometric_registrations: [],
    trusted_metadata: user.trusted_metadata,
    untrusted_metadata: user.untrusted_metadata,
    // The roles assigned to the user (`POST /_dev/users/roles`); the implicit `stytch_user` is not listed.
    roles: deps.store.roles.list(user.user_id),
  };
}

function newUser(project: ProjectConfig, status: UserStatus, now: number): UserRecord {
  return {
    user_id: newId.user(),
    project_id: project.project_id,
    status,
    created_at: now,
    first_name: '',
    middle_name: '',
    last_name: '',
    trusted_metadata: {},
    untrusted_metadata: {},
    locked_until: null,
  };
}

/** Creates a user whose only factor is `address` (not yet verified). */
export function createUserWithEmail(
  deps: Deps,
  project: ProjectConfig,
  address: string,
  status: UserStatus,
): { user: UserRecord; email: EmailRecord } {
  const now = deps.clock.now();
  const user = newUser(project, status, now);
  const email: EmailRecord = {
    email_id: newId.email(),
    user_id: user.user_id,
    project_id: project.project_id,
    email: address,
    verified: false,
    created_at: now,
  };
  deps.store.transaction(() => {
    deps.store.users.create(user);
    deps.store.emails.create(email);
  });
  return { user, email };
}

/** Creates a user whose only factor is the E.164 `phoneNumber` (not yet verified). */
export function createUserWithPhone(
  deps: Deps,
  project: ProjectConfig,
  phoneNumber: string,
  status: UserStatus,
): { user: UserRecord; phone: PhoneNumberRecord } {
  const now = deps.clock.now();
  const user = newUser(project, status, now);
  const phone: PhoneNumberRecord = {
    phone_id: newId.phoneNumber(),
    user_id: user.user_id,
    project_id: project.project_id,
    phone_number: phoneNumber,
    verified: false,
    created_at: now,
  };
  deps.store.transaction(() => {
    deps.store.users.create(user);
    deps.store.phoneNumbers.create(phone);
  });
  return { user, phone };
}

/** The user a phone number belongs to, or null. */
export function findUserByPhone(
  deps: Deps,
  project: ProjectConfig,
  phoneNumber: string,
): { user: UserRecord; phone: PhoneNumberRecord } | null {
  const phone = deps.store.phoneNumbers.findByNumber(project.project_id, phoneNumber);
  const user = phone && deps.store.users.get(project.project_id, phone.user_id);
  return phone && user ? { user, phone } : null;
}

/** The user an email belongs to, or null. */
export function findUserByEmail(
  deps: Deps,
  project: ProjectConfig,
  address: string,
): { user: UserRecord; email: EmailRecord } | null {
  const email = deps.store.emails.findByAddress(project.project_id, address);
  const user = email && deps.store.users.get(project.project_id, email.user_id);
  return email && user ? { user, email } : null;
}

/** A user that must exist (a token or session points at it). */
export function requireUser(deps: Deps, projectId: string, userId: string): UserRecord {
  const user = deps.store.users.get(projectId, userId);
  if (!user)
    throw new ApiError('user_not_found', `User ${userId} does not exist (the data may have been reset).`);
  return user;
}
