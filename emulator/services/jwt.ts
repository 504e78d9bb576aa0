import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { Clock } from '../clock';
import type { ProjectConfig } from '../config/defaults';
import type { SessionRecord } from '../store/types';
import type { Store } from '../store/types';
import { newId } from './ids';

const ALG = 'ES256';

/** The claim that carries the session, as the hosted provider names it. */
export const SESSION_CLAIM = 'https://stytch.com/session';

interface LoadedKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * Signs session JWTs with one ES256 key per project. Keys are created on first use and kept in the store, so the
 * JWKS (and the validity of issued JWTs) survives restarts.
 */
export class SessionSigner {
  private readonly keys = new Map<string, Promise<LoadedKey>>();

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly jwtLifetimeSeconds: number,
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
    const stored = this.store.signingKeys.get(projectId);
    if (stored) {
      const privateKey = (await importJWK(JSON.parse(stored.private_jwk) as JWK, stored.alg)) as CryptoKey;
      return { kid: stored.kid, privateKey, publicJwk: JSON.parse(stored.public_jwk) as JWK };
    }
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = newId.signingKey();
    const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
    const privateJwk = await exportJWK(privateKey);
    this.store.signingKeys.put({
      kid,
      project_id: projectId,
      alg: ALG,
      private_jwk: JSON.stringify(privateJwk),
      public_jwk: JSON.stringify(publicJwk),
      created_at: this.clock.now(),
    });
    return { kid, privateKey, publicJwk };
  }

  /** The public keys of these projects, as a JWKS `keys` array. */
  async jwks(projectIds: string[]): Promise<JWK[]> {
    return Promise.all(projectIds.map(async (id) => (await this.key(id)).publicJwk));
  }

  /** A fresh `session_jwt`: valid for the configured lifetime, never beyond the session's expiry. */
  async sign(project: ProjectConfig, session: SessionRecord): Promise<string> {
    const { kid, privateKey } = await this.key(project.project_id);
    const now = Math.floor(this.clock.now() / 1000);
    const exp = Math.min(now + this.jwtLifetimeSeconds, Math.floor(session.expires_at / 1000));
    return new SignJWT({
      ...session.custom_claims,
      [SESSION_CLAIM]: {
        id: session.session_id,
        started_at: iso(session.started_at),
        last_accessed_at: iso(session.last_accessed_at),
        expires_at: iso(session.expires_at),
        attributes: { ip_address: session.ip_address, user_agent: session.user_agent },
        authentication_factors: session.authentication_factors,
      },
    })
      .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
      .setIssuer(project.jwt_issuer ?? `stytch.com/${project.project_id}`)
      .setAudience([project.project_id])
      .setSubject(session.user_id)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(exp)
      .sign(privateKey);
  }
}

export function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
