import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import { ResponseCode } from '../../src/shared/codes';
import { SmsGateway } from '../support/smsGateway';
import { SmtpCatcher } from '../support/smtpCatcher';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeOnSqlite } from './harness';
import { settingsFor } from './support/signInSettings';

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

const PATH = '/setting-center/signInMethods';

describeOnSqlite('sign-in method settings', (server) => {
  it('starts with password only and answers no secret', async () => {
    const token = await signInAdmin(server());
    const result = await call(server().app, 'GET', PATH, { token });
    expect(result.body).toMatchObject({
      code: 200,
      data: {
        smsLogin: false,
        otpLogin: false,
        secondFactor: 'none',
        sms: { url: '', apiKeySet: false },
        email: { host: '', passwordSet: false },
      },
    });
    const way = await call(server().app, 'GET', '/ucenter/login/getLoginWay');
    expect(way.body.data).toMatchObject({ password: true, sms: false, otp: false });
  });

  it('saves the settings, seals the secrets at rest and never answers them', async () => {
    const token = await signInAdmin(server());
    const saved = await call(server().app, 'PUT', PATH, {
      token,
      body: settingsFor(gateway.url, smtp.port, { otpLogin: true, secondFactor: 'otp' }),
    });
    expect(saved.body).toMatchObject({ code: 200, msg: '保存成功' });
    const read = await call(server().app, 'GET', PATH, { token });
    expect(read.body.data).toMatchObject({
      smsLogin: true,
      otpLogin: true,
      secondFactor: 'otp',
      sms: { url: gateway.url, apiKeyHeader: 'X-Api-Key', apiKeySet: true },
      email: { host: '127.0.0.1', port: smtp.port, username: 'mailer', passwordSet: true },
    });
    for (const text of [saved.text, read.text]) {
      expect(text).not.toContain('sms-api-key-secret');
      expect(text).not.toContain('smtp-secret-1');
    }
    const rows = await server().db.selectFrom('config').select(['key', 'value']).execute();
    const stored = rows.map((row) => row.value).join('\n');
    expect(stored).not.toContain('sms-api-key-secret');
    expect(stored).not.toContain('smtp-secret-1');
    expect(rows.find((row) => row.key === 'sys.signin.sms.apiKey')?.value).toMatch(/^v2\./);
    if (server().dialect === 'sqlite') {
      expect(statSync(join(server().dataDir, 'master.key')).mode & 0o777).toBe(0o600);
    }

    const way = await call(server().app, 'GET', '/ucenter/login/getLoginWay');
    expect(way.body.data).toMatchObject({ password: true, sms: true, otp: true });

    // Saving without the secrets keeps them; an empty one clears it.
    const { apiKey: _key, ...smsWithoutKey } = settingsFor(gateway.url, smtp.port).sms;
    const kept = await call(server().app, 'PUT', PATH, {
      token,
      body: {
        ...settingsFor(gateway.url, smtp.port),
        sms: smsWithoutKey,
        email: { ...settingsFor(gateway.url, smtp.port).email, password: '' },
      },
    });
    expect(kept.body.data).toMatchObject({ sms: { apiKeySet: true }, email: { passwordSet: false } });
  });

  it('refuses bad settings naming the field, and SMS sign-in without a gateway', async () => {
    const token = await signInAdmin(server());
    const base = settingsFor(gateway.url, smtp.port);
    const put = (body: unknown) => call(server().app, 'PUT', PATH, { token, body });
    expect((await put({ ...base, sms: { ...base.sms, url: 'ftp://x' } })).body).toMatchObject({
      code: 400,
      data: { field: 'sms.url' },
    });
    expect((await put({ ...base, email: { ...base.email, port: '25' } })).body).toMatchObject({
      code: 400,
      data: { field: 'email.port' },
    });
    expect((await put({ ...base, sms: { ...base.sms, bodyTemplate: '{"phone":"{phone}"}' } })).body).toMatchObject({
      code: 400,
      data: { field: 'sms.bodyTemplate' },
    });
    expect((await put({ ...base, sms: { ...base.sms, headers: 'no colon here' } })).body.code).toBe(400);
    expect((await put({ ...base, sms: { ...base.sms, apiKey: 'k'.repeat(501) } })).body.code).toBe(400);
    expect((await put({ ...base, secondFactor: 'fax' })).body).toMatchObject({
      code: 400,
      data: { field: 'secondFactor' },
    });
    const { smsLogin: _sms, ...missing } = base;
    expect((await put(missing)).body).toMatchObject({ code: 400, data: { field: 'smsLogin' } });
    const noGateway = await put({ ...base, sms: { ...base.sms, url: '' } });
    expect(noGateway.body).toMatchObject({ code: 400, msg: '启用短信登录或短信二次验证前，请先配置短信服务' });
  });

  it('reads with system:setting:query, changes only with system:setting:edit', async () => {
    await createUser(server(), { userName: 'setreader', permissions: [Permission.settingQuery] });
    await createUser(server(), { userName: 'setnobody', permissions: [Permission.homeQuery] });
    const reader = await signIn(server(), 'setreader', 'Passw0rd!x');
    const nobody = await signIn(server(), 'setnobody', 'Passw0rd!x');
    const body = settingsFor(gateway.url, smtp.port);
    expect((await call(server().app, 'GET', PATH, { token: reader })).body.code).toBe(200);
    expect((await call(server().app, 'PUT', PATH, { token: reader, body })).body.code).toBe(ResponseCode.forbidden);
    expect((await call(server().app, 'GET', PATH, { token: nobody })).body.code).toBe(ResponseCode.forbidden);
    expect((await call(server().app, 'GET', PATH)).body.code).toBe(ResponseCode.sessionExpired);
    const test = { phone: '13800000001', config: body.sms };
    expect(
      (await call(server().app, 'POST', '/setting-center/verifySmsConfig', { token: reader, body: test })).body.code,
    ).toBe(ResponseCode.forbidden);
    expect(
      (await call(server().app, 'POST', '/setting-center/verifyEmail', { token: reader, body: { email: 'a@b.cn' } }))
        .body.code,
    ).toBe(ResponseCode.forbidden);
  });

  it('sends a test SMS through the gateway with headers, API key and template', async () => {
    const token = await signInAdmin(server());
    const before = gateway.received.length;
    const result = await call(server().app, 'POST', '/setting-center/verifySmsConfig', {
      token,
      body: { phone: '13912345678', config: settingsFor(gateway.url, smtp.port).sms },
    });
    expect(result.body).toMatchObject({ code: 200, msg: '测试短信已发送' });
    const request = gateway.received[before];
    expect(request).toMatchObject({ method: 'POST' });
    expect(request?.headers).toMatchObject({
      'x-api-key': 'sms-api-key-secret',
      'x-tenant': 'gatehouse-test',
      'content-type': 'application/json',
    });
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      phone: '13912345678',
      code: expect.stringMatching(/^\d{6}$/),
    });

    gateway.answer = { status: 200, body: '{"result":"DENIED"}' };
    const refused = await call(server().app, 'POST', '/setting-center/verifySmsConfig', {
      token,
      body: { phone: '13912345678', config: settingsFor(gateway.url, smtp.port).sms },
    });
    gateway.answer = { status: 200, body: '{"result":"OK"}' };
    expect(refused.body.code).toBe(ResponseCode.providerFailed);
    expect(refused.body.msg).toContain('短信发送失败');

    const badPhone = await call(server().app, 'POST', '/setting-center/verifySmsConfig', {
      token,
      body: { phone: '12345' },
    });
    expect(badPhone.body).toMatchObject({ code: 400, data: { field: 'phone' } });
  });

  it('sends a test e-mail through SMTP with the stored password', async () => {
    const token = await signInAdmin(server());
    await call(server().app, 'PUT', PATH, { token, body: settingsFor(gateway.url, smtp.port) });
    const result = await call(server().app, 'POST', '/setting-center/verifyEmail', {
      token,
      body: { email: 'ops@example.com' },
    });
    expect(result.body).toMatchObject({ code: 200, msg: '测试邮件已发送' });
    expect(smtp.mails.at(-1)).toMatchObject({ from: 'gatehouse@example.com', to: ['ops@example.com'] });

    const wrongPassword = await call(server().app, 'POST', '/setting-center/verifyEmail', {
      token,
      body: { email: 'ops@example.com', config: { ...settingsFor(gateway.url, smtp.port).email, password: 'nope' } },
    });
    expect(wrongPassword.body.code).toBe(ResponseCode.providerFailed);
    expect(wrongPassword.body.msg).toContain('邮件发送失败');
    const badAddress = await call(server().app, 'POST', '/setting-center/verifyEmail', { token, body: { email: 'x' } });
    expect(badAddress.body).toMatchObject({ code: 400, data: { field: 'email' } });
  });
});
