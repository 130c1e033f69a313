import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * Secrets at rest (DESIGN.md "Data"): AES-256-GCM under a fresh data key per record, the data key
 * wrapped by the master key. The master key is GATEHOUSE_MASTER_KEY (64 hex characters or 44 base64
 * characters: every node of a cluster needs the same one) or `<dataDir>/master.key`, made with mode 0600
 * at first start. Sealed text: `v1.<wrapped data key>.<ciphertext>`, each part base64url(iv | data | tag).
 */
export class Vault {
  constructor(private readonly masterKey: Buffer) {
    if (masterKey.length !== KEY_BYTES) throw new Error('The master key must be 32 bytes');
  }

  seal(plaintext: string): string {
    const dataKey = randomBytes(KEY_BYTES);
    const wrapped = encrypt(this.masterKey, dataKey);
    const body = encrypt(dataKey, Buffer.from(plaintext, 'utf8'));
    return [VERSION, wrapped, body].join('.');
  }

  open(sealed: string): string {
    const [version, wrapped, body] = sealed.split('.');
    if (version !== VERSION || !wrapped || !body) throw new Error('Not a sealed secret');
    const dataKey = decrypt(this.masterKey, wrapped);
    return decrypt(dataKey, body).toString('utf8');
  }

  /** A keyed hash (HMAC-SHA-256 under a key derived from the master key) for short secrets such as codes. */
  mac(purpose: string, value: string): string {
    const key = createHmac('sha256', this.masterKey).update(`gatehouse:${purpose}`).digest();
    return createHmac('sha256', key).update(value).digest('hex');
  }
}

function encrypt(key: Buffer, data: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(data), cipher.final()]);
  return Buffer.concat([iv, encrypted, cipher.getAuthTag()]).toString('base64url');
}

function decrypt(key: Buffer, text: string): Buffer {
  const raw = Buffer.from(text, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed secret too short');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
}

function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error('GATEHOUSE_MASTER_KEY must be 32 bytes, as 64 hex or base64 characters');
  return key;
}

function fileKey(dataDir: string): Buffer {
  const path = join(dataDir, 'master.key');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': of two processes starting together only one creates the file; the other reads it below.
    writeFileSync(path, randomBytes(KEY_BYTES).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(path, 0o600);
  return parseKey(readFileSync(path, 'utf8'));
}

const vaults = new Map<string, Vault>();

/** The vault of a data directory (or of GATEHOUSE_MASTER_KEY), opened once per process. */
export function vaultFor(dataDir: string, env: NodeJS.ProcessEnv = process.env): Vault {
  const fromEnv = env.GATEHOUSE_MASTER_KEY;
  const cacheKey = fromEnv ? `env:${fromEnv}` : `dir:${dataDir}`;
  let vault = vaults.get(cacheKey);
  if (!vault) {
    vault = new Vault(fromEnv ? parseKey(fromEnv) : fileKey(dataDir));
    vaults.set(cacheKey, vault);
  }
  return vault;
}
