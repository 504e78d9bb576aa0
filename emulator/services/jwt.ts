import {
  compactVerify,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
  type JWTVerifyOptions,
} from 'jose';
import type { Clock } from '../clock';
import type { ProjectConfig } from '../config/defaults';
import type { SigningKeysRepository } from '../store/signing-keys';
import type { SessionRecord } from '../store/types';
import type { Store } from '../store/types';
import { newId } from './ids';

/** Every JWT a project issues (session JWTs, ID tokens, access tokens, machine tokens) is RS256, as the provider's. */
export const JWT_ALG = 'RS256';

/** The claim that carries the session, as the hosted provider names it. */
export const SESSION_CLAIM = 'https://stytch.com/session';

const DAY_MS = 86_400_000;
/** A key signs for about six months, then a new one takes over (`sessions.getJWKS`). */
export const KEY_ROTATION_MS = 180 * DAY_MS;
/** After a rotation the previous key stays in the JWKS this long, so JWTs it signed still verify. */
export const KEY_OVERLAP_MS = 30 * DAY_MS;

interface LoadedKey {
  kid: string;
  createdAt: number;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * The emulator's one cache of RS256 key sets, by owner: each project's (`idp.signingKeys`: session JWTs, ID tokens,
 * access tokens) and the stand-in providers' (`signingKeys`, services/stand-in-keys.ts), kept in the store so JWKS
 * and issued JWTs survive restarts and data resets. The newest key signs; it is replaced when it is `rotationMs`
 * old (emulator clock; `KEY_ROTATION_MS` for projects, never for the stand-ins) or on `rotate()`
 * (`POST /_dev/keys/rotate`), and the key it replaced stays published for `KEY_OVERLAP_MS`.
 */
export class ProjectKeys {
  private readonly sets = new Map<string, Promise<LoadedKey[]>>();
  private readonly rotating = new Map<string, Promise<unknown>>();

  constructor(
    private readonly repository: SigningKeysRepository,
    private readonly now: () => number,
    private readonly rotationMs = KEY_ROTATION_MS,
  ) {}

  /** The project's keys, newest first (made on first use). */
  private keys(projectId: string): Promise<LoadedKey[]> {
    let set = this.sets.get(projectId);
    if (!set) {
      set = this.load(projectId);
      set.catch(() => this.sets.delete(projectId));
      this.sets.set(projectId, set);
    }
    return set;
  }

  private async load(projectId: string): Promise<LoadedKey[]> {
    const stored = this.repository.list(projectId).filter((k) => k.alg === JWT_ALG);
    if (stored.length === 0) return [await this.create(projectId)];
    return Promise.all(
      stored.map(async (k) => {
        const publicJwk = JSON.parse(k.public_jwk) as JWK;
        return {
          kid: k.kid,
          createdAt: k.created_at,
          privateKey: (await importJWK(JSON.parse(k.private_jwk) as JWK, JWT_ALG)) as CryptoKey,
          publicKey: (await importJWK(publicJwk, JWT_ALG)) as CryptoKey,
          publicJwk,
        };
      }),
    );
  }

  private async create(projectId: string): Promise<LoadedKey> {
    const { privateKey, publicKey } = await generateKeyPair(JWT_ALG, {
      modulusLength: 2048,
      extractable: true,
    });
    const kid = newId.signingKey();
    const createdAt = this.now();
    const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: JWT_ALG, use: 'sig' };
    this.repository.put({
      kid,
      project_id: projectId,
      alg: JWT_ALG,
      private_jwk: JSON.stringify(await exportJWK(privateKey)),
      public_jwk: JSON.stringify(publicJwk),
      created_at: createdAt,
    });
    return { kid, createdAt, privateKey, publicKey, publicJwk };
  }

  /** Makes a new signing key for the project; the previous one stays published for `KEY_OVERLAP_MS`. */
  async rotate(projectId: string): Promise<JWK> {
    const previous = this.keys(projectId);
    const next = previous.then(async (keys) => [await this.create(projectId), ...keys]);
    next.catch(() => this.sets.delete(projectId));
    this.sets.set(projectId, next);
    return (await next)[0]!.publicJwk;
  }

  /** The key that signs now, after a due rotation (one at a time per project). */
  private async current(projectId: string): Promise<LoadedKey> {
    const keys = await this.keys(projectId);
    if (this.now() - keys[0]!.createdAt < this.rotationMs) return keys[0]!;
    let pending = this.rotating.get(projectId);
    if (!pending) {
      pending = this.rotate(projectId).finally(() => this.rotating.delete(projectId));
      this.rotating.set(projectId, pending);
    }
    await pending;
    return (await this.keys(projectId))[0]!;
  }

