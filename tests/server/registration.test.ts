import { afterAll, beforeAll, expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { RegisterBody, RegistrationRequest } from '../../src/shared/api/registration';
import type { SignInSettingsEdit } from '../../src/shared/api/signInMethods';
import { ResponseCode } from '../../src/shared/codes';
import { SmtpCatcher } from '../support/smtpCatcher';
import { call, nextIp } from './client';
import { attemptSignIn, createUser, ensureAdmin, signIn, signInAdmin, solveCaptcha } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { settingsFor } from './support/signInSettings';

/**
 * Self-registration: off by default, switched on in the sign-in settings; a request waits for an
 * administrator with user permissions, who approves (a local user that can sign in) or refuses with a
 * reason; the requester is told by e-mail (a real SMTP server here) and at the next sign-in attempt.
 */
const smtp = new SmtpCatcher();
beforeAll(async () => {
  await smtp.start();
});
afterAll(async () => {
  await smtp.stop();
});

const PASSWORD = 'Reg1ster!pw';

async function setSelfRegister(server: TestServer, on: boolean, change: Partial<SignInSettingsEdit> = {}) {
  const token = await signInAdmin(server);
  const body = settingsFor('http://127.0.0.1:9/sms', smtp.port, { smsLogin: false, selfRegister: on, ...change });
  const result = await call(server.app, 'PUT', '/setting-center/signInMethods', { token, body });
  expect(result.body).toMatchObject({ code: 200, data: { selfRegister: on } });
}

function form(userName: string, change: Partial<RegisterBody> = {}): RegisterBody {
  return {
    userName,
    nickName: `${userName} nick`,
    phonenumber: '13912345678',
    email: `${userName}@example.com`,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    ...change,
  };
}

async function register(server: TestServer, body: RegisterBody, ip = nextIp()) {
  const captcha = await solveCaptcha(server);
  return call(server.app, 'POST', '/ucenter/register', { body: { ...captcha, ...body }, ip });
}

async function requestOf(server: TestServer, token: string, userName: string): Promise<RegistrationRequest> {
  const list = await call(server.app, 'GET', '/ucenter/register/list', { token, query: { status: '1' } });
  expect(list.body.code).toBe(200);
  const found = (list.body.rows as RegistrationRequest[]).find((row) => row.userName === userName);
  if (!found) throw new Error(`no pending request of ${userName}`);
  return found;
}

const mailTo = async (address: string): Promise<string> => {
  for (let tries = 0; tries < 300; tries += 1) {
    const mail = smtp.mails.find((entry) => entry.to.includes(address));
    if (mail) return mail.text;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no mail reached ${address}`);
};

describeEachDatabase('self-registration', (server) => {
  let deciderToken = '';
  let viewerToken = '';

  beforeAll(async () => {
    await ensureAdmin(server());
    await createUser(server(), {
      userName: 'reg_decider',
      permissions: [Permission.userQuery, Permission.userEdit],
    });
    await createUser(server(), { userName: 'reg_viewer', permissions: [Permission.userQuery] });
    deciderToken = await signIn(server(), 'reg_decider', 'Passw0rd!x');
    viewerToken = await signIn(server(), 'reg_viewer', 'Passw0rd!x');
  });

  it('is off by default: getLoginWay says so and a request is refused', async () => {
    const token = await signInAdmin(server());
    const settings = await call(server().app, 'GET', '/setting-center/signInMethods', { token });
    expect(settings.body.data).toMatchObject({ selfRegister: false });
    const way = await call(server().app, 'GET', '/ucenter/login/getLoginWay');
    expect(way.body.data).toMatchObject({ register: false });
    const refused = await register(server(), form('reg_off'));
    expect(refused.body).toMatchObject({ code: ResponseCode.registerDisabled, msg: '未开放自助注册' });
    const none = await server().db.selectFrom('registration_requests').select('id').execute();
    expect(none).toHaveLength(0);
  });

  it('names what is wrong in the form, and the captcha is required', async () => {
    await setSelfRegister(server(), true);
    expect((await call(server().app, 'GET', '/ucenter/login/getLoginWay')).body.data).toMatchObject({
      register: true,
    });
    const cases: [Partial<RegisterBody>, string, string][] = [
      [{ userName: 'bad name!' }, 'userName', '只支持字母、数字、特殊字符包含 _ -'],
      [{ nickName: '' }, 'nickName', 'nickName不能为空'],
      [{ phonenumber: '12345' }, 'phonenumber', '手机号格式不正确'],
      [{ phonenumber: '' }, 'phonenumber', '手机号不能为空'],
      [{ email: 'not-an-email' }, 'email', '邮箱格式不正确'],
      [{ email: '' }, 'email', '邮箱不能为空'],
      [{ password: 'abcdefgh', passwordConfirm: 'abcdefgh' }, 'password', '密码强度较弱'],
      [{ password: 'a1!', passwordConfirm: 'a1!' }, 'password', '长度在 6 到 32 个字符'],
      [{ passwordConfirm: 'Other1!pw' }, 'passwordConfirm', '两次输入的密码不一致'],
    ];
    for (const [change, field, msg] of cases) {
      const result = await register(server(), form('reg_form', change));
      expect(result.body, field).toMatchObject({ code: 400, msg: expect.stringContaining(msg), data: { field } });
    }
    const noCaptcha = await call(server().app, 'POST', '/ucenter/register', { body: form('reg_form'), ip: nextIp() });
    expect(noCaptcha.body.code).toBe(ResponseCode.captchaExpired);
    const { uuid } = await solveCaptcha(server());
    const wrongCaptcha = await call(server().app, 'POST', '/ucenter/register', {
      body: { ...form('reg_form'), uuid, code: 'zzzz' },
      ip: nextIp(),
    });
    expect(wrongCaptcha.body).toMatchObject({ code: ResponseCode.captchaWrong, msg: '验证码错误' });
    const none = await server().db.selectFrom('registration_requests').select('id').execute();
    expect(none).toHaveLength(0);
  });

  it('says a taken or pending user name plainly, but not whose phone or e-mail it is', async () => {
    await setSelfRegister(server(), true);
    await createUser(server(), { userName: 'reg_existing', phonenumber: '13800001111', email: 'taken@example.com' });
    const taken = await register(server(), form('reg_existing'));
    expect(taken.body).toMatchObject({ code: 400, msg: '用户名已存在', data: { field: 'userName' } });

    // The phone and e-mail of another account are accepted like any others.
    const first = await register(server(), form('reg_dup', { phonenumber: '13800001111', email: 'taken@example.com' }));
    expect(first.body).toMatchObject({ code: 200, msg: '注册申请已提交，请等待管理员审核' });
    const again = await register(server(), form('reg_dup'));
    expect(again.body).toMatchObject({
      code: 400,
      msg: '该用户名已有待审核的注册申请',
      data: { field: 'userName' },
    });
  });

  it('approve: a local user is created with the chosen password, told by e-mail; sign-in says pending before', async () => {
    await setSelfRegister(server(), true);
    expect((await register(server(), form('reg_ok'))).body.code).toBe(200);

    const waiting = await attemptSignIn(server(), 'reg_ok', PASSWORD);
    expect(waiting.body).toMatchObject({
      code: ResponseCode.registerPending,
      msg: '您的注册申请正在审核中，请等待管理员审核',
    });
    // Without the password of the request nobody learns anything about it.
    const stranger = await attemptSignIn(server(), 'reg_ok', 'Wrong1!pass');
    expect(stranger.body).toMatchObject({ code: ResponseCode.badCredentials, msg: '用户名或密码错误' });

    const request = await requestOf(server(), viewerToken, 'reg_ok');
    expect(request).toMatchObject({ nickName: 'reg_ok nick', email: 'reg_ok@example.com', status: 1 });
    expect(request).not.toHaveProperty('passwordHash');
    const notAllowed = await call(server().app, 'POST', '/ucenter/register/approve', {
      token: viewerToken,
      body: { id: request.id },
    });
    expect(notAllowed.body.code).toBe(ResponseCode.forbidden);

    const approved = await call(server().app, 'POST', '/ucenter/register/approve', {
      token: deciderToken,
      body: { id: request.id },
    });
    expect(approved.body).toMatchObject({ code: 200, msg: '已通过注册申请，账号已创建' });
    expect(await mailTo('reg_ok@example.com')).toContain('您的账号 reg_ok 已开通');

    const token = await signIn(server(), 'reg_ok', PASSWORD);
    const info = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token });
    expect(info.body.data).toMatchObject({ userId: (approved.body.data as { userId: number }).userId });
    const user = await server()
      .db.selectFrom('users')
      .select(['nick_name', 'phonenumber', 'email', 'user_kind', 'user_source', 'must_change_password'])
      .where('user_name', '=', 'reg_ok')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      nick_name: 'reg_ok nick',
      phonenumber: '13912345678',
      email: 'reg_ok@example.com',
      user_kind: 0,
      user_source: 0,
      must_change_password: 0,
    });

    const twice = await call(server().app, 'POST', '/ucenter/register/approve', {
      token: deciderToken,
      body: { id: request.id },
    });
    expect(twice.body).toMatchObject({ code: ResponseCode.registrationDecided, msg: '该注册申请已处理' });
    const missing = await call(server().app, 'POST', '/ucenter/register/approve', {
      token: deciderToken,
      body: { id: 999_999 },
    });
    expect(missing.body.code).toBe(ResponseCode.registrationNotFound);
  });

  it('refuse: a reason is required (max 99); the requester learns it at sign-in and by e-mail', async () => {
    await setSelfRegister(server(), true);
    expect((await register(server(), form('reg_no'))).body.code).toBe(200);
    const request = await requestOf(server(), deciderToken, 'reg_no');
    const empty = await call(server().app, 'POST', '/ucenter/register/refuse', {
      token: deciderToken,
      body: { id: request.id, reason: '  ' },
    });
    expect(empty.body).toMatchObject({ code: 400, msg: 'reason: 请输入拒绝原因', data: { field: 'reason' } });
    const long = await call(server().app, 'POST', '/ucenter/register/refuse', {
      token: deciderToken,
      body: { id: request.id, reason: 'x'.repeat(100) },
    });
    expect(long.body).toMatchObject({ code: 400, msg: 'reason: 长度最大为99个字符' });

    const refused = await call(server().app, 'POST', '/ucenter/register/refuse', {
      token: deciderToken,
      body: { id: request.id, reason: '请使用公司邮箱' },
    });
    expect(refused.body).toMatchObject({ code: 200, msg: '已拒绝注册申请' });
    expect(await mailTo('reg_no@example.com')).toContain('原因：请使用公司邮箱');
    const told = await attemptSignIn(server(), 'reg_no', PASSWORD);
    expect(told.body).toMatchObject({
      code: ResponseCode.registerRefused,
      msg: '您的注册申请未通过：请使用公司邮箱',
    });
    expect(await server().db.selectFrom('users').select('id').where('user_name', '=', 'reg_no').execute()).toEqual([]);
    // A refused name may be asked for again.
    expect((await register(server(), form('reg_no', { email: 'reg_no@corp.example.com' }))).body.code).toBe(200);
    const list = await call(server().app, 'GET', '/ucenter/register/list', { token: deciderToken });
    const mine = (list.body.rows as RegistrationRequest[]).filter((row) => row.userName === 'reg_no');
    expect(mine.map((row) => [row.status, row.refuseReason])).toEqual([
      [1, ''],
      [3, '请使用公司邮箱'],
    ]);
  });

  it('limits requests per address, and closes again when switched off', async () => {
    await setSelfRegister(server(), true);
    const ip = nextIp();
    for (let index = 0; index < 5; index += 1) {
      expect((await register(server(), form(`reg_ip${index}`), ip)).body.code).toBe(200);
    }
    const sixth = await register(server(), form('reg_ip5'), ip);
    expect(sixth.body).toMatchObject({ code: ResponseCode.registerTooMany, msg: '注册申请过于频繁，请稍后再试' });
    expect((await register(server(), form('reg_ip5'))).body.code).toBe(200);

    await setSelfRegister(server(), false);
    expect((await register(server(), form('reg_closed'))).body.code).toBe(ResponseCode.registerDisabled);
    // Deciding stays possible for what was filed while open.
    const request = await requestOf(server(), deciderToken, 'reg_ip0');
    const approved = await call(server().app, 'POST', '/ucenter/register/approve', {
      token: deciderToken,
      body: { id: request.id },
    });
    expect(approved.body.code).toBe(200);
    const anonymous = await call(server().app, 'GET', '/ucenter/register/list');
    expect(anonymous.body.code).toBe(401);
  });
});
