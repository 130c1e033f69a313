import type { KeyObject } from 'node:crypto';
import { publicKeyFromBase64 } from './licenceDocument';

/**
 * The vendor's licence-signing public key. Its private half never leaves the vendor's offline issuing machine; a
 * licence signed by anything else does not verify (docs/licence.md).
 */
const VENDOR_PUBLIC_KEY = 'MCowBQYDK2VwAyEAB9qR1QrWQiTe8zku6QYGDgvqEHc/+0MLIvUCmng0/+Y=';

/**
 * The keys a licence may be signed with: the vendor's, plus those in GATEHOUSE_LICENCE_PUBLIC_KEYS
 * (comma-separated, base64 SPKI) for development and test installations whose licences scripts/issue-licence.ts
 * signs. A key that does not parse stops the start, named, rather than being ignored.
 */
export function trustedLicenceKeys(env: NodeJS.ProcessEnv = process.env): KeyObject[] {
  const extra = (env.GATEHOUSE_LICENCE_PUBLIC_KEYS ?? '')
    .split(',')
    .map((text) => text.trim())
    .filter((text) => text !== '');
  return [VENDOR_PUBLIC_KEY, ...extra].map((text) => {
    try {
      return publicKeyFromBase64(text);
    } catch (error) {
      throw new Error(`GATEHOUSE_LICENCE_PUBLIC_KEYS holds a key that is not an Ed25519 public key: ${text}`, {
        cause: error,
      });
    }
  });
}
