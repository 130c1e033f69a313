import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import { ResponseCode } from '../../src/shared/codes';
import { call, nextIp } from './client';
import { attemptSignIn, createUser, ensureAdmin, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { bindOtp, otpCodeAt } from './otpApi';
import { saveSettings, settingsFor } from './support/signInSettings';

const otpLogin = (server: TestServer, body: Record<string, string>, ip = nextIp()) =>
  call(server.app, 'POST', '/ucenter/login/otpLogin', { body, ip });

async function requireOtp(server: TestServer, otpLoginOn = false): Promise<void> {
  const token = await signInAdmin(server);
  await saveSettings(
    server,
    token,
    settingsFor('http://127.0.0.1:9/sms', 2525, { smsLogin: false, otpLogin: otpLoginOn, secondFactor: 'otp' }),
  );
}

describeEachDatabase('one-time password', (server) => {
  it('binds: a secret as text and QR code, confirmed with a current code, sealed at rest', async () => {
    await ensureAdmin(server());
    await createUser(server(), { userName: 'otpbinder', permissions: [] });
    const token = await signIn(server(), 'otpbinder', 'Passw0rd!x');
    expect((await call(server().app, 'GET', '/ucenter/user/otp', { token })).body.data).toEqual({
      bound: false,
      required: false,
    });
    const started = await call(server().app, 'POST', '/ucenter/user/otpBind/start', { token });
    const data = started.body.data as { secret: string; uri: string; qr: string };
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.uri).toMatch(/^otpauth:\/\/totp\/Gatehouse:otpbinder\?/);
    expect(data.uri).toContain('issuer=Gatehouse');
    expect(data.uri).toContain(`secret=${data.secret}`);
    expect(data.qr).toMatch(/^data:image\/png;base64,/);
    const row = await server().db.selectFrom('user_otp').selectAll().executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(data.secret);
    expect(row.secret_sealed).toMatch(/^v2\./);

    const wrong = await call(server().app, 'POST', '/ucenter/user/otpBind/confirm', {
      token,
      body: { code: otpCodeAt(server(), data.secret, 3) },
    });
    expect(wrong.body).toMatchObject({ code: ResponseCode.otpInvalid, msg: '动态口令错误' });
    const right = await call(server().app, 'POST', '/ucenter/user/otpBind/confirm', {
      token,
      body: { code: otpCodeAt(server(), data.secret) },
    });
    expect(right.body.code).toBe(200);
    expect((await call(server().app, 'GET', '/ucenter/user/otp', { token })).body.data).toEqual({
      bound: true,
      required: false,
    });
    const again = await call(server().app, 'POST', '/ucenter/user/otpBind/start', { token });
    expect(again.body).toMatchObject({ code: ResponseCode.otpAlreadyBound, msg: '已绑定动态口令，请先解绑' });
  });

  it('asks for the OTP after the password; a code is accepted once, ±1 step', async () => {
    await requireOtp(server());
    await createUser(server(), { userName: 'otpsecond', password: 'Otp#12345', permissions: [] });
    const firstToken = await signIn(server(), 'otpsecond', 'Otp#12345');
    expect((await call(server().app, 'GET', '/ucenter/user/otp', { token: firstToken })).body.data).toEqual({
      bound: false,
      required: true,
    });
    const secret = await bindOtp(server(), firstToken);

    const first = await attemptSignIn(server(), 'otpsecond', 'Otp#12345');
    expect(first.body).toMatchObject({ code: 200, data: { token: '', secondFactor: 'otp' } });
    const { ticket } = first.body.data as { ticket: string };
    // The bind confirmation used the current step's code: the same code again is a replay.
    const replay = await otpLogin(server(), { ticket, code: otpCodeAt(server(), secret) });
    expect(replay.body).toMatchObject({ code: ResponseCode.otpInvalid, data: { field: 'code' } });
    const next = await otpLogin(server(), { ticket, code: otpCodeAt(server(), secret, 1) });
    expect(next.body.code).toBe(200);
    const token = (next.body.data as { token: string }).token;
    expect((await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token })).body.code).toBe(200);
    expect((await otpLogin(server(), { ticket, code: otpCodeAt(server(), secret, 1) })).body.code).toBe(
      ResponseCode.ticketInvalid,
    );

    // One step late is still accepted; two steps late is not.
    server().clock.advance(90_000);
    const late = (await attemptSignIn(server(), 'otpsecond', 'Otp#12345')).body.data as { ticket: string };
    expect((await otpLogin(server(), { ticket: late.ticket, code: otpCodeAt(server(), secret, -2) })).body.code).toBe(
      ResponseCode.otpInvalid,
    );
    expect((await otpLogin(server(), { ticket: late.ticket, code: otpCodeAt(server(), secret, -1) })).body.code).toBe(
      200,
    );
  });

  it('voids a second-factor ticket after five wrong codes', async () => {
    await requireOtp(server());
    await createUser(server(), { userName: 'otpguess', password: 'Otp#12345', permissions: [] });
    const secret = await bindOtp(server(), await signIn(server(), 'otpguess', 'Otp#12345'));
    server().clock.advance(30_000);
    const { ticket } = (await attemptSignIn(server(), 'otpguess', 'Otp#12345')).body.data as { ticket: string };
    const ip = nextIp();
    const wrong = otpCodeAt(server(), secret, 5);
    const codes: number[] = [];
    for (let guess = 0; guess < 4; guess += 1)
      codes.push((await otpLogin(server(), { ticket, code: wrong }, ip)).body.code);
    expect(codes).toEqual(Array(4).fill(ResponseCode.otpInvalid));
    // The fifth wrong code also reaches the lockout threshold of five.
    expect((await otpLogin(server(), { ticket, code: wrong }, ip)).body.code).toBe(ResponseCode.accountLocked);
    await server().db.deleteFrom('sign_in_failures').where('subject', '=', 'name:otpguess').execute();
    expect((await otpLogin(server(), { ticket, code: otpCodeAt(server(), secret) }, ip)).body.code).toBe(
      ResponseCode.ticketInvalid,
    );
  });

  it('signs in with user name and OTP only when that method is enabled', async () => {
    await requireOtp(server(), false);
    await createUser(server(), { userName: 'otponly', permissions: [] });
    const secret = await bindOtp(server(), await signIn(server(), 'otponly', 'Passw0rd!x'));
    server().clock.advance(30_000);
    expect((await otpLogin(server(), { username: 'otponly', code: otpCodeAt(server(), secret) })).body.code).toBe(
      ResponseCode.signInMethodDisabled,
    );
    await requireOtp(server(), true);
    expect((await call(server().app, 'GET', '/ucenter/login/getLoginWay')).body.data).toMatchObject({ otp: true });
    const unknown = await otpLogin(server(), { username: 'nobody-otp', code: '123456' });
    const wrong = await otpLogin(server(), { username: 'otponly', code: otpCodeAt(server(), secret, 4) });
    expect(unknown.body).toEqual(wrong.body);
    const done = await otpLogin(server(), { username: 'otponly', code: otpCodeAt(server(), secret) });
    expect(done.body.code).toBe(200);
    expect((await otpLogin(server(), { code: '123456' })).body).toMatchObject({
      code: 400,
      data: { field: 'username' },
    });
    expect((await otpLogin(server(), { username: 'otponly', code: '12345' })).body).toMatchObject({
      code: 400,
      data: { field: 'code' },
    });
  });

  it('unbinds by the user with a current code, and by an administrator with system:user:edit', async () => {
    const user = await createUser(server(), { userName: 'otpunbind', permissions: [] });
    const token = await signIn(server(), 'otpunbind', 'Passw0rd!x');
    const secret = await bindOtp(server(), token);
    server().clock.advance(30_000);
    const wrong = await call(server().app, 'POST', '/ucenter/user/otpUnbindOwn', {
      token,
      body: { code: otpCodeAt(server(), secret, 4) },
    });
    expect(wrong.body.code).toBe(ResponseCode.otpInvalid);
    const own = await call(server().app, 'POST', '/ucenter/user/otpUnbindOwn', {
      token,
      body: { code: otpCodeAt(server(), secret) },
    });
    expect(own.body).toMatchObject({ code: 200, msg: '动态口令已解绑' });
    expect((await call(server().app, 'GET', '/ucenter/user/otp', { token })).body.data).toMatchObject({ bound: false });

    await bindOtp(server(), token);
    await createUser(server(), { userName: 'otpviewer', permissions: [Permission.userQuery] });
    const viewer = await signIn(server(), 'otpviewer', 'Passw0rd!x');
    const refused = await call(server().app, 'POST', '/ucenter/user/otpUnbind', {
      token: viewer,
      body: { userId: user.id },
    });
    expect(refused.body.code).toBe(ResponseCode.forbidden);
    const admin = await signInAdmin(server());
    const done = await call(server().app, 'POST', '/ucenter/user/otpUnbind', {
      token: admin,
      body: { userId: user.id },
    });
    expect(done.body).toMatchObject({ code: 200, msg: '动态口令已解绑' });
    const notBound = await call(server().app, 'POST', '/ucenter/user/otpUnbind', {
      token: admin,
      body: { userId: user.id },
    });
    expect(notBound.body).toMatchObject({ code: ResponseCode.otpNotBound, msg: '尚未绑定动态口令' });
    const unknown = await call(server().app, 'POST', '/ucenter/user/otpUnbind', {
      token: admin,
      body: { userId: 999999 },
    });
    expect(unknown.body).toMatchObject({ code: ResponseCode.notFound, data: { field: 'userId' } });
    const bad = await call(server().app, 'POST', '/ucenter/user/otpUnbind', { token: admin, body: { userId: 'x' } });
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'userId' } });
    expect((await call(server().app, 'POST', '/ucenter/user/otpBind/start')).body.code).toBe(
      ResponseCode.sessionExpired,
    );
  });
});
