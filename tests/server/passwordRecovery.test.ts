import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResponseCode } from '../../src/shared/codes';
import { SmsGateway } from '../support/smsGateway';
import { SmtpCatcher } from '../support/smtpCatcher';
import { call, nextIp } from './client';
import { attemptSignIn, createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { saveSettings, settingsFor } from './support/signInSettings';

const gateway = new SmsGateway();
const smtp = new SmtpCatcher();
beforeAll(async () => {
  await gateway.start();
  await smtp.start();
});
afterAll(async () => {
  await gateway.stop();
  await smtp.stop();
});

const checkUser = (server: TestServer, username: string) =>
  call(server.app, 'POST', '/ucenter/forgetPasswdCheckUser', { body: { username }, ip: nextIp() });
const requestCode = (server: TestServer, username: string, channel: string) =>
  call(server.app, 'GET', '/ucenter/getUpdatePasswdCode', { query: { username, channel }, ip: nextIp() });
const verifyCode = (server: TestServer, username: string, channel: string, code: string) =>
  call(server.app, 'POST', '/ucenter/verifyUpdatePasswdCode', { body: { username, channel, code }, ip: nextIp() });
const update = (server: TestServer, ticket: string, passwordNew: string, passwordConfirm = passwordNew) =>
  call(server.app, 'POST', '/ucenter/forgetPasswdUpdate', {
    body: { ticket, passwordNew, passwordConfirm },
    ip: nextIp(),
  });

async function configure(server: TestServer): Promise<void> {
  await saveSettings(server, await signInAdmin(server), settingsFor(gateway.url, smtp.port, { smsLogin: false }));
}

describeEachDatabase('forgotten password', (server) => {
  it('shows masked channels, and the same kind of answer for unknown users', async () => {
    await configure(server());
    await createUser(server(), { userName: 'forgetful', phonenumber: '13812345678', email: 'forgetful@example.com' });
    const known = await checkUser(server(), 'forgetful');
    expect(known.body).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        channels: [
          { channel: 'sms', masked: '138****5678' },
          { channel: 'email', masked: 'f***@e***.com' },
        ],
      },
    });
    const unknown = await checkUser(server(), 'no-such-user');
    const unknownAgain = await checkUser(server(), 'no-such-user');
    expect(unknownAgain.body).toEqual(unknown.body);
    const channels = (unknown.body.data as { channels: { channel: string; masked: string }[] }).channels;
    expect(channels.map((entry) => entry.channel)).toEqual(['sms', 'email']);
    expect(channels[0]?.masked).toMatch(/^1[3-9]\d\*{4}\d{4}$/);
    expect(channels[1]?.masked).toMatch(/^[a-z]\*{3}@[a-z]\*{3}\.com$/);
    expect((await checkUser(server(), '')).body).toMatchObject({ code: 400, data: { field: 'username' } });
  });

  it('resets the password with an e-mail code: ticket once, sessions ended, history kept', async () => {
    await configure(server());
    await createUser(server(), { userName: 'mailreset', password: 'Old#12345', email: 'mailreset@example.com' });
    const oldSession = await signIn(server(), 'mailreset', 'Old#12345');
    const sent = await requestCode(server(), 'mailreset', 'email');
    expect(sent.body).toMatchObject({ code: 200, msg: '验证码已发送，请注意查收' });
    const code = await smtp.codeFor('mailreset@example.com');
    expect(smtp.mails.at(-1)?.raw).toContain('gatehouse@example.com');
    expect(smtp.mails.at(-1)?.text).toMatch(/^您的验证码为 \d{6}，5 分钟内有效。/);

    const wrong = await verifyCode(server(), 'mailreset', 'email', code === '000000' ? '111111' : '000000');
    expect(wrong.body).toMatchObject({ code: ResponseCode.codeInvalid, msg: '验证码错误或已过期' });
    const verified = await verifyCode(server(), 'mailreset', 'email', code);
    expect(verified.body).toMatchObject({ code: 200, data: { expiresInSeconds: 300 } });
    const { ticket } = verified.body.data as { ticket: string };
    expect((await verifyCode(server(), 'mailreset', 'email', code)).body.code).toBe(ResponseCode.codeInvalid);

    expect((await update(server(), ticket, 'abc')).body).toMatchObject({ code: 400, data: { field: 'passwordNew' } });
    expect((await update(server(), ticket, 'abcdefgh')).body).toMatchObject({ code: 400, msg: '密码强度较弱' });
    expect((await update(server(), ticket, 'New#12345', 'New#12346')).body).toMatchObject({
      code: 400,
      msg: '两次输入的密码不一致',
    });
    const done = await update(server(), ticket, 'New#12345');
    expect(done.body).toMatchObject({ code: 200, msg: '密码重置成功，请使用新密码登录' });
    expect((await update(server(), ticket, 'Other#12345')).body).toMatchObject({
      code: ResponseCode.ticketInvalid,
      msg: '重置凭证已失效，请重新获取验证码',
    });
    expect((await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token: oldSession })).body.code).toBe(
      ResponseCode.sessionExpired,
    );
    expect((await attemptSignIn(server(), 'mailreset', 'Old#12345')).body.code).toBe(ResponseCode.badCredentials);
    expect((await attemptSignIn(server(), 'mailreset', 'New#12345')).body.code).toBe(200);

    // The same password again is refused by the history, and the ticket stays usable for another try.
    server().clock.advance(61_000);
    await requestCode(server(), 'mailreset', 'email');
    const again = await smtp.codeFor('mailreset@example.com');
    const second = (await verifyCode(server(), 'mailreset', 'email', again)).body.data as { ticket: string };
    expect((await update(server(), second.ticket, 'New#12345')).body).toMatchObject({
      code: 400,
      msg: '新密码不能与最近 5 次使用过的密码相同',
    });
    expect((await update(server(), second.ticket, 'Newer#12345')).body.code).toBe(200);
  });

  it('resets with an SMS code too', async () => {
    await configure(server());
    await createUser(server(), { userName: 'smsreset', phonenumber: '13698765432' });
    expect((await requestCode(server(), 'smsreset', 'sms')).body.code).toBe(200);
    const code = await gateway.codeFor('13698765432');
    const verified = await verifyCode(server(), 'smsreset', 'sms', code);
    expect(verified.body.code).toBe(200);
  });

  it('answers unknown users like known ones, sends nothing, and limits requests', async () => {
    await configure(server());
    await createUser(server(), { userName: 'limited', email: 'limited@example.com' });
    const mailsBefore = smtp.mails.length;
    const known = await requestCode(server(), 'limited', 'email');
    const unknown = await requestCode(server(), 'ghost-user', 'email');
    expect(unknown.body).toEqual(known.body);
    await smtp.codeFor('limited@example.com');
    expect(smtp.mails.length).toBe(mailsBefore + 1);
    const wrongKnown = await verifyCode(server(), 'limited', 'email', '000000');
    const guessUnknown = await verifyCode(server(), 'ghost-user', 'email', '000000');
    expect(guessUnknown.body).toEqual(wrongKnown.body);

    const soonKnown = await requestCode(server(), 'limited', 'email');
    const soonUnknown = await requestCode(server(), 'ghost-user', 'email');
    expect(soonKnown.body.code).toBe(ResponseCode.codeTooFrequent);
    expect(soonUnknown.body).toEqual(soonKnown.body);
  });

  it('answers bad input with code 400 naming the field', async () => {
    await configure(server());
    expect((await requestCode(server(), 'someone', 'fax')).body).toMatchObject({
      code: 400,
      data: { field: 'channel' },
    });
    const noName = await call(server().app, 'GET', '/ucenter/getUpdatePasswdCode', {
      query: { channel: 'sms' },
      ip: nextIp(),
    });
    expect(noName.body).toMatchObject({ code: 400, data: { field: 'username' } });
    expect((await verifyCode(server(), 'someone', 'sms', 'abc')).body).toMatchObject({
      code: 400,
      data: { field: 'code' },
    });
    const noTicket = await call(server().app, 'POST', '/ucenter/forgetPasswdUpdate', {
      body: { passwordNew: 'New#12345', passwordConfirm: 'New#12345' },
      ip: nextIp(),
    });
    expect(noTicket.body).toMatchObject({ code: 400, data: { field: 'ticket' } });
    expect((await update(server(), 'forged-ticket', 'New#12345')).body.code).toBe(ResponseCode.ticketInvalid);
    const tooLong = await checkUser(server(), 'u'.repeat(65));
    expect(tooLong.body).toMatchObject({ code: 400, data: { field: 'username' } });
  });
});
