import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResponseCode } from '../../src/shared/codes';
import { SmsGateway } from '../support/smsGateway';
import { call, nextIp } from './client';
import { attemptSignIn, createUser, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { saveSettings, settingsFor } from './support/signInSettings';

const gateway = new SmsGateway();
beforeAll(() => gateway.start());
afterAll(() => gateway.stop());

let phoneCounter = 0;
/** A fresh phone number per test (the limits count per number). */
function nextPhone(): string {
  phoneCounter += 1;
  return `1390000${String(1000 + phoneCounter).padStart(4, '0')}`;
}

const requestCode = (server: TestServer, query: Record<string, string>, ip = nextIp()) =>
  call(server.app, 'GET', '/ucenter/smsCode', { query, ip });
const smsLogin = (server: TestServer, phone: string, code: string, ip = nextIp()) =>
  call(server.app, 'POST', '/ucenter/login/smsLogin', { body: { phone, code }, ip });

async function enableSms(server: TestServer, change: Parameters<typeof settingsFor>[2] = {}) {
  const token = await signInAdmin(server);
  await saveSettings(server, token, settingsFor(gateway.url, 2525, change));
}

describeEachDatabase('SMS sign-in', (server) => {
  it('refuses SMS codes and SMS sign-in while the method is off', async () => {
    const phone = nextPhone();
    expect((await requestCode(server(), { purpose: 'login', phone })).body.code).toBe(
      ResponseCode.signInMethodDisabled,
    );
    expect((await smsLogin(server(), phone, '123456')).body).toMatchObject({
      code: ResponseCode.signInMethodDisabled,
      msg: '该登录方式未开启',
    });
  });

  it('signs in with a code sent to the phone, once, and logs it', async () => {
    await enableSms(server());
    const phone = nextPhone();
    await createUser(server(), { userName: 'smsuser', phonenumber: phone });
    const sent = await requestCode(server(), { purpose: 'login', phone });
    expect(sent.body).toEqual({
      code: 200,
      msg: '验证码已发送，请注意查收',
      data: { expiresInSeconds: 300, resendAfterSeconds: 60 },
    });
    const code = await gateway.codeFor(phone);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await server()
      .db.selectFrom('verification_codes')
      .select('code_hash')
      .where('target', '=', phone)
      .execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(code);

    const result = await smsLogin(server(), phone, code);
    expect(result.body.code).toBe(200);
    const token = (result.body.data as { token: string }).token;
    const info = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token });
    expect(info.body.data).toMatchObject({ userName: 'smsuser' });
    expect((await smsLogin(server(), phone, code)).body).toMatchObject({
      code: ResponseCode.codeInvalid,
      msg: '验证码错误或已过期',
    });
    const logs = await server()
      .db.selectFrom('login_logs')
      .select(['status', 'msg'])
      .where('user_name', '=', 'smsuser')
      .execute();
    expect(logs).toEqual(
      expect.arrayContaining([
        { status: 1, msg: 'loginSuccess' },
        { status: 2, msg: 'codeInvalid' },
      ]),
    );
  });

  it('answers an unknown number exactly like a known one and sends nothing', async () => {
    await enableSms(server());
    const known = nextPhone();
    const unknown = nextPhone();
    await createUser(server(), { userName: 'smsknown', phonenumber: known });
    const before = gateway.received.length;
    const knownReply = await requestCode(server(), { purpose: 'login', phone: known });
    const unknownReply = await requestCode(server(), { purpose: 'login', phone: unknown });
    expect(unknownReply.body).toEqual(knownReply.body);
    await gateway.codeFor(known);
    expect(gateway.received.slice(before).filter((request) => request.body.includes(unknown))).toEqual([]);
    // A guess on the unknown number is refused like a wrong code on a known one.
    const wrongKnown = await smsLogin(server(), known, '000000');
    const guessUnknown = await smsLogin(server(), unknown, '000000');
    expect(guessUnknown.body).toEqual(wrongKnown.body);
    // Limits apply the same way to both.
    const againKnown = await requestCode(server(), { purpose: 'login', phone: known });
    const againUnknown = await requestCode(server(), { purpose: 'login', phone: unknown });
    expect(againKnown.body.code).toBe(ResponseCode.codeTooFrequent);
    expect(againUnknown.body).toEqual(againKnown.body);
  });

  it('refuses an expired code and voids a code after five wrong guesses', async () => {
    await enableSms(server());
    const phone = nextPhone();
    await createUser(server(), { userName: 'smsexpiry', phonenumber: phone });
    await requestCode(server(), { purpose: 'login', phone });
    const ip = nextIp();
    const first = await gateway.codeFor(phone);
    server().clock.advance(301_000);
    expect((await smsLogin(server(), phone, first, ip)).body.code).toBe(ResponseCode.codeInvalid);
    // That wrong attempt counted towards the lockout; start the count afresh for the guesses below.
    await server().db.deleteFrom('sign_in_failures').where('subject', '=', `phone:${phone}`).execute();

    await requestCode(server(), { purpose: 'login', phone });
    const second = await gateway.codeFor(phone);
    const wrong = second === '111111' ? '222222' : '111111';
    for (let guess = 0; guess < 4; guess += 1) {
      expect((await smsLogin(server(), phone, wrong, ip)).body.code).toBe(ResponseCode.codeInvalid);
    }
    // The fifth wrong guess locks the account (five wrong attempts) and voids the code.
    expect((await smsLogin(server(), phone, wrong, ip)).body.code).toBe(ResponseCode.accountLocked);
    await server().db.deleteFrom('sign_in_failures').where('subject', '=', `phone:${phone}`).execute();
    expect((await smsLogin(server(), phone, second, ip)).body.code).toBe(ResponseCode.codeInvalid);
  });

  it('sends at most one code a minute and ten an hour per number', async () => {
    await enableSms(server());
    const phone = nextPhone();
    const first = await requestCode(server(), { purpose: 'login', phone });
    expect(first.body.code).toBe(200);
    const soon = await requestCode(server(), { purpose: 'login', phone });
    expect(soon.body.code).toBe(ResponseCode.codeTooFrequent);
    expect(soon.body.msg).toMatch(/^验证码发送过于频繁，请 \d+ 秒后重试$/);
    for (let sent = 1; sent < 10; sent += 1) {
      server().clock.advance(61_000);
      expect((await requestCode(server(), { purpose: 'login', phone })).body.code).toBe(200);
    }
    server().clock.advance(61_000);
    expect((await requestCode(server(), { purpose: 'login', phone })).body).toMatchObject({
      code: ResponseCode.codeTooFrequent,
      msg: '验证码发送次数过多，请一小时后再试',
    });
    server().clock.advance(3_600_000);
    expect((await requestCode(server(), { purpose: 'login', phone })).body.code).toBe(200);
  });

  it('limits code requests per client address', async () => {
    await enableSms(server());
    const ip = nextIp();
    const codes: number[] = [];
    for (let request = 0; request < 11; request += 1) {
      codes.push((await requestCode(server(), { purpose: 'login', phone: nextPhone() }, ip)).body.code);
    }
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(ResponseCode.tooManyRequests);
  });

  it('answers bad input with code 400 naming the field', async () => {
    await enableSms(server());
    expect((await requestCode(server(), { purpose: 'login', phone: '12345' })).body).toMatchObject({
      code: 400,
      data: { field: 'phone' },
      msg: '手机号格式不正确',
    });
    expect((await requestCode(server(), { purpose: 'login' })).body).toMatchObject({
      code: 400,
      data: { field: 'phone' },
    });
    expect((await requestCode(server(), { purpose: 'spam', phone: nextPhone() })).body).toMatchObject({
      code: 400,
      data: { field: 'purpose' },
    });
    expect((await smsLogin(server(), nextPhone(), '12ab56')).body).toMatchObject({
      code: 400,
      data: { field: 'code' },
      msg: 'code: 验证码为 6 位数字',
    });
    const missing = await call(server().app, 'POST', '/ucenter/login/smsLogin', {
      body: { code: '123456' },
      ip: nextIp(),
    });
    expect(missing.body).toMatchObject({ code: 400, data: { field: 'phone' } });
    expect(missing.body.msg).toContain('手机号不能为空');
  });

  it('asks for an SMS second factor after the password and signs in with it', async () => {
    await enableSms(server(), { smsLogin: false, secondFactor: 'sms' });
    const phone = nextPhone();
    await createUser(server(), { userName: 'smssecond', password: 'Second#123', phonenumber: phone });
    const first = await attemptSignIn(server(), 'smssecond', 'Second#123');
    expect(first.body).toMatchObject({
      code: 200,
      data: { token: '', secondFactor: 'sms', maskedPhone: `${phone.slice(0, 3)}****${phone.slice(-4)}` },
    });
    const { ticket } = first.body.data as { ticket: string };
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const sent = await requestCode(server(), { purpose: 'second', ticket });
    expect(sent.body.code).toBe(200);
    const code = await gateway.codeFor(phone);
    const wrong = await call(server().app, 'POST', '/ucenter/login/secondSmsLogin', {
      body: { ticket, code: code === '000000' ? '111111' : '000000' },
      ip: nextIp(),
    });
    expect(wrong.body.code).toBe(ResponseCode.codeInvalid);
    const done = await call(server().app, 'POST', '/ucenter/login/secondSmsLogin', {
      body: { ticket, code },
      ip: nextIp(),
    });
    expect(done.body.code).toBe(200);
    expect((done.body.data as { token: string }).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const reused = await call(server().app, 'POST', '/ucenter/login/secondSmsLogin', {
      body: { ticket, code },
      ip: nextIp(),
    });
    expect(reused.body).toMatchObject({ code: ResponseCode.ticketInvalid, msg: '登录已超时，请重新登录' });

    // A user without a phone number goes in with the password alone.
    await createUser(server(), { userName: 'smsnophone', password: 'Second#123' });
    const direct = await attemptSignIn(server(), 'smsnophone', 'Second#123');
    expect((direct.body.data as { token: string }).token).not.toBe('');
  });

  it('refuses a forged, expired or OTP ticket for the SMS second factor', async () => {
    await enableSms(server(), { smsLogin: false, secondFactor: 'sms' });
    const phone = nextPhone();
    await createUser(server(), { userName: 'smsticket', password: 'Second#123', phonenumber: phone });
    const forged = await call(server().app, 'POST', '/ucenter/login/secondSmsLogin', {
      body: { ticket: 'x'.repeat(43), code: '123456' },
      ip: nextIp(),
    });
    expect(forged.body).toMatchObject({ code: ResponseCode.ticketInvalid, data: { field: 'ticket' } });
    expect((await requestCode(server(), { purpose: 'second', ticket: 'forged' })).body.code).toBe(
      ResponseCode.ticketInvalid,
    );
    const first = await attemptSignIn(server(), 'smsticket', 'Second#123');
    const { ticket } = first.body.data as { ticket: string };
    server().clock.advance(301_000);
    const expired = await call(server().app, 'POST', '/ucenter/login/secondSmsLogin', {
      body: { ticket, code: '123456' },
      ip: nextIp(),
    });
    expect(expired.body.code).toBe(ResponseCode.ticketInvalid);
  });

  it('does not tell a caller that the gateway failed for a known number', async () => {
    await enableSms(server());
    const phone = nextPhone();
    await createUser(server(), { userName: 'smsgwdown', phonenumber: phone });
    gateway.answer = { status: 500, body: 'down' };
    try {
      const known = await requestCode(server(), { purpose: 'login', phone });
      const unknown = await requestCode(server(), { purpose: 'login', phone: nextPhone() });
      expect(known.body).toEqual(unknown.body);
      expect(known.body.code).toBe(200);
      await gateway.codeFor(phone);
    } finally {
      gateway.answer = { status: 200, body: '{"result":"OK"}' };
    }
  });

  it('sends the filled template as the query string with GET, and reset codes by user name', async () => {
    const token = await signInAdmin(server());
    const base = settingsFor(gateway.url, 2525);
    await saveSettings(server(), token, {
      ...base,
      sms: {
        ...base.sms,
        method: 'GET',
        bodyTemplate: 'to={phone}&text=code%20{code}&key={apiKey}',
        successContains: '',
      },
    });
    const phone = nextPhone();
    await createUser(server(), { userName: 'smsgetuser', phonenumber: phone });
    const before = gateway.received.length;
    expect((await requestCode(server(), { purpose: 'reset', username: 'smsgetuser' })).body.code).toBe(200);
    for (let tries = 0; tries < 300 && gateway.received.length === before; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const request = gateway.received[before];
    expect(request?.method).toBe('GET');
    expect(request?.url).toMatch(new RegExp(`^/sms/send\\?to=${phone}&text=code%20\\d{6}&key=sms-api-key-secret$`));
    expect(request?.headers['x-api-key']).toBe('sms-api-key-secret');
    expect((await requestCode(server(), { purpose: 'reset' })).body).toMatchObject({
      code: 400,
      data: { field: 'username' },
    });
  });
});
