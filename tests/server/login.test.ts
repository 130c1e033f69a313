import { expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { ConfigKey } from '../../src/server/db/settingKeys';
import { setConfigValue } from '../../src/server/modules/settings/service';
import { ResponseCode } from '../../src/shared/codes';
import { UserKind, UserStatus } from '../../src/shared/enums';
import { call, nextIp } from './client';
import { ADMIN, attemptSignIn, createUser, ensureAdmin, solveCaptcha } from './fixtures';
import { describeOnSqlite } from './harness';

const web = { platform: 'WEB' };

describeOnSqlite('password sign-in', (server) => {
  it('draws a captcha image that expires in two minutes', async () => {
    const result = await call(server().app, 'GET', '/ucenter/captcha');
    expect(result.body).toMatchObject({ code: 200, data: { captchaEnabled: true, expiresInSeconds: 120 } });
    const data = result.body.data as { uuid: string; img: string };
    expect(data.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(data.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('signs in with the right captcha and password, on both sign-in paths', async () => {
    await ensureAdmin(server());
    const viaWeb = await attemptSignIn(server(), ADMIN.userName, ADMIN.password);
    expect(viaWeb.body).toMatchObject({ code: 200 });
    expect((viaWeb.body.data as { token: string }).token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const captcha = await solveCaptcha(server());
    const viaLogin = await call(server().app, 'POST', '/login', {
      body: { username: ADMIN.userName, password: ADMIN.password, ...captcha },
      ip: nextIp(),
    });
    expect(viaLogin.body.code).toBe(200);
  });

  it('refuses password sign-in without the platform header', async () => {
    await ensureAdmin(server());
    const captcha = await solveCaptcha(server());
    const result = await call(server().app, 'POST', '/ucenter/login/passwdLogin', {
      body: { username: ADMIN.userName, password: ADMIN.password, ...captcha },
      ip: nextIp(),
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ code: 400, data: { field: 'platform' } });
    expect(result.body.msg).toContain('platform');
  });

  it('answers bad input with code 400 naming the field', async () => {
    const post = (body: unknown) =>
      call(server().app, 'POST', '/ucenter/login/passwdLogin', { body, headers: web, ip: nextIp() });
    const missing = await post({ password: 'x', code: 'abcd', uuid: 'u' });
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({ code: 400, data: { field: 'username' } });
    expect(missing.body.msg).toContain('用户名不能为空');

    const wrongType = await post({ username: 'admin', password: 123, code: 'abcd', uuid: 'u' });
    expect(wrongType.body).toMatchObject({ code: 400, data: { field: 'password' } });
    expect(wrongType.body.msg).toBe('password: 必须是文本');

    const tooLong = await post({ username: 'a'.repeat(65), password: 'x', code: 'abcd', uuid: 'u' });
    expect(tooLong.body).toMatchObject({ code: 400, msg: 'username长度最大为64个字符' });

    const malformed = await call(server().app, 'POST', '/ucenter/login/passwdLogin', {
      rawBody: '{"username": "admin",',
      headers: web,
      ip: nextIp(),
    });
    expect(malformed.status).toBe(200);
    expect(malformed.body).toMatchObject({ code: 400, msg: '请求格式不正确' });
  });

  it('refuses a wrong, a reused and an expired captcha', async () => {
    await ensureAdmin(server());
    const body = (captcha: { uuid: string; code: string }) => ({
      body: { username: ADMIN.userName, password: ADMIN.password, ...captcha },
      headers: web,
      ip: nextIp(),
    });
    const wrong = await solveCaptcha(server());
    const wrongResult = await call(server().app, 'POST', '/login', body({ ...wrong, code: `${wrong.code}x` }));
    expect(wrongResult.body).toMatchObject({ code: ResponseCode.captchaWrong, msg: '验证码错误' });
    // The wrong guess used the captcha up: even the right answer now finds it gone.
    const reused = await call(server().app, 'POST', '/login', body(wrong));
    expect(reused.body).toMatchObject({ code: ResponseCode.captchaExpired, msg: '验证码已过期，请重新输入验证码' });

    const expiring = await solveCaptcha(server());
    server().clock.advance(121_000);
    const expired = await call(server().app, 'POST', '/login', body(expiring));
    expect(expired.body.code).toBe(ResponseCode.captchaExpired);

    const upperCase = await solveCaptcha(server());
    const accepted = await call(
      server().app,
      'POST',
      '/login',
      body({ ...upperCase, code: upperCase.code.toUpperCase() }),
    );
    expect(accepted.body.code).toBe(200);

    const noCaptcha = await call(server().app, 'POST', '/login', body({ uuid: '', code: '' }));
    expect(noCaptcha.body.code).toBe(ResponseCode.captchaExpired);
  });

  it('answers the same for a wrong password and an unknown user', async () => {
    await createUser(server(), { userName: 'wrongpw', password: 'Right#123' });
    const wrong = await attemptSignIn(server(), 'wrongpw', 'Wrong#123');
    const unknown = await attemptSignIn(server(), 'nobody-here', 'Wrong#123');
    expect(wrong.body).toEqual({ code: ResponseCode.badCredentials, msg: '用户名或密码错误', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks the account from that address for 10 minutes after 5 wrong passwords and logs every attempt', async () => {
    await createUser(server(), { userName: 'lockme', password: 'Right#123' });
    const ip = nextIp();
    const codes: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      codes.push((await attemptSignIn(server(), 'lockme', `Wrong#${attempt}`, ip)).body.code);
    }
    expect(codes).toEqual([10010101, 10010101, 10010101, 10010101, ResponseCode.accountLocked]);

    const locked = await attemptSignIn(server(), 'lockme', 'Right#123', ip);
    expect(locked.body).toMatchObject({
      code: ResponseCode.accountLocked,
      msg: '密码错误次数过多，账号已锁定，请 10 分钟后重试',
    });
    const lockedEn = await call(server().app, 'POST', '/login', {
      body: { username: 'lockme', password: 'Right#123', ...(await solveCaptcha(server())) },
      lang: 'en',
      ip,
    });
    expect(lockedEn.body.msg).toBe('Too many wrong passwords: the account is locked, try again in 10 minutes');

    server().clock.advance(10 * 60_000 + 1000);
    expect((await attemptSignIn(server(), 'lockme', 'Right#123', ip)).body.code).toBe(200);

    const logs = await server()
      .db.selectFrom('login_logs')
      .select(['status', 'msg'])
      .where('user_name', '=', 'lockme')
      .orderBy('id')
      .execute();
    expect(logs.map((log) => log.status)).toEqual([2, 2, 2, 2, 2, 2, 2, 1]);
    expect(logs[4]?.msg).toContain('accountLocked');
  });

  it('refuses accounts that are locked, not yet effective or expired', async () => {
    const now = server().clock.now().getTime();
    const day = 86_400_000;
    await createUser(server(), { userName: 'adminlocked', status: UserStatus.locked, password: 'Right#123' });
    await createUser(server(), {
      userName: 'tempfuture',
      userKind: UserKind.temporary,
      validFrom: new Date(now + day),
      validTo: new Date(now + 2 * day),
      password: 'Right#123',
    });
    await createUser(server(), {
      userName: 'temppast',
      userKind: UserKind.temporary,
      validFrom: new Date(now - 2 * day),
      validTo: new Date(now - day),
      password: 'Right#123',
    });
    expect((await attemptSignIn(server(), 'adminlocked', 'Right#123')).body).toMatchObject({
      code: ResponseCode.accountLocked,
      msg: '账号已被锁定，请联系管理员',
    });
    expect((await attemptSignIn(server(), 'tempfuture', 'Right#123')).body).toMatchObject({
      code: ResponseCode.accountNotEffective,
      msg: '账号尚未生效',
    });
    expect((await attemptSignIn(server(), 'temppast', 'Right#123')).body).toMatchObject({
      code: ResponseCode.accountExpired,
      msg: '账号已过期',
    });
  });

  it('limits sign-in calls per client address', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const result = await call(server().app, 'POST', '/login', {
        body: { username: 'nobody', password: 'x', code: 'abcd', uuid: 'none' },
        ip,
      });
      statuses.push(result.status);
      if (result.status === 429) expect(result.body).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试' });
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('signs in without a captcha when an administrator turned it off', async () => {
    await createUser(server(), { userName: 'nocaptcha', password: 'Right#123' });
    await setConfigValue(server().db, ConfigKey.captchaEnabled, 'false');
    try {
      expect((await call(server().app, 'GET', '/ucenter/captcha')).body.data).toMatchObject({ captchaEnabled: false });
      expect((await call(server().app, 'GET', '/ucenter/login/getLoginWay')).body.data).toMatchObject({
        captchaEnabled: false,
      });
      const result = await call(server().app, 'POST', '/login', {
        body: { username: 'nocaptcha', password: 'Right#123' },
        ip: nextIp(),
      });
      expect(result.body.code).toBe(200);
    } finally {
      await setConfigValue(server().db, ConfigKey.captchaEnabled, 'true');
    }
  });

  it('describes the sign-in methods and the password policy', async () => {
    expect((await call(server().app, 'GET', '/ucenter/login/getLoginWay')).body.data).toEqual({
      password: true,
      sms: false,
      otp: false,
      qr: true,
      usbKey: true,
      captchaEnabled: true,
      sso: false,
      ssoLabel: '',
      register: false,
    });
    expect((await call(server().app, 'GET', '/ucenter/login/passwdRule')).body.data).toEqual({
      passwdMinLen: 6,
      passwdMaxLen: 32,
      minStrength: 'middle',
      expireDays: 90,
      expireWarnDays: 7,
      historyCount: 5,
      lockThreshold: 5,
      lockMinutes: 10,
    });
    expect((await call(server().app, 'GET', '/ucenter/user/passwdLengthPolicy')).body).toEqual({
      code: 200,
      msg: '操作成功',
      data: { passwdMinLen: 6, passwdMaxLen: 32 },
    });
  });
});

describeOnSqlite(
  'password sign-in behind one office address',
  (server) => {
    it('allows the configured multiple of the per-address limit, then answers 429', async () => {
      const ip = '192.0.2.78';
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 51; attempt += 1) {
        const result = await call(server().app, 'POST', '/login', {
          body: { username: 'nobody', password: 'x', code: 'abcd', uuid: 'none' },
          ip,
        });
        statuses.push(result.status);
      }
      expect(statuses.slice(0, 50).every((status) => status === 200)).toBe(true);
      expect(statuses[50]).toBe(429);
    });

    it('reads the factor from GATEHOUSE_RATE_LIMIT_FACTOR and refuses a bad one by name', () => {
      expect(readConfig({}).rateLimitFactor).toBeUndefined();
      expect(readConfig({ GATEHOUSE_RATE_LIMIT_FACTOR: '2.5' }).rateLimitFactor).toBe(2.5);
      expect(() => readConfig({ GATEHOUSE_RATE_LIMIT_FACTOR: '0' })).toThrow(
        'GATEHOUSE_RATE_LIMIT_FACTOR is not a positive number: 0',
      );
    });
  },
  { rateLimitFactor: 2.5 },
);
