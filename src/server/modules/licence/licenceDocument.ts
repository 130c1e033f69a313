import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import { z } from 'zod';

/**
 * A licence document (docs/licence.md): `GHL1.<payload>.<signature>`, the payload base64url JSON, the signature an
 * Ed25519 signature over the ASCII text `GHL1.<payload>`. The vendor signs with a private key it keeps offline;
 * Gatehouse verifies with the public keys it trusts (licenceKeys.ts).
 */
export const LICENCE_PREFIX = 'GHL1';

const isoTime = z.iso.datetime({ offset: true });
const limit = z.number().int().min(1).max(1_000_000);

export const LicencePayloadSchema = z
  .object({
    licenceId: z.string().min(1).max(64),
    customer: z.string().min(1).max(128),
    /** The installation it may be activated on; null: any. */
    installationId: z.string().max(64).nullable(),
    issuedAt: isoTime,
    startTime: isoTime,
    expireTime: isoTime,
    limits: z.object({ assets: limit, sessions: limit, nodes: limit }),
  })
  .refine((payload) => Date.parse(payload.startTime) < Date.parse(payload.expireTime));
export type LicencePayload = z.infer<typeof LicencePayloadSchema>;

export type LicenceProblem = 'format' | 'signature';

export class LicenceDocumentError extends Error {
  constructor(readonly problem: LicenceProblem) {
    super(`licence ${problem}`);
  }
}

/** Pasted keys arrive wrapped across lines or with spaces at the ends: none of them are part of the document. */
export const normaliseLicenceKey = (text: string): string => text.replace(/\s+/g, '');

/** The payload of a document whose signature one of `trusted` verifies; throws LicenceDocumentError otherwise. */
export function readLicence(text: string, trusted: readonly KeyObject[]): LicencePayload {
  const parts = normaliseLicenceKey(text).split('.');
  const [prefix, payloadText, signatureText] = parts;
  if (parts.length !== 3 || prefix !== LICENCE_PREFIX || !payloadText || !signatureText) {
    throw new LicenceDocumentError('format');
  }
  const signature = Buffer.from(signatureText, 'base64url');
  const signed = Buffer.from(`${LICENCE_PREFIX}.${payloadText}`, 'ascii');
  if (!trusted.some((key) => verify(null, signed, key, signature))) throw new LicenceDocumentError('signature');
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payloadText, 'base64url').toString('utf8'));
  } catch {
    throw new LicenceDocumentError('format');
  }
  const parsed = LicencePayloadSchema.safeParse(json);
  if (!parsed.success) throw new LicenceDocumentError('format');
  return parsed.data;
}

/** Signs a licence (scripts/issue-licence.ts; the tests' own issuer). */
export function issueLicence(payload: LicencePayload, privateKeyPem: string): string {
  const payloadText = Buffer.from(JSON.stringify(LicencePayloadSchema.parse(payload)), 'utf8').toString('base64url');
  const signed = Buffer.from(`${LICENCE_PREFIX}.${payloadText}`, 'ascii');
  const signature = sign(null, signed, createPrivateKey(privateKeyPem)).toString('base64url');
  return `${LICENCE_PREFIX}.${payloadText}.${signature}`;
}

/** A public key as GATEHOUSE_LICENCE_PUBLIC_KEYS and the built-in key write it: base64 of its SPKI DER. */
export function publicKeyFromBase64(text: string): KeyObject {
  const key = createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('a licence public key must be an Ed25519 key');
  return key;
}

export const publicKeyToBase64 = (key: KeyObject): string =>
  key.export({ type: 'spki', format: 'der' }).toString('base64');
