import { expect, it } from 'vitest';
import { assertSuperManagerRemains } from '../../src/server/modules/users/guards';
import type { User, UserDetail } from '../../src/shared/api/users';
import { ResponseCode } from '../../src/shared/codes';
import { UserKind, UserSource, UserStatus } from '../../src/shared/enums';
import { Permission, RoleKey } from '../../src/shared/permissions';
import { call } from './client';
import { ADMIN, attemptSignIn, createUser, signIn, signInAdmin } from './fixtures';
import type { TestServer } from './harness';
import { describeEachDatabase } from './harness';

const web = { platform: 'WEB' };
const HOUR = 3_600_000;

function api(server: TestServer, token: string) {
  return {
    get: (path: string, query: Record<string, string> = {}) => call(server.app, 'GET', path, { token, query }),
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      call(server.app, 'POST', path, { token, body, headers }),
  };
}

const newUser = (userName: string, extra: Record<string, unknown> = {}) => ({
  userName,
  nickName: `${userName} 昵称`,
  phonenumber: '13900139000',
  email: `${userName}@example.com`,
  password: 'Start#2026',
  ...extra,
});

async function adminId(server: TestServer): Promise<number> {
  const row = await server.db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', ADMIN.userName)
    .executeTakeFirst();
  if (!row) throw new Error('no admin');
  return row.id;
}

