import { verify, type X509Certificate } from 'node:crypto';
import { sm2 } from 'sm-crypto';
import type { KeyAlgorithm } from '../../../shared/api/keys';

/** GM/T 0009 default user id, the one the console's driver hashes with (spec §9). */
export const SM2_USER_ID = '1234567812345678';

/**
 * The fixed DER head of an SM2 SubjectPublicKeyInfo: id-ecPublicKey with the SM2 curve
 * (1.2.156.10197.1.301), then the BIT STRING of the 65-byte uncompressed point. Node reads such a key
 * (OpenSSL makes it an SM2 key) but names no type for it, so the SPKI itself is looked at.
 */
const SM2_SPKI_HEAD = Buffer.from('3059301306072a8648ce3d020106082a811ccf5501822d034200', 'hex');

const spkiOf = (certificate: X509Certificate) => certificate.publicKey.export({ format: 'der', type: 'spki' });

/** RSA, SM2 (an EC key on the SM2 curve), or null for anything a USB key may not hold. */
export function keyAlgorithmOf(certificate: X509Certificate): KeyAlgorithm | null {
  if (certificate.publicKey.asymmetricKeyType === 'rsa') return 'RSA';
  const spki = spkiOf(certificate);
  const isSm2 =
    spki.length === SM2_SPKI_HEAD.length + 65 &&
    spki.subarray(0, SM2_SPKI_HEAD.length).equals(SM2_SPKI_HEAD) &&
    spki[SM2_SPKI_HEAD.length] === 0x04;
  return isSm2 ? 'SM2' : null;
}

/** The uncompressed point 04 || X || Y of an SM2 public key, hex: the last 65 bytes of its SPKI. */
function sm2PointHex(certificate: X509Certificate): string {
  return spkiOf(certificate).subarray(-65).toString('hex');
}

/**
 * Whether `signatureBase64` is the certificate key's signature over the code's UTF-8 bytes: RSA PKCS#1
 * v1.5 with SHA-256, or SM2 (DER r, s) over SM3(Z || code) with Z from the key and the fixed user id.
 * Node's SM2 signing does not take a user id, so SM2 goes through sm-crypto.
 */
export function signatureMatches(certificate: X509Certificate, code: string, signatureBase64: string): boolean {
  try {
    const signature = Buffer.from(signatureBase64, 'base64');
    switch (keyAlgorithmOf(certificate)) {
      case 'RSA':
        return verify('sha256', Buffer.from(code, 'utf8'), certificate.publicKey, signature);
      case 'SM2':
        return sm2.doVerifySignature(code, signature.toString('hex'), sm2PointHex(certificate), {
          der: true,
          hash: true,
          userId: SM2_USER_ID,
        });
      default:
        return false;
    }
  } catch {
    return false;
  }
}
