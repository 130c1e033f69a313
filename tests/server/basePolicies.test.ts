import { expect, it } from 'vitest';
import { ConfigKey } from '../../src/server/db/settingKeys';
import { Permission } from '../../src/shared/access/permissions';
import type { BaseConfig } from '../../src/shared/api/baseConfig';
import type { PasswordPolicy, SessionPolicy, VaultPasswordPolicyConfig } from '../../src/shared/api/policyConfig';
import type { Config } from '../../src/shared/api/sysConfig';
import { ResponseCode } from '../../src/shared/codes';
import {
  PASSWORD_POLICY_DEFAULTS,
  SESSION_POLICY_DEFAULTS,
  VAULT_PASSWORD_POLICY_DEFAULTS,
} from '../../src/shared/rules/policyRules';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';

/**
 * The base configuration's session timeouts and password policies (issue 16 item 1; docs/site-config.md "Sessions
 * and passwords"): edited on the base-config tab, checked with the shared bounds, stored in the keys the services
 * read per request, served by passwdRule and passwdManager, and no longer changed on the parameter page.
 */
const MINUTE_MS = 60_000;
const sessionInvalid = { code: 401, msg: '无效的会话，或者会话已过期，请重新登录。' };

const edit = (server: TestServer, token: string, body: unknown, lang: 'zh' | 'en' = 'zh') =>
  call(server.app, 'PUT', '/setting-center/baseConfig/edit', { token, body, lang });

const DEFAULTS = {
  session: SESSION_POLICY_DEFAULTS,
  password: PASSWORD_POLICY_DEFAULTS,
  vaultPassword: VAULT_PASSWORD_POLICY_DEFAULTS,
};

/** Back to Gatehouse's defaults; with the captcha off, the fixtures cannot sign in, so the token comes along. */
async function restoreDefaults(server: TestServer, token?: string): Promise<void> {
  const restored = await edit(server, token ?? (await signInAdmin(server)), DEFAULTS);
  expect(restored.body.code, restored.body.msg).toBe(200);
}