describeEachDatabase('users', (server) => {
  it('adds a user from the form, finds it by name in the list and shows its detail', async () => {
    const admin = api(server(), await signInAdmin(server()));
    const added = await admin.post('/ucenter/user/add', newUser('alice'), web);
    expect(added.body).toMatchObject({ code: 200, msg: '新增成功' });
    const { userId } = added.body.data as { userId: number };

    const list = await admin.get('/ucenter/user/list', { userName: 'ALI' });
    expect(list.body).toMatchObject({ code: 200, total: 1 });
    expect(list.body.rows?.[0]).toMatchObject({
      userId,
      userName: 'alice',
      nickName: 'alice 昵称',
      userKind: UserKind.formal,
      userSource: UserSource.local,
      status: UserStatus.normal,
      mustChangePassword: true,
      roles: [],
    });

    const info = await admin.get('/ucenter/user/info', { userId: String(userId) });
    const detail = info.body.data as UserDetail;
    expect(detail).toMatchObject({ userId, userName: 'alice', groups: [], lastLoginTime: null, liveSessions: 0 });

    const missing = await admin.get('/ucenter/user/info', { userId: '999999' });
    expect(missing.body).toMatchObject({ code: 404, msg: '用户不存在' });
  });

  it('refuses add without the platform header and bad input naming the field', async () => {
    const admin = api(server(), await signInAdmin(server()));
    const add = (body: unknown) => admin.post('/ucenter/user/add', body, web);
    const noHeader = await admin.post('/ucenter/user/add', newUser('noheader'));
    expect(noHeader.body).toMatchObject({ code: 400, data: { field: 'platform' } });

    const { userName: _omit, ...withoutName } = newUser('x');
    expect((await add(withoutName)).body).toMatchObject({
      code: 400,
      msg: 'userName不能为空',
      data: { field: 'userName' },
    });
    expect((await add(newUser('x', { userName: 42 }))).body).toMatchObject({
      code: 400,
      msg: 'userName: 必须是文本',
    });
    expect((await add(newUser('a'.repeat(31)))).body).toMatchObject({ code: 400, msg: 'userName长度最大为30个字符' });
    expect((await add(newUser('张三'))).body).toMatchObject({
      code: 400,
      msg: 'userName: 只支持字母、数字、特殊字符包含 _ -',
    });
    expect((await add(newUser('bob', { phonenumber: '12345' }))).body).toMatchObject({
      code: 400,
      data: { field: 'phonenumber' },
      msg: 'phonenumber: 手机号格式不正确',
    });
    expect((await add(newUser('bob', { email: 'not-mail' }))).body).toMatchObject({
      code: 400,
      msg: 'email: 邮箱格式不正确',
    });
    expect((await add(newUser('bob', { userKind: 2 }))).body).toMatchObject({ code: 400, data: { field: 'userKind' } });
    expect((await add(newUser('bob', { password: 'abcdefgh' }))).body).toMatchObject({
      code: 400,
      msg: '密码强度较弱',
    });
    expect((await add(newUser('bob', { password: 'A#1' }))).body.msg).toContain('长度在 6 到 32 个字符');
    expect((await add(newUser('bob', { userKind: UserKind.temporary }))).body).toMatchObject({
      code: 400,
      msg: 'validFrom: 临时用户必须设置有效期',
    });
    const from = new Date(Date.now() + HOUR).toISOString();
    expect(
      (await add(newUser('bob', { userKind: UserKind.temporary, validFrom: from, validTo: from }))).body,
    ).toMatchObject({ code: 400, msg: 'validTo: 结束时间必须晚于开始时间' });

    expect((await add(newUser('dup'))).body.code).toBe(200);
    const duplicate = await add(newUser('dup'));
    expect(duplicate.body).toMatchObject({ code: 400, msg: '用户名已存在', data: { field: 'userName' } });
    const english = await call(server().app, 'POST', '/ucenter/user/add', {
      token: (await signInAdmin(server())) as string,
      body: newUser('dup'),
      headers: web,
      lang: 'en',
    });
    expect(english.body.msg).toBe('This user name is already taken');
  });

  it('answers "already taken" to the loser of two simultaneous adds of one name', async () => {
    const admin = api(server(), await signInAdmin(server()));
    const results = await Promise.all([
      admin.post('/ucenter/user/add', newUser('twin'), web),
      admin.post('/ucenter/user/add', newUser('twin'), web),
    ]);
    expect(results.map((result) => result.body.code).sort()).toEqual([200, 400]);
    expect(results.find((result) => result.body.code === 400)?.body).toMatchObject({ msg: '用户名已存在' });
  });

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

  it('filters by every field and pages the list', async () => {
    const admin = api(server(), await signInAdmin(server()));
    const now = server().clock.now().getTime();
    await createUser(server(), { userName: 'flt-normal', phonenumber: '13700000001' });
    await createUser(server(), { userName: 'flt-locked', status: UserStatus.locked });
    await createUser(server(), {
      userName: 'flt-later',
      userKind: UserKind.temporary,
      validFrom: new Date(now + HOUR),
      validTo: new Date(now + 2 * HOUR),
    });
    await createUser(server(), {
      userName: 'flt-gone',
      userKind: UserKind.temporary,
      validFrom: new Date(now - 2 * HOUR),
      validTo: new Date(now - HOUR),
    });
    await admin.post(
      '/ucenter/user/add',
      newUser('flt-ldap', { userSource: UserSource.ldap, password: undefined }),
      web,
    );

    const names = async (query: Record<string, string>) => {
      const result = await admin.get('/ucenter/user/list', { userName: 'flt-', ...query });
      expect(result.body.code).toBe(200);
      return (result.body.rows as User[]).map((user) => user.userName).sort();
    };
    expect(await names({})).toEqual(['flt-gone', 'flt-later', 'flt-ldap', 'flt-locked', 'flt-normal']);
    expect(await names({ status: '0' })).toEqual(['flt-ldap', 'flt-normal']);
    expect(await names({ status: '1' })).toEqual(['flt-locked']);
    expect(await names({ status: '2' })).toEqual(['flt-later']);
    expect(await names({ status: '3' })).toEqual(['flt-gone']);
    expect(await names({ userKind: '1' })).toEqual(['flt-gone', 'flt-later']);
    expect(await names({ userSource: '1' })).toEqual(['flt-ldap']);
    expect(await names({ phonenumber: '1370000' })).toEqual(['flt-normal']);
    expect(await names({ nickName: 'LOCKED NICK' })).toEqual(['flt-locked']);
    expect(await names({ beginTime: new Date(now + HOUR).toISOString() })).toEqual([]);
    expect(
      await names({ beginTime: new Date(now - HOUR).toISOString(), endTime: new Date(now + HOUR).toISOString() }),
    ).toHaveLength(5);

    const first = await admin.get('/ucenter/user/list', { userName: 'flt-', pageNum: '1', pageSize: '2' });
    const third = await admin.get('/ucenter/user/list', { userName: 'flt-', pageNum: '3', pageSize: '2' });
    expect(first.body).toMatchObject({ total: 5 });
    expect(first.body.rows).toHaveLength(2);
    expect(third.body.rows).toHaveLength(1);
    const defaults = await admin.get('/ucenter/user/list');
    expect(defaults.body.rows?.length).toBeLessThanOrEqual(100);

    expect((await admin.get('/ucenter/user/list', { status: '9' })).body).toMatchObject({
      code: 400,
      data: { field: 'status' },
    });
    expect((await admin.get('/ucenter/user/list', { userName: 'x'.repeat(65) })).body).toMatchObject({ code: 400 });
    expect((await admin.get('/ucenter/user/list', { beginTime: 'yesterday' })).body).toMatchObject({
      code: 400,
      data: { field: 'beginTime' },
    });
    expect((await admin.get('/ucenter/user/list', { pageSize: '501' })).body.code).toBe(400);
  });

  it('refuses callers without system:user:query or system:user:edit', async () => {
    await signInAdmin(server());
    await createUser(server(), { userName: 'perm-none', permissions: [Permission.homeQuery] });
    await createUser(server(), { userName: 'perm-read', permissions: [Permission.userQuery] });
    const none = api(server(), await signIn(server(), 'perm-none', 'Passw0rd!x'));
    const reader = api(server(), await signIn(server(), 'perm-read', 'Passw0rd!x'));
    const forbidden = { code: 403, msg: '当前操作没有权限' };
    expect((await none.get('/ucenter/user/list')).body).toMatchObject(forbidden);
    expect((await none.get('/ucenter/user/info', { userId: '1' })).body).toMatchObject(forbidden);
    expect((await reader.get('/ucenter/user/list')).body.code).toBe(200);
    for (const [path, body] of [
      ['/ucenter/user/add', newUser('by-reader')],
      ['/ucenter/user/update', { userId: 1, nickName: 'x' }],
      ['/ucenter/user/del', { userIds: [1] }],
      ['/ucenter/user/lock', { userIds: [1] }],
      ['/ucenter/user/unlock', { userIds: [1] }],
      ['/ucenter/user/resetPasswd', { userId: 1, generate: true }],
      ['/ucenter/user/updatePasswd', { userId: 1, passwordNew: 'Abc#12345', passwordConfirm: 'Abc#12345' }],
    ] as const) {
      expect((await reader.post(path, body, web)).body, path).toMatchObject(forbidden);
    }
    const anonymous = await call(server().app, 'GET', '/ucenter/user/list');
    expect(anonymous.body.code).toBe(401);
  });

  it('edits a user and keeps the user name', async () => {
    const admin = api(server(), await signInAdmin(server()));
    const { id } = await createUser(server(), { userName: 'editee' });
    const from = server().clock.now();
    const saved = await admin.post('/ucenter/user/update', {
      userId: id,
      nickName: '新昵称',
      phonenumber: '13811112222',
      email: 'e@example.com',
      userKind: UserKind.temporary,
      validFrom: from.toISOString(),
      validTo: new Date(from.getTime() + 24 * HOUR).toISOString(),
      userName: 'renamed',
    });
    expect(saved.body).toMatchObject({ code: 200, msg: '修改成功' });
    const info = await admin.get('/ucenter/user/info', { userId: String(id) });
    expect(info.body.data).toMatchObject({
      userName: 'editee',
      nickName: '新昵称',
      userKind: UserKind.temporary,
      status: UserStatus.normal,
    });
    expect((await admin.post('/ucenter/user/update', { userId: id, nickName: '' })).body).toMatchObject({
      code: 400,
      msg: 'nickName不能为空',
    });
    expect((await admin.post('/ucenter/user/update', { userId: 'one', nickName: 'x' })).body).toMatchObject({
      code: 400,
      data: { field: 'userId' },
    });
    expect((await admin.post('/ucenter/user/update', { userId: 999999, nickName: 'x' })).body.code).toBe(404);
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
    // The only super manager making themself temporary would leave none once the window closes.
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
      msg: expect.stringContaining('超级管理员'),
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
    expect((await attemptSignIn(server(), 'ldap-one', 'Start#2026')).body.code).toBe(ResponseCode.badCredentials);
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
