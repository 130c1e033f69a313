import { expect, it } from 'vitest';
import { Permission, RoleKey } from '../../src/shared/access/permissions';
import { ResponseCode } from '../../src/shared/codes';
import { DeptRole } from '../../src/shared/enums';
import { as, makeDept, userWithRoles } from './accessFixtures';
import { attemptSignIn, createUser, ensureAdmin, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';

/**
 * A system administrator reset an operations administrator's password, signed in as
 * them and revealed a vault secret. Managing a user (password, lock, edit, roles, department, groups,
 * delete) is allowed only when the target holds no more than the caller.
 */
const HOLDS_MORE = /^用户 \S+ 拥有您没有的权限（\S+），不能管理该用户$/;
const NEW_PASSWORD = 'Taken#Over2026';

async function pair(server: TestServer) {
  await ensureAdmin(server);
  const sysadmin = await userWithRoles(server, 'sysadm', [RoleKey.systemAdministrator]);
  const ops = await userWithRoles(server, 'opsadm', [RoleKey.opsAdministrator]);
  return { sysadmin, ops, api: as(server, sysadmin.token) };
}

describeEachDatabase('nobody manages a user who holds more', (server) => {
  it('a system administrator cannot reset, set, lock, unlock, edit or delete an operations administrator', async () => {
    const { ops, api } = await pair(server());
    const attempts = [
      await api.post('/ucenter/user/resetPasswd', { userId: ops.id, password: NEW_PASSWORD }),
      await api.post('/ucenter/user/resetPasswd', { userId: ops.id, generate: true }),
      await api.post('/ucenter/user/updatePasswd', {
        userId: ops.id,
        passwordNew: NEW_PASSWORD,
        passwordConfirm: NEW_PASSWORD,
      }),
      await api.post('/ucenter/user/lock', { userIds: [ops.id] }),
      await api.post('/ucenter/user/unlock', { userIds: [ops.id] }),
      await api.post('/ucenter/user/update', {
        userId: ops.id,
        nickName: 'owned',
        phonenumber: '13900139000',
        email: 'owned@example.com',
      }),
      await api.post('/ucenter/user/del', { userIds: [ops.id] }),
    ];
    for (const attempt of attempts) {
      expect(attempt.body.code).toBe(ResponseCode.userOperationRefused);
      expect(attempt.body.msg).toMatch(HOLDS_MORE);
      expect(attempt.body.msg).toContain(ops.userName);
    }
    expect((await attemptSignIn(server(), ops.userName, NEW_PASSWORD)).body.code).not.toBe(ResponseCode.ok);
    expect((await as(server(), ops.token).get('/ucenter/user/getLoginInfo')).body.code).toBe(ResponseCode.ok);
  });

  it('nor move them in departments, groups or roles', async () => {
    const admin = await signInAdmin(server());
    const dept = await makeDept(server(), admin, `Higher-${Date.now()}`);
    // A caller with every department reach still lacks the operations administrator's other permissions.
    const full = await userWithRoles(
      server(),
      'full',
      [RoleKey.systemAdministrator],
      [Permission.assetAll, Permission.assetImpower],
    );
    const ops = await userWithRoles(server(), 'opsadm', [RoleKey.opsAdministrator]);
    const api = as(server(), full.token);
    const join = await api.post('/system/dept/members', {
      deptId: dept,
      userIds: [ops.id],
      deptRole: DeptRole.visitor,
    });
    expect(join.body.msg).toMatch(HOLDS_MORE);
    await as(server(), admin).post('/system/dept/members', {
      deptId: dept,
      userIds: [ops.id],
      deptRole: DeptRole.normalMember,
    });
    const change = await api.put('/system/dept/members', { deptId: dept, userId: ops.id, deptRole: DeptRole.visitor });
    expect(change.body.msg).toMatch(HOLDS_MORE);
    expect((await api.del(`/system/dept/${dept}/members/${ops.id}`)).body.msg).toMatch(HOLDS_MORE);
    const group = await api.post('/ucenter/userGroup/add', { groupName: `higher-${Date.now()}`, userIds: [ops.id] });
    expect(group.body.msg).toMatch(HOLDS_MORE);
    const roles = await api.put(`/system/user/authRole/${ops.id}`, { roleIds: [] });
    expect(roles.body.code).not.toBe(ResponseCode.ok);
  });

  it('a supervisor of a department the caller cannot reach is out of its hands', async () => {
    const admin = await signInAdmin(server());
    const dept = await makeDept(server(), admin, `Boss-${Date.now()}`);
    const boss = await createUser(server(), { userName: `boss_${Date.now()}` });
    await as(server(), admin).post('/system/dept/members', {
      deptId: dept,
      userIds: [boss.id],
      deptRole: DeptRole.supervisor,
    });
    const sysadmin = await userWithRoles(server(), 'sysadm', [RoleKey.systemAdministrator]);
    const reset = await as(server(), sysadmin.token).post('/ucenter/user/resetPasswd', {
      userId: boss.id,
      password: NEW_PASSWORD,
    });
    expect(reset.body).toMatchObject({ code: ResponseCode.userOperationRefused });
    expect(reset.body.msg).toMatch(/^用户 \S+ 是您无权管理的部门（\S+）的主管，不能管理该用户$/);
  });

  it('a user holding less is still managed, and a reset signs the target out and names both in the log', async () => {
    const admin = await signInAdmin(server());
    const { sysadmin, ops, api } = await pair(server());
    const junior = await userWithRoles(server(), 'junior', [], [Permission.homeQuery]);
    expect((await api.post('/ucenter/user/resetPasswd', { userId: junior.id, password: NEW_PASSWORD })).body.code).toBe(
      ResponseCode.ok,
    );
    expect((await as(server(), junior.token).get('/ucenter/user/getLoginInfo')).body.code).not.toBe(ResponseCode.ok);

    const reset = await as(server(), admin).post('/ucenter/user/resetPasswd', { userId: ops.id, generate: true });
    expect(reset.body.code).toBe(ResponseCode.ok);
    expect((await as(server(), ops.token).get('/ucenter/user/getLoginInfo')).body.code).not.toBe(ResponseCode.ok);
    const log = await server()
      .db.selectFrom('operation_logs')
      .select(['user_name', 'target_ids', 'target_names', 'code'])
      .where('path', '=', '/prod-api/ucenter/user/resetPasswd')
      .where('target_ids', '=', String(ops.id))
      .execute();
    expect(log).toEqual([
      expect.objectContaining({ user_name: 'admin', target_names: ops.userName, code: ResponseCode.ok }),
    ]);
    // The refused attempt is on record under the attacker's name, with the target's name too.
    await api.post('/ucenter/user/resetPasswd', { userId: ops.id, password: NEW_PASSWORD });
    const refused = await server()
      .db.selectFrom('operation_logs')
      .select(['user_name', 'target_names', 'code'])
      .where('path', '=', '/prod-api/ucenter/user/resetPasswd')
      .where('user_name', '=', sysadmin.userName)
      .where('target_ids', '=', String(ops.id))
      .execute();
    expect(refused).toEqual([
      expect.objectContaining({ target_names: ops.userName, code: ResponseCode.userOperationRefused }),
    ]);
  });
});
