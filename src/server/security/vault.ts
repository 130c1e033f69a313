import { createHmac } from 'node:crypto';
import {
  type MasterKey,
  openBody,
  type ParsedSealed,
  parseSealed,
  type SecretContext,
  sealWith,
  unwrapDataKey,
  wrapDataKey,
} from './envelope';
import { MasterKeyRing, type MasterKeySettings, masterKeySettingsFromEnv } from './masterKeyRing';
import { VaultError } from './vaultError';

export type { SecretContext } from './envelope';
export { VaultError } from './vaultError';

/**
 * Secrets at rest (DESIGN.md "Data", docs/vault.md): envelope encryption under the master key ring.
 * Every sealed column is listed in sealedColumns.ts, so that rotation finds it.
 */
export class Vault {
  constructor(readonly ring: MasterKeyRing) {}

  /** Seals a secret for one place (table, column, record id); it opens only with the same context. */
  sealSecret(plaintext: string, context: SecretContext): string {
    return sealWith(this.ring.current, plaintext, context);
  }

  openSecret(sealed: string, context: SecretContext): string {
    const parsed = parseSealed(sealed);
    const dataKey = this.dataKeyOf(parsed);
    try {
      return openBody(dataKey, parsed, context);
    } finally {
      dataKey.fill(0);
    }
  }

  /** The master key id a value is wrapped under, or 'v1' for the first format (which names none). */
  keyIdOf(sealed: string): string {
    const parsed = parseSealed(sealed);
    return parsed.format === 'v2' ? parsed.keyId : 'v1';
  }

  /** True when rotation must rewrite the value: first format, or wrapped under a key other than the current. */
  needsRewrap(sealed: string): boolean {
    return this.keyIdOf(sealed) !== this.ring.current.id;
  }

  /**
   * The value with its data key wrapped under the current master key. A v2 body is kept as it is (the
   * secret is never decrypted); a v1 value is opened and sealed again as v2 for its place.
   */
  rewrap(sealed: string, context: SecretContext): string {
    const parsed = parseSealed(sealed);
    if (parsed.format === 'v1') return this.sealSecret(this.openSecret(sealed, context), context);
    const current = this.ring.current;
    if (parsed.keyId === current.id) return sealed;
    const dataKey = this.dataKeyOf(parsed);
    try {
      return ['v2', current.id, wrapDataKey(current, dataKey), parsed.body].join('.');
    } finally {
      dataKey.fill(0);
    }
  }

  /** Whether some key of the ring unwraps the value's data key (the start-up check; the body is not opened). */
  canUnwrap(sealed: string): boolean {
    try {
      this.dataKeyOf(parseSealed(sealed)).fill(0);
      return true;
    } catch (error) {
      if (error instanceof VaultError) return false;
      throw error;
    }
  }

  /**
   * A keyed hash (HMAC-SHA-256 under a key derived from the current master key) for short secrets such as
   * codes. A rotation changes it: codes sent before it no longer match (docs/vault.md).
   */
  mac(purpose: string, value: string): string {
    const key = createHmac('sha256', this.ring.current.key).update(`gatehouse:${purpose}`).digest();
    return createHmac('sha256', key).update(value).digest('hex');
  }

  private dataKeyOf(parsed: ParsedSealed): Buffer {
    if (parsed.format === 'v2') {
      const master = this.ring.find(parsed.keyId);
      if (!master)
        throw new VaultError('unknownKey', `Sealed under master key ${parsed.keyId}, which this node does not hold`);
      return unwrapDataKey(master, parsed);
    }
    // The first format names no key: any key of the ring may have wrapped it.
    let failure: unknown;
    for (const master of this.ring.all()) {
      try {
        return unwrapDataKey(master, parsed);
      } catch (error) {
        failure = error;
      }
    }
    throw failure instanceof VaultError
      ? failure
      : new VaultError('wrongKey', 'No master key of this node opens the value');
  }
}

/** Opens the ring of a data directory: the given keys (env) or the key files. */
export function openVault(dataDir: string, settings?: MasterKeySettings): Vault {
  const vault = new Vault(MasterKeyRing.load(dataDir, settings));
  vaults.set(dataDir, vault);
  return vault;
}

const vaults = new Map<string, Vault>();

/**
 * The vault of a data directory: the one the server opened at start (buildApp), otherwise opened from
 * GATEHOUSE_MASTER_KEY or the key files on first use.
 */
export function vaultFor(dataDir: string, env: NodeJS.ProcessEnv = process.env): Vault {
  return vaults.get(dataDir) ?? openVault(dataDir, masterKeySettingsFromEnv(env));
}

export type { MasterKey };
