import { constants, createHash, publicEncrypt } from 'node:crypto';

const hash = (algorithm: string, ...parts: Buffer[]) => {
  const digest = createHash(algorithm);
  for (const part of parts) digest.update(part);
  return digest.digest();
};

const xor = (left: Buffer, right: Buffer): Buffer => {
  const out = Buffer.alloc(left.length);
  for (let i = 0; i < left.length; i += 1) out[i] = (left[i] as number) ^ (right[i % right.length] as number);
  return out;
};

/** mysql_native_password: SHA1(password) XOR SHA1(salt + SHA1(SHA1(password))); empty for an empty password. */
export function nativePasswordScramble(password: string, salt: Buffer): Buffer {
  if (password === '') return Buffer.alloc(0);
  const stage1 = hash('sha1', Buffer.from(password, 'utf8'));
  return xor(stage1, hash('sha1', salt, hash('sha1', stage1)));
}

/** caching_sha2_password's fast path: SHA256(password) XOR SHA256(SHA256(SHA256(password)) + nonce). */
export function cachingSha2Scramble(password: string, nonce: Buffer): Buffer {
  if (password === '') return Buffer.alloc(0);
  const stage1 = hash('sha256', Buffer.from(password, 'utf8'));
  return xor(stage1, hash('sha256', hash('sha256', stage1), nonce));
}

/** caching_sha2_password's full authentication without TLS: the password (NUL-ended) XOR the nonce, RSA-OAEP. */
export function cachingSha2Encrypted(password: string, nonce: Buffer, publicKeyPem: string): Buffer {
  const plain = xor(Buffer.concat([Buffer.from(password, 'utf8'), Buffer.from([0])]), nonce);
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING }, plain);
}

/** The 20 bytes of scramble salt a MySQL server sends: printable, no NUL (some clients stop at one). */
export function newSalt(random: Buffer): Buffer {
  const out = Buffer.alloc(20);
  for (let i = 0; i < 20; i += 1) out[i] = 33 + ((random[i] as number) % 94);
  return out;
}
