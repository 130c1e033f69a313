/**
 * Just enough DER to read a certificate's subject common name and validity, and to write the
 * self-signed RSA certificate a fresh key gets at initialisation (spec §4: "export or generate the
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
}

export function summariseCertificate(der: Uint8Array): CertificateSummary {
  const [tbs] = children(readNode(der));
  if (!tbs) throw new Error('DER: no TBS');
  const fields = children(tbs);
  // Skip the optional explicit [0] version.
  const start = fields[0]?.tag === 0xa0 ? 1 : 0;
  const validity = fields[start + 3];
  const subject = fields[start + 4];
  if (!validity || !subject) throw new Error('DER: short TBS');
  const [notBefore, notAfter] = children(validity);
  if (!notBefore || !notAfter) throw new Error('DER: bad validity');
  return { subjectCommonName: commonName(subject), notBefore: timeOf(notBefore), notAfter: timeOf(notAfter) };
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

const SHA256_WITH_RSA = new Uint8Array([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b, 0x05, 0x00]);

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

/** The to-be-signed part of a self-signed sha256WithRSA v3 certificate. */
export function selfSignedTbs(options: {
  serial: Uint8Array;
  commonName: string;
  notBefore: Date;
  notAfter: Date;
  subjectPublicKeyInfo: Uint8Array;
}): Uint8Array {
  // A positive INTEGER: a leading zero when the high bit is set.
  const serial =
    options.serial[0] !== undefined && options.serial[0] >= 0x80
      ? new Uint8Array([0, ...options.serial])
      : options.serial;
  return element(
    0x30,
    element(0xa0, element(0x02, new Uint8Array([2]))),
    element(0x02, serial),
    element(0x30, SHA256_WITH_RSA.subarray(0, 11), SHA256_WITH_RSA.subarray(11)),
    name(options.commonName),
    element(0x30, utcTime(options.notBefore), utcTime(options.notAfter)),
    name(options.commonName),
    options.subjectPublicKeyInfo,
  );
}

export function assembleCertificate(tbs: Uint8Array, signature: Uint8Array): Uint8Array {
  return element(
    0x30,
    tbs,
    element(0x30, SHA256_WITH_RSA.subarray(0, 11), SHA256_WITH_RSA.subarray(11)),
    element(0x03, new Uint8Array([0]), signature),
  );
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
