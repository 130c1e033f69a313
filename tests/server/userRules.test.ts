import { expect, it } from 'vitest';
import { assertSuperManagerRemains } from '../../src/server/modules/users/guards';
import { Permission, RoleKey } from '../../src/shared/access/permissions';
import { ResponseCode } from '../../src/shared/codes';
import { UserKind, UserSource, UserStatus } from '../../src/shared/enums';
import { call, nextIp } from './client';
import { ADMIN, attemptSignIn, createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';
import { adminId, api, HOUR, newUser, web } from './userApi';

describeEachDatabase('user rules', (server) => {
  it('keeps one active super manager whatever removes the last one (the rule the roles module calls too)', async () => {
    await signInAdmin(server());
    const now = server().clock.now();
    const self = await adminId(server());
    await expect(assertSuperManagerRemains(server().db, now, [self])).rejects.toMatchObject({
      code: ResponseCode.userOperationRefused,
      messageKey: 'lastSuperManager',
    });
    const { id } = await createUser(server(), { userName: 'second-super' });
    const role = await server()
      .db.selectFrom('roles')
      .select('id')
      .where('role_key', '=', RoleKey.superManager)
      .executeTakeFirstOrThrow();
    await server().db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
    await expect(assertSuperManagerRemains(server().db, now, [self])).resolves.toBeUndefined();
    // A locked or expired super manager does not count.
    await server().db.updateTable('users').set({ status: UserStatus.locked }).where('id', '=', id).execute();
    await expect(assertSuperManagerRemains(server().db, now, [self])).rejects.toMatchObject({
      messageKey: 'lastSuperManager',
    });
    await server().db.deleteFrom('users').where('id', '=', id).execute();
  });

  it('protects the signed-in user and super managers', async () => {
    const adminToken = await signInAdmin(server());
    const admin = api(server(), adminToken);
    const self = await adminId(server());
    expect((await admin.post('/ucenter/user/del', { userIds: [self] })).body).toMatchObject({
      code: ResponseCode.userOperationRefused,
      msg: '不能删除当前登录用户',
    });
    expect((await admin.post('/ucenter/user/lock', { userIds: [self] })).body).toMatchObject({
      msg: '不能锁定当前登录用户',
    });
    expect((await admin.post('/ucenter/user/resetPasswd', { userId: self, generate: true })).body).toMatchObject({
      msg: '请在个人中心修改自己的密码',
    });
    // Making oneself temporary (here: the only super manager, who would leave none once the window closes)
    // is one's own access: another administrator must do it.
    const now = server().clock.now();
    const demote = await admin.post('/ucenter/user/update', {
      userId: self,
      nickName: ADMIN.nickName,
      userKind: UserKind.temporary,
      validFrom: now.toISOString(),
      validTo: new Date(now.getTime() + HOUR).toISOString(),
    });
    expect(demote.body).toMatchObject({
      code: ResponseCode.userOperationRefused,
      msg: '不能修改自己的访问权限，请由其他管理员操作',
    });

    // A user administrator who is not a super manager cannot touch the super manager's account.
    await createUser(server(), { userName: 'sysadmin', permissions: [Permission.userQuery, Permission.userEdit] });
    const sysadmin = api(server(), await signIn(server(), 'sysadmin', 'Passw0rd!x'));
    for (const [path, body] of [
      ['/ucenter/user/del', { userIds: [self] }],
      ['/ucenter/user/lock', { userIds: [self] }],
      ['/ucenter/user/resetPasswd', { userId: self, generate: true }],
    ] as const) {
      expect((await sysadmin.post(path, body)).body, path).toMatchObject({
        code: ResponseCode.userOperationRefused,
        msg: '只有超级管理员可以修改超级管理员账号',
      });
    }
    const still = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token: adminToken });
    expect(still.body.code).toBe(200);
  });

  it('locks a user out at once and lets them back after unlock', async () => {
    const admin = api(server(), await signInAdmin(server()));
    const { id } = await createUser(server(), { userName: 'lockee', permissions: [] });
    const token = await signIn(server(), 'lockee', 'Passw0rd!x');
    expect((await admin.post('/ucenter/user/lock', { userIds: [id] })).body).toMatchObject({
      code: 200,
      msg: '锁定成功',
    });
    expect((await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token })).body.code).toBe(401);
    const refused = await attemptSignIn(server(), 'lockee', 'Passw0rd!x');
    expect(refused.body).toMatchObject({ code: ResponseCode.accountLocked, msg: '账号已被锁定，请联系管理员' });
    const listed = await admin.get('/ucenter/user/list', { userName: 'lockee' });
    expect(listed.body.rows?.[0]).toMatchObject({ status: UserStatus.locked });

    expect((await admin.post('/ucenter/user/unlock', { userIds: [id] })).body).toMatchObject({ msg: '解锁成功' });
    expect((await attemptSignIn(server(), 'lockee', 'Passw0rd!x')).body.code).toBe(200);
    expect((await admin.post('/ucenter/user/lock', { userIds: [] })).body).toMatchObject({
      code: 400,
      msg: 'userIds不能为空',
    });
    expect((await admin.post('/ucenter/user/lock', { userIds: [id, 999999] })).body.code).toBe(404);
  });

  it('shows a lockout after wrong passwords and lets the administrator end it', async () => {
    const admin = api(server(), await signInAdmin(server()));
    const { id } = await createUser(server(), { userName: 'fumbler' });
    const ip = nextIp();
    for (let attempt = 0; attempt < 5; attempt += 1) await attemptSignIn(server(), 'fumbler', 'Wrong#0000', ip);
    const refused = await attemptSignIn(server(), 'fumbler', 'Passw0rd!x', ip);
    expect(refused.body.code).toBe(ResponseCode.accountLocked);
    const listed = await admin.get('/ucenter/user/list', { userName: 'fumbler' });
    expect(listed.body.rows?.[0]).toMatchObject({ status: UserStatus.normal, lockedUntil: expect.any(String) });
    expect((await admin.post('/ucenter/user/unlock', { userIds: [id] })).body.code).toBe(200);
    expect((await admin.get('/ucenter/user/list', { userName: 'fumbler' })).body.rows?.[0]).toMatchObject({
      lockedUntil: null,
    });
    expect((await attemptSignIn(server(), 'fumbler', 'Passw0rd!x', ip)).body.code).toBe(200);
  });

  it('refuses temporary users outside their window at sign-in', async () => {
    await signInAdmin(server());
    const now = server().clock.now().getTime();
    await createUser(server(), {
      userName: 'tmp-later',
      userKind: UserKind.temporary,
      validFrom: new Date(now + HOUR),
      validTo: new Date(now + 2 * HOUR),
    });
    await createUser(server(), {
      userName: 'tmp-gone',
      userKind: UserKind.temporary,
      validFrom: new Date(now - 2 * HOUR),
      validTo: new Date(now - HOUR),
    });
    expect((await attemptSignIn(server(), 'tmp-later', 'Passw0rd!x')).body).toMatchObject({
      code: ResponseCode.accountNotEffective,
      msg: '账号尚未生效',
    });
    expect((await attemptSignIn(server(), 'tmp-gone', 'Passw0rd!x')).body).toMatchObject({
      code: ResponseCode.accountExpired,
      msg: '账号已过期',
    });
  });

  it('resets a password once, forces the change at sign-in and honours it', async () => {
    const admin = api(server(), await signInAdmin(server()));
    const { id } = await createUser(server(), { userName: 'resetee', permissions: [Permission.userQuery] });
    const before = await signIn(server(), 'resetee', 'Passw0rd!x');
    const reset = await admin.post('/ucenter/user/resetPasswd', { userId: id, generate: true });
    expect(reset.body).toMatchObject({ code: 200, msg: '重置密码成功' });
    const generated = (reset.body.data as { password: string }).password;
    expect(generated).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d]).{12,}$/);
    expect((await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token: before })).body.code).toBe(401);

    const token = await signIn(server(), 'resetee', generated);
    const user = api(server(), token);
    const session = await user.get('/ucenter/user/getLoginInfo');
    expect(session.body.data).toMatchObject({ mustChangePassword: true });
    expect((await user.get('/ucenter/user/list')).body).toMatchObject({
      code: ResponseCode.passwordChangeRequired,
      msg: '您的密码需要修改，请先修改密码后再继续操作',
    });
    const form = { oldPassword: generated, passwordNew: 'Mine#2026a', passwordConfirm: 'Mine#2026a' };
    expect((await user.post('/ucenter/forceUpdatePasswd', form)).body).toMatchObject({
      code: 400,
      data: { field: 'platform' },
    });
    expect(
      (
        await user.post(
          '/ucenter/forceUpdatePasswd',
          { ...form, passwordNew: generated, passwordConfirm: generated },
          web,
        )
      ).body.code,
    ).toBe(400);
    expect((await user.post('/ucenter/forceUpdatePasswd', form, web)).body).toMatchObject({
      code: 200,
      msg: '修改密码成功',
    });
    expect((await user.get('/ucenter/user/getLoginInfo')).body.data).toMatchObject({ mustChangePassword: false });
    expect((await user.get('/ucenter/user/list')).body.code).toBe(200);

    const typed = await admin.post('/ucenter/user/resetPasswd', { userId: id, password: 'Typed#2026' });
    expect(typed.body).toMatchObject({ code: 200, data: { password: null } });
    expect((await admin.post('/ucenter/user/resetPasswd', { userId: id })).body).toMatchObject({
      code: 400,
      msg: 'password: 密码不能为空',
    });
    expect((await admin.post('/ucenter/user/resetPasswd', { userId: id, password: 'Mine#2026a' })).body).toMatchObject({
      code: 400,
      msg: '新密码不能与最近 5 次使用过的密码相同',
    });
  });

  it('sets a password for good and refuses LDAP users', async () => {
    const admin = api(server(), await signInAdmin(server()));
    const { id } = await createUser(server(), { userName: 'setee' });
    const set = (body: Record<string, unknown>) => admin.post('/ucenter/user/updatePasswd', { userId: id, ...body });
    expect((await set({ passwordNew: 'Given#2026', passwordConfirm: 'Given#2027' })).body).toMatchObject({
      code: 400,
      msg: '两次输入的密码不一致',
    });
    expect((await set({ passwordNew: '12345678', passwordConfirm: '12345678' })).body.msg).toBe('密码强度较弱');
    expect((await set({ passwordConfirm: 'x' })).body).toMatchObject({ code: 400, data: { field: 'passwordNew' } });
    expect((await set({ passwordNew: 'Given#2026', passwordConfirm: 'Given#2026' })).body).toMatchObject({ code: 200 });
    const token = await signIn(server(), 'setee', 'Given#2026');
    const session = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token });
    expect(session.body.data).toMatchObject({ mustChangePassword: false });

    const ldap = await admin.post('/ucenter/user/add', newUser('ldap-one', { userSource: UserSource.ldap }), web);
    const ldapId = (ldap.body.data as { userId: number }).userId;
    const refused = await admin.post('/ucenter/user/resetPasswd', { userId: ldapId, generate: true });
    expect(refused.body).toMatchObject({
      code: ResponseCode.ldapUserNoPassword,
      msg: 'LDAP 用户没有本地密码，请在 LDAP 服务器上修改密码',
    });
    // No local password signs an LDAP user in; with no directory configured the refusal says so (see ldap.test.ts).
    expect((await attemptSignIn(server(), 'ldap-one', 'Start#2026')).body.code).toBe(ResponseCode.ldapNotEnabled);
  });

  it('deletes several users at once and ends their sign-ins', async () => {
    const admin = api(server(), await signInAdmin(server()));
    const one = await createUser(server(), { userName: 'del-one', permissions: [] });
    const two = await createUser(server(), { userName: 'del-two' });
    const token = await signIn(server(), 'del-one', 'Passw0rd!x');
    const deleted = await admin.post('/ucenter/user/del', { userIds: [one.id, two.id] });
    expect(deleted.body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await admin.get('/ucenter/user/list', { userName: 'del-' })).body.total).toBe(0);
    expect((await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token })).body.code).toBe(401);
    expect((await admin.post('/ucenter/user/del', { userIds: [one.id] })).body.code).toBe(404);
    expect((await admin.post('/ucenter/user/del', { userIds: 'all' })).body).toMatchObject({
      code: 400,
      data: { field: 'userIds' },
    });
  });
});
