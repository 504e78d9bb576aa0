import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import type { EmailRecord, PhoneNumberRecord, UserRecord } from '../store/types';
import { normaliseEmail } from './email';
import { newId } from './ids';
import { validatePhoneNumber } from './phone';
import { serverUserJson } from './server-sessions';
import { requireUser } from './users';

const USER_ID = /^user-(test|live)-[0-9a-f-]{36}$/;
export const METADATA_LIMIT_BYTES = 4096;

/** The user of a `user_id` in a path or body: `invalid_user_id` when malformed, `user_not_found` when unknown. */
export function serverUser(deps: Deps, project: ProjectConfig, userId: string): UserRecord {
  if (!USER_ID.test(userId)) {
    throw new ApiError(
      'invalid_user_id',
      `${JSON.stringify(userId.slice(0, 100))} is not a user id (they look like user-test-<uuid>).`,
    );
  }
  return requireUser(deps, project.project_id, userId);
}

/** `metadata` merged over `current` (a key set to null is removed), bounded to 4 KiB of JSON. */
export function mergeMetadata(
  name: string,
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  if (Buffer.byteLength(JSON.stringify(merged)) > METADATA_LIMIT_BYTES) {
    throw new ApiError('bad_request', `${name} may hold at most ${METADATA_LIMIT_BYTES} bytes of JSON.`);
  }
  return merged;
}

export interface CreateUserInput {
  email?: string | undefined;
  phone_number?: string | undefined;
  name?: { first_name?: string; middle_name?: string; last_name?: string } | undefined;
  create_user_as_pending?: boolean | undefined;
  trusted_metadata?: Record<string, unknown> | undefined;
  untrusted_metadata?: Record<string, unknown> | undefined;
  roles?: string[] | undefined;
}

/**
 * `users.create`: a user with an email and/or a phone number (neither verified), active unless
 * `create_user_as_pending`. A taken email or number answers `duplicate_email` / `duplicate_phone_number`.
 */
export function createServerUser(
  deps: Deps,
  project: ProjectConfig,
  input: CreateUserInput,
): { user: UserRecord; email: EmailRecord | null; phone: PhoneNumberRecord | null } {
  const address = input.email !== undefined ? normaliseEmail(input.email) : undefined;
  const number =
    input.phone_number !== undefined ? validatePhoneNumber(project, input.phone_number) : undefined;
  if (address !== undefined && deps.store.emails.findByAddress(project.project_id, address)) {
    throw new ApiError('duplicate_email', `A user with the email ${address} already exists in this project.`);
  }
  if (number !== undefined && deps.store.phoneNumbers.findByNumber(project.project_id, number)) {
    throw new ApiError(
      'duplicate_phone_number',
      `A user with the phone number ${number} already exists in this project.`,
    );
  }
  const now = deps.clock.now();
  const user: UserRecord = {
    user_id: newId.user(),
    project_id: project.project_id,
    status: input.create_user_as_pending ? 'pending' : 'active',
    created_at: now,
    first_name: input.name?.first_name ?? '',
    middle_name: input.name?.middle_name ?? '',
    last_name: input.name?.last_name ?? '',
    trusted_metadata: mergeMetadata('trusted_metadata', {}, input.trusted_metadata ?? {}),
    untrusted_metadata: mergeMetadata('untrusted_metadata', {}, input.untrusted_metadata ?? {}),
    locked_until: null,
  };
  const base = { user_id: user.user_id, project_id: project.project_id, verified: false, created_at: now };
  const email: EmailRecord | null =
    address !== undefined ? { ...base, email_id: newId.email(), email: address } : null;
  const phone: PhoneNumberRecord | null =
    number !== undefined ? { ...base, phone_id: newId.phoneNumber(), phone_number: number } : null;
  deps.store.transaction(() => {
    deps.store.users.create(user);
    if (email) deps.store.emails.create(email);
    if (phone) deps.store.phoneNumbers.create(phone);
    if (input.roles !== undefined) deps.store.roles.set(project.project_id, user.user_id, input.roles);
  });
  return { user, email, phone };
}

/** The server API's answer naming a user: `user_id` and the user (the delete-factor and update calls). */
export function userAnswer(deps: Deps, project: ProjectConfig, userId: string) {
  const user = serverUserJson(deps, requireUser(deps, project.project_id, userId));
  return { user_id: user.user_id, user };
}

/**
 * A send's secondary form (`user_id`, or the user of `session_token` / `session_jwt`): the email or number is added
 * to that user (unverified) if it is new, so the send reaches them; one of another user answers `duplicate_email` /
 * `duplicate_phone_number`.
 */
export function attachDestination(
  deps: Deps,
  project: ProjectConfig,
  userId: string,
  destination: { email: string } | { phone_number: string },
): void {
  const now = deps.clock.now();
  const base = { user_id: userId, project_id: project.project_id, verified: false, created_at: now };
  if ('email' in destination) {
    const address = normaliseEmail(destination.email);
    const owner = deps.store.emails.findByAddress(project.project_id, address);
    if (owner && owner.user_id !== userId) {
      throw new ApiError('duplicate_email', `Another user of this project has the email ${address}.`);
    }
    if (!owner) deps.store.emails.create({ ...base, email_id: newId.email(), email: address });
    return;
  }
  const number = validatePhoneNumber(project, destination.phone_number);
  const owner = deps.store.phoneNumbers.findByNumber(project.project_id, number);
  if (owner && owner.user_id !== userId) {
    throw new ApiError(
      'duplicate_phone_number',
      `Another user of this project has the phone number ${number}.`,
    );
  }
  if (!owner)
    deps.store.phoneNumbers.create({ ...base, phone_id: newId.phoneNumber(), phone_number: number });
}
