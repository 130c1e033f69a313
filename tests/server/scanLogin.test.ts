import { beforeAll, expect, it } from 'vitest';
import type { MobileToken, ScanGuid, ScanStatusReply } from '../../src/shared/api/keys';
import { ResponseCode } from '../../src/shared/codes';
import { UserStatus } from '../../src/shared/enums';
import { call, nextIp } from './client';
import { createUser, ensureAdmin, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';

const CONSOLE_UA = 'Mozilla/5.0 (X11; Linux x86_64) ConsoleBrowser/1.0';

async function drawQr(server: TestServer, ip = nextIp()): Promise<ScanGuid & { ip: string }> {
  const result = await call(server.app, 'GET', '/ucenter/scan/guid', { ip, headers: { 'user-agent': CONSOLE_UA } });
  expect(result.body.code).toBe(200);
  return { ...(result.body.data as ScanGuid), ip };
}

function poll(server: TestServer, qr: { guid: string; pollKey: string; ip?: string }) {
  return call(server.app, 'GET', '/ucenter/scan/status', {
    query: { guid: qr.guid, pollKey: qr.pollKey },
    ip: qr.ip ?? nextIp(),
  });
}

async function scan(server: TestServer, token: string, guid: string) {
  return call(server.app, 'GET', '/ucenter/login/getMobileToken', { token, query: { guid } });
}

describeEachDatabase('QR scan sign-in', (server) => {
  beforeAll(async () => {
    await ensureAdmin(server());
  });

  it('hands a fresh token of its own to the waiting console exactly once, and logs it', async () => {
    const { id } = await createUser(server(), { userName: 'scan_ok', permissions: [] });
    const phoneToken = await signIn(server(), 'scan_ok', 'Passw0rd!x');
    const qr = await drawQr(server());
    expect(qr.expiresInSeconds).toBe(120);
    expect((await poll(server(), qr)).body.data).toEqual({ status: 'waiting', token: null });

    const scanned = await scan(server(), phoneToken, qr.guid);
    expect(scanned.body.code).toBe(200);
    const mobile = scanned.body.data as MobileToken;
    expect(mobile).toMatchObject({ requesterIp: qr.ip, requesterUserAgent: CONSOLE_UA });
    expect((await poll(server(), qr)).body.data).toEqual({ status: 'scanned', token: null });

    const confirmed = await call(server().app, 'POST', '/ucenter/scan/confirm', {
      token: phoneToken,
      body: { guid: qr.guid, ticket: mobile.ticket },
    });
    expect(confirmed.body).toMatchObject({ code: 200, msg: '已确认登录' });

    const handed = (await poll(server(), qr)).body.data as ScanStatusReply;
    expect(handed.status).toBe('confirmed');
    expect(handed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(handed.token).not.toBe(phoneToken);
    const info = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token: handed.token ?? '' });
    expect(info.body.data).toMatchObject({ userId: id, userName: 'scan_ok' });
    const row = await server()
      .db.selectFrom('auth_tokens')
      .select('ip')
      .where('user_id', '=', id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.ip).toBe(qr.ip);

    // Once only: the next poll finds the guid used up, and it cannot be scanned again.
    expect((await poll(server(), qr)).body.data).toEqual({ status: 'expired', token: null });
    expect((await scan(server(), phoneToken, qr.guid)).body.code).toBe(ResponseCode.scanHandled);

    const log = await server()
      .db.selectFrom('login_logs')
      .selectAll()
      .where('user_name', '=', 'scan_ok')
      .where('msg', '=', 'scanLoginSuccess')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('reports a refusal and never hands over a token', async () => {
    await createUser(server(), { userName: 'scan_no', permissions: [] });
    const phoneToken = await signIn(server(), 'scan_no', 'Passw0rd!x');
    const qr = await drawQr(server());
    const mobile = (await scan(server(), phoneToken, qr.guid)).body.data as MobileToken;
    const refused = await call(server().app, 'POST', '/ucenter/scan/refuse', {
      token: phoneToken,
      body: { guid: qr.guid, ticket: mobile.ticket },
      lang: 'en',
    });
    expect(refused.body).toMatchObject({ code: 200, msg: 'Sign-in refused' });
    expect((await poll(server(), qr)).body.data).toEqual({ status: 'refused', token: null });
    const late = await call(server().app, 'POST', '/ucenter/scan/confirm', {
      token: phoneToken,
      body: { guid: qr.guid, ticket: mobile.ticket },
    });
    expect(late.body).toMatchObject({ code: ResponseCode.scanHandled, msg: '该二维码已被处理' });
  });

  it('expires after two minutes', async () => {
    const admin = await signInAdmin(server());
    const qr = await drawQr(server());
    server().clock.advance(121_000);
    expect((await poll(server(), qr)).body.data).toEqual({ status: 'expired', token: null });
    const late = await scan(server(), admin, qr.guid);
    expect(late.body).toMatchObject({ code: ResponseCode.scanExpired, msg: '二维码已过期，请刷新' });
  });

  it('keeps the token from anyone without the poll key, and the decision from anyone without the ticket', async () => {
    await createUser(server(), { userName: 'scan_a', permissions: [] });
    await createUser(server(), { userName: 'scan_b', permissions: [] });
    const phoneA = await signIn(server(), 'scan_a', 'Passw0rd!x');
    const phoneB = await signIn(server(), 'scan_b', 'Passw0rd!x');
    const qr = await drawQr(server());
    const wrongKey = await poll(server(), { guid: qr.guid, pollKey: 'not-the-key' });
    expect(wrongKey.body).toMatchObject({ code: ResponseCode.scanNotFound, msg: '二维码无效，请刷新' });

    const mobile = (await scan(server(), phoneA, qr.guid)).body.data as MobileToken;
    // Another signed-in user cannot take over a request scanned by someone else…
    expect((await scan(server(), phoneB, qr.guid)).body.code).toBe(ResponseCode.scanHandled);
    // …nor confirm it with the ticket they saw on a screen.
    const hijack = await call(server().app, 'POST', '/ucenter/scan/confirm', {
      token: phoneB,
      body: { guid: qr.guid, ticket: mobile.ticket },
    });
    expect(hijack.body).toMatchObject({ code: 400, data: { field: 'ticket' } });
    const badTicket = await call(server().app, 'POST', '/ucenter/scan/confirm', {
      token: phoneA,
      body: { guid: qr.guid, ticket: 'forged' },
    });
    expect(badTicket.body).toMatchObject({ code: 400, data: { field: 'ticket' } });
    expect((await poll(server(), qr)).body.data).toEqual({ status: 'scanned', token: null });
  });

  it('does not hand a token to a user locked after confirming', async () => {
    const { id } = await createUser(server(), { userName: 'scan_lock', permissions: [] });
    const phone = await signIn(server(), 'scan_lock', 'Passw0rd!x');
    const qr = await drawQr(server());
    const mobile = (await scan(server(), phone, qr.guid)).body.data as MobileToken;
    await call(server().app, 'POST', '/ucenter/scan/confirm', {
      token: phone,
      body: { guid: qr.guid, ticket: mobile.ticket },
    });
    await server().db.updateTable('users').set({ status: UserStatus.locked }).where('id', '=', id).execute();
    const result = await poll(server(), qr);
    expect(result.body).toMatchObject({ code: ResponseCode.accountLocked, msg: '账号已被锁定，请联系管理员' });
  });

  it('answers bad input naming the field, and refuses the phone side without a session', async () => {
    const missing = await call(server().app, 'GET', '/ucenter/scan/status', { query: { guid: 'x' } });
    expect(missing.body).toMatchObject({ code: 400, data: { field: 'pollKey' } });
    const tooLong = await call(server().app, 'GET', '/ucenter/scan/status', {
      query: { guid: 'g'.repeat(65), pollKey: 'k' },
    });
    expect(tooLong.body).toMatchObject({ code: 400, msg: 'guid长度最大为64个字符' });
    const unknown = await call(server().app, 'GET', '/ucenter/scan/status', { query: { guid: 'nope', pollKey: 'k' } });
    expect(unknown.body.code).toBe(ResponseCode.scanNotFound);

    const qr = await drawQr(server());
    const anonymous = await call(server().app, 'GET', '/ucenter/login/getMobileToken', { query: { guid: qr.guid } });
    expect(anonymous.body.code).toBe(401);
    const admin = await signInAdmin(server());
    const noGuid = await call(server().app, 'GET', '/ucenter/login/getMobileToken', { token: admin });
    expect(noGuid.body).toMatchObject({ code: 400, data: { field: 'guid' } });
    const wrongType = await call(server().app, 'POST', '/ucenter/scan/confirm', {
      token: admin,
      body: { guid: 5, ticket: 't' },
    });
    expect(wrongType.body).toMatchObject({ code: 400, data: { field: 'guid' } });
    const noSession = await call(server().app, 'POST', '/ucenter/scan/refuse', {
      body: { guid: qr.guid, ticket: 't' },
    });
    expect(noSession.body.code).toBe(401);
  });

  it('rate-limits drawing QR codes per client address', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      codes.push((await call(server().app, 'GET', '/ucenter/scan/guid', { ip })).body.code);
    }
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(ResponseCode.tooManyRequests);
  });
});
