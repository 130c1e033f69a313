import { Migrator } from 'kysely';
import { expect, it } from 'vitest';
import { migrationProvider } from '../../src/server/db/migrations';
import { ConfigKey } from '../../src/server/db/settingKeys';
import { Permission } from '../../src/shared/access/permissions';
import { type Config, type ConfigBody, ConfigBodySchema } from '../../src/shared/api/sysConfig';
import { ResponseCode } from '../../src/shared/codes';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';

/** Parameters (issue 16 item 4, docs/dictionaries.md "Parameters"): CRUD, Gatehouse keys, secrets, rights. */
let count = 0;
const body = (over: Partial<ConfigBody> = {}) => {
  count += 1;
  return ConfigBodySchema.parse({
    configName: `测试参数${count}`,
    configNameEn: `Test parameter ${count}`,
    configKey: `site.test${count}`,
    configValue: 'on',
    ...over,
  });
};

async function byKey(server: TestServer, token: string, key: string, lang: 'zh' | 'en' = 'zh'): Promise<Config> {
  const found = await call(server.app, 'GET', `/system/config/configKey/${key}`, { token, lang });
  expect(found.body.code, found.body.msg).toBe(200);
  return found.body.data as Config;
}

const editBody = (config: Config, over: Partial<ConfigBody> = {}) => ({
  configId: config.configId,
  configName: config.configName,
  configNameEn: config.configNameEn,
  configKey: config.configKey,
  configValue: config.configValue,
  configType: config.configType,
  remark: config.remark,
  ...over,
});