describeEachDatabase('base configuration: sessions and password policies', (server) => {
  it('edits the sections and reads them back; passwdRule, passwdManager and the operation log follow', async () => {
    const admin = await signInAdmin(server());
    const before = (await call(server().app, 'GET', '/setting-center/baseConfig/query', { token: admin })).body
      .data as BaseConfig;
    expect(before).toMatchObject(DEFAULTS);

    const session: SessionPolicy = { idleMinutes: 45, lifetimeDays: 3 };
    const password: PasswordPolicy = {
      minLength: 10,
      maxLength: 64,
      minStrength: 'high',
      expireDays: 0,
      expireWarnDays: 14,
      historyCount: 8,
      lockThreshold: 3,
      lockMinutes: 30,
      lockTrustedNetworks: ['192.0.2.0/24', '2001:db8::/32'],
      captchaEnabled: false,
    };
    const vaultPassword: VaultPasswordPolicyConfig = { minLength: 16, minStrength: 'middle', generateLength: 24 };
    const saved = await edit(server(), admin, {
      session,
      password: { ...password, lockTrustedNetworks: [' 192.0.2.0/24 ', '2001:db8::/32', '192.0.2.0/24'] },
      vaultPassword,
    });
    expect(saved.body).toMatchObject({ code: 200, data: { selfGrant: before.selfGrant, site: before.site } });
    expect(saved.body.data).toMatchObject({ session, password, vaultPassword });
    const read = await call(server().app, 'GET', '/setting-center/baseConfig/query', { token: admin });
    expect(read.body.data).toEqual(saved.body.data);

    const rule = await call(server().app, 'GET', '/ucenter/login/passwdRule');
    expect(rule.body.data).toEqual({
      passwdMinLen: 10,
      passwdMaxLen: 64,
      minStrength: 'high',
      expireDays: 0,
      expireWarnDays: 14,
      historyCount: 8,
      lockThreshold: 3,
      lockMinutes: 30,
    });
    const vault = await call(server().app, 'GET', '/setting-center/passwdManager', { token: admin });
    expect(vault.body.data).toEqual(vaultPassword);
    const way = await call(server().app, 'GET', '/ucenter/login/getLoginWay');
    expect(way.body.data).toMatchObject({ captchaEnabled: false });

    // Another section alone leaves these as they are.
    const grantOnly = await edit(server(), admin, { selfGrant: before.selfGrant });
    expect(grantOnly.body.data).toMatchObject({ session, password, vaultPassword });
    const log = await call(server().app, 'GET', '/monitor/operlog/list', { token: admin, query: { pageSize: '20' } });
    expect(JSON.stringify(log.body.rows)).toContain('/setting-center/baseConfig/edit');
    await restoreDefaults(server(), admin);
  });

  it('refuses a value out of bounds or a crossed pair, naming the field, and writes nothing of the call', async () => {
    const admin = await signInAdmin(server());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ session: { ...SESSION_POLICY_DEFAULTS, idleMinutes: 4 } }, 'session.idleMinutes', '须在 5 至 1440 之间'],
      [{ session: { ...SESSION_POLICY_DEFAULTS, lifetimeDays: 91 } }, 'session.lifetimeDays', '须在 1 至 90 之间'],
      [{ password: { ...PASSWORD_POLICY_DEFAULTS, lockThreshold: 0 } }, 'password.lockThreshold', '须在 1 至 100 之间'],
      [{ password: { ...PASSWORD_POLICY_DEFAULTS, minStrength: 'low' } }, 'password.minStrength', '格式不正确'],
      [
        { password: { ...PASSWORD_POLICY_DEFAULTS, minLength: 20, maxLength: 12 } },
        'password.maxLength',
        '不能小于密码最小长度（20）',
      ],
      [
        { password: { ...PASSWORD_POLICY_DEFAULTS, lockTrustedNetworks: ['192.0.2.0/24', '10.0.0.0/33'] } },
        'password.lockTrustedNetworks.1',
        '须为 IP 地址或网段',
      ],
      [
        { vaultPassword: { ...VAULT_PASSWORD_POLICY_DEFAULTS, minLength: 30, generateLength: 20 } },
        'vaultPassword.generateLength',
        '不能小于保险箱密码最小长度（30）',
      ],
    ];
    for (const [change, field, msg] of cases) {
      // The valid session sent beside the refused section is not stored either.
      const result = await edit(server(), admin, { session: { idleMinutes: 50, lifetimeDays: 2 }, ...change });
      expect(result.body, field).toMatchObject({ code: ResponseCode.badRequest, data: { field } });
      expect(result.body.msg).toContain(msg);
    }
    const english = await edit(
      server(),
      admin,
      { password: { ...PASSWORD_POLICY_DEFAULTS, minLength: 20, maxLength: 12 } },
      'en',
    );
    expect(english.body.msg).toBe('passwordMaxLength cannot be below the password minimum length (20)');
    const read = await call(server().app, 'GET', '/setting-center/baseConfig/query', { token: admin });
    expect(read.body.data).toMatchObject(DEFAULTS);
  });

  it('a shorter idle timeout or lifetime ends sign-ins from the next request', async () => {
    const { password } = await createUser(server(), { userName: 'idle_user', permissions: [] });
    const early = await signIn(server(), 'idle_user', password);
    const path = '/ucenter/user/getLoginInfo';
    server().clock.advance(40 * MINUTE_MS);
    expect((await call(server().app, 'GET', path, { token: early })).body.code).toBe(200);

    const later = await signIn(server(), 'idle_user', password);
    server().clock.advance(40 * MINUTE_MS);
    // 40 minutes idle is within the default two hours, but not within 30 minutes.
    const admin = await signInAdmin(server());
    expect((await edit(server(), admin, { session: { idleMinutes: 30, lifetimeDays: 7 } })).body.code).toBe(200);
    expect((await call(server().app, 'GET', path, { token: later })).body).toMatchObject(sessionInvalid);

    const busy = await signIn(server(), 'idle_user', password);
    server().clock.advance(29 * MINUTE_MS);
    expect((await call(server().app, 'GET', path, { token: busy })).body.code).toBe(200);
    server().clock.advance(31 * MINUTE_MS);
    expect((await call(server().app, 'GET', path, { token: busy })).body).toMatchObject(sessionInvalid);

    // A sign-in two days old, busy all along, ends when the lifetime drops to one day.
    await restoreDefaults(server());
    const old = await signIn(server(), 'idle_user', password);
    for (let hour = 0; hour < 48; hour += 1) {
      server().clock.advance(60 * MINUTE_MS);
      expect((await call(server().app, 'GET', path, { token: old })).body.code).toBe(200);
    }
    const fresh = await signInAdmin(server());
    const shorter = { session: { ...SESSION_POLICY_DEFAULTS, lifetimeDays: 1 } };
    expect((await edit(server(), fresh, shorter)).body.code).toBe(200);
    expect((await call(server().app, 'GET', path, { token: old })).body).toMatchObject(sessionInvalid);
    await restoreDefaults(server());
  });

  it('only holders of system:setting:edit change it', async () => {
    await signInAdmin(server());
    const { password } = await createUser(server(), {
      userName: 'policy_reader',
      permissions: [Permission.settingQuery],
    });
    const reader = await signIn(server(), 'policy_reader', password);
    expect((await call(server().app, 'GET', '/setting-center/baseConfig/query', { token: reader })).body.code).toBe(
      200,
    );
    const refused = await edit(server(), reader, { session: { idleMinutes: 1440, lifetimeDays: 90 } });
    expect(refused.body.code).toBe(ResponseCode.forbidden);
    const rule = await call(server().app, 'GET', '/ucenter/login/passwdRule');
    expect(rule.body.data).toMatchObject({ passwdMinLen: PASSWORD_POLICY_DEFAULTS.minLength });
    const admin = await signInAdmin(server());
    const read = await call(server().app, 'GET', '/setting-center/baseConfig/query', { token: admin });
    expect((read.body.data as BaseConfig).session).toEqual(SESSION_POLICY_DEFAULTS);
  });

  it('the parameter page lists the policy keys as the base-config tab’s and refuses to change them', async () => {
    const admin = await signInAdmin(server());
    for (const key of [ConfigKey.tokenIdleMinutes, ConfigKey.passwordMinLength, ConfigKey.lockTrustedNetworks]) {
      const found = await call(server().app, 'GET', `/system/config/configKey/${key}`, { token: admin });
      const config = found.body.data as Config;
      expect(config.valueOwner, key).toBe('base');
      const { configId, configName, configNameEn, configKey, configType, remark } = config;
      const refused = await call(server().app, 'PUT', '/system/config', {
        token: admin,
        body: { configId, configName, configNameEn, configKey, configType, remark, configValue: '60' },
      });
      expect(refused.body, key).toMatchObject({ code: ResponseCode.conflict, data: { field: 'configValue' } });
      expect(refused.body.msg).toContain('系统配置 › 基础配置');
    }
  });
});
