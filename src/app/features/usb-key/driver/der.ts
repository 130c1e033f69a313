/**
 * Just enough DER to read a certificate's subject common name, validity and key algorithm, and to
 * write the self-signed RSA or SM2 certificate a fresh key gets at initialisation (spec §4: "export or generate the
 * signing key pair and certificate"). Not a general ASN.1 library: unknown shapes throw.
 */
export interface DerNode {
  tag: number;
  /** The content octets. */
  content: Uint8Array;
  /** The whole element, header included. */
  raw: Uint8Array;
}

export function readNode(bytes: Uint8Array, offset = 0): DerNode {
  const tag = bytes[offset];
  let length = bytes[offset + 1];
  if (tag === undefined || length === undefined) throw new Error('DER: truncated');
  let header = 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new Error('DER: bad length');
    length = 0;
    for (let index = 0; index < count; index += 1) {
      const byte = bytes[offset + 2 + index];
      if (byte === undefined) throw new Error('DER: truncated');
      length = length * 256 + byte;
    }
    header += count;
  }
  const end = offset + header + length;
  if (end > bytes.length) throw new Error('DER: truncated');
  return { tag, content: bytes.subarray(offset + header, end), raw: bytes.subarray(offset, end) };
}

export function children(node: DerNode): DerNode[] {
  const list: DerNode[] = [];
  let offset = 0;
  while (offset < node.content.length) {
    const child = readNode(node.content, offset);
    list.push(child);
    offset += child.raw.length;
  }
  return list;
}

const CN_OID = [0x55, 0x04, 0x03];

function commonName(name: DerNode): string {
  for (const set of children(name)) {
    for (const pair of children(set)) {
      const [oid, value] = children(pair);
      if (oid && value && oid.content.length === 3 && CN_OID.every((byte, index) => oid.content[index] === byte)) {
        return new TextDecoder().decode(value.content);
      }
    }
  }
  throw new Error('DER: no common name');
}

