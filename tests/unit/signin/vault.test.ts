import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Vault, vaultFor } from '../../../src/server/security/vault';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-vault-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('vault', () => {
  it('makes master.key with mode 0600 at first use and reads the same key later', () => {
    const dir = freshDir();
    const sealed = vaultFor(dir, {}).seal('smtp password');
    expect(statSync(join(dir, 'master.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'master.key'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    const reopened = new Vault(Buffer.from(readFileSync(join(dir, 'master.key'), 'utf8'), 'hex'));
    expect(reopened.open(sealed)).toBe('smtp password');
  });

  it('seals each record under its own data key and refuses tampering or another master key', () => {
    const vault = new Vault(Buffer.alloc(32, 7));
    const first = vault.seal('secret');
    const second = vault.seal('secret');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain('secret');
    expect(vault.open(second)).toBe('secret');
    const [version, wrapped, body = ''] = first.split('.');
    const flipped = `${body.slice(0, -2)}${body.endsWith('A') ? 'B' : 'A'}${body.slice(-1)}`;
    expect(() => vault.open([version, wrapped, flipped].join('.'))).toThrow();
    expect(() => new Vault(Buffer.alloc(32, 8)).open(first)).toThrow();
    expect(() => vault.open('plain text')).toThrow('Not a sealed secret');
  });

  it('takes GATEHOUSE_MASTER_KEY as hex or base64 and refuses a wrong length', () => {
    const hex = 'ab'.repeat(32);
    const fromHex = vaultFor(freshDir(), { GATEHOUSE_MASTER_KEY: hex });
    const fromBase64 = vaultFor(freshDir(), { GATEHOUSE_MASTER_KEY: Buffer.from(hex, 'hex').toString('base64') });
    expect(fromBase64.open(fromHex.seal('x'))).toBe('x');
    expect(() => vaultFor(freshDir(), { GATEHOUSE_MASTER_KEY: 'short' })).toThrow('32 bytes');
  });

  it('keys MACs by purpose', () => {
    const vault = new Vault(Buffer.alloc(32, 1));
    expect(vault.mac('a', '123456')).toBe(vault.mac('a', '123456'));
    expect(vault.mac('a', '123456')).not.toBe(vault.mac('b', '123456'));
  });
});
