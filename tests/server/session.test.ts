import { expect, it } from 'vitest';
import { type MenuSeedNode, menuSeed } from '../../src/server/db/seed/menu';
import { purgeDeadTokens } from '../../src/server/modules/ucenter/tokenHousekeeping';
import { ALL_PERMISSIONS, Permission } from '../../src/shared/access/permissions';
import type { MenuNode, Session } from '../../src/shared/api/auth';
import { ResponseCode } from '../../src/shared/codes';
import { call } from './client';
import { ADMIN, attemptSignIn, createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';

const sessionInvalid = { code: 401, msg: '无效的会话，或者会话已过期，请重新登录。' };

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

describeEachDatabase('session', (server) => {
  it('describes the signed-in super administrator', async () => {
    const token = await signInAdmin(server());
    const result = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token });
    expect(result.body.code).toBe(200);
    const session = result.body.data as Session;
    expect(session).toMatchObject({
      token,
      userName: ADMIN.userName,
      nickName: ADMIN.nickName,
      roles: ['super_manager'],
      authorityPermissions: [ALL_PERMISSIONS],
      // The suites' servers are licensed by the tests' issuer (tests/support/testLicence.ts).
      licenseStatus: 1,
      licenseExpireTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      licenseManage: true,
      version: 'NORMAL',
      passwordExpireState: 'ok',
      mustChangePassword: false,
      mustCompleteInfo: true,
    });
    expect(session.roleId).toEqual(expect.any(Number));
  });

  it('warns of expiring and expired passwords and asks for missing contact details', async () => {
    const day = 86_400_000;
    const now = server().clock.now().getTime();
    await createUser(server(), {
      userName: 'expiring',
      permissions: [Permission.homeQuery],
      passwordChangedAt: new Date(now - 85 * day),
      phonenumber: '13800138000',
      email: 'a@example.com',
      mustChangePassword: true,
    });
    await createUser(server(), { userName: 'expired', permissions: [], passwordChangedAt: new Date(now - 91 * day) });
    const expiring = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', {
      token: await signIn(server(), 'expiring', 'Passw0rd!x'),
    });
    expect(expiring.body.data).toMatchObject({
      passwordExpireState: 'expiring',
      mustChangePassword: true,
      mustCompleteInfo: false,
      licenseManage: false,
      authorityPermissions: [Permission.homeQuery],
    });
    const expired = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', {
      token: await signIn(server(), 'expired', 'Passw0rd!x'),
    });
    expect(expired.body.data).toMatchObject({ passwordExpireState: 'expired', authorityPermissions: [] });
  });

  it('refuses a missing, unknown, revoked or expired token with code 401', async () => {
    const path = '/ucenter/user/getLoginInfo';
    expect((await call(server().app, 'GET', path)).body).toMatchObject(sessionInvalid);
    const unknown = await call(server().app, 'GET', path, { token: 'not-a-token' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject(sessionInvalid);

    const token = await signInAdmin(server());
    // Sent as many HTTP clients do: a JSON content type on an empty body.
    const out = await call(server().app, 'POST', '/ucenter/logout', {
      token,
      rawBody: '',
    });
    expect(out.body).toMatchObject({ code: 200, msg: '退出成功' });
    expect((await call(server().app, 'GET', path, { token })).body).toMatchObject(sessionInvalid);

    const idle = await signInAdmin(server());
    server().clock.advance(119 * 60_000);
    expect((await call(server().app, 'GET', path, { token: idle })).body.code).toBe(200);
    server().clock.advance(121 * 60_000);
    expect((await call(server().app, 'GET', path, { token: idle })).body).toMatchObject(sessionInvalid);

    const busy = await signInAdmin(server());
    for (let hour = 0; hour < 7 * 24; hour += 1) {
      server().clock.advance(60 * 60_000);
      if (hour % 24 === 0 || hour >= 7 * 24 - 2) {
        const result = await call(server().app, 'GET', path, { token: busy });
        if (hour < 7 * 24 - 1) expect(result.body.code).toBe(200);
        else expect(result.body).toMatchObject(sessionInvalid);
      } else {
        // Keep the token busy without asserting: the idle timeout must not be what ends it.
        await call(server().app, 'GET', '/ucenter/user/getMenus', { token: busy });
      }
    }
  });

  it('forgets tokens past their lifetime and tokens revoked over a day ago', async () => {
    const { db } = server().app.gatehouse;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('auth_tokens')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await purgeDeadTokens(server().app.gatehouse);
    const before = await count();
    const revoked = await signInAdmin(server());
    await call(server().app, 'POST', '/ucenter/logout', { token: revoked });
    await signInAdmin(server());
    expect(await count()).toBe(before + 2);
    server().clock.advance(25 * 60 * 60_000);
    expect(await purgeDeadTokens(server().app.gatehouse)).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(before + 1);
    server().clock.advance(7 * 24 * 60 * 60_000);
    await purgeDeadTokens(server().app.gatehouse);
    expect(await count()).toBe(0);
  });

  it('serves the whole menu to the super administrator, in the request language', async () => {
    const token = await signInAdmin(server());
    const zh = await call(server().app, 'GET', '/ucenter/user/getMenus', { token });
    const all = flatten(zh.body.data as MenuNode[]);
    const seeded = (nodes: MenuSeedNode[]): number => nodes.reduce((n, node) => n + 1 + seeded(node.children ?? []), 0);
    expect(all).toHaveLength(seeded(menuSeed));
    expect(all.map((node) => node.path)).toEqual(
      expect.arrayContaining(['/home', '/assets-manage', '/setup-manage-license', '/vedio-replay', '/proxy']),
    );
    const home = all.find((node) => node.path === '/home');
    expect(home).toMatchObject({ name: 'Home', hidden: false, meta: { title: '首页', affix: true, link: null } });
    expect(home?.permissions).toEqual([Permission.homeQuery]);
    const en = await call(server().app, 'GET', '/ucenter/user/getMenus', { token, lang: 'en' });
    expect(flatten(en.body.data as MenuNode[]).find((node) => node.path === '/home')?.meta.title).toBe('Home');
  });

  it('filters the menu by permission: home-level entries only for a home-only user', async () => {
    await createUser(server(), { userName: 'homeonly', permissions: [Permission.homeQuery] });
    const token = await signIn(server(), 'homeonly', 'Passw0rd!x');
    const result = await call(server().app, 'GET', '/ucenter/user/getMenus', { token });
    const tree = result.body.data as MenuNode[];
    expect(tree.every((node) => node.children === undefined)).toBe(true);
    expect(tree.every((node) => node.permissions.every((p) => p === Permission.homeQuery))).toBe(true);
    expect(tree.map((node) => node.path)).toEqual(expect.arrayContaining(['/home', '/assets-my']));
    expect(tree.map((node) => node.path)).not.toContain('/dashboard');

    await createUser(server(), { userName: 'auditor1', permissions: [Permission.logQuery] });
    const auditor = await call(server().app, 'GET', '/ucenter/user/getMenus', {
      token: await signIn(server(), 'auditor1', 'Passw0rd!x'),
    });
    const audit = auditor.body.data as MenuNode[];
    expect(audit.map((node) => node.name)).toEqual(['AuditCenter']);
    expect(audit[0]?.children?.map((node) => node.path)).toEqual([
      '/vedio-replay',
      '/statis-info-list',
      '/oper-log-list',
      '/login-log-list',
    ]);

    await createUser(server(), { userName: 'nothing', permissions: [] });
    const none = await call(server().app, 'GET', '/ucenter/user/getMenus', {
      token: await signIn(server(), 'nothing', 'Passw0rd!x'),
    });
    expect(none.body).toMatchObject({ code: 200, data: [] });
  });

  it('lets users change their own phone and e-mail only', async () => {
    const { id } = await createUser(server(), { userName: 'profile1', permissions: [] });
    const { id: otherId } = await createUser(server(), { userName: 'profile2', permissions: [] });
    const token = await signIn(server(), 'profile1', 'Passw0rd!x');
    const info = {
      userId: id,
      userName: 'profile1',
      nickName: 'P1',
      phonenumber: '13912345678',
      email: 'p1@example.com',
    };
    const saved = await call(server().app, 'POST', '/ucenter/user/updateOwnInfo', { token, body: info });
    expect(saved.body).toMatchObject({ code: 200, msg: '补录信息成功！' });
    const session = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token });
    expect(session.body.data).toMatchObject({
      phonenumber: '13912345678',
      email: 'p1@example.com',
      nickName: 'profile1 nick',
    });
    expect((session.body.data as Session).mustCompleteInfo).toBe(false);

    const other = await call(server().app, 'POST', '/ucenter/user/updateOwnInfo', {
      token,
      body: { ...info, userId: otherId },
    });
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ code: 403, msg: '当前操作没有权限' });

    const badPhone = await call(server().app, 'POST', '/ucenter/user/updateOwnInfo', {
      token,
      body: { ...info, phonenumber: '12345' },
    });
    expect(badPhone.body).toMatchObject({ code: 400, data: { field: 'phonenumber' } });
    expect(badPhone.body.msg).toContain('手机号格式不正确');

    const anonymous = await call(server().app, 'POST', '/ucenter/user/updateOwnInfo', {
      body: { ...info, phonenumber: 'x' },
    });
    expect(anonymous.body).toMatchObject(sessionInvalid);
  });

  it('changes the password under the policy and ends the other sessions', async () => {
    await createUser(server(), {
      userName: 'changer',
      password: 'First#111',
      permissions: [],
      mustChangePassword: true,
    });
    const token = await signIn(server(), 'changer', 'First#111');
    const otherDevice = await signIn(server(), 'changer', 'First#111');
    const change = (body: Record<string, string>, lang?: 'en') =>
      call(server().app, 'POST', '/ucenter/user/updateOwnPasswd', { token, body, ...(lang ? { lang } : {}) });
    const form = (passwordNew: string, oldPassword = 'First#111') => ({
      oldPassword,
      passwordNew,
      passwordConfirm: passwordNew,
    });

    expect((await change({ passwordNew: 'x', passwordConfirm: 'x' })).body).toMatchObject({
      code: 400,
      data: { field: 'oldPassword' },
    });
    expect((await change(form('Second#222', 'Wrong#000'))).body).toMatchObject({
      code: ResponseCode.oldPasswordWrong,
      msg: '旧密码错误',
    });
    const short = await change(form('S#2'));
    expect(short.body).toMatchObject({ code: 400, data: { field: 'passwordNew' } });
    expect(short.body.msg).toContain('长度在 6 到 32 个字符');
    expect((await change(form('a'.repeat(33)))).body.msg).toContain('长度在 6 到 32 个字符');
    expect((await change(form('abcdefgh'))).body).toMatchObject({ code: 400, msg: '密码强度较弱' });
    expect((await change({ ...form('Second#222'), passwordConfirm: 'Second#223' })).body).toMatchObject({
      code: 400,
      msg: '两次输入的密码不一致',
    });
    expect((await change(form('First#111'))).body).toMatchObject({ code: 400, msg: '新密码不能与旧密码相同' });

    const done = await change(form('Second#222'));
    expect(done.body).toMatchObject({ code: 200, msg: '修改密码成功' });
    const session = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token });
    expect(session.body.data).toMatchObject({ mustChangePassword: false });
    expect((await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token: otherDevice })).body).toMatchObject(
      sessionInvalid,
    );

    expect((await change(form('Third#333', 'Second#222'))).body.code).toBe(200);
    const reused = await change(form('Second#222', 'Third#333'));
    expect(reused.body).toMatchObject({ code: 400, msg: '新密码不能与最近 5 次使用过的密码相同' });
    const reusedEn = await change(form('Second#222', 'Third#333'), 'en');
    expect(reusedEn.body.msg).toBe('The new password must differ from the last 5 passwords');

    expect((await attemptSignIn(server(), 'changer', 'First#111')).body.code).toBe(ResponseCode.badCredentials);
    expect((await attemptSignIn(server(), 'changer', 'Third#333')).body.code).toBe(200);
  });
});
