/**
 * The passkey ceremonies of the headless client (docs/protocol.md#the-calls), in a chunk of their own: loaded only when a page
 * uses passkeys (the `passkeys` product, `<idp-passkey-register>`, or `client.webauthn.*`), with
 * `@github/webauthn-json` for the JSON ↔ credential conversion.
 */
import { create, get } from '@github/webauthn-json';
import * as webauthnApi from '../api/webauthn';
import type { Http } from '../api/http';
import type { AuthResp, User } from '../api/types';
import type { Platform, WebAuthnDevice } from '../platform/types';
import type { SessionManager } from '../session/SessionManager';
import { autofillCeremony, userCeremony } from './oneRequest';
import { noteCreatedCredential, signalUnknownCredential, signalUserPasskeys } from './signals';

interface NativeJsonWebAuthn {
  parseCreationOptionsFromJSON?(json: unknown): PublicKeyCredentialCreationOptions;
}

/**
 * A passkey created without a prompt right after a login (`mediation: "conditional"`): only browsers that report
 * `conditionalCreate`, which all parse and serialise WebAuthn JSON themselves.
 */
async function createConditionally(optionsJson: string, signal?: AbortSignal): Promise<string> {
  const pkc = (globalThis as { PublicKeyCredential?: NativeJsonWebAuthn }).PublicKeyCredential;
  if (typeof pkc?.parseCreationOptionsFromJSON !== 'function') throw new Error('No conditional create here.');
  const publicKey = pkc.parseCreationOptionsFromJSON(JSON.parse(optionsJson));
  const credential = (await navigator.credentials.create({
    publicKey,
    mediation: 'conditional',
    ...(signal ? { signal } : {}),
  } as CredentialCreationOptions)) as (Credential & { toJSON(): unknown }) | null;
  if (!credential) throw new Error('The browser created no passkey.');
  return JSON.stringify(credential.toJSON());
}

/** The browser's WebAuthn, through @github/webauthn-json (base64url JSON in and out). */
export const browserWebAuthn: WebAuthnDevice = {
  async create(optionsJson, signal, { conditional } = {}) {
    if (conditional) return createConditionally(optionsJson, signal);
    const publicKey = JSON.parse(optionsJson) as NonNullable<Parameters<typeof create>[0]['publicKey']>;
    return userCeremony(async () =>
      JSON.stringify(await create({ publicKey, ...(signal ? { signal } : {}) })),
    );
  },
  async get(optionsJson, { conditional, signal } = {}) {
    const publicKey = JSON.parse(optionsJson) as NonNullable<Parameters<typeof get>[0]['publicKey']>;
    const credential = conditional
      ? await autofillCeremony(signal, (turn) =>
          get({ publicKey, mediation: 'conditional' as CredentialMediationRequirement, signal: turn }),
        )
      : await userCeremony(() => get({ publicKey, ...(signal ? { signal } : {}) }));
    return credential ? JSON.stringify(credential) : null;
  },
  async autofillSupported() {
    const pkc = (
      globalThis as { PublicKeyCredential?: { isConditionalMediationAvailable?: () => Promise<boolean> } }
    ).PublicKeyCredential;
    try {
      return (await pkc?.isConditionalMediationAvailable?.()) === true;
    } catch {
      return false;
    }
  },
};

export interface CeremonyContext {
  http: Http;
  manager: SessionManager;
  platform: Platform;
}

export interface PasskeyRegisterOptions {
  /** The relying-party id; default the page's host name. */
  domain?: string;
  authenticator_type?: 'platform' | 'cross-platform';
  /** A discoverable credential with user verification (default true). */
  is_passkey?: boolean;
  session_duration_minutes?: number;
  signal?: AbortSignal;
  /** Create without a prompt (`mediation: "conditional"`), right after a login, where the browser can. */
  conditional_create?: boolean;
}

export interface PasskeyAuthenticateOptions {
  domain?: string;
  is_passkey?: boolean;
  session_duration_minutes?: number;
  /** Autofill: the browser offers the passkeys in an input with `autocomplete="… webauthn"`. */
  conditional_mediation?: boolean;
  signal?: AbortSignal;
}

/** Thrown when the browser answers a login ceremony with nothing (the generic passkey error). */
export class EmptyCredentialError extends Error {
  constructor() {
    super('The browser returned no passkey.');
    this.name = 'EmptyCredentialError';
  }
}

const device = (ctx: CeremonyContext) => ctx.platform.webauthn ?? browserWebAuthn;

export async function register(
  ctx: CeremonyContext,
  options: PasskeyRegisterOptions,
  defaultDuration: number,
): Promise<AuthResp & { webauthn_registration_id: string }> {
  const start = await webauthnApi.registerStart(ctx.http, {
    domain: options.domain ?? ctx.platform.location.hostname,
    ...(options.authenticator_type ? { authenticator_type: options.authenticator_type } : {}),
    return_passkey_credential_options: options.is_passkey !== false,
    user_agent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  });
  const credential = await device(ctx).create(
    start.public_key_credential_creation_options,
    options.signal,
    options.conditional_create ? { conditional: true } : {},
  );
  noteCreatedCredential(credential);
  const resp = await webauthnApi.register(ctx.http, {
    public_key_credential: credential,
    session_duration_minutes: options.session_duration_minutes ?? defaultDuration,
  });
  ctx.manager.applyAuthResponse(resp);
  return resp;
}

export async function authenticate(
  ctx: CeremonyContext,
  options: PasskeyAuthenticateOptions,
  defaultDuration: number,
): Promise<AuthResp & { webauthn_registration_id: string }> {
  const start = await webauthnApi.authenticateStart(ctx.http, ctx.manager.getSession() !== null, {
    domain: options.domain ?? ctx.platform.location.hostname,
    return_passkey_credential_options: options.is_passkey !== false,
  });
  const credential = await device(ctx).get(start.public_key_credential_request_options, {
    ...(options.conditional_mediation ? { conditional: true } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!credential) throw new EmptyCredentialError();
  let resp: AuthResp & { webauthn_registration_id: string };
  try {
    resp = await webauthnApi.authenticate(ctx.http, {
      public_key_credential: credential,
      session_duration_minutes: options.session_duration_minutes ?? defaultDuration,
    });
  } catch (e) {
    // The browser offered a passkey the provider no longer has (deleted elsewhere): it may stop offering it.
    if ((e as { type?: unknown }).type === 'webauthn_registration_not_found') {
      await signalUnknownCredential(options.domain ?? ctx.platform.location.hostname, credential);
    }
    throw e;
  }
  ctx.manager.applyAuthResponse(resp);
  return resp;
}

export async function update(ctx: CeremonyContext, id: string, name: string): Promise<void> {
  await webauthnApi.update(ctx.http, id, name);
  const user = ctx.manager.getUser();
  if (user) {
    ctx.manager.setUser({
      ...user,
      webauthn_registrations: user.webauthn_registrations.map((r) =>
        r.webauthn_registration_id === id ? { ...r, name } : r,
      ),
    });
  }
  void signalUserPasskeys(ctx, 'details');
}

export async function deleteRegistration(ctx: CeremonyContext, id: string): Promise<User | null> {
  const resp = await webauthnApi.deleteRegistration(ctx.http, id);
  const user = resp.__user ?? resp.user ?? null;
  if (user) ctx.manager.setUser(user);
  void signalUserPasskeys(ctx, 'accepted');
  return user;
}

export const autofillSupported = (ctx: CeremonyContext): Promise<boolean> => device(ctx).autofillSupported();
