import {
  compactVerify,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Deps } from '../deps';
import { newId } from '../services/ids';
import type { Store } from '../store/types';

/** ID tokens are signed with RS256: the OpenID Connect default, which every relying party accepts. */
export const ID_TOKEN_ALG = 'RS256';

interface LoadedKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * The RS256 key of each project's ID tokens: made on first use and kept in the store (`idp.signingKeys`), so the
 * JWKS, and the ID tokens relying parties hold, survive restarts and data resets.
 */
export class IdTokenKeys {
  private readonly keys = new Map<string, Promise<LoadedKey>>();

  constructor(
    private readonly store: Store,
    private readonly now: () => number,
  ) {}

  private key(projectId: string): Promise<LoadedKey> {
    let key = this.keys.get(projectId);
    if (!key) {
      key = this.loadOrCreate(projectId);
      key.catch(() => this.keys.delete(projectId));
      this.keys.set(projectId, key);
    }
    return key;
  }

  private async loadOrCreate(projectId: string): Promise<LoadedKey> {
    const stored = this.store.idp.signingKeys.get(projectId);
    if (stored) {
      const publicJwk = JSON.parse(stored.public_jwk) as JWK;
      return {
        kid: stored.kid,
        privateKey: (await importJWK(JSON.parse(stored.private_jwk) as JWK, stored.alg)) as CryptoKey,
        publicKey: (await importJWK(publicJwk, stored.alg)) as CryptoKey,
        publicJwk,
      };
    }
    const { privateKey, publicKey } = await generateKeyPair(ID_TOKEN_ALG, {
      modulusLength: 2048,
      extractable: true,
    });
    const kid = newId.signingKey();
    const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: ID_TOKEN_ALG, use: 'sig' };
    this.store.idp.signingKeys.put({
      kid,
      project_id: projectId,
      alg: ID_TOKEN_ALG,
      private_jwk: JSON.stringify(await exportJWK(privateKey)),
      public_jwk: JSON.stringify(publicJwk),
      created_at: this.now(),
    });
    return { kid, privateKey, publicKey, publicJwk };
  }

  /** The project's public key as a JWKS `keys` array. */
  async jwks(projectId: string): Promise<JWK[]> {
    return [(await this.key(projectId)).publicJwk];
  }

  /** Signs an ID token (the claims are complete: iss, sub, aud, exp, iat, …), or an `at+jwt` access token. */
  async sign(projectId: string, claims: JWTPayload, typ: 'JWT' | 'at+jwt' = 'JWT'): Promise<string> {
    const { kid, privateKey } = await this.key(projectId);
    return new SignJWT(claims).setProtectedHeader({ alg: ID_TOKEN_ALG, kid, typ }).sign(privateKey);
  }

  /**
   * The payload of an ID token this project signed, checked for signature only (an `id_token_hint` may have
   * expired); null for anything else.
   */
  async verifiedPayload(projectId: string, token: string): Promise<JWTPayload | null> {
    try {
      const { kid, publicKey } = await this.key(projectId);
      const header = decodeProtectedHeader(token);
      // An access token (typ at+jwt, same key) is not an ID token.
      if (header.alg !== ID_TOKEN_ALG || header.kid !== kid || header.typ !== 'JWT') return null;
      const { payload } = await compactVerify(token, publicKey, { algorithms: [ID_TOKEN_ALG] });
      const claims = JSON.parse(new TextDecoder().decode(payload)) as unknown;
      return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
        ? (claims as JWTPayload)
        : null;
    } catch {
      return null;
    }
  }
}

const instances = new WeakMap<Store, IdTokenKeys>();

/** The ID-token keys of an emulator (one per store). */
export function idTokenKeys(deps: Deps): IdTokenKeys {
  let keys = instances.get(deps.store);
  if (!keys) {
    keys = new IdTokenKeys(deps.store, () => deps.clock.now());
    instances.set(deps.store, keys);
  }
  return keys;
}