function timeOf(node: DerNode): Date {
  const text = new TextDecoder().decode(node.content);
  const match = /^(\d{2}|\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) throw new Error('DER: bad time');
  const [, y = '', mo = '', d = '', h = '', mi = '', s = ''] = match;
  const year = y.length === 2 ? (Number(y) >= 50 ? 1900 : 2000) + Number(y) : Number(y);
  return new Date(Date.UTC(year, Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}

export interface CertificateSummary {
  subjectCommonName: string;
  notBefore: Date;
  notAfter: Date;
  /** From the subject public key: RSA, SM2 (id-ecPublicKey on the SM2 curve), or something else. */
  keyAlgorithm: 'RSA' | 'SM2' | 'other';
}

const RSA_ENCRYPTION_OID = [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01];
const EC_PUBLIC_KEY_OID = [0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01];
/** 1.2.156.10197.1.301: the SM2 curve (GM/T 0006). */
const SM2_CURVE_OID = [0x2a, 0x81, 0x1c, 0xcf, 0x55, 0x01, 0x82, 0x2d];
/** 1.2.156.10197.1.501: SM2 signature with SM3 (GM/T 0006). */
const SM2_WITH_SM3_OID = [0x2a, 0x81, 0x1c, 0xcf, 0x55, 0x01, 0x83, 0x75];

const sameBytes = (bytes: Uint8Array | undefined, expected: readonly number[]) =>
  bytes !== undefined && bytes.length === expected.length && expected.every((byte, index) => bytes[index] === byte);

function keyAlgorithmOf(subjectPublicKeyInfo: DerNode): CertificateSummary['keyAlgorithm'] {
  const [algorithm] = children(subjectPublicKeyInfo);
  const [oid, parameters] = algorithm ? children(algorithm) : [];
  if (sameBytes(oid?.content, RSA_ENCRYPTION_OID)) return 'RSA';
  if (sameBytes(oid?.content, EC_PUBLIC_KEY_OID) && sameBytes(parameters?.content, SM2_CURVE_OID)) return 'SM2';
  return 'other';
}

export function summariseCertificate(der: Uint8Array): CertificateSummary {
  const [tbs] = children(readNode(der));
  if (!tbs) throw new Error('DER: no TBS');
  const fields = children(tbs);
  // Skip the optional explicit [0] version.
  const start = fields[0]?.tag === 0xa0 ? 1 : 0;
  const validity = fields[start + 3];
  const subject = fields[start + 4];
  const publicKeyInfo = fields[start + 5];
  if (!validity || !subject || !publicKeyInfo) throw new Error('DER: short TBS');
  const [notBefore, notAfter] = children(validity);
  if (!notBefore || !notAfter) throw new Error('DER: bad validity');
  return {
    subjectCommonName: commonName(subject),
    notBefore: timeOf(notBefore),
    notAfter: timeOf(notAfter),
    keyAlgorithm: keyAlgorithmOf(publicKeyInfo),
  };
}

function lengthBytes(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 255);
  return [0x80 | bytes.length, ...bytes];
}

export function element(tag: number, ...parts: Uint8Array[]): Uint8Array {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const head = [tag, ...lengthBytes(length)];
  const out = new Uint8Array(head.length + length);
  out.set(head);
  let offset = head.length;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const SHA256_WITH_RSA_OID = [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b];

/** The AlgorithmIdentifier of the certificate signature: sha256WithRSAEncryption (NULL parameters) or SM2-with-SM3 (none). */
function signatureAlgorithm(algorithm: 'RSA' | 'SM2'): Uint8Array {
  return algorithm === 'RSA'
    ? element(0x30, element(0x06, new Uint8Array(SHA256_WITH_RSA_OID)), element(0x05))
    : element(0x30, element(0x06, new Uint8Array(SM2_WITH_SM3_OID)));
}

/** SubjectPublicKeyInfo of an SM2 key from its uncompressed point 04 || X || Y. */
export function sm2SubjectPublicKeyInfo(point: Uint8Array): Uint8Array {
  return element(
    0x30,
    element(0x30, element(0x06, new Uint8Array(EC_PUBLIC_KEY_OID)), element(0x06, new Uint8Array(SM2_CURVE_OID))),
    element(0x03, new Uint8Array([0]), point),
  );
}

/** A non-negative INTEGER from big-endian bytes: leading zeros dropped, one added when the high bit is set. */
function unsignedInteger(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const trimmed = bytes.subarray(start);
  return element(0x02, (trimmed[0] ?? 0) >= 0x80 ? new Uint8Array([0, ...trimmed]) : trimmed);
}

/** The DER SM2 signature SEQUENCE { r INTEGER, s INTEGER } (GM/T 0009) from the two big-endian numbers. */
export function sm2SignatureDer(r: Uint8Array, s: Uint8Array): Uint8Array {
  return element(0x30, unsignedInteger(r), unsignedInteger(s));
}

function utcTime(date: Date): Uint8Array {
  const pad = (value: number) => String(value).padStart(2, '0');
  const text = `${pad(date.getUTCFullYear() % 100)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(
    date.getUTCHours(),
  )}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
  return element(0x17, new TextEncoder().encode(text));
}

function name(commonNameText: string): Uint8Array {
  const pair = element(
    0x30,
    element(0x06, new Uint8Array(CN_OID)),
    element(0x0c, new TextEncoder().encode(commonNameText)),
  );
  return element(0x30, element(0x31, pair));
}

/** The to-be-signed part of a self-signed v3 certificate: sha256WithRSA or SM2-with-SM3. */
export function selfSignedTbs(options: {
  algorithm?: 'RSA' | 'SM2';
  serial: Uint8Array;
  commonName: string;
  notBefore: Date;
  notAfter: Date;
  subjectPublicKeyInfo: Uint8Array;
}): Uint8Array {
  return element(
    0x30,
    element(0xa0, element(0x02, new Uint8Array([2]))),
    // A positive INTEGER in its shortest form: random bytes starting with a zero byte made a non-minimal encoding
    // that strict DER readers (OpenSSL, so the server) refuse, one certificate in about 500.
    unsignedInteger(options.serial),
    signatureAlgorithm(options.algorithm ?? 'RSA'),
    name(options.commonName),
    element(0x30, utcTime(options.notBefore), utcTime(options.notAfter)),
    name(options.commonName),
    options.subjectPublicKeyInfo,
  );
}

export function assembleCertificate(
  tbs: Uint8Array,
  signature: Uint8Array,
  algorithm: 'RSA' | 'SM2' = 'RSA',
): Uint8Array {
  return element(0x30, tbs, signatureAlgorithm(algorithm), element(0x03, new Uint8Array([0]), signature));
}

export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
