import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { randomUUID } from 'node:crypto';
import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { isAllowedOrigin } from './projects';
import type { AuthenticationFactor, UserRecord, WebAuthnRegistrationRecord } from '../store/types';
import { iso } from './jwt';

/** How long a ceremony's challenge may be answered (the browser's own time-out is shorter). */
export const CHALLENGE_SECONDS = 300;

/** A passkey as the user object carries it (`webauthn_registrations[]`). */
export function webauthnJson(r: WebAuthnRegistrationRecord) {
  return {
    webauthn_registration_id: r.webauthn_registration_id,
    domain: r.domain,
    user_agent: r.user_agent,
    verified: true,
    authenticator_type: r.authenticator_type,
    name: r.name,
    created_at: iso(r.created_at),
    last_used_at: r.last_used_at === null ? null : iso(r.last_used_at),
    backed_up: r.backed_up,
  };
}

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The relying-party id of a ceremony: the `domain` sent (default: the calling page's host), a plain host name. */
export function relyingPartyId(domain: string | undefined, parentHost: string | undefined): string {
  const rpId = (domain ?? parentHost ?? '').toLowerCase();
  if (!HOSTNAME.test(rpId)) {
    throw new ApiError(
      'invalid_domain',
      `domain ${JSON.stringify(domain ?? parentHost ?? '')} is not a host name (it is the WebAuthn relying-party id, ` +
        'e.g. "localhost" or "example.com").',
    );
  }
  return rpId;
}

/** Whether a page of one of the project's authorized domains can run a ceremony for `rpId` (its host or a parent). */
function onProjectDomain(project: ProjectConfig, rpId: string): boolean {
  const hosts = project.allowed_origins.filter((o) => URL.canParse(o)).map((o) => new URL(o).hostname);
  if (hosts.some((host) => host === rpId || host.endsWith(`.${rpId}`))) return true;
  return isAllowedOrigin(project, `http://${rpId}`);
}

/**
 * The relying-party id of a start call, refused (with the error type of the finish, which would refuse every
 * credential) when no authorized domain of the project lies on it.
 */
function projectRelyingPartyId(
  project: ProjectConfig,
  domain: string | undefined,
  parentHost: string | undefined,
): string {
  const rpId = relyingPartyId(domain, parentHost);
  if (!onProjectDomain(project, rpId)) {
    throw new ApiError(
      'invalid_public_key_credential',
      `domain ${JSON.stringify(rpId)} is not an authorized domain of project "${project.project_name}" (nor a ` +
        "parent domain of one): add the site's origin to the project's allowed_origins in the emulator config (the " +
        'hosted provider: its authorized domains in the dashboard).',
    );
  }
  return rpId;
}

function invalidCredential(detail: string): ApiError {
  return new ApiError('invalid_public_key_credential', `The public_key_credential is invalid: ${detail}`);
}

/** Parses the `public_key_credential` JSON string of a finish call. */
export function parseCredential<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(
  raw: string,
): T {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalidCredential('it is not JSON.');
  }
  const v = value as Partial<RegistrationResponseJSON>;
  if (
    typeof value !== 'object' ||
    value === null ||
    typeof v.id !== 'string' ||
    typeof v.rawId !== 'string' ||
    v.type !== 'public-key' ||
    typeof v.response !== 'object' ||
    v.response === null ||
    typeof (v.response as { clientDataJSON?: unknown }).clientDataJSON !== 'string'
  ) {
    throw invalidCredential(
      'it must be a PublicKeyCredential as JSON (id, rawId, type, response.clientDataJSON).',
    );
  }
  return value as T;
}

/** The challenge and origin the browser signed (clientDataJSON), before any verification. */
function clientData(credential: { response: { clientDataJSON: string } }): {
  challenge: string;
  origin: string;
} {
  try {
    const data = JSON.parse(
      Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8'),
    ) as {
      challenge?: unknown;
      origin?: unknown;
    };
    if (typeof data.challenge === 'string' && typeof data.origin === 'string') {
      return { challenge: data.challenge, origin: data.origin };
    }
  } catch {
    // answered below
  }
  throw invalidCredential('response.clientDataJSON is not base64url JSON with a challenge and an origin.');
}

/** The page origin of a ceremony must be one of the project's authorized domains, on the relying-party id. */
function checkOrigin(project: ProjectConfig, origin: string, rpId: string): void {
  const host = URL.canParse(origin) ? new URL(origin).hostname : '';
  if (!isAllowedOrigin(project, origin) || (host !== rpId && !host.endsWith(`.${rpId}`))) {
    throw new ApiError(
      'invalid_public_key_credential',
      `The ceremony ran on ${origin.slice(0, 200)}, which is not an authorized domain of project ` +
        `"${project.project_name}" for the relying party ${rpId}.`,
    );
  }
}

