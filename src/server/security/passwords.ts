import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Console passwords are hashed with scrypt. The stored form carries its parameters
 * (`scrypt$N$r$p$salt$hash`, base64url) so the cost can be raised later without breaking old hashes.
 */
const COST = { N: 2 ** costExponent(process.env.GATEHOUSE_SCRYPT_COST), r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAX_MEMORY = 128 * 1024 * 1024;

/**
 * log2 of scrypt's N for new hashes: 15 unless GATEHOUSE_SCRYPT_COST says otherwise (12 … 20). A host with cores to
 * spare can raise it; the server test suite lowers it, as hashing was about 40 % of its time.
 * Verification always uses the parameters stored with the hash.
 */
function costExponent(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 15;
  const exponent = Number(setting);
  if (!Number.isInteger(exponent) || exponent < 12 || exponent > 20) {
    throw new Error(`GATEHOUSE_SCRYPT_COST must be a whole number from 12 to 20, not ${setting}`);
  }
  return exponent;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when the user does not exist, so that response time does not tell
 * an attacker which user names are real.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
