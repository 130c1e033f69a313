import { sm2SignatureDer } from './der';

/**
 * The GM/T 0016 structures SKF answers for SM2: ECCPUBLICKEYBLOB (ULONG BitLen little-endian, then X and
 * Y each in a 64-byte field, right-aligned) and ECCSIGNATUREBLOB (r and s, each a right-aligned 64-byte
 * field). SM2 keys are 256 bits, so each number is the last 32 bytes of its field.
 */
const FIELD = 64;
const SM2_BYTES = 32;

export const ECC_PUBLIC_KEY_BLOB_LENGTH = 4 + 2 * FIELD;
export const ECC_SIGNATURE_BLOB_LENGTH = 2 * FIELD;

const numberIn = (blob: Uint8Array, fieldStart: number) =>
  blob.subarray(fieldStart + FIELD - SM2_BYTES, fieldStart + FIELD);

/** The uncompressed point 04 || X || Y of an ECCPUBLICKEYBLOB. */
export function pointOfPublicKeyBlob(blob: Uint8Array): Uint8Array {
  if (blob.length !== ECC_PUBLIC_KEY_BLOB_LENGTH) throw new Error('ECCPUBLICKEYBLOB: bad length');
  const bits = (blob[0] ?? 0) | ((blob[1] ?? 0) << 8) | ((blob[2] ?? 0) << 16) | ((blob[3] ?? 0) << 24);
  if (bits !== 256) throw new Error(`ECCPUBLICKEYBLOB: ${bits} bits, SM2 has 256`);
  return new Uint8Array([0x04, ...numberIn(blob, 4), ...numberIn(blob, 4 + FIELD)]);
}

/** The DER signature SEQUENCE { r, s } of an ECCSIGNATUREBLOB. */
export function derOfSignatureBlob(blob: Uint8Array): Uint8Array {
  if (blob.length !== ECC_SIGNATURE_BLOB_LENGTH) throw new Error('ECCSIGNATUREBLOB: bad length');
  return sm2SignatureDer(numberIn(blob, 0), numberIn(blob, FIELD));
}