/** Takes the ceremony's challenge (single use) and checks it is this project's, of this kind, and fresh. */
function takeChallenge(
  deps: Deps,
  project: ProjectConfig,
  challenge: string,
  kind: 'register' | 'authenticate',
) {
  deps.store.webauthn.pruneChallenges(deps.clock.now());
  const record = deps.store.webauthn.takeChallenge(challenge);
  if (!record || record.project_id !== project.project_id || record.kind !== kind) {
    throw new ApiError(
      'invalid_public_key_credential',
      `The ${kind === 'register' ? 'registration' : 'authentication'} challenge is unknown, already used or expired: ` +
        `start the ceremony again.`,
    );
  }
  if (record.expires_at <= deps.clock.now()) {
    throw new ApiError('invalid_public_key_credential', 'The challenge expired: start the ceremony again.');
  }
  return record;
}

export interface RegisterStart {
  domain: string | undefined;
  parentHost: string | undefined;
  passkey: boolean;
  authenticatorType: 'platform' | 'cross-platform' | undefined;
  userAgent: string;
  overrideName: string | undefined;
  overrideDisplayName: string | undefined;
}

/** `register/start`: creation options for the session's user, excluding the credentials it already has. */
export async function startRegistration(
  deps: Deps,
  project: ProjectConfig,
  user: UserRecord,
  start: RegisterStart,
): Promise<string> {
  const rpId = projectRelyingPartyId(project, start.domain, start.parentHost);
  const email = deps.store.emails.listForUser(user.user_id)[0]?.email;
  const phone = deps.store.phoneNumbers.listForUser(user.user_id)[0]?.phone_number;
  const userName = start.overrideName ?? email ?? phone ?? user.user_id;
  const options = await generateRegistrationOptions({
    rpName: project.project_name,
    rpID: rpId,
    userName,
    userID: new TextEncoder().encode(user.user_id),
    userDisplayName: start.overrideDisplayName ?? userName,
    timeout: CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: deps.store.webauthn
      .listForUser(user.user_id)
      .map((r) => ({ id: r.credential_id, transports: r.transports })),
    authenticatorSelection: {
      residentKey: start.passkey ? 'required' : 'preferred',
      userVerification: start.passkey ? 'required' : 'preferred',
      ...(start.authenticatorType ? { authenticatorAttachment: start.authenticatorType } : {}),
    },
  });
  deps.store.webauthn.addChallenge({
    challenge: options.challenge,
    project_id: project.project_id,
    kind: 'register',
    user_id: user.user_id,
    domain: rpId,
    user_agent: start.userAgent,
    passkey: start.passkey,
    expires_at: deps.clock.now() + CHALLENGE_SECONDS * 1000,
  });
  return JSON.stringify(options);
}

/** `register`: verifies the attestation and stores the credential for the session's user. */
export async function finishRegistration(
  deps: Deps,
  project: ProjectConfig,
  user: UserRecord,
  raw: string,
): Promise<WebAuthnRegistrationRecord> {
  const credential = parseCredential<RegistrationResponseJSON>(raw);
  if (typeof credential.response.attestationObject !== 'string') {
    throw invalidCredential('response.attestationObject is missing (is this an assertion?).');
  }
  const data = clientData(credential);
  const challenge = takeChallenge(deps, project, data.challenge, 'register');
  if (challenge.user_id !== user.user_id) {
    throw new ApiError('invalid_public_key_credential', 'The registration was started by another user.');
  }
  checkOrigin(project, data.origin, challenge.domain);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge.challenge,
      expectedOrigin: data.origin,
      expectedRPID: challenge.domain,
      requireUserVerification: challenge.passkey,
    });
  } catch (e) {
    throw invalidCredential(e instanceof Error ? e.message : String(e));
  }
  if (!verified.verified) throw invalidCredential('the attestation did not verify.');
  const info = verified.registrationInfo;
  if (deps.store.webauthn.findByCredentialId(project.project_id, info.credential.id)) {
    throw new ApiError(
      'duplicate_webauthn_registration',
      'This authenticator is already registered (to this or another user of the project).',
    );
  }
  const now = deps.clock.now();
  const type = credential.authenticatorAttachment === 'cross-platform' ? 'cross-platform' : 'platform';
  const record: WebAuthnRegistrationRecord = {
    webauthn_registration_id: `webauthn-registration-test-${randomUUID()}`,
    project_id: project.project_id,
    user_id: user.user_id,
    credential_id: info.credential.id,
    public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports: credential.response.transports ?? info.credential.transports ?? [],
    name: defaultName(
      challenge.user_agent,
      type,
      deps.store.webauthn.listForUser(user.user_id).map((r) => r.name),
    ),
    domain: challenge.domain,
    user_agent: challenge.user_agent,
    authenticator_type: type,
    backed_up: info.credentialBackedUp,
    created_at: now,
    last_used_at: null,
  };
  deps.store.webauthn.create(record);
  return record;
}

