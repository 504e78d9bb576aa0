// A software WebAuthn authenticator for emulator tests: real P-256 keys, real attestation objects ("none" format)
// and real assertions (ECDSA over authenticatorData ‖ SHA-256(clientDataJSON)), built by hand with a minimal CBOR
// encoder, so the emulator's @simplewebauthn/server checks run on the genuine article.
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | Cbor[];

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(length, 1);
  return b;
}

/** CBOR (RFC 8949) for the few shapes WebAuthn uses: small ints, text, bytes, maps, arrays. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (b: Uint8Array | string) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  counter: number;
  rpId: string;
}

/** Flags of authenticatorData: user present, user verified, (backup eligible/state), attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const c = Buffer.alloc(4);
  c.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), c, attested ?? Buffer.alloc(0)]);
}

function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]),
  );
}

export interface CreationOptions {
  challenge: string;
  rp: { id: string };
  user: { id: string };
}

export interface RequestOptions {
  challenge: string;
  rpId: string;
}

/**
 * `navigator.credentials.create` answered by software: a new credential and its registration JSON
 * (`PublicKeyCredential` as the SDK sends it). `origin` is the page's; `uv` false leaves user verification out.
 */
export function createCredential(
  options: CreationOptions,
  origin: string,
  { uv = true }: { uv?: boolean } = {},
): { credential: SoftCredential; json: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const id = randomBytes(16);
  const credential: SoftCredential = {
    id,
    privateKey,
    publicKey,
    userHandle: options.user.id,
    counter: 0,
    rpId: options.rp.id,
  };
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(id.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey(publicKey)]);
  const data = authData(options.rp.id, UP | (uv ? UV : 0) | AT, 0, attested);
  const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin });
  const attestationObject = cbor(
    new Map<Cbor, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', data],
    ]),
  );
  const json = JSON.stringify({
    id: b64url(id),
    rawId: b64url(id),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  });
  return { credential, json };
}

/** `navigator.credentials.get` answered by software: an assertion JSON; the counter goes up by one. */
export function assert(
  credential: SoftCredential,
  options: RequestOptions,
  origin: string,
  { uv = true, counter }: { uv?: boolean; counter?: number } = {},
): string {
  credential.counter = counter ?? credential.counter + 1;
  const data = authData(options.rpId, UP | (uv ? UV : 0), credential.counter);
  const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin });
  const signer = createSign('SHA256');
  signer.update(Buffer.concat([data, sha256(clientDataJSON)]));
  const signature = signer.sign(credential.privateKey);
  return JSON.stringify({
    id: b64url(credential.id),
    rawId: b64url(credential.id),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(data),
      signature: b64url(signature),
      userHandle: credential.userHandle,
    },
    clientExtensionResults: {},
  });
}
