import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { VaultError } from './vaultError';

/**
 * The sealed-value formats (docs/vault.md "Format"), all text so they fit any text column:
 *
 * - `v2.<keyId>.<wrappedDataKey>.<body>`: a fresh 256-bit data key per value; the body is the secret under
 *   AES-256-GCM with the data key and associated data naming the value's place (table, column, record id),
 *   so the text copied to another row does not open; the data key is AES-256-GCM under the master key
 *   `keyId` (associated data: format and key id). Rotation re-wraps the data key and leaves the body alone.
 * - `v1.<wrappedDataKey>.<body>`: the first format, without key id or place; still opened (with any key of
 *   the ring) and rewritten as v2 by rotation or the next save.
 *
 * Each binary part is base64url(iv | ciphertext | tag).
 */
export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const CURRENT_FORMAT = 'v2';
export const LEGACY_FORMAT = 'v1';
/** `v2.` + 16 hex characters + `.`: how SQL recognises the key id of a value by prefix. */
export const KEY_ID_LENGTH = 16;

export interface MasterKey {
  /** Fingerprint of the key, safe to show and store. */
  readonly id: string;
  readonly key: Buffer;
}

/** Where a secret lives; sealed into the value so that it opens only there. */
export interface SecretContext {
  table: string;
  column: string;
  id: string | number;
}

export type ParsedSealed =
  | { format: 'v2'; keyId: string; wrapped: string; body: string }
  | { format: 'v1'; wrapped: string; body: string };

export function masterKeyOf(key: Buffer): MasterKey {
  if (key.length !== KEY_BYTES) throw new VaultError('badMasterKey', 'A master key must be 32 bytes');
  const id = createHmac('sha256', key).update('gatehouse:master-key-id').digest('hex').slice(0, KEY_ID_LENGTH);
  return { id, key };
}

export const placeOf = (context: SecretContext) => `${context.table}.${context.column}#${context.id}`;
const bodyAad = (context: SecretContext) => Buffer.from(`gatehouse:${CURRENT_FORMAT}:${placeOf(context)}`);
const wrapAad = (keyId: string) => Buffer.from(`gatehouse:${CURRENT_FORMAT}:wrap:${keyId}`);

export function parseSealed(sealed: string): ParsedSealed {
  const parts = sealed.split('.');
  if (parts[0] === CURRENT_FORMAT && parts.length === 4 && parts.every((part) => part !== '')) {
    const [, keyId = '', wrapped = '', body = ''] = parts;
    return { format: 'v2', keyId, wrapped, body };
  }
  if (parts[0] === LEGACY_FORMAT && parts.length === 3 && parts.every((part) => part !== '')) {
    return { format: 'v1', wrapped: parts[1] ?? '', body: parts[2] ?? '' };
  }
  throw new VaultError('malformed', 'Not a sealed secret');
}

export function sealWith(master: MasterKey, plaintext: string, context: SecretContext): string {
  const dataKey = randomBytes(KEY_BYTES);
  try {
    const body = encrypt(dataKey, Buffer.from(plaintext, 'utf8'), bodyAad(context));
    return [CURRENT_FORMAT, master.id, wrapDataKey(master, dataKey), body].join('.');
  } finally {
    dataKey.fill(0);
  }
}

export function wrapDataKey(master: MasterKey, dataKey: Buffer): string {
  return encrypt(master.key, dataKey, wrapAad(master.id));
}

/** The data key of a value, or a VaultError ('wrongKey') when `master` is not the key that wrapped it. */
export function unwrapDataKey(master: MasterKey, parsed: ParsedSealed): Buffer {
  try {
    return decrypt(master.key, parsed.wrapped, parsed.format === 'v2' ? wrapAad(parsed.keyId) : undefined);
  } catch {
    throw new VaultError('wrongKey', `The data key does not open with master key ${master.id}`);
  }
}

export function openBody(dataKey: Buffer, parsed: ParsedSealed, context: SecretContext): string {
  try {
    return decrypt(dataKey, parsed.body, parsed.format === 'v2' ? bodyAad(context) : undefined).toString('utf8');
  } catch {
    throw new VaultError('tampered', `The sealed value of ${placeOf(context)} does not open here (altered or moved)`);
  }
}

function encrypt(key: Buffer, data: Buffer, aad: Buffer | undefined): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (aad) cipher.setAAD(aad);
  const encrypted = Buffer.concat([cipher.update(data), cipher.final()]);
  return Buffer.concat([iv, encrypted, cipher.getAuthTag()]).toString('base64url');
}

function decrypt(key: Buffer, text: string, aad: Buffer | undefined): Buffer {
  const raw = Buffer.from(text, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new VaultError('malformed', 'Sealed secret too short');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
}