/**
 * A name a user can tell apart: the browser and system it was made on, e.g. "Chrome on Linux", with a number when
 * the user already has a passkey of that name ("Chrome on Linux (2)"), so two made in one browser differ.
 */
function defaultName(userAgent: string, type: string, taken: readonly string[]): string {
  const used = new Set(taken);
  const base = baseName(userAgent);
  if (base === null) {
    let n = taken.length + 1;
    const word = type === 'cross-platform' ? 'Security key' : 'Passkey';
    while (used.has(`${word} ${n}`)) n++;
    return `${word} ${n}`;
  }
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base} (${n})`)) n++;
  return `${base} (${n})`;
}

/** The browser and system a user agent names, e.g. "Chrome on Linux"; null when either is unknown. */
function baseName(userAgent: string): string | null {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return browser && system ? `${browser} on ${system}` : null;
}

/** `authenticate/start/*`: request options; a secondary login lists the user's credentials, a passkey login none. */
export async function startAuthentication(
  deps: Deps,
  project: ProjectConfig,
  user: UserRecord | null,
  start: { domain: string | undefined; parentHost: string | undefined; passkey: boolean; userAgent: string },
): Promise<string> {
  const rpId = projectRelyingPartyId(project, start.domain, start.parentHost);
  const registrations = user ? deps.store.webauthn.listForUser(user.user_id) : [];
  if (user && registrations.length === 0 && !start.passkey) {
    throw new ApiError('webauthn_registration_not_found', 'This user has no WebAuthn registration.');
  }
  const options = await generateAuthenticationOptions({
    rpID: rpId,
    timeout: CHALLENGE_SECONDS * 1000,
    userVerification: start.passkey ? 'required' : 'preferred',
    allowCredentials: start.passkey
      ? []
      : registrations.map((r) => ({ id: r.credential_id, transports: r.transports })),
  });
  deps.store.webauthn.addChallenge({
    challenge: options.challenge,
    project_id: project.project_id,
    kind: 'authenticate',
    user_id: user?.user_id ?? null,
    domain: rpId,
    user_agent: start.userAgent,
    passkey: start.passkey,
    expires_at: deps.clock.now() + CHALLENGE_SECONDS * 1000,
  });
  return JSON.stringify(options);
}

/** `authenticate`: verifies the assertion against the stored key and counter; returns the registration. */
export async function finishAuthentication(
  deps: Deps,
  project: ProjectConfig,
  raw: string,
): Promise<WebAuthnRegistrationRecord> {
  const credential = parseCredential<AuthenticationResponseJSON>(raw);
  if (
    typeof credential.response.authenticatorData !== 'string' ||
    typeof credential.response.signature !== 'string'
  ) {
    throw invalidCredential(
      'response.authenticatorData and response.signature are required (is this an attestation?).',
    );
  }
  const data = clientData(credential);
  const challenge = takeChallenge(deps, project, data.challenge, 'authenticate');
  checkOrigin(project, data.origin, challenge.domain);
  const registration = deps.store.webauthn.findByCredentialId(project.project_id, credential.rawId);
  if (!registration) {
    throw new ApiError(
      'webauthn_registration_not_found',
      'No WebAuthn registration of this project has this credential (it may have been deleted).',
    );
  }
  if (challenge.user_id !== null && challenge.user_id !== registration.user_id) {
    throw new ApiError(
      'invalid_public_key_credential',
      'The credential belongs to another user than the one logging in.',
    );
  }
  const handle = credential.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== registration.user_id) {
    throw new ApiError('invalid_public_key_credential', "The credential's user handle is not its user's.");
  }
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge.challenge,
      expectedOrigin: data.origin,
      expectedRPID: registration.domain,
      credential: {
        id: registration.credential_id,
        publicKey: new Uint8Array(Buffer.from(registration.public_key, 'base64url')),
        counter: registration.counter,
        transports: registration.transports as never,
      },
      requireUserVerification: challenge.passkey,
    });
  } catch (e) {
    throw invalidCredential(e instanceof Error ? e.message : String(e));
  }
  if (!verified.verified) throw invalidCredential('the signature did not verify.');
  deps.store.webauthn.used(
    registration.webauthn_registration_id,
    verified.authenticationInfo.newCounter,
    deps.clock.now(),
  );
  return registration;
}

/** The session factor of a passkey login or registration. */
export function webauthnFactor(deps: Deps, registration: WebAuthnRegistrationRecord): AuthenticationFactor {
  const now = iso(deps.clock.now());
  return {
    type: 'webauthn',
    delivery_method: 'webauthn_registration',
    created_at: now,
    updated_at: now,
    last_authenticated_at: now,
    webauthn_factor: {
      webauthn_registration_id: registration.webauthn_registration_id,
      domain: registration.domain,
      user_agent: registration.user_agent,
    },
  };
}
