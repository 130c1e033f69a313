import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** `gh_` and ten lower-case letters and digits: the token's public id, which the client sends as its user name. */
export function newPublicId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(10);
  let id = 'gh_';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}

/** 32 random bytes as base64url (43 characters, no quoting needed on a command line). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

const sha1 = (data: Buffer | string) => createHash('sha1').update(data).digest();

export function secretSha256(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** SHA1(SHA1(secret)): what a MySQL server keeps of a mysql_native_password password. */
export function secretMysqlHash(secret: string): string {
  return sha1(sha1(Buffer.from(secret, 'utf8'))).toString('hex');
}

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * mysql_native_password: the client sends SHA1(secret) XOR SHA1(salt + SHA1(SHA1(secret))). With the stored
 * SHA1(SHA1(secret)) the server recovers SHA1(secret) and checks that its SHA-1 is the stored value.
 */
export function mysqlScrambleMatches(storedHex: string, salt: Buffer, scramble: Buffer): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  if (scramble.length !== 20 || stored.length !== 20) return false;
  const mask = sha1(Buffer.concat([salt, stored]));
  const stage1 = Buffer.alloc(20);
  for (let i = 0; i < 20; i += 1) stage1[i] = (scramble[i] as number) ^ (mask[i] as number);
  return timingSafeEqual(sha1(stage1), stored);
}
