import { expect, it } from 'vitest';
import { Permission, RoleKey } from '../../src/shared/access/permissions';
import type { DeptScope } from '../../src/shared/api/departments';
import { ResponseCode } from '../../src/shared/codes';
import { DeptRole } from '../../src/shared/enums';
import { as, deptOf, makeDept, userWithRoles } from './accessFixtures';
import { createUser, signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';
import { roleIdOf } from './orgFixtures';
import { adminId } from './userApi';

/**
 * Department membership hands out asset rights (spec §6), so it obeys the rule role
 * edits obey: the caller hands out only the reach it holds over that department's subtree, and nobody
 * changes their own membership.
 */
const OWN_ACCESS = '不能修改自己的访问权限，请由其他管理员操作';
const REACH = '您对该部门没有要授予的权限范围，不能授予该部门角色';

describeEachDatabase('department membership cannot escalate', (server) => {
  it('a system administrator cannot make itself supervisor of a department and see its assets', async () => {
    const admin = await signInAdmin(server());
    const dept = await makeDept(server(), admin, `Prod-${Date.now()}`);
    const sysadmin = await userWithRoles(server(), 'sysadm', [RoleKey.systemAdministrator]);
    const attempt = await as(server(), sysadmin.token).post('/system/dept/members', {
      deptId: dept,
      userIds: [sysadmin.id],
      deptRole: DeptRole.supervisor,
    });
    expect(attempt.body).toMatchObject({ code: ResponseCode.userOperationRefused, msg: OWN_ACCESS });
    expect(await deptOf(server(), sysadmin.id)).toMatchObject({ dept_id: null });
    const scope = await as(server(), sysadmin.token).get('/system/dept/scope');
    expect((scope.body.data as DeptScope).manage).toEqual([]);
    const mine = await as(server(), sysadmin.token).get('/privilege/my-assets/list', { pageNum: '1', pageSize: '10' });
    expect(mine.body.total).toBe(0);
  });

  it('a caller without asset reach cannot put anyone into a department, in any department role', async () => {
    const admin = await signInAdmin(server());
    const dept = await makeDept(server(), admin, `Reach-${Date.now()}`);
    const sysadmin = await userWithRoles(server(), 'sysadm', [RoleKey.systemAdministrator]);
    const accomplice = await createUser(server(), { userName: `accomplice_${Date.now()}` });
    for (const deptRole of [DeptRole.supervisor, DeptRole.normalMember, DeptRole.visitor]) {
      const attempt = await as(server(), sysadmin.token).post('/system/dept/members', {
        deptId: dept,
        userIds: [accomplice.id],
        deptRole,
      });
      expect(attempt.body).toMatchObject({ code: ResponseCode.forbidden, msg: REACH, data: { field: 'deptRole' } });
    }
    expect(await deptOf(server(), accomplice.id)).toMatchObject({ dept_id: null });

    // Promoting a visitor the super manager put there is handing out the same reach.
    expect(
      (
        await as(server(), admin).post('/system/dept/members', {
          deptId: dept,
          userIds: [accomplice.id],
          deptRole: DeptRole.visitor,
        })
      ).body.code,
    ).toBe(200);
    const promote = await as(server(), sysadmin.token).put('/system/dept/members', {
      deptId: dept,
      userId: accomplice.id,
      deptRole: DeptRole.supervisor,
    });
    expect(promote.body).toMatchObject({ code: ResponseCode.forbidden, msg: REACH });
    expect(await deptOf(server(), accomplice.id)).toMatchObject({ dept_id: dept, dept_role: DeptRole.visitor });
  });

  it('the reach a caller holds is the reach it may hand out, to others only', async () => {
    const admin = await signInAdmin(server());
    const dept = await makeDept(server(), admin, `Held-${Date.now()}`);
    // Viewing every asset (system:asset:all) lets a caller make visitors, not members who log in.
    const viewer = await userWithRoles(server(), 'viewer', [RoleKey.systemAdministrator], [Permission.assetAll]);
    const full = await userWithRoles(
      server(),
      'full',
      [RoleKey.systemAdministrator],
      [Permission.assetAll, Permission.assetImpower],
    );
    const a = await createUser(server(), { userName: `held_a_${Date.now()}` });
    const b = await createUser(server(), { userName: `held_b_${Date.now()}` });
    const add = (token: string, userId: number, deptRole: number) =>
      as(server(), token).post('/system/dept/members', { deptId: dept, userIds: [userId], deptRole });
    expect((await add(viewer.token, a.id, DeptRole.visitor)).body.code).toBe(200);
    expect((await add(viewer.token, b.id, DeptRole.normalMember)).body).toMatchObject({ msg: REACH });
    expect((await add(full.token, b.id, DeptRole.supervisor)).body.code).toBe(200);
    expect((await add(full.token, full.id, DeptRole.supervisor)).body).toMatchObject({ msg: OWN_ACCESS });
    // Not even the super manager changes its own membership.
    expect((await add(admin, await adminId(server()), DeptRole.visitor)).body).toMatchObject({ msg: OWN_ACCESS });
  });

  it('a supervisor manages roles below it but not its own membership', async () => {
    const admin = await signInAdmin(server());
    const top = await makeDept(server(), admin, `Sup-${Date.now()}`);
    const sub = await makeDept(server(), admin, 'Sub', top);
    const boss = await userWithRoles(server(), 'boss', []);
    const worker = await createUser(server(), { userName: `worker_${Date.now()}` });
    await as(server(), admin).post('/system/dept/members', {
      deptId: top,
      userIds: [boss.id],
      deptRole: DeptRole.supervisor,
    });
    await as(server(), admin).post('/system/dept/members', {
      deptId: sub,
      userIds: [worker.id],
      deptRole: DeptRole.visitor,
    });
    const bossApi = as(server(), boss.token);
    const promote = await bossApi.put('/system/dept/members', {
      deptId: sub,
      userId: worker.id,
      deptRole: DeptRole.supervisor,
    });
    expect(promote.body.code).toBe(200);
    const demoteSelf = await bossApi.put('/system/dept/members', {
      deptId: top,
      userId: boss.id,
      deptRole: DeptRole.visitor,
    });
    expect(demoteSelf.body).toMatchObject({ code: ResponseCode.userOperationRefused, msg: OWN_ACCESS });
    const leave = await bossApi.del(`/system/dept/${top}/members/${boss.id}`);
    expect(leave.body).toMatchObject({ msg: OWN_ACCESS });
    expect(await deptOf(server(), boss.id)).toMatchObject({ dept_id: top, dept_role: DeptRole.supervisor });
  });

  it('nobody changes their own roles or user groups, the super manager included', async () => {
    const admin = await signInAdmin(server());
    const me = await adminId(server());
    const sysadmin = await userWithRoles(server(), 'selfrole', [RoleKey.systemAdministrator]);
    const opsRole = await roleIdOf(server(), RoleKey.opsOperators);
    const sysApi = as(server(), sysadmin.token);
    // ops_operators holds nothing the system administrator lacks? It does (system:asset:query), but the
    // refusal comes first: one's own roles are never one's own call.
    const own = await sysApi.put(`/system/user/authRole/${sysadmin.id}`, { roleIds: [] });
    expect(own.body).toMatchObject({ code: ResponseCode.userOperationRefused, msg: OWN_ACCESS });
    const selectAll = await as(server(), admin).put('/system/role/authUser/selectAll', {
      roleId: opsRole,
      userIds: [me],
    });
    expect(selectAll.body).toMatchObject({ msg: OWN_ACCESS });
    const cancelAll = await sysApi.put('/system/role/authUser/cancelAll', {
      roleId: await roleIdOf(server(), RoleKey.systemAdministrator),
      userIds: [sysadmin.id],
    });
    expect(cancelAll.body).toMatchObject({ msg: OWN_ACCESS });

    const group = await sysApi.post('/ucenter/userGroup/add', {
      groupName: `own-${Date.now()}`,
      userIds: [sysadmin.id],
    });
    expect(group.body).toMatchObject({ code: ResponseCode.userOperationRefused, msg: OWN_ACCESS });
    const made = await sysApi.post('/ucenter/userGroup/add', { groupName: `own2-${Date.now()}` });
    const groupId = (made.body.data as { groupId: number }).groupId;
    const join = await sysApi.post('/ucenter/userGroup/addMembers', { groupId, userIds: [sysadmin.id] });
    expect(join.body).toMatchObject({ msg: OWN_ACCESS });
    const members = await server()
      .db.selectFrom('user_group_members')
      .select('user_id')
      .where('user_id', '=', sysadmin.id)
      .execute();
    expect(members).toEqual([]);
  });

  it('moving a department under one the caller supervises needs full reach over it', async () => {
    const admin = await signInAdmin(server());
    const big = await makeDept(server(), admin, `Big-${Date.now()}`);
    const small = await makeDept(server(), admin, `Small-${Date.now()}`);
    const sysadmin = await userWithRoles(server(), 'mover', [RoleKey.systemAdministrator]);
    await as(server(), admin).post('/system/dept/members', {
      deptId: small,
      userIds: [sysadmin.id],
      deptRole: DeptRole.supervisor,
    });
    const move = await as(server(), sysadmin.token).put('/system/dept', {
      deptId: big,
      deptName: 'Big',
      parentId: small,
      orderNum: 0,
    });
    expect(move.body).toMatchObject({ code: ResponseCode.forbidden, msg: REACH, data: { field: 'parentId' } });
    const scope = await as(server(), sysadmin.token).get('/system/dept/scope');
    expect((scope.body.data as DeptScope).manage).toEqual([small]);
    // Renaming in place hands nothing out.
    const rename = await as(server(), sysadmin.token).put('/system/dept', {
      deptId: big,
      deptName: `Big renamed ${Date.now()}`,
      parentId: null,
      orderNum: 0,
    });
    expect(rename.body.code).toBe(200);
  });
});
