import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LdapConfigKey } from '../../../src/server/modules/ldap/config';
import { SignInConfigKey } from '../../../src/server/modules/sign-in/settings';
import { SsoConfigKey } from '../../../src/server/modules/sso/config';
import { MasterKeyRing, masterKeySettingsFromEnv } from '../../../src/server/security/masterKeyRing';
import { SEALED } from '../../../src/server/security/sealedColumns';
import { Vault } from '../../../src/server/security/vault';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-vault-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const here = { table: 'config', column: 'value', id: 'sys.signin.email.password' };

describe('master key ring', () => {
  it('makes master.key with mode 0600 at first start and reads the same key later', () => {
    const dir = freshDir();
    const sealed = new Vault(MasterKeyRing.load(dir)).sealSecret('smtp password', here);
    expect(statSync(join(dir, 'master.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'master.key'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(new Vault(MasterKeyRing.load(dir)).openSecret(sealed, here)).toBe('smtp password');
  });

  it('installs a new key beside the old one, sees it from another process, and retires the old one', () => {
    const dir = freshDir();
    const ring = MasterKeyRing.load(dir);
    const other = MasterKeyRing.load(dir); // another process on the same data directory
    const old = ring.current;
    const sealed = new Vault(ring).sealSecret('kept', here);
    const fresh = ring.installNewKey();
    expect(fresh.id).not.toBe(old.id);
    expect(ring.all().map((key) => key.id)).toEqual([fresh.id, old.id]);
    expect(readdirSync(join(dir, 'master-keys'))).toEqual([`${old.id}.key`]);
    expect(statSync(join(dir, 'master-keys', `${old.id}.key`)).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'master.key')).mode & 0o777).toBe(0o600);
    expect(other.find(fresh.id)?.id).toBe(fresh.id);
    expect(other.current.id).toBe(fresh.id);
    expect(new Vault(MasterKeyRing.load(dir)).openSecret(sealed, here)).toBe('kept');
    expect(ring.retire(fresh.id)).toBe(false);
    expect(ring.retire(old.id)).toBe(true);
    expect(existsSync(join(dir, 'master-keys', `${old.id}.key`))).toBe(false);
    expect(ring.all().map((key) => key.id)).toEqual([fresh.id]);
  });

  it('takes GATEHOUSE_MASTER_KEY (hex or base64) and GATEHOUSE_MASTER_KEY_PREVIOUS, never echoing a bad key', () => {
    const hex = 'ab'.repeat(32);
    const previous = 'cd'.repeat(32);
    const settings = masterKeySettingsFromEnv({
      GATEHOUSE_MASTER_KEY: Buffer.from(hex, 'hex').toString('base64'),
      GATEHOUSE_MASTER_KEY_PREVIOUS: ` ${previous} , `,
    });
    expect(settings).toEqual({ current: Buffer.from(hex, 'hex').toString('base64'), previous: [previous] });
    const fromEnv = MasterKeyRing.load(freshDir(), settings);
    expect(fromEnv.source).toBe('env');
    expect(fromEnv.current.id).toBe(MasterKeyRing.load(freshDir(), { current: hex }).current.id);
    expect(fromEnv.all()).toHaveLength(2);
    expect(() => fromEnv.installNewKey()).toThrow('GATEHOUSE_MASTER_KEY');
    expect(masterKeySettingsFromEnv({})).toBeUndefined();
    expect(() => MasterKeyRing.load(freshDir(), { current: 'short-secret-text' })).toThrow('32 bytes');
    try {
      MasterKeyRing.load(freshDir(), { current: hex, previous: ['not-a-key-XYZ'] });
    } catch (error) {
      expect(String(error)).toContain('GATEHOUSE_MASTER_KEY_PREVIOUS');
      expect(String(error)).not.toContain('not-a-key-XYZ');
    }
  });

  it('registers the config secrets under the keys the settings, directory and single sign-on use', () => {
    expect(SEALED.signInSecrets.onlyIds).toEqual([
      SignInConfigKey.smsApiKey,
      SignInConfigKey.emailPassword,
      LdapConfigKey.bindPassword,
      SsoConfigKey.clientSecret,
    ]);
  });
});
