import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { User, UserDetail } from '../../src/shared/api/users';
import { UserKind, UserSource, UserStatus } from '../../src/shared/enums';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';
import { api, HOUR, newUser, web } from './userApi';

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
});
