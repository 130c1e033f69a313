import { describe, expect, it } from 'vitest';
import { MasterKeyRing } from '../../../src/server/security/masterKeyRing';
import { Vault, VaultError } from '../../../src/server/security/vault';
import { legacySeal } from '../../support/legacySeal';

const KEY_A = 'a1'.repeat(32);
const KEY_B = 'b2'.repeat(32);
const vaultOf = (current: string, previous: string[] = []) =>
  new Vault(MasterKeyRing.load('/nonexistent-not-used', { current, previous }));
const here = { table: 'accounts', column: 'password_sealed', id: 7 };

function failureOf(run: () => unknown): VaultError {
  try {
    run();
  } catch (error) {
    if (error instanceof VaultError) return error;
    throw error;
  }
  throw new Error('expected a VaultError');
}

describe('vault envelope format', () => {
  it('seals each value under its own data key, names the master key, and opens it in its place', () => {
    const vault = vaultOf(KEY_A);
    const first = vault.sealSecret('root-password-1', here);
    const second = vault.sealSecret('root-password-1', here);
    expect(first).not.toBe(second);
    const [format, keyId, wrappedFirst] = first.split('.');
    expect(format).toBe('v2');
    expect(keyId).toBe(vault.ring.current.id);
    expect(keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(second.split('.')[2]).not.toBe(wrappedFirst);
    expect(first).not.toContain('root-password-1');
    expect(Buffer.from(first.split('.')[3] ?? '', 'base64url').toString('latin1')).not.toContain('root-password');
    expect(vault.openSecret(first, here)).toBe('root-password-1');
  });

  it('refuses a value moved to another row, column or table, without the secret in the error', () => {
    const vault = vaultOf(KEY_A);
    const sealed = vault.sealSecret('moved-secret', here);
    for (const elsewhere of [
      { ...here, id: 8 },
      { ...here, id: '7 ' },
      { ...here, column: 'passphrase_sealed' },
      { ...here, table: 'other' },
    ]) {
      const error = failureOf(() => vault.openSecret(sealed, elsewhere));
      expect(error.failure).toBe('tampered');
      expect(error.message).not.toContain('moved-secret');
      expect(error.message).toContain(String(elsewhere.id));
    }
  });

  it('refuses altered values and text that is not sealed', () => {
    const vault = vaultOf(KEY_A);
    const sealed = vault.sealSecret('secret', here);
    const [format, keyId, wrapped, body = ''] = sealed.split('.');
    const replaced = body.at(-2);
    const flipped = `${body.slice(0, -2)}${replaced === 'A' ? 'B' : 'A'}${body.slice(-1)}`;
    expect(failureOf(() => vault.openSecret([format, keyId, wrapped, flipped].join('.'), here)).failure).toBe(
      'tampered',
    );
    expect(failureOf(() => vault.openSecret('plain text', here)).failure).toBe('malformed');
    expect(failureOf(() => vault.openSecret('v2.x.y', here)).failure).toBe('malformed');
  });

  it('names the missing master key when the value was wrapped under a key the ring lacks', () => {
    const sealed = vaultOf(KEY_A).sealSecret('secret', here);
    const error = failureOf(() => vaultOf(KEY_B).openSecret(sealed, here));
    expect(error.failure).toBe('unknownKey');
    expect(error.message).toContain(vaultOf(KEY_A).ring.current.id);
  });

  it('re-wraps the data key under the current key, keeping the body, and the previous key is no longer needed', () => {
    const old = vaultOf(KEY_A);
    const sealed = old.sealSecret('rotate-me', here);
    const both = vaultOf(KEY_B, [KEY_A]);
    expect(both.openSecret(sealed, here)).toBe('rotate-me');
    expect(both.needsRewrap(sealed)).toBe(true);
    const moved = both.rewrap(sealed, here);
    expect(moved.split('.')[1]).toBe(both.ring.current.id);
    expect(moved.split('.')[3]).toBe(sealed.split('.')[3]);
    expect(both.needsRewrap(moved)).toBe(false);
    expect(vaultOf(KEY_B).openSecret(moved, here)).toBe('rotate-me');
    expect(() => old.openSecret(moved, here)).toThrow(VaultError);
  });

  it('still opens first-format values under any key of the ring and upgrades them to v2 in their place', () => {
    const legacy = legacySeal(Buffer.from(KEY_A, 'hex'), 'smtp password');
    const ring = vaultOf(KEY_B, [KEY_A]);
    expect(ring.keyIdOf(legacy)).toBe('v1');
    expect(ring.openSecret(legacy, here)).toBe('smtp password');
    const upgraded = ring.rewrap(legacy, here);
    expect(upgraded).toMatch(/^v2\./);
    expect(ring.openSecret(upgraded, here)).toBe('smtp password');
    expect(() => ring.openSecret(upgraded, { ...here, id: 9 })).toThrow(VaultError);
    expect(vaultOf(KEY_B).canUnwrap(legacy)).toBe(false);
    expect(failureOf(() => vaultOf(KEY_B).openSecret(legacy, here)).failure).toBe('wrongKey');
  });

  it('keys MACs by purpose', () => {
    const vault = vaultOf(KEY_A);
    expect(vault.mac('a', '123456')).toBe(vault.mac('a', '123456'));
    expect(vault.mac('a', '123456')).not.toBe(vault.mac('b', '123456'));
  });
});
