import { expect, it } from 'vitest';
import { grantSeededRoles } from '../../src/server/db/migrations/012_assets';
import { Permission, RoleKey } from '../../src/shared/access/permissions';
import type { Asset } from '../../src/shared/api/assets';
import type { Platform } from '../../src/shared/api/platforms';
import type { PermissionGroup } from '../../src/shared/api/roles';
import { addAsset, addTag, linuxAsset, listAssets, platformIdByName } from './assetApi';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';
import { roleIdOf } from './orgFixtures';
import { proxyApi, sshProxy } from './proxyApi';

describeEachDatabase('assets', (server) => {
  it('creates, reads, edits and deletes an asset with protocols and tags', async () => {
    const admin = await signInAdmin(server());
    const linux = await platformIdByName(server(), admin, 'Linux');
    const prod = await addTag(server(), admin, 'crud-prod');
    const created = await addAsset(
      server(),
      admin,
      linuxAsset(linux.platformId, {
        assetName: 'crud-web01',
        address: 'web01.example.com',
        protocols: [
          { protocol: 'SSH', port: 2222 },
          { protocol: 'Telnet' as 'TELNET', port: 23 },
        ],
        tagIds: [prod.tagId],
        encoding: 'GB2312',
        description: 'front',
      }),
    );
    expect(created).toMatchObject({
      assetName: 'crud-web01',
      assetType: 0,
      platformName: 'Linux',
      encoding: 'GB2312',
      protocols: [
        { protocol: 'SSH', port: 2222 },
        { protocol: 'TELNET', port: 23 },
      ],
      tags: [{ tagId: prod.tagId, tagName: 'crud-prod' }],
      proxyId: null,
      canManage: true,
    });
    const detail = await call(server().app, 'GET', `/privilege/assets/${created.assetId}`, { token: admin });
    expect(detail.body.data).toEqual(created);

    const jump = await proxyApi(server(), admin).addId(sshProxy('crud-jump'));
    const edit = await call(server().app, 'PUT', '/privilege/assets/edit', {
      token: admin,
      body: { ...linuxAsset(linux.platformId), assetId: created.assetId, assetName: 'crud-web02', proxyId: jump },
    });
    expect(edit.body.data).toMatchObject({ assetName: 'crud-web02', address: '10.0.0.1', tags: [], proxyId: jump });

    const removed = await call(server().app, 'POST', `/privilege/assets/remove/${created.assetId}`, { token: admin });
    expect(removed.body).toMatchObject({ code: 200, data: { deleted: 1 } });
    const gone = await call(server().app, 'GET', `/privilege/assets/${created.assetId}`, { token: admin });
    expect(gone.body).toMatchObject({ code: 404, msg: '资产不存在' });
  });

  it('refuses every §5 rule with its message, and names and platforms that do not fit', async () => {
    const admin = await signInAdmin(server());
    const linux = await platformIdByName(server(), admin, 'Linux');
    const web = await platformIdByName(server(), admin, 'Web');
    const post = (overrides: Record<string, unknown>) =>
      call(server().app, 'POST', '/privilege/assets/add', {
        token: admin,
        body: { ...linuxAsset(linux.platformId, { assetName: 'rules-ok' }), ...overrides },
      });
    const refused = async (overrides: Record<string, unknown>, field: string, msg: string) => {
      const result = await post(overrides);
      expect(result.body).toMatchObject({ code: 400, data: { field } });
      expect(result.body.msg).toContain(msg);
    };
    await refused({ assetName: 'web 01' }, 'assetName', '只支持字母、数字、特殊字符包含 _ -');
    await refused({ assetName: '主机' }, 'assetName', '只支持字母、数字、特殊字符包含 _ -');
    await refused({ address: '300.1.1.1' }, 'address', '请输入正确的地址');
    await refused({ address: 'bad_host!' }, 'address', '请输入正确的地址');
    await refused({ address: 'https://x.example.com' }, 'address', '请输入正确的地址');
    await refused({ protocols: [{ protocol: 'SSH', port: 65536 }] }, 'protocols.0.port', '请输入正确的端口');
    await refused({ protocols: [{ protocol: 'SSH', port: -1 }] }, 'protocols.0.port', '请输入正确的端口');
    await refused({ protocols: [{ protocol: 'SSH', port: 22.5 }] }, 'protocols.0.port', '请输入正确的端口');
    await refused({ protocols: [{ protocol: 'FTP', port: 21 }] }, 'protocols.0.protocol', '请选择正确的通讯协议');
    await refused({ protocols: [] }, 'protocols', '请至少选择一个通讯协议');
    await refused({ protocols: [{ protocol: 'RDP', port: 3389 }] }, 'protocols', '不支持通讯协议 RDP');
    await refused({ encoding: 'latin1' }, 'encoding', '请选择正确的编码');
    await refused({ assetType: 3 }, 'assetType', '资产类别与资产类型 Linux 不一致');
    await refused({ platformId: 999999 }, 'platformId', '资产类型不存在');
    await refused({ tagIds: [999999] }, 'tagIds', '标签不存在');
    await refused({ deptId: 999999 }, 'deptId', '部门不存在');

    const webBody = {
      assetName: 'rules-web',
      assetType: 2,
      platformId: web.platformId,
      protocols: [{ protocol: 'HTTP(S)', port: 443 }],
    };
    await refused({ ...webBody, address: '10.0.0.9' }, 'address', '请输入正确的链接');
    await refused({ ...webBody, address: 'ftp://files.example.com' }, 'address', '请输入正确的链接');
    const okWeb = await post({ ...webBody, address: 'https://portal.example.com:8443/login' });
    expect(okWeb.body).toMatchObject({ code: 200 });

    expect((await post({})).body.code).toBe(200);
    const twice = await post({ address: '10.0.0.2' });
    expect(twice.body).toMatchObject({ code: 400, data: { field: 'assetName' }, msg: '资产名称已存在' });
  });

  it('lists with search, filters, sort and paging', async () => {
    const admin = await signInAdmin(server());
    const linux = await platformIdByName(server(), admin, 'Linux');
    const mysql = await platformIdByName(server(), admin, 'MySQL');
    const blue = await addTag(server(), admin, 'list-blue');
    for (const [index, name] of ['list-c', 'list-a', 'list-b'].entries()) {
      await addAsset(
        server(),
        admin,
        linuxAsset(linux.platformId, {
          assetName: name,
          address: `list${index}.corp.example`,
          tagIds: index === 0 ? [blue.tagId] : [],
          protocols: index === 2 ? [{ protocol: 'TELNET', port: 23 }] : [{ protocol: 'SSH', port: 22 }],
        }),
      );
    }
    await addAsset(server(), admin, {
      ...linuxAsset(mysql.platformId),
      assetName: 'list-db',
      assetType: 3,
      address: 'LIST-DB.corp.example',
      protocols: [{ protocol: 'MySQL', port: 3306 }],
    });
    const names = (rows: Asset[]) => rows.map((row) => row.assetName);
    const byName = await listAssets(server(), admin, { keyword: 'list-', sortBy: 'assetName', sortOrder: 'asc' });
    expect(names(byName.rows)).toEqual(['list-a', 'list-b', 'list-c', 'list-db']);
    expect(byName.total).toBe(4);
    expect(names((await listAssets(server(), admin, { keyword: 'list-db.CORP' })).rows)).toEqual(['list-db']);
    expect(names((await listAssets(server(), admin, { keyword: 'list', assetType: '3' })).rows)).toEqual(['list-db']);
    expect(
      names((await listAssets(server(), admin, { keyword: 'list', platformId: String(mysql.platformId) })).rows),
    ).toEqual(['list-db']);
    expect(names((await listAssets(server(), admin, { tagId: String(blue.tagId) })).rows)).toEqual(['list-c']);
    expect(names((await listAssets(server(), admin, { keyword: 'list', protocol: 'TELNET' })).rows)).toEqual([
      'list-b',
    ]);
    const newest = await listAssets(server(), admin, { keyword: 'list-' });
    expect(names(newest.rows)).toEqual(['list-db', 'list-b', 'list-a', 'list-c']);
    const page2 = await listAssets(server(), admin, {
      keyword: 'list-',
      sortBy: 'assetName',
      sortOrder: 'desc',
      pageNum: '2',
      pageSize: '3',
    });
    expect(page2).toMatchObject({ total: 4 });
    expect(names(page2.rows)).toEqual(['list-a']);
    expect((await listAssets(server(), admin, { keyword: '100%_' })).total).toBe(0);
    const bad = await call(server().app, 'GET', '/privilege/assets/list', { token: admin, query: { protocol: 'FTP' } });
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'protocol' } });
  });

  it('refuses calls without the permission', async () => {
    const admin = await signInAdmin(server());
    const linux = await platformIdByName(server(), admin, 'Linux');
    await createUser(server(), {
      userName: 'assets_viewer',
      permissions: [Permission.assetQuery, Permission.assetAll],
    });
    const viewer = await signIn(server(), 'assets_viewer', 'Passw0rd!x');
    const asset = await addAsset(server(), admin, linuxAsset(linux.platformId, { assetName: 'perm-a' }));
    expect((await call(server().app, 'GET', `/privilege/assets/${asset.assetId}`, { token: viewer })).body.code).toBe(
      200,
    );
    const attempts: [string, string, unknown?][] = [
      ['POST', '/privilege/assets/add', linuxAsset(linux.platformId, { assetName: 'perm-b' })],
      ['PUT', '/privilege/assets/edit', { ...linuxAsset(linux.platformId), assetId: asset.assetId }],
      ['POST', `/privilege/assets/remove/${asset.assetId}`],
      [
        'POST',
        '/privilege/platform/add',
        { platformName: 'x', assetType: 0, protocols: [{ protocol: 'SSH', port: 22 }] },
      ],
      ['POST', `/privilege/platform/remove/${linux.platformId}`],
      ['GET', '/system/tag/list'],
      ['POST', '/system/tag/add', { tagName: 'perm' }],
      ['PUT', '/system/tag/edit', { tagId: 1, tagName: 'perm' }],
      ['POST', '/system/tag/1'],
      [
        'PUT',
        '/privilege/platform/edit',
        {
          platformId: linux.platformId,
          platformName: 'Linux',
          assetType: 0,
          protocols: [{ protocol: 'SSH', port: 22 }],
        },
      ],
    ];
    for (const [method, path, body] of attempts) {
      const result = await call(server().app, method, path, { token: viewer, ...(body ? { body } : {}) });
      expect(result.body, `${method} ${path}`).toMatchObject({ code: 403, msg: '当前操作没有权限' });
    }
    await createUser(server(), { userName: 'assets_nobody', permissions: [Permission.homeQuery] });
    const nobody = await signIn(server(), 'assets_nobody', 'Passw0rd!x');
    expect((await call(server().app, 'GET', '/privilege/assets/list', { token: nobody })).body.code).toBe(403);
    expect((await call(server().app, 'GET', '/privilege/platform/list', { token: nobody })).body.code).toBe(403);
  });

  it('seeds built-in asset types that cannot be deleted; one in use cannot be deleted either', async () => {
    const admin = await signInAdmin(server());
    const list = await call(server().app, 'GET', '/privilege/platform/list', { token: admin });
    const seeded = (list.body.rows as Platform[]).filter((row) => row.builtIn).map((row) => row.platformName);
    expect(seeded.sort()).toEqual(['Linux', 'MySQL', 'PostgreSQL', 'Web', 'Windows', '网络设备'].sort());
    const windows = await platformIdByName(server(), admin, 'Windows');
    expect(windows).toMatchObject({ assetType: 0, protocols: [{ protocol: 'RDP', port: 3389 }] });
    const builtIn = await call(server().app, 'POST', `/privilege/platform/remove/${windows.platformId}`, {
      token: admin,
    });
    expect(builtIn.body).toMatchObject({ code: 10020140, msg: '内置资产类型不可删除' });

    const add = await call(server().app, 'POST', '/privilege/platform/add', {
      token: admin,
      body: {
        platformName: 'AIX',
        assetType: 0,
        protocols: [
          { protocol: 'SSH', port: 22 },
          { protocol: 'TELNET', port: 23 },
        ],
      },
    });
    const aix = add.body.data as Platform;
    expect(aix).toMatchObject({ platformName: 'AIX', builtIn: false, assetCount: 0 });
    const dup = await call(server().app, 'POST', '/privilege/platform/add', {
      token: admin,
      body: { platformName: 'AIX', assetType: 0, protocols: [{ protocol: 'SSH', port: 22 }] },
    });
    expect(dup.body).toMatchObject({ code: 400, data: { field: 'platformName' }, msg: '资产类型名称已存在' });
    const twice = await call(server().app, 'POST', '/privilege/platform/add', {
      token: admin,
      body: {
        platformName: 'Twice',
        assetType: 0,
        protocols: [
          { protocol: 'SSH', port: 22 },
          { protocol: 'SSH', port: 2222 },
        ],
      },
    });
    expect(twice.body).toMatchObject({ code: 400, data: { field: 'protocols.1.protocol' } });
    expect(twice.body.msg).toContain('通讯协议 SSH 重复');

    const asset = await addAsset(
      server(),
      admin,
      linuxAsset(aix.platformId, { assetName: 'aix-01', protocols: [{ protocol: 'TELNET', port: 23 }] }),
    );
    const edit = (body: Record<string, unknown>) =>
      call(server().app, 'PUT', '/privilege/platform/edit', {
        token: admin,
        body: { platformId: aix.platformId, platformName: 'AIX', assetType: 0, ...body },
      });
    expect((await edit({ assetType: 1, protocols: [{ protocol: 'SSH', port: 22 }] })).body).toMatchObject({
      code: 10020142,
      msg: '资产类型 AIX 正被 1 个资产使用，不能修改其资产类别',
    });
    expect((await edit({ protocols: [{ protocol: 'SSH', port: 22 }] })).body).toMatchObject({
      code: 10020142,
      msg: '通讯协议 TELNET 正被该类型的资产使用，不能移除',
    });
    const renamed = await edit({ platformName: 'AIX 7', protocols: [{ protocol: 'TELNET', port: 2323 }] });
    expect(renamed.body.data).toMatchObject({ platformName: 'AIX 7', assetCount: 1 });
    const inUse = await call(server().app, 'POST', `/privilege/platform/remove/${aix.platformId}`, { token: admin });
    expect(inUse.body).toMatchObject({ code: 10020141, msg: '资产类型 AIX 7 正被 1 个资产使用，不允许删除' });
    await call(server().app, 'POST', `/privilege/assets/remove/${asset.assetId}`, { token: admin });
    const removed = await call(server().app, 'POST', `/privilege/platform/remove/${aix.platformId}`, { token: admin });
    expect(removed.body).toMatchObject({ code: 200, data: { deleted: 1 } });
  });

  it('keeps tags unique, and deleting a tag takes it off its assets', async () => {
    const admin = await signInAdmin(server());
    const linux = await platformIdByName(server(), admin, 'Linux');
    const tag = await addTag(server(), admin, 'tag-db');
    const dup = await call(server().app, 'POST', '/system/tag/add', { token: admin, body: { tagName: 'tag-db' } });
    expect(dup.body).toMatchObject({ code: 400, data: { field: 'tagName' }, msg: '标签名称已存在' });
    const asset = await addAsset(
      server(),
      admin,
      linuxAsset(linux.platformId, { assetName: 'tag-host', tagIds: [tag.tagId] }),
    );
    const renamed = await call(server().app, 'PUT', '/system/tag/edit', {
      token: admin,
      body: { tagId: tag.tagId, tagName: 'tag-database', description: 'db hosts' },
    });
    expect(renamed.body.data).toMatchObject({ tagName: 'tag-database', description: 'db hosts', assetCount: 1 });
    const listed = await call(server().app, 'GET', '/system/tag/list', {
      token: admin,
      query: { tagName: 'TAG-data' },
    });
    expect(listed.body).toMatchObject({ total: 1, rows: [{ tagId: tag.tagId }] });
    const options = await call(server().app, 'GET', '/system/tag/options', { token: admin });
    expect(options.body.data).toContainEqual({ tagId: tag.tagId, tagName: 'tag-database' });
    const removed = await call(server().app, 'POST', `/system/tag/${tag.tagId}`, { token: admin });
    expect(removed.body).toMatchObject({ code: 200, data: { deleted: 1, detachedAssets: 1 } });
    const after = await call(server().app, 'GET', `/privilege/assets/${asset.assetId}`, { token: admin });
    expect((after.body.data as Asset).tags).toEqual([]);
    expect((await call(server().app, 'GET', `/system/tag/${tag.tagId}`, { token: admin })).body).toMatchObject({
      code: 404,
      msg: '标签不存在',
    });
  });

  it('shows the asset, type and tag buttons under 资产管理 in the role tree; seeded roles hold sensible defaults', async () => {
    const admin = await signInAdmin(server());
    const tree = await call(server().app, 'GET', '/system/role/permissionTree', { token: admin });
    const assets = (tree.body.data as PermissionGroup[]).find((group) => group.label === '资产管理');
    const inAssets = assets?.children.map((leaf) => leaf.permission) ?? [];
    for (const permission of [
      Permission.assetAdd,
      Permission.assetEdit,
      Permission.assetRemove,
      Permission.assetAll,
      Permission.platformAdd,
      Permission.labelRemove,
    ]) {
      expect(inAssets).toContain(permission);
    }
    expect(assets?.children).toContainEqual({ permission: Permission.assetAdd, label: '新增资产' });
    const held = async (roleKey: string) =>
      (
        await server()
          .db.selectFrom('role_permissions')
          .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
          .select('permission')
          .where('roles.role_key', '=', roleKey)
          .execute()
      ).map((row) => row.permission);
    expect(await held(RoleKey.opsAdministrator)).toEqual(
      expect.arrayContaining([Permission.assetQuery, Permission.assetAdd, Permission.assetAll, Permission.labelAdd]),
    );
    const operators = await held(RoleKey.opsOperators);
    expect(operators).toContain(Permission.assetQuery);
    expect(operators).not.toContain(Permission.assetAdd);
    expect(operators).not.toContain(Permission.assetAll);
  });

  it('migration 012 gives the seeded roles of an older installation their asset permissions, once', async () => {
    const { db } = server();
    const opsAdmin = await roleIdOf(server(), RoleKey.opsAdministrator);
    const operators = await roleIdOf(server(), RoleKey.opsOperators);
    const revoke = [Permission.assetAdd, Permission.assetAll, Permission.labelRemove];
    await db.deleteFrom('role_permissions').where('role_id', '=', opsAdmin).where('permission', 'in', revoke).execute();
    await db
      .deleteFrom('role_permissions')
      .where('role_id', '=', operators)
      .where('permission', '=', Permission.assetQuery)
      .execute();
    await grantSeededRoles(db as never);
    await grantSeededRoles(db as never);
    const held = async (roleId: number) =>
      (await db.selectFrom('role_permissions').select('permission').where('role_id', '=', roleId).execute()).map(
        (row) => row.permission,
      );
    const adminHeld = await held(opsAdmin);
    expect(adminHeld).toEqual(expect.arrayContaining(revoke));
    expect(adminHeld.length).toBe(new Set(adminHeld).size);
    expect(await held(operators)).toContain(Permission.assetQuery);
  });
});