  /** The published keys: the signing key and those it replaced less than `KEY_OVERLAP_MS` ago. */
  private async published(projectId: string): Promise<LoadedKey[]> {
    await this.current(projectId);
    const keys = await this.keys(projectId);
    return keys.filter((k, i) => i === 0 || this.now() - keys[i - 1]!.createdAt < KEY_OVERLAP_MS);
  }

  /** The public keys of these projects, as a JWKS `keys` array. */
  async jwks(projectIds: string[]): Promise<JWK[]> {
    return (await Promise.all(projectIds.map((id) => this.published(id)))).flat().map((k) => k.publicJwk);
  }

  /**
   * Signs complete claims (iss, sub, aud, exp, iat, …) with the project's current key, `typ: JWT` (the provider's
   * SDK verifies session JWTs, access tokens and machine tokens with `typ: "JWT"`).
   */
  async sign(projectId: string, claims: JWTPayload): Promise<string> {
    const { kid, privateKey } = await this.current(projectId);
    return new SignJWT(claims).setProtectedHeader({ alg: JWT_ALG, kid, typ: 'JWT' }).sign(privateKey);
  }

  /**
   * Verifies a JWT that one of the owner's published keys signed, with jose's claim checks (`options`); a token
   * naming no published key is checked against the signing key, so it fails as a bad signature. Throws jose's errors.
   */
  async verify(projectId: string, token: string, options: JWTVerifyOptions): Promise<JWTPayload> {
    const keys = await this.published(projectId);
    const keyFor = (kid: string | undefined) => (keys.find((k) => k.kid === kid) ?? keys[0]!).publicKey;
    return (await jwtVerify(token, (header) => keyFor(header.kid), options)).payload;
  }

  /**
   * The payload of a JWT one of the project's published keys signed, checked for signature only (an
   * `id_token_hint` may have expired); null for anything else.
   */
  async verifiedPayload(projectId: string, token: string): Promise<JWTPayload | null> {
    try {
      const header = decodeProtectedHeader(token);
      if (header.alg !== JWT_ALG || header.typ !== 'JWT') return null;
      const key = (await this.published(projectId)).find((k) => k.kid === header.kid);
      if (!key) return null;
      const { payload } = await compactVerify(token, key.publicKey, { algorithms: [JWT_ALG] });
      const claims = JSON.parse(new TextDecoder().decode(payload)) as unknown;
      return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
        ? (claims as JWTPayload)
        : null;
    } catch {
      return null;
    }
  }
}

/**
 * Signs session JWTs with the project's key set (`ProjectKeys`); the claim carries the session and the user's roles,
 * as the provider's `authenticateJwtLocal` reads them.
 */
export class SessionSigner {
  readonly keys: ProjectKeys;

  constructor(
    store: Store,
    private readonly clock: Clock,
    private readonly jwtLifetimeSeconds: number,
  ) {
    this.keys = new ProjectKeys(store.idp.signingKeys, () => clock.now());
  }

  /** The public keys of these projects, as a JWKS `keys` array. */
  jwks(projectIds: string[]): Promise<JWK[]> {
    return this.keys.jwks(projectIds);
  }

  /** A fresh `session_jwt`: valid for the configured lifetime, never beyond the session's expiry. */
  async sign(project: ProjectConfig, session: SessionRecord, roles: readonly string[]): Promise<string> {
    const now = Math.floor(this.clock.now() / 1000);
    const exp = Math.min(now + this.jwtLifetimeSeconds, Math.floor(session.expires_at / 1000));
    return this.keys.sign(project.project_id, {
      ...session.custom_claims,
      [SESSION_CLAIM]: {
        id: session.session_id,
        started_at: iso(session.started_at),
        last_accessed_at: iso(session.last_accessed_at),
        expires_at: iso(session.expires_at),
        attributes: { ip_address: session.ip_address, user_agent: session.user_agent },
        authentication_factors: session.authentication_factors,
        roles: [...roles],
      },
      iss: project.jwt_issuer ?? `stytch.com/${project.project_id}`,
      aud: [project.project_id],
      sub: session.user_id,
      iat: now,
      nbf: now,
      exp,
    });
  }
}

export function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
