import { expect, it } from 'vitest';
import { ALL_PERMISSIONS, Permission, RoleKey } from '../../src/shared/access/permissions';
import type { MenuNode, Session } from '../../src/shared/api/auth';
import type { PermissionGroup, Role, RoleDetail, RoleUser, UserAuthRole } from '../../src/shared/api/roles';
import { ResponseCode } from '../../src/shared/codes';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { roleIdOf, userIdOf } from './orgFixtures';

const menuNames = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((node) => [node.name, ...menuNames(node.children ?? [])]);

async function createRole(server: TestServer, token: string, roleKey: string, permissions: string[]) {
  return call(server.app, 'POST', '/system/role', {
    token,
    body: { roleKey, roleNameZh: `${roleKey} 角色`, roleNameEn: `${roleKey} role`, roleSort: 5, permissions },
  });
}

describeEachDatabase('roles', (server) => {
  it('lists the six roles of spec §6 and the wall screen’s, filtered by name in either language and by key, paged', async () => {
    const token = await signInAdmin(server());
    const all = await call(server().app, 'GET', '/system/role/list', { token });
    expect(all.body.code).toBe(200);
    const keys = (all.body.rows as Role[]).map((role) => role.roleKey);
    expect(keys.slice(0, 7)).toEqual(Object.values(RoleKey));
    const superRole = (all.body.rows as Role[])[0];
    expect(superRole).toMatchObject({ roleName: '超级管理员', protected: true, builtIn: true, userCount: 1 });

    const byZh = await call(server().app, 'GET', '/system/role/list', { token, query: { roleName: '运维' } });
    expect((byZh.body.rows as Role[]).map((role) => role.roleKey)).toEqual([
      RoleKey.opsAdministrator,
      RoleKey.opsOperators,
    ]);
    const byEn = await call(server().app, 'GET', '/system/role/list', {
      token,
      lang: 'en',
      query: { roleName: 'AUDIT' },
    });
    expect(byEn.body).toMatchObject({ total: 1, rows: [{ roleName: 'Audit administrator' }] });
    const byKey = await call(server().app, 'GET', '/system/role/list', {
      token,
      query: { roleKey: 'security', pageNum: '1', pageSize: '1' },
    });
    expect(byKey.body).toMatchObject({ total: 1, rows: [{ roleKey: RoleKey.securityAdministrator }] });
    const paged = await call(server().app, 'GET', '/system/role/list', {
      token,
      query: { pageNum: '2', pageSize: '4' },
    });
    expect((paged.body.rows as Role[])[0]?.roleKey).toBe(RoleKey.opsAdministrator);
    const wildcard = await call(server().app, 'GET', '/system/role/list', { token, query: { roleKey: '_' } });
    expect((wildcard.body.rows as Role[]).every((role) => role.roleKey.includes('_'))).toBe(true);

    const bad = await call(server().app, 'GET', '/system/role/list', { token, query: { roleName: 'x'.repeat(65) } });
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'roleName' } });
    expect((await call(server().app, 'GET', '/system/role/list')).body.code).toBe(401);
  });

  it('serves the permission tree grouped by the menu, with the permissions no menu carries', async () => {
    const token = await signInAdmin(server());
    const zh = await call(server().app, 'GET', '/system/role/permissionTree', { token });
    const groups = zh.body.data as PermissionGroup[];
    const all = groups.flatMap((group) => group.children.map((leaf) => leaf.permission));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(Object.values(Permission)));
    expect(all).not.toContain(ALL_PERMISSIONS);
    const assets = groups.find((group) => group.label === '资产管理');
    expect(assets?.children).toContainEqual({ permission: Permission.assetQuery, label: '查看资产' });
    const other = groups.find((group) => group.id === 'other');
    expect(other?.children).toContainEqual({ permission: Permission.settingEdit, label: '修改系统设置' });
    const en = await call(server().app, 'GET', '/system/role/permissionTree', { token, lang: 'en' });
    const enOther = (en.body.data as PermissionGroup[]).find((group) => group.id === 'other');
    expect(enOther).toMatchObject({ label: 'Other permissions' });
    expect(enOther?.children).toContainEqual({ permission: Permission.settingEdit, label: 'Change settings' });
  });

  it('a role with only system:asset:query gives its user the asset menu and nothing else', async () => {
    const admin = await signInAdmin(server());
    const created = await createRole(server(), admin, 'asset_viewer', [Permission.assetQuery]);
    expect(created.body).toMatchObject({
      code: 200,
      data: { roleKey: 'asset_viewer', permissions: [Permission.assetQuery] },
    });
    const roleId = (created.body.data as RoleDetail).roleId;
    const user = await createUser(server(), { userName: 'fresh_viewer' });
    const assigned = await call(server().app, 'PUT', '/system/role/authUser/selectAll', {
      token: admin,
      body: { roleId, userIds: [user.id] },
    });
    expect(assigned.body).toMatchObject({ code: 200, data: { added: 1 } });

    const token = await signIn(server(), 'fresh_viewer', user.password);
    const menus = menuNames(
      (await call(server().app, 'GET', '/ucenter/user/getMenus', { token })).body.data as MenuNode[],
    );
    expect(menus).toContain('AssetsManage');
    expect(menus).not.toContain('UserManageList');
    expect(menus).not.toContain('RoleManageList');
    const info = (await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token })).body.data as Session;
    expect(info.authorityPermissions).toEqual([Permission.assetQuery]);
    expect(info.roles).toEqual(['asset_viewer']);
    for (const path of ['/system/role/list', '/monitor/logininfor/list', '/system/dept/list']) {
      const refused = await call(server().app, 'GET', path, { token });
      expect(refused.body).toEqual({ code: 403, msg: '当前操作没有权限', data: null });
    }

    // Taken away: effective on the very next call of the same token, and in the next menu.
    const cancel = await call(server().app, 'PUT', '/system/role/authUser/cancelAll', {
      token: admin,
      body: { roleId, userIds: [user.id] },
    });
    expect(cancel.body).toMatchObject({ code: 200, data: { removed: 1 } });
    const after = menuNames(
      (await call(server().app, 'GET', '/ucenter/user/getMenus', { token })).body.data as MenuNode[],
    );
    expect(after).not.toContain('AssetsManage');
  });

  it('gets, edits and deletes a role; refuses bad input by field', async () => {
    const admin = await signInAdmin(server());
    const created = await createRole(server(), admin, 'editable', [Permission.homeQuery]);
    const roleId = (created.body.data as RoleDetail).roleId;
    const got = await call(server().app, 'GET', `/system/role/${roleId}`, { token: admin, lang: 'en' });
    expect(got.body.data).toMatchObject({
      roleName: 'editable role',
      roleSort: 5,
      permissions: [Permission.homeQuery],
    });

    const edited = await call(server().app, 'PUT', '/system/role', {
      token: admin,
      body: {
        roleId,
        roleKey: 'edited',
        roleNameZh: '已编辑',
        roleNameEn: 'Edited',
        roleSort: 1,
        permissions: [Permission.logQuery, Permission.logQuery, Permission.homeQuery],
      },
    });
    expect(edited.body.data).toMatchObject({
      roleKey: 'edited',
      roleName: '已编辑',
      permissions: [Permission.homeQuery, Permission.logQuery],
    });

    const bad = async (body: Record<string, unknown>, field: string, msg?: string) => {
      const result = await call(server().app, 'POST', '/system/role', { token: admin, body });
      expect(result.body).toMatchObject({ code: 400, data: { field } });
      if (msg) expect(result.body.msg).toBe(msg);
    };
    const valid = { roleKey: 'ok_key', roleNameZh: '名', roleNameEn: 'n', permissions: [] };
    await bad({ ...valid, roleKey: undefined }, 'roleKey');
    await bad({ ...valid, roleKey: 'has space' }, 'roleKey', 'roleKey: 只支持字母、数字、特殊字符包含 _ -');
    await bad({ ...valid, roleNameZh: 'x'.repeat(65) }, 'roleNameZh');
    await bad({ ...valid, roleNameEn: 5 }, 'roleNameEn');
    await bad({ ...valid, roleSort: 'first' }, 'roleSort');
    await bad({ ...valid, permissions: 'system:home:query' }, 'permissions');
    await bad({ ...valid, permissions: ['system:made:up'] }, 'permissions', '未知的权限标识：system:made:up');
    await bad({ ...valid, roleKey: 'edited' }, 'roleKey', '角色标识已存在');
    const missingId = await call(server().app, 'PUT', '/system/role', {
      token: admin,
      body: { ...valid, roleId: 999999 },
    });
    expect(missingId.body).toMatchObject({ code: 404, msg: '角色不存在' });

    for (const path of ['/system/role/abc', '/system/role/1e3', '/system/role/12345678901']) {
      expect((await call(server().app, 'GET', path, { token: admin })).body).toMatchObject({
        code: 400,
        data: { field: 'roleId' },
      });
    }
    expect((await call(server().app, 'DELETE', '/system/role/1,x', { token: admin })).body).toMatchObject({
      code: 400,
      data: { field: 'roleIds' },
    });

    const deleted = await call(server().app, 'DELETE', `/system/role/${roleId}`, { token: admin });
    expect(deleted.body).toMatchObject({ code: 200, data: { deleted: 1 } });
    expect((await call(server().app, 'GET', `/system/role/${roleId}`, { token: admin })).body.code).toBe(404);
  });

  it('protects super_manager and built-in roles, and refuses to delete a held role', async () => {
    const admin = await signInAdmin(server());
    const superId = await roleIdOf(server(), RoleKey.superManager);
    const lessen = await call(server().app, 'PUT', '/system/role', {
      token: admin,
      body: {
        roleId: superId,
        roleKey: RoleKey.superManager,
        roleNameZh: '超管',
        roleNameEn: 'Super',
        permissions: [],
      },
    });
    expect(lessen.body).toMatchObject({ code: 403, msg: '超级管理员角色不可删除，其全部权限不可减少' });
    const rename = await call(server().app, 'PUT', '/system/role', {
      token: admin,
      body: {
        roleId: superId,
        roleKey: RoleKey.superManager,
        roleNameZh: '超级管理员',
        roleNameEn: 'Super manager',
        roleSort: 0,
        permissions: [ALL_PERMISSIONS],
      },
    });
    expect(rename.body.code).toBe(200);
    expect((await call(server().app, 'DELETE', `/system/role/${superId}`, { token: admin })).body.code).toBe(403);
    const opsId = await roleIdOf(server(), RoleKey.opsOperators);
    expect((await call(server().app, 'DELETE', `/system/role/${opsId}`, { token: admin })).body).toMatchObject({
      code: 403,
      msg: '内置角色不可删除',
    });

    const held = await createRole(server(), admin, 'held_role', [Permission.homeQuery]);
    const heldId = (held.body.data as RoleDetail).roleId;
    const holder = await createUser(server(), { userName: 'holder' });
    await call(server().app, 'PUT', '/system/role/authUser/selectAll', {
      token: admin,
      body: { roleId: heldId, userIds: [holder.id] },
    });
    const inUse = await call(server().app, 'DELETE', `/system/role/${heldId}`, { token: admin });
    expect(inUse.body).toMatchObject({ code: 409, msg: '角色 held_role 角色 已分配给 1 个用户，请先取消分配' });
    expect((await call(server().app, 'GET', `/system/role/${heldId}`, { token: admin })).body.code).toBe(200);
  });

  it('keeps the last super manager', async () => {
    const admin = await signInAdmin(server());
    const superId = await roleIdOf(server(), RoleKey.superManager);
    const adminId = await userIdOf(server(), 'admin');
    // Nobody changes their own roles, so the last holder can only be approached by another
    // wildcard holder (a custom role with *:*:*), and the admin's own attempt is a change of own access.
    const wildcard = await createUser(server(), { userName: 'wildcard_holder', permissions: [ALL_PERMISSIONS] });
    const wildcardToken = await signIn(server(), 'wildcard_holder', wildcard.password);
    const alone = await call(server().app, 'PUT', '/system/role/authUser/cancelAll', {
      token: wildcardToken,
      body: { roleId: superId, userIds: [adminId] },
    });
    // Refused before the last-holder check: only a super manager changes a super manager.
    expect(alone.body).toMatchObject({
      code: ResponseCode.userOperationRefused,
      msg: '只有超级管理员可以修改超级管理员账号',
    });
    const viaUser = await call(server().app, 'PUT', `/system/user/authRole/${adminId}`, {
      token: admin,
      body: { roleIds: [] },
    });
    expect(viaUser.body).toMatchObject({
      code: ResponseCode.userOperationRefused,
      msg: '不能修改自己的访问权限，请由其他管理员操作',
    });

    const second = await createUser(server(), { userName: 'second_super' });
    await call(server().app, 'PUT', '/system/role/authUser/selectAll', {
      token: admin,
      body: { roleId: superId, userIds: [second.id] },
    });
    const both = await call(server().app, 'PUT', '/system/role/authUser/cancelAll', {
      token: admin,
      body: { roleId: superId, userIds: [adminId, second.id] },
    });
    expect(both.body.code).toBe(ResponseCode.userOperationRefused);
    const one = await call(server().app, 'PUT', `/system/user/authRole/${second.id}`, {
      token: admin,
      body: { roleIds: [] },
    });
    expect(one.body.code).toBe(200);
    expect((one.body.data as UserAuthRole).roles.every((role) => !role.flag)).toBe(true);
  });

  it('lets nobody hand out more than they hold', async () => {
    const admin = await signInAdmin(server());
    const delegate = await createUser(server(), {
      userName: 'delegate',
      permissions: [Permission.roleQuery, Permission.roleEdit, Permission.userEdit, Permission.assetQuery],
    });
    const token = await signIn(server(), 'delegate', delegate.password);
    const tooMuch = await createRole(server(), token, 'too_much', [Permission.assetQuery, Permission.userQuery]);
    expect(tooMuch.body).toMatchObject({ code: 403, msg: '不能授予自己不具备的权限：system:user:query' });
    const wildcard = await createRole(server(), token, 'wild', [ALL_PERMISSIONS]);
    expect(wildcard.body.code).toBe(403);
    const fine = await createRole(server(), token, 'within', [Permission.assetQuery]);
    expect(fine.body.code).toBe(200);
    const withinId = (fine.body.data as RoleDetail).roleId;
    const grow = await call(server().app, 'PUT', '/system/role', {
      token,
      body: {
        roleId: withinId,
        roleKey: 'within',
        roleNameZh: 'a',
        roleNameEn: 'a',
        permissions: [Permission.logQuery],
      },
    });
    expect(grow.body.code).toBe(403);

    const sysAdminId = await roleIdOf(server(), RoleKey.systemAdministrator);
    const trimAbove = await call(server().app, 'PUT', '/system/role', {
      token,
      body: {
        roleId: sysAdminId,
        roleKey: RoleKey.systemAdministrator,
        roleNameZh: 'a',
        roleNameEn: 'a',
        permissions: [],
      },
    });
    expect(trimAbove.body.code).toBe(403);
    const selfRaise = await call(server().app, 'PUT', '/system/role/authUser/selectAll', {
      token,
      body: { roleId: sysAdminId, userIds: [delegate.id] },
    });
    expect(selfRaise.body.code).toBe(ResponseCode.userOperationRefused);
    const superId = await roleIdOf(server(), RoleKey.superManager);
    const bystander = await createUser(server(), { userName: 'delegate_bystander' });
    const viaUser = await call(server().app, 'PUT', `/system/user/authRole/${bystander.id}`, {
      token,
      body: { roleIds: [superId] },
    });
    expect(viaUser.body.code).toBe(403);
    const adminId = await userIdOf(server(), 'admin');
    const demote = await call(server().app, 'PUT', '/system/role/authUser/cancelAll', {
      token,
      body: { roleId: superId, userIds: [adminId] },
    });
    expect(demote.body.code).toBe(403);

    const view = await call(server().app, 'GET', `/system/user/authRole/${delegate.id}`, { token });
    const roles = (view.body.data as UserAuthRole).roles;
    expect(roles.find((role) => role.roleId === superId)).toMatchObject({ flag: false, grantable: false });
    expect(roles.find((role) => role.roleId === withinId)).toMatchObject({ flag: false, grantable: true });
    const ownRole = roles.find((role) => role.flag);
    expect(ownRole).toBeDefined();

    // Within its own permissions, but its own roles: another person must do it.
    const ownChange = await call(server().app, 'PUT', `/system/user/authRole/${delegate.id}`, {
      token,
      body: { roleIds: [withinId, ownRole?.roleId] },
    });
    expect(ownChange.body.code).toBe(ResponseCode.userOperationRefused);
    const allowed = await call(server().app, 'PUT', `/system/user/authRole/${bystander.id}`, {
      token,
      body: { roleIds: [withinId] },
    });
    expect(allowed.body.code).toBe(200);
    expect((await call(server().app, 'GET', `/system/user/authRole/${delegate.id}`, { token: admin })).body.code).toBe(
      200,
    );
  });

  it('lists holders and non-holders of a role and assigns roles to a user', async () => {
    const admin = await signInAdmin(server());
    const role = await createRole(server(), admin, 'listing', [Permission.homeQuery]);
    const roleId = (role.body.data as RoleDetail).roleId;
    const alice = await createUser(server(), { userName: 'alice_l' });
    await createUser(server(), { userName: 'bob_l' });
    const setRoles = await call(server().app, 'PUT', `/system/user/authRole/${alice.id}`, {
      token: admin,
      body: { roleIds: [roleId] },
    });
    expect((setRoles.body.data as UserAuthRole).roles.filter((one) => one.flag).map((one) => one.roleKey)).toEqual([
      'listing',
    ]);
    const allocated = await call(server().app, 'GET', '/system/role/authUser/allocatedList', {
      token: admin,
      query: { roleId: String(roleId) },
    });
    expect((allocated.body.rows as RoleUser[]).map((user) => user.userName)).toEqual(['alice_l']);
    const unallocated = await call(server().app, 'GET', '/system/role/authUser/unallocatedList', {
      token: admin,
      query: { roleId: String(roleId), userName: 'B_L' },
    });
    expect(unallocated.body).toMatchObject({ total: 1, rows: [{ userName: 'bob_l', nickName: 'bob_l nick' }] });

    const badRole = await call(server().app, 'GET', '/system/role/authUser/allocatedList', {
      token: admin,
      query: { roleId: 'x1' },
    });
    expect(badRole.body).toMatchObject({ code: 400, data: { field: 'roleId' } });
    const noRole = await call(server().app, 'PUT', '/system/role/authUser/selectAll', {
      token: admin,
      body: { roleId: 999999, userIds: [alice.id] },
    });
    expect(noRole.body.code).toBe(404);
    const noUsers = await call(server().app, 'PUT', '/system/role/authUser/selectAll', {
      token: admin,
      body: { roleId, userIds: [] },
    });
    expect(noUsers.body).toMatchObject({ code: 400, data: { field: 'userIds' } });
    const unknownUser = await call(server().app, 'PUT', '/system/role/authUser/selectAll', {
      token: admin,
      body: { roleId, userIds: [999999] },
    });
    expect(unknownUser.body).toMatchObject({ code: 400, data: { field: 'userIds' } });
    const strUser = await call(server().app, 'PUT', '/system/role/authUser/selectAll', {
      token: admin,
      body: { roleId, userIds: ['1'] },
    });
    expect(strUser.body).toMatchObject({ code: 400 });
    expect((await call(server().app, 'GET', '/system/user/authRole/abc', { token: admin })).body).toMatchObject({
      code: 400,
      data: { field: 'userId' },
    });
    expect((await call(server().app, 'GET', '/system/user/authRole/999999', { token: admin })).body.code).toBe(404);
    const unknownRole = await call(server().app, 'PUT', `/system/user/authRole/${alice.id}`, {
      token: admin,
      body: { roleIds: [999999] },
    });
    expect(unknownRole.body).toMatchObject({ code: 400, data: { field: 'roleIds' } });
  });

  it('refuses every role endpoint to a caller without the permission', async () => {
    const user = await createUser(server(), { userName: 'no_roles_perm', permissions: [Permission.homeQuery] });
    const token = await signIn(server(), 'no_roles_perm', user.password);
    const calls: [string, string, unknown?][] = [
      ['GET', '/system/role/list'],
      ['GET', '/system/role/1'],
      ['GET', '/system/role/permissionTree'],
      ['GET', '/system/role/authUser/allocatedList?roleId=1'],
      ['GET', '/system/role/authUser/unallocatedList?roleId=1'],
      ['POST', '/system/role', { roleKey: 'x', roleNameZh: 'x', roleNameEn: 'x', permissions: [] }],
      ['PUT', '/system/role', { roleId: 1, roleKey: 'x', roleNameZh: 'x', roleNameEn: 'x', permissions: [] }],
      ['DELETE', '/system/role/7'],
      ['PUT', '/system/role/authUser/selectAll', { roleId: 1, userIds: [user.id] }],
      ['PUT', '/system/role/authUser/cancelAll', { roleId: 1, userIds: [user.id] }],
      ['GET', `/system/user/authRole/${user.id}`],
      ['PUT', `/system/user/authRole/${user.id}`, { roleIds: [1] }],
    ];
    for (const [method, path, body] of calls) {
      const result = await call(server().app, method, path, { token, ...(body ? { body } : {}) });
      expect([method, path, result.body.code]).toEqual([method, path, 403]);
    }
  });
});
