import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software WebAuthn authenticator (fmt "none", ES256) for server tests: it builds the same JSON the
 * browser hands to the console, so the real server library checks real signatures. The browser specs
 * use Chromium's virtual authenticator instead.
 */
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
}

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;

function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  counter: number;
  userHandle: string | null;
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([
    createHash('sha256').update(rpId).digest(),
    Buffer.from([flags]),
    count,
    attested ?? Buffer.alloc(0),
  ]);
}

export function createCredential(options: Record<string, unknown>, origin: string) {
  const rp = options.rp as { id: string };
  const user = options.user as { id: string };
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = new Map<CborValue, CborValue>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);
  const id = randomBytes(16);
  const idLength = Buffer.from([0, id.length]);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cbor(coseKey)]);
  const authData = authenticatorData(rp.id, 0x01 | 0x04 | 0x40, 0, attested);
  const attestationObject = cbor(
    new Map<CborValue, CborValue>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }),
  );
  const credential: SoftCredential = { id, privateKey, counter: 0, userHandle: user.id };
  const response = {
    id: b64url(id),
    rawId: b64url(id),
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      attestationObject: b64url(attestationObject),
      transports: ['usb'],
    },
    clientExtensionResults: {},
  };
  return { credential, response };
}

/** An assertion; `counter` overrides the authenticator's next counter (to test a cloned key). */
export function getAssertion(
  credential: SoftCredential,
  options: Record<string, unknown>,
  origin: string,
  counter = credential.counter + 1,
) {
  credential.counter = counter;
  const authData = authenticatorData(options.rpId as string, 0x01 | 0x04, counter);
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }),
  );
  const signature = sign(
    'sha256',
    Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]),
    credential.privateKey,
  );
  return {
    id: b64url(credential.id),
    rawId: b64url(credential.id),
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      ...(credential.userHandle ? { userHandle: credential.userHandle } : {}),
    },
    clientExtensionResults: {},
  };
}