describeEachDatabase('parameters', (server) => {
  it('adds, reads (by id, by key, in the list), changes and deletes an administrator’s parameter', async () => {
    const token = await signInAdmin(server());
    const added = await call(server().app, 'POST', '/system/config', { token, body: body({ remark: 'mine' }) });
    expect(added.body).toMatchObject({ code: 200, data: { configType: 'N', valueOwner: 'here', isSecret: false } });
    const config = added.body.data as Config;
    expect((await call(server().app, 'GET', `/system/config/${config.configId}`, { token })).body.data).toEqual(config);
    expect(await byKey(server(), token, config.configKey)).toEqual(config);
    const list = await call(server().app, 'GET', '/system/config/list', { token, query: { configKey: 'site.test' } });
    expect(list.body.rows).toContainEqual(config);

    const changed = await call(server().app, 'PUT', '/system/config', {
      token,
      body: editBody(config, { configValue: 'off', configKey: `${config.configKey}.renamed` }),
    });
    expect(changed.body).toMatchObject({
      code: 200,
      data: { configValue: 'off', configKey: `${config.configKey}.renamed` },
    });
    const removed = await call(server().app, 'DELETE', `/system/config/${config.configId}`, { token });
    expect(removed.body).toMatchObject({ code: 200, data: { removed: 1 } });
    expect((await call(server().app, 'GET', `/system/config/${config.configId}`, { token })).body.code).toBe(404);
  });

  it('lists Gatehouse keys as built in with their names, in the request language, and filters by name', async () => {
    const token = await signInAdmin(server());
    const zh = await call(server().app, 'GET', '/system/config/list', { token, query: { configName: '密码最小长度' } });
    expect((zh.body.rows as Config[]).map((row) => row.configKey)).toEqual([
      ConfigKey.passwordMinLength,
      ConfigKey.vaultPasswordMinLength,
    ]);
    expect(zh.body.rows).toContainEqual(
      expect.objectContaining({
        configKey: ConfigKey.passwordMinLength,
        configType: 'Y',
        configValue: '6',
        valueOwner: 'base',
      }),
    );
    const watermark = await byKey(server(), token, 'sys.watermark', 'en');
    expect(watermark).toMatchObject({ configType: 'Y', configNameEn: 'Page watermark', valueOwner: 'watermark' });
    const builtIn = await call(server().app, 'GET', '/system/config/list', { token, query: { configType: 'Y' } });
    expect((builtIn.body.rows as Config[]).every((row) => row.configType === 'Y')).toBe(true);
    expect(builtIn.body.total).toBeGreaterThan(10);
  });

  it('never answers a secret: sealed values are listed without their value and kept when saved back', async () => {
    const token = await signInAdmin(server());
    // What the SSO settings page stores (sealed) — written here directly, the page is not under test.
    await server()
      .db.insertInto('config')
      .values({ key: 'sys.sso.clientSecret', value: 'v1:sealed-secret-text' })
      .execute();
    const list = await call(server().app, 'GET', '/system/config/list', { token, query: { pageSize: '500' } });
    expect(list.text).not.toContain('sealed-secret-text');
    const secret = await byKey(server(), token, 'sys.sso.clientSecret');
    expect(secret).toMatchObject({ configValue: '', isSecret: true, valueOwner: 'signIn' });
    const renamed = await call(server().app, 'PUT', '/system/config', {
      token,
      body: editBody(secret, { remark: 'OIDC client secret' }),
    });
    expect(renamed.body).toMatchObject({ code: 200, data: { remark: 'OIDC client secret', configValue: '' } });
    const stored = await server()
      .db.selectFrom('config')
      .select('value')
      .where('key', '=', 'sys.sso.clientSecret')
      .executeTakeFirstOrThrow();
    expect(stored.value).toBe('v1:sealed-secret-text');
    const overwritten = await call(server().app, 'PUT', '/system/config', {
      token,
      body: editBody(secret, { configValue: 'plain' }),
    });
    expect(overwritten.body).toMatchObject({ code: ResponseCode.conflict, data: { field: 'configValue' } });
  });

  it('refuses values a setting page owns, naming the page, and values Gatehouse keeps itself', async () => {
    const token = await signInAdmin(server());
    const watermark = await byKey(server(), token, 'sys.watermark');
    const bypass = await call(server().app, 'PUT', '/system/config', {
      token,
      body: editBody(watermark, { configValue: '{"isOpen":true,"colorSelector":"red; background: url(x)"}' }),
    });
    expect(bypass.body).toMatchObject({ code: ResponseCode.conflict, data: { field: 'configValue' } });
    expect(bypass.body.msg).toBe('参数“sys.watermark”的值由“系统配置 › 水印设置”页面维护并校验，请在该页面修改');
    const selfGrant = await byKey(server(), token, ConfigKey.selfGrant, 'en');
    const refusedEn = await call(server().app, 'PUT', '/system/config', {
      token,
      lang: 'en',
      body: editBody(selfGrant, { configValue: 'allow' }),
    });
    expect(refusedEn.body.msg).toContain('Configuration › Base configuration');
    const lock = await byKey(server(), token, ConfigKey.setupLock);
    const internal = await call(server().app, 'PUT', '/system/config', {
      token,
      body: editBody(lock, { configValue: 'x' }),
    });
    expect(internal.body).toMatchObject({ code: ResponseCode.conflict, data: { field: 'configValue' } });
    // Their names and remarks may change; the stored value stays.
    const relabelled = await call(server().app, 'PUT', '/system/config', {
      token,
      body: editBody(watermark, { remark: '页面水印 JSON' }),
    });
    expect(relabelled.body).toMatchObject({
      code: 200,
      data: { remark: '页面水印 JSON', configValue: watermark.configValue },
    });
  });

  it('changes a Gatehouse value no page owns only through its rule', async () => {
    const token = await signInAdmin(server());
    const company = await byKey(server(), token, ConfigKey.companyName);
    expect(company.valueOwner).toBe('here');
    for (const value of ['   ', 'x'.repeat(65), 'Acme\u0007']) {
      const refused = await call(server().app, 'PUT', '/system/config', {
        token,
        body: editBody(company, { configValue: value }),
      });
      expect(refused.body, value).toMatchObject({
        code: 400,
        msg: '参数值须为 1 至 64 个字符，且不含控制字符',
        data: { field: 'configValue' },
      });
    }
    const saved = await call(server().app, 'PUT', '/system/config', {
      token,
      body: editBody(company, { configValue: ' Acme 运维 ' }),
    });
    expect(saved.body).toMatchObject({ code: 200, data: { configValue: 'Acme 运维' } });
    // Issue 16 item 1: the password and session bounds moved to the base-config tab (basePolicies.test.ts).
    const minLength = await byKey(server(), token, ConfigKey.passwordMinLength);
    const moved = await call(server().app, 'PUT', '/system/config', {
      token,
      body: editBody(minLength, { configValue: '8' }),
    });
    expect(moved.body).toMatchObject({ code: ResponseCode.conflict, data: { field: 'configValue' } });
    expect(moved.body.msg).toContain('系统配置 › 基础配置');
    const refreshed = await call(server().app, 'DELETE', '/system/config/refreshCache', { token });
    expect(refreshed.body).toMatchObject({ code: 200, data: { cleared: 0 } });
    await call(server().app, 'PUT', '/system/config', { token, body: editBody(company) });
  });

  it('refuses deleting built-in parameters, sys. keys for new ones, changing a Gatehouse key, and duplicates', async () => {
    const token = await signInAdmin(server());
    const minLength = await byKey(server(), token, ConfigKey.passwordMinLength);
    const system = await call(server().app, 'DELETE', `/system/config/${minLength.configId}`, { token });
    expect(system.body).toMatchObject({
      code: ResponseCode.conflict,
      msg: `“${ConfigKey.passwordMinLength}”是内置参数，不能删除`,
    });
    const own = (await call(server().app, 'POST', '/system/config', { token, body: body({ configType: 'Y' }) })).body
      .data as Config;
    const builtIn = await call(server().app, 'DELETE', `/system/config/${own.configId}`, { token });
    expect(builtIn.body.code).toBe(ResponseCode.conflict);
    const reserved = await call(server().app, 'POST', '/system/config', {
      token,
      body: body({ configKey: 'sys.mine' }),
    });
    expect(reserved.body).toMatchObject({ code: 400, data: { field: 'configKey' } });
    const moved = await call(server().app, 'PUT', '/system/config', {
      token,
      body: editBody(minLength, { configKey: 'site.password' }),
    });
    expect(moved.body).toMatchObject({ code: 400, data: { field: 'configKey' } });
    const duplicate = await call(server().app, 'POST', '/system/config', {
      token,
      body: body({ configKey: own.configKey }),
    });
    expect(duplicate.body).toMatchObject({ code: 400, data: { field: 'configKey' } });
  });

  it('reading needs system:setting:query and changing system:setting:edit', async () => {
    const admin = await signInAdmin(server());
    const own = (await call(server().app, 'POST', '/system/config', { token: admin, body: body() })).body
      .data as Config;
    await createUser(server(), { userName: 'cfg_reader', permissions: [Permission.settingQuery] });
    await createUser(server(), { userName: 'cfg_nobody', permissions: [Permission.dictList] });
    const reader = await signIn(server(), 'cfg_reader', 'Passw0rd!x');
    const nobody = await signIn(server(), 'cfg_nobody', 'Passw0rd!x');
    expect((await call(server().app, 'GET', '/system/config/list', { token: reader })).body.code).toBe(200);
    for (const [method, path, sent] of [
      ['POST', '/system/config', body()],
      ['PUT', '/system/config', editBody(own, { configValue: 'x' })],
      ['DELETE', `/system/config/${own.configId}`, undefined],
      ['DELETE', '/system/config/refreshCache', undefined],
    ] as const) {
      const refused = await call(server().app, method, path, { token: reader, body: sent });
      expect(refused.body.code, `${method} ${path}`).toBe(ResponseCode.forbidden);
    }
    for (const path of [
      '/system/config/list',
      `/system/config/${own.configId}`,
      `/system/config/configKey/${own.configKey}`,
    ])
      expect((await call(server().app, 'GET', path, { token: nobody })).body.code, path).toBe(ResponseCode.forbidden);
  });

  // Last: it takes the database back to 034 and up again, as an upgrade of an older installation does.
  it('migration 035 keeps every setting and marks the seeded dictionaries as system ones, both ways', async () => {
    const db = server().db;
    const before = await db.selectFrom('config').select(['key', 'value']).orderBy('key').execute();
    const migrator = new Migrator({ db, provider: migrationProvider });
    const down = await migrator.migrateTo('034_behavior_policies');
    expect(down.error).toBeUndefined();
    await db
      .updateTable('dict_data')
      .set({ label_zh: '失败了' })
      .where('dict_type', '=', 'task_execution')
      .where('value', '=', '2')
      .execute();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await db.selectFrom('config').select(['key', 'value']).orderBy('key').execute()).toEqual(before);
    const row = await db
      .selectFrom('dict_data')
      .select(['label_zh', 'is_system'])
      .where('dict_type', '=', 'task_execution')
      .where('value', '=', '2')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ label_zh: '失败了', is_system: 1 });
    const inserted = await db
      .insertInto('config')
      .values({ key: 'sys.later', value: '1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(0);
  });
});
