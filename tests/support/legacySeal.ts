import { createCipheriv, randomBytes } from 'node:crypto';

/** A value in the first vault format (`v1.<wrapped data key>.<body>`, no key id, no context), as stored before v2. */
export function legacySeal(masterKey: Buffer, plaintext: string): string {
  const dataKey = randomBytes(32);
  return ['v1', encrypt(masterKey, dataKey), encrypt(dataKey, Buffer.from(plaintext, 'utf8'))].join('.');
}

function encrypt(key: Buffer, data: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(data), cipher.final()]);
  return Buffer.concat([iv, encrypted, cipher.getAuthTag()]).toString('base64url');
}
