import { ApiError } from '../../../errors';
import { serverEndpoint } from '../../../http/server-endpoint';
import { normaliseEmail } from '../../../services/email';
import { importHash, type MigrateHashInput } from '../../../services/password-import';
import { storePassword } from '../../../services/passwords';
import { serverUserJson } from '../../../services/server-sessions';
import { attachDestination, createServerUser } from '../../../services/server-users';
import { validatePhoneNumber } from '../../../services/phone';
import { findUserByEmail, requireUser } from '../../../services/users';
import { serverField } from '../schemas';

interface Body extends MigrateHashInput {
  email: string;
  trusted_metadata?: Record<string, unknown>;
  untrusted_metadata?: Record<string, unknown>;
  set_email_verified?: boolean;
  name?: { first_name?: string; middle_name?: string; last_name?: string };
  phone_number?: string;
  set_phone_number_verified?: boolean;
  external_id?: string;
  roles?: string[];
}

const salts = {
  type: 'object',
  additionalProperties: false,
  properties: {
    prepend_salt: { type: 'string', maxLength: 1024 },
    append_salt: { type: 'string', maxLength: 1024 },
  },
} as const;
const cost = { type: 'integer', minimum: 0, maximum: 1_000_000_000 } as const;
const salt = { type: 'string', minLength: 1, maxLength: 1024 } as const;

/**
 * `POST /v1/passwords/migrate` (`passwords.migrate`): imports a password hash made elsewhere (`hash_type` bcrypt,
 * scrypt, argon_2i, argon_2id, md_5, sha_1, sha_512 or pbkdf_2, with its `*_config` or in PHC form) for the user of
 * `email`, created (active, with name, metadata, roles, phone number) when there is none (`user_created`); an
 * existing user's password is replaced (its name and metadata kept; a phone number added, roles replaced). No strength check (the password is unknown). The user then logs in with
 * the password (`passwords.authenticate`, or `<idp-login>`), which re-hashes it with the emulator's own scrypt.
 */
export default serverEndpoint<Body>({
  method: 'POST',
  url: '/passwords/migrate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email', 'hash', 'hash_type'],
      properties: {
        email: serverField.email,
        hash: { type: 'string', minLength: 1, maxLength: 1024 },
        hash_type: { type: 'string', minLength: 1, maxLength: 40 },
        md_5_config: salts,
        sha_1_config: salts,
        sha_512_config: salts,
        scrypt_config: {
          type: 'object',
          additionalProperties: false,
          required: ['salt', 'n_parameter', 'r_parameter', 'p_parameter', 'key_length'],
          properties: { salt, n_parameter: cost, r_parameter: cost, p_parameter: cost, key_length: cost },
        },
        argon_2_config: {
          type: 'object',
          additionalProperties: false,
          required: ['salt', 'iteration_amount', 'memory', 'threads', 'key_length'],
          properties: { salt, iteration_amount: cost, memory: cost, threads: cost, key_length: cost },
        },
        pbkdf_2_config: {
          type: 'object',
          additionalProperties: false,
          required: ['salt', 'iteration_amount', 'key_length'],
          properties: {
            salt,
            iteration_amount: cost,
            key_length: cost,
            algorithm: { type: 'string', maxLength: 20 },
          },
        },
        trusted_metadata: serverField.object,
        untrusted_metadata: serverField.object,
        set_email_verified: { type: 'boolean' },
        name: serverField.name,
        phone_number: serverField.phoneNumber,
        set_phone_number_verified: { type: 'boolean' },
        external_id: { type: 'string', maxLength: 128 },
        roles: { type: 'array', maxItems: 100, items: serverField.id },
      },
    },
  },
  handle(ctx) {
    const { deps, project, body } = ctx;
    if (body.external_id !== undefined && body.external_id !== '') {
      throw new ApiError(
        'bad_request',
        'The emulator does not support external_id: address users by user_id.',
      );
    }
    const hash = importHash(body);
    const address = normaliseEmail(body.email);
    const number =
      body.phone_number !== undefined ? validatePhoneNumber(project, body.phone_number) : undefined;
    const existing = findUserByEmail(deps, project, address);
    const { userId, emailId, created } = deps.store.transaction(() => {
      const target = existing
        ? { user: existing.user, emailId: existing.email.email_id, created: false }
        : newUser();
      if (existing && number !== undefined) {
        attachDestination(deps, project, existing.user.user_id, { phone_number: number });
      }
      if (existing && body.roles !== undefined) {
        deps.store.roles.set(project.project_id, existing.user.user_id, body.roles);
      }
      storePassword(deps, target.user, hash);
      if (body.set_email_verified) deps.store.emails.markVerified(target.emailId);
      const phone =
        number !== undefined ? deps.store.phoneNumbers.findByNumber(project.project_id, number) : null;
      if (body.set_phone_number_verified && phone) deps.store.phoneNumbers.markVerified(phone.phone_id);
      return { userId: target.user.user_id, emailId: target.emailId, created: target.created };
    });
    function newUser() {
      const made = createServerUser(deps, project, {
        email: address,
        phone_number: number,
        name: body.name,
        trusted_metadata: body.trusted_metadata,
        untrusted_metadata: body.untrusted_metadata,
        roles: body.roles,
      });
      return { user: made.user, emailId: made.email?.email_id ?? '', created: true };
    }
    const user = requireUser(deps, project.project_id, userId);
    return { user_id: userId, email_id: emailId, user_created: created, user: serverUserJson(deps, user) };
  },
});
