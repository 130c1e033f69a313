import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { Config } from '../../src/shared/api/sysConfig';
import { ResponseCode } from '../../src/shared/codes';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';

/**
 * The setting centre's generic key–value calls (issue 16; POST /setting-center/add, GET /setting-center/query,
 * PUT /setting-center/edit): the parameter store by key, under the parameter page's rules — ownership, reserved
 * keys, secrets — and its rights.
 */

describeEachDatabase('setting centre: generic settings by key', (server) => {
  it('adds a key, reads one or several keys in the order asked, and changes a value', async () => {
    const token = await signInAdmin(server());
    const added = await call(server().app, 'POST', '/setting-center/add', {
      token,
      body: { configKey: 'site.items.banner', configValue: 'hello' },
    });
    expect(added.body).toMatchObject({
      code: 200,
      msg: '新增成功',
      data: {
        configKey: 'site.items.banner',
        configValue: 'hello',
        configName: 'site.items.banner',
        configNameEn: 'site.items.banner',
        configType: 'N',
        valueOwner: 'here',
        isSecret: false,
      },
    });
    await call(server().app, 'POST', '/setting-center/add', {
      token,
      body: { configKey: 'site.items.footer', configValue: '', configName: '页脚', remark: 'shown below' },
    });
    const one = await call(server().app, 'GET', '/setting-center/query', {
      token,
      query: { configKey: 'site.items.banner' },
    });
    expect(one.body).toMatchObject({ code: 200, data: [{ configKey: 'site.items.banner', configValue: 'hello' }] });
    const several = await call(server().app, 'GET', '/setting-center/query', {
      token,
      query: { configKeys: 'site.items.footer,site.items.banner' },
    });
    expect((several.body.data as Config[]).map((row) => [row.configKey, row.configName])).toEqual([
      ['site.items.footer', '页脚'],
      ['site.items.banner', 'site.items.banner'],
    ]);

    const edited = await call(server().app, 'PUT', '/setting-center/edit', {
      token,
      body: { configKey: 'site.items.footer', configValue: '© 2025' },
    });
    expect(edited.body).toMatchObject({
      code: 200,
      msg: '修改成功',
      data: { configValue: '© 2025', configName: '页脚', remark: 'shown below' },
    });
    // The parameter page sees the same row.
    const page = await call(server().app, 'GET', '/system/config/configKey/site.items.footer', { token });
    expect(page.body.data).toEqual(edited.body.data);
  });

  it('refuses sys. keys for new settings, duplicates, unknown keys (naming them) and a missing key', async () => {
    const token = await signInAdmin(server());
    const reserved = await call(server().app, 'POST', '/setting-center/add', {
      token,
      body: { configKey: 'sys.mine', configValue: 'x' },
    });
    expect(reserved.body).toMatchObject({ code: 400, data: { field: 'configKey' } });
    await call(server().app, 'POST', '/setting-center/add', {
      token,
      body: { configKey: 'site.dup', configValue: '' },
    });
    const duplicate = await call(server().app, 'POST', '/setting-center/add', {
      token,
      body: { configKey: 'site.dup', configValue: '' },
    });
    expect(duplicate.body).toMatchObject({ code: 400, msg: '参数键名“site.dup”已存在' });
    const unknown = await call(server().app, 'GET', '/setting-center/query', {
      token,
      query: { configKeys: 'site.dup,site.nowhere' },
    });
    expect(unknown.body).toMatchObject({ code: 404, msg: '参数“site.nowhere”不存在', data: { field: 'configKey' } });
    const editUnknown = await call(server().app, 'PUT', '/setting-center/edit', {
      token,
      lang: 'en',
      body: { configKey: 'site.nowhere', configValue: 'x' },
    });
    expect(editUnknown.body).toMatchObject({ code: 404, msg: 'The setting "site.nowhere" does not exist' });
    const none = await call(server().app, 'GET', '/setting-center/query', { token });
    expect(none.body).toMatchObject({ code: 400, data: { field: 'configKey' } });
  });

  it('refuses a value a setting page owns, naming the page, and never answers a secret', async () => {
    const token = await signInAdmin(server());
    const owned = await call(server().app, 'PUT', '/setting-center/edit', {
      token,
      body: { configKey: 'sys.watermark', configValue: '{"isOpen":true}' },
    });
    expect(owned.body).toMatchObject({ code: ResponseCode.conflict, data: { field: 'configValue' } });
    expect(owned.body.msg).toMatch(/^参数“sys\.watermark”的值由“.+”页面维护并校验，请在该页面修改$/);

    await server()
      .db.insertInto('config')
      .values({ key: 'sys.sso.clientSecret', value: 'v1:sealed-generic-secret' })
      .execute();
    const secret = await call(server().app, 'GET', '/setting-center/query', {
      token,
      query: { configKey: 'sys.sso.clientSecret' },
    });
    expect(secret.body).toMatchObject({ code: 200, data: [{ configValue: '', isSecret: true, valueOwner: 'signIn' }] });
    expect(secret.text).not.toContain('sealed-generic-secret');
    const overwrite = await call(server().app, 'PUT', '/setting-center/edit', {
      token,
      body: { configKey: 'sys.sso.clientSecret', configValue: 'plain' },
    });
    expect(overwrite.body).toMatchObject({ code: ResponseCode.conflict, data: { field: 'configValue' } });
    expect(overwrite.text).not.toContain('sealed-generic-secret');
    const stored = await server()
      .db.selectFrom('config')
      .select('value')
      .where('key', '=', 'sys.sso.clientSecret')
      .executeTakeFirstOrThrow();
    expect(stored.value).toBe('v1:sealed-generic-secret');
  });

  it('reading needs system:setting:query and adding or changing system:setting:edit; changes are logged by key', async () => {
    const admin = await signInAdmin(server());
    await call(server().app, 'POST', '/setting-center/add', {
      token: admin,
      body: { configKey: 'site.perm', configValue: 'a' },
    });
    await createUser(server(), { userName: 'items_reader', permissions: [Permission.settingQuery] });
    await createUser(server(), { userName: 'items_nobody', permissions: [Permission.dictList] });
    const reader = await signIn(server(), 'items_reader', 'Passw0rd!x');
    const nobody = await signIn(server(), 'items_nobody', 'Passw0rd!x');
    const query = { configKey: 'site.perm' };
    expect((await call(server().app, 'GET', '/setting-center/query', { token: reader, query })).body.code).toBe(200);
    expect((await call(server().app, 'GET', '/setting-center/query', { token: nobody, query })).body.code).toBe(
      ResponseCode.forbidden,
    );
    for (const [method, path] of [
      ['POST', '/setting-center/add'],
      ['PUT', '/setting-center/edit'],
    ] as const) {
      const refused = await call(server().app, method, path, {
        token: reader,
        body: { configKey: 'site.perm', configValue: 'b' },
      });
      expect(refused.body.code, path).toBe(ResponseCode.forbidden);
    }
    const logged = await server()
      .db.selectFrom('operation_logs')
      .select(['path', 'code', 'target_names'])
      .where('path', 'in', ['/prod-api/setting-center/add', '/prod-api/setting-center/edit'])
      .where('user_name', '=', 'items_reader')
      .execute();
    expect(logged).toHaveLength(2);
    expect(logged.every((row) => row.code === ResponseCode.forbidden)).toBe(true);
    // A change that goes through names its key (never its value).
    await call(server().app, 'PUT', '/setting-center/edit', {
      token: admin,
      body: { configKey: 'site.perm', configValue: 'secret-looking-value' },
    });
    const changed = await server()
      .db.selectFrom('operation_logs')
      .select(['code', 'target_names'])
      .where('path', '=', '/prod-api/setting-center/edit')
      .where('user_name', '=', 'admin')
      .where('target_names', '=', 'site.perm')
      .executeTakeFirstOrThrow();
    expect(changed.code).toBe(200);
  });
});
