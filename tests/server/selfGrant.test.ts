import { expect, it } from 'vitest';
import { RoleKey } from '../../src/shared/access/permissions';
import { ResponseCode } from '../../src/shared/codes';
import { DeptRole } from '../../src/shared/enums';
import { as, makeDept, userWithRoles } from './accessFixtures';
import { addAsset, linuxAsset, platformIdByName } from './assetApi';
import { signInAdmin } from './fixtures';
import { defaultWindow } from './grantApi';
import { describeEachDatabase, type TestServer } from './harness';

/**
 * An operations administrator granted itself login rights on any asset with nobody
 * else involved. The base configuration refuses a self-grant by default and may allow it; every attempt
 * is marked in the operation log either way.
 */
async function logTitles(server: TestServer, userName: string) {
  const rows = await server.db
    .selectFrom('operation_logs')
    .select(['title', 'code'])
    .where('path', '=', '/prod-api/privilege/impower/add')
    .where('user_name', '=', userName)
    .orderBy('id')
    .execute();
  return rows;
}

describeEachDatabase('self-grants are a setting and always logged', (server) => {
  it('refuses a self-grant by default, through the user, its group or its department, and logs it', async () => {
    const admin = await signInAdmin(server());
    const dept = await makeDept(server(), admin, `Self-${Date.now()}`);
    const ops = await userWithRoles(server(), 'opsself', [RoleKey.opsAdministrator]);
    await as(server(), admin).post('/system/dept/members', {
      deptId: dept,
      userIds: [ops.id],
      deptRole: DeptRole.visitor,
    });
    const made = await as(server(), admin).post('/ucenter/userGroup/add', {
      groupName: `selfgrp-${Date.now()}`,
      userIds: [ops.id],
    });
    const groupId = (made.body.data as { groupId: number }).groupId;
    const linux = (await platformIdByName(server(), admin, 'Linux')).platformId;
    const asset = await addAsset(server(), admin, linuxAsset(linux, { assetName: `self-${Date.now()}` }));
    const window = await defaultWindow(server(), ops.token);
    const base = { permissionType: 1, ...window, assetIds: [asset.assetId] };
    const api = as(server(), ops.token);
    for (const [field, subject] of [
      ['userIds', { userIds: [ops.id] }],
      ['groupIds', { groupIds: [groupId] }],
      ['deptIds', { deptIds: [dept] }],
    ] as const) {
      const attempt = await api.post('/privilege/impower/add', { ...base, ...subject });
      expect(attempt.body).toMatchObject({
        code: ResponseCode.userOperationRefused,
        msg: '不能给自己（或自己所在的用户组、部门）授权，请由其他管理员操作',
        data: { field },
      });
    }
    const mine = await api.get('/privilege/my-assets/list', { pageNum: '1', pageSize: '10' });
    expect(mine.body.total).toBe(0);
    const titles = await logTitles(server(), ops.userName);
    expect(titles).toHaveLength(3);
    for (const row of titles) {
      expect(row.title).toMatch(/\[self-grant\]$/);
      expect(row.code).toBe(ResponseCode.userOperationRefused);
    }

    // Another person grants it: not a self-grant, not marked.
    const other = await as(server(), admin).post('/privilege/impower/add', { ...base, userIds: [ops.id] });
    expect(other.body.code).toBe(ResponseCode.ok);
  });

  it('allows a self-grant when the setting says so, still marked in the log', async () => {
    const admin = await signInAdmin(server());
    const settings = as(server(), admin);
    expect((await settings.get('/setting-center/baseConfig/query')).body.data).toMatchObject({ selfGrant: 'refuse' });
    const bad = await settings.put('/setting-center/baseConfig/edit', { selfGrant: 'sometimes' });
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'selfGrant' } });
    expect((await settings.put('/setting-center/baseConfig/edit', { selfGrant: 'allow' })).body.code).toBe(200);
    try {
      const ops = await userWithRoles(server(), 'opsallow', [RoleKey.opsAdministrator]);
      const linux = (await platformIdByName(server(), admin, 'Linux')).platformId;
      const asset = await addAsset(server(), admin, linuxAsset(linux, { assetName: `allow-${Date.now()}` }));
      const window = await defaultWindow(server(), ops.token);
      const granted = await as(server(), ops.token).post('/privilege/impower/add', {
        permissionType: 1,
        ...window,
        assetIds: [asset.assetId],
        userIds: [ops.id],
      });
      expect(granted.body.code).toBe(ResponseCode.ok);
      const titles = await logTitles(server(), ops.userName);
      expect(titles).toEqual([expect.objectContaining({ code: ResponseCode.ok })]);
      expect(titles[0]?.title).toMatch(/\[self-grant\]$/);
    } finally {
      await settings.put('/setting-center/baseConfig/edit', { selfGrant: 'refuse' });
    }
  });
});
