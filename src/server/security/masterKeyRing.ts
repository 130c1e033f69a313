import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { KEY_BYTES, type MasterKey, masterKeyOf } from './envelope';
import { VaultError } from './vaultError';

/** Master keys given as text (64 hex or 44 base64 characters): GATEHOUSE_MASTER_KEY and _PREVIOUS. */
export interface MasterKeySettings {
  current: string;
  previous?: readonly string[] | undefined;
}

export type MasterKeySource = 'env' | 'file';

const CURRENT_FILE = 'master.key';
const PREVIOUS_DIR = 'master-keys';

/** The environment's master keys, or undefined when GATEHOUSE_MASTER_KEY is unset (the key files apply). */
export function masterKeySettingsFromEnv(env: NodeJS.ProcessEnv): MasterKeySettings | undefined {
  const current = env.GATEHOUSE_MASTER_KEY?.trim();
  if (!current) return undefined;
  const previous = (env.GATEHOUSE_MASTER_KEY_PREVIOUS ?? '')
    .split(',')
    .map((text) => text.trim())
    .filter((text) => text !== '');
  return { current, previous };
}

export function parseMasterKey(text: string, name: string): MasterKey {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  // The text itself is never echoed: it is the key.
  if (key.length !== KEY_BYTES)
    throw new VaultError('badMasterKey', `${name} must be 32 bytes, as 64 hex or base64 characters`);
  return masterKeyOf(key);
}

export const newMasterKeyText = () => randomBytes(KEY_BYTES).toString('hex');

/**
 * The master keys a node holds: the current one (seals and wraps) and previous ones (still open what they
 * wrapped until rotation has moved every data key). From the environment (GATEHOUSE_MASTER_KEY plus
 * GATEHOUSE_MASTER_KEY_PREVIOUS, comma-separated) or from files: `<dataDir>/master.key` (made with mode 0600
 * at first start) and `<dataDir>/master-keys/<keyId>.key`. Key files changed by another process (the
 * rotate-master-key command) are read again when the current key file changes or an unknown key id turns up.
 */
export class MasterKeyRing {
  private currentKey: MasterKey;
  private previousKeys: MasterKey[];
  private stamp = '';

  private constructor(
    readonly source: MasterKeySource,
    private readonly dataDir: string,
    settings: MasterKeySettings | undefined,
  ) {
    if (settings) {
      this.currentKey = parseMasterKey(settings.current, 'GATEHOUSE_MASTER_KEY');
      this.previousKeys = (settings.previous ?? []).map((text) =>
        parseMasterKey(text, 'GATEHOUSE_MASTER_KEY_PREVIOUS'),
      );
    } else {
      ensureKeyFile(dataDir);
      [this.currentKey, this.previousKeys] = this.readFiles();
    }
  }

  static load(dataDir: string, settings?: MasterKeySettings): MasterKeyRing {
    return new MasterKeyRing(settings ? 'env' : 'file', dataDir, settings);
  }

  get current(): MasterKey {
    if (this.source === 'file' && this.fileStamp() !== this.stamp) this.reload();
    return this.currentKey;
  }

  /** Every key held, the current one first. */
  all(): MasterKey[] {
    const current = this.current;
    return [current, ...this.previousKeys.filter((key) => key.id !== current.id)];
  }

  find(id: string): MasterKey | undefined {
    const found = this.all().find((key) => key.id === id);
    if (found || this.source !== 'file') return found;
    this.reload();
    return this.all().find((key) => key.id === id);
  }

  /**
   * Key files only: a new random current key; the old one stays as a previous key until retired. The new
   * file is written aside and renamed over master.key, so a reader sees the old or the new key, never half.
   */
  installNewKey(): MasterKey {
    this.requireFiles();
    const old = this.current;
    const previousDir = join(this.dataDir, PREVIOUS_DIR);
    mkdirSync(previousDir, { recursive: true, mode: 0o700 });
    const keepPath = join(previousDir, `${old.id}.key`);
    if (!existsSync(keepPath)) writeFileSync(keepPath, old.key.toString('hex'), { mode: 0o600 });
    const nextPath = join(this.dataDir, `${CURRENT_FILE}.next`);
    writeFileSync(nextPath, newMasterKeyText(), { mode: 0o600 });
    renameSync(nextPath, join(this.dataDir, CURRENT_FILE));
    this.reload();
    return this.currentKey;
  }

  /** Key files: deletes a previous key (no record refers to it any more). False when it is not a file here. */
  retire(id: string): boolean {
    if (this.source !== 'file' || id === this.current.id) return false;
    const path = join(this.dataDir, PREVIOUS_DIR, `${id}.key`);
    if (!existsSync(path)) return false;
    unlinkSync(path);
    this.reload();
    return true;
  }

  private requireFiles(): void {
    if (this.source !== 'file') {
      throw new VaultError('badMasterKey', 'The master key comes from GATEHOUSE_MASTER_KEY; install a new one there');
    }
  }

  private reload(): void {
    [this.currentKey, this.previousKeys] = this.readFiles();
  }

  private fileStamp(): string {
    const stat = statSync(join(this.dataDir, CURRENT_FILE));
    return `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
  }

  private readFiles(): [MasterKey, MasterKey[]] {
    this.stamp = this.fileStamp();
    const currentPath = join(this.dataDir, CURRENT_FILE);
    const current = parseMasterKey(readFileSync(currentPath, 'utf8'), currentPath);
    const previousDir = join(this.dataDir, PREVIOUS_DIR);
    const names = existsSync(previousDir) ? readdirSync(previousDir).filter((name) => name.endsWith('.key')) : [];
    const previous = names.map((name) => parseMasterKey(readFileSync(join(previousDir, name), 'utf8'), name));
    return [current, previous.filter((key) => key.id !== current.id)];
  }
}

function ensureKeyFile(dataDir: string): void {
  const path = join(dataDir, CURRENT_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': of two processes starting together only one creates the file; the other reads it.
    writeFileSync(path, newMasterKeyText(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(path, 0o600);
}
