import { describe, expect, it } from 'vitest';
import { BaseConfigSchema } from '../../../src/shared/api/baseConfig';
import { PasswordPolicySchema, VaultPasswordPolicyConfigSchema } from '../../../src/shared/api/policyConfig';
import {
  isNetworkEntry,
  PASSWORD_POLICY_DEFAULTS,
  TRUSTED_NETWORKS_MAX,
  VAULT_PASSWORD_POLICY_DEFAULTS,
} from '../../../src/shared/rules/policyRules';

/** The shared policy rules of the base-config tab (issue 16 item 1; docs/site-config.md "Sessions and passwords"). */
describe('trusted networks', () => {
  it('accepts IPv4 and IPv6 addresses and networks in their usual forms', () => {
    for (const entry of [
      '192.0.2.10',
      '192.0.2.0/24',
      '0.0.0.0/0',
      '::1',
      '::',
      '2001:db8::/32',
      '2001:db8:0:0:0:0:0:1',
      'fe80::1:2/64',
      '::ffff:192.0.2.1',
      '2001:db8::ffff:192.0.2.1/128',
    ])
      expect(isNetworkEntry(entry), entry).toBe(true);
  });

  it('refuses host names, bad prefixes and malformed addresses', () => {
    for (const entry of [
      '',
      'bastion.example',
      '192.0.2.256',
      '192.0.2.0/33',
      '192.0.2.0/',
      '192.0.2.0/24/1',
      '2001:db8::/129',
      '2001:db8:::1',
      '1::2::3',
      '1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '12345::1',
      '1.2.3.4::',
      '::ffff:300.1.1.1',
    ])
      expect(isNetworkEntry(entry), entry).toBe(false);
  });
});

describe('policy sections', () => {
  it('takes Gatehouse’s defaults as they are', () => {
    expect(PasswordPolicySchema.parse(PASSWORD_POLICY_DEFAULTS)).toEqual(PASSWORD_POLICY_DEFAULTS);
    expect(VaultPasswordPolicyConfigSchema.parse(VAULT_PASSWORD_POLICY_DEFAULTS)).toEqual(
      VAULT_PASSWORD_POLICY_DEFAULTS,
    );
  });

  it('puts a crossed minimum and maximum under the maximum, naming it', () => {
    const password = PasswordPolicySchema.safeParse({ ...PASSWORD_POLICY_DEFAULTS, minLength: 20, maxLength: 12 });
    expect(password.error?.issues).toEqual([
      expect.objectContaining({
        path: ['maxLength'],
        message: 'policyMaxLengthBelowMin?field=passwordMaxLength&min=20',
      }),
    ]);
    const vault = VaultPasswordPolicyConfigSchema.safeParse({ minLength: 30, minStrength: 'high', generateLength: 20 });
    expect(vault.error?.issues).toEqual([
      expect.objectContaining({
        path: ['generateLength'],
        message: 'policyGenerateLengthBelowMin?field=vaultPasswordGenerateLength&min=30',
      }),
    ]);
  });

  it('checks each bound and each network, with the path of the base configuration', () => {
    const parsed = BaseConfigSchema.partial().safeParse({
      session: { idleMinutes: 1441, lifetimeDays: 0.5 },
      password: {
        ...PASSWORD_POLICY_DEFAULTS,
        expireDays: -1,
        lockTrustedNetworks: ['192.0.2.0/24', 'example.com'],
      },
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['session.idleMinutes', 'settingRange?field=sessionIdleMinutes&min=5&max=1440'],
      ['session.lifetimeDays', 'settingRange?field=sessionLifetimeDays&min=1&max=90'],
      ['password.expireDays', 'settingRange?field=passwordExpireDays&min=0&max=3650'],
      ['password.lockTrustedNetworks.1', 'policyNetworkInvalid?field=passwordLockTrustedNetworks'],
    ]);
    const tooMany = PasswordPolicySchema.safeParse({
      ...PASSWORD_POLICY_DEFAULTS,
      lockTrustedNetworks: Array.from({ length: TRUSTED_NETWORKS_MAX + 1 }, (_, index) => `10.0.${index}.0/24`),
    });
    expect(tooMany.error?.issues[0]?.path).toEqual(['lockTrustedNetworks']);
  });
});
