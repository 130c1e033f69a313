import { expect, it } from 'vitest';
import { type CreatedShare, shareSocketUrl } from '../../src/shared/api/terminalShare';
import { ResponseCode } from '../../src/shared/codes';
import { TerminalCloseCode } from '../../src/shared/protocol/terminal';
import { call } from './client';
import { describeEachDatabase, type TestServer } from './harness';
import { listen, openSocket } from './sockets';
import {
  commandRows,
  grantedAccount,
  openSessionOk,
  PASSWORD_ACCOUNT,
  sshdForFile,
  TerminalClient,
  terminalUser,
  until,
} from './terminalApi';

/** Shares of a live session (docs/monitor-share.md) against a real OpenSSH server. */

const sshd = sshdForFile();

const pw = PASSWORD_ACCOUNT;
const marker = (name: string) => `${name}-${Math.floor(Math.random() * 1e9)}`;
const echo = (word: string) => `echo ${word.replace('-', '-""')}\r`;

async function liveSession(server: TestServer, name: string) {
  const user = await terminalUser(server);
  const target = await grantedAccount(server, user.admin, user.id, { name, host: sshd().host, port: sshd().port }, pw);
  const session = await openSessionOk(server, user.token, target);
  const owner = await TerminalClient.attach(server, user.token, session.sessionId);
  await owner.waitForOutput('$ ');
  return { user, session, owner };
}

async function share(server: TestServer, token: string, sessionId: number, validMinutes = 30) {
  const created = await call(server.app, 'POST', `/terminal/sessions/${sessionId}/shares`, {
    token,
    body: { validMinutes },
  });
  expect(created.body, JSON.stringify(created.body)).toMatchObject({ code: 200 });
  return created.body.data as CreatedShare;
}

const join = (server: TestServer, body: Record<string, unknown>, ip?: string) =>
  call(server.app, 'POST', '/share/terminal/join', { body, lang: 'en', ...(ip ? { ip } : {}) });

async function guest(server: TestServer, created: CreatedShare): Promise<TerminalClient> {
  const joined = await join(server, { token: created.token, code: created.code });
  expect(joined.body).toMatchObject({ code: 200 });
  const origin = (await listen(server)).replace('ws://', 'http://');
  const socket = await openSocket(shareSocketUrl(origin, (joined.body.data as { ticket: string }).ticket));
  const client = new TerminalClient(socket, false);
  await socket.waitForJson({ type: 'attached' });
  return client;
}

describeEachDatabase('terminal shares', (server) => {
  it('a guest with the right code watches; a wrong or missing code is refused and logged', async () => {
    const { user, session, owner } = await liveSession(server(), 'share-watch');
    const created = await share(server(), user.token, session.sessionId);
    expect(created.code).toMatch(/^\d{6}$/);
    expect(created.path).toBe(`/share-terminal?token=${created.token}`);
    const row = await server()
      .db.selectFrom('terminal_shares')
      .selectAll()
      .where('id', '=', created.shareId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(JSON.stringify(row)).not.toContain(created.code);

    const empty = await join(server(), { token: created.token, code: '' });
    expect(empty.body.code).toBe(400);
    expect(empty.body.msg).toContain('Please enter the verification code');
    const wrongCode = created.code === '000000' ? '111111' : '000000';
    const wrong = await join(server(), { token: created.token, code: wrongCode });
    expect(wrong.body).toMatchObject({ code: ResponseCode.shareCodeWrong, msg: 'The verification code is wrong' });
    expect((await join(server(), { token: 'nope', code: created.code })).body).toMatchObject({
      code: ResponseCode.shareNotFound,
    });

    const before = marker('before');
    owner.type(echo(before));
    await owner.waitForOutput(before);
    const viewer = await guest(server(), created);
    await viewer.waitForOutput(before);
    const after = marker('after');
    owner.type(echo(after));
    await viewer.waitForOutput(after);

    const listed = await call(server().app, 'GET', `/terminal/sessions/${session.sessionId}/shares`, {
      token: user.token,
    });
    expect(listed.body.data).toMatchObject([{ shareId: created.shareId, guests: [{ mayInput: false }] }]);

    const events = await server()
      .db.selectFrom('terminal_share_guests')
      .select(['event', 'ip'])
      .where('share_id', '=', created.shareId)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['codeRefused', 'join']);
    expect(events[1]?.ip).toBe('127.0.0.1');
    const logged = await server()
      .db.selectFrom('operation_logs')
      .select(['path', 'code'])
      .where('path', '=', `/prod-api/terminal/sessions/${session.sessionId}/shares`)
      .execute();
    expect(logged).toEqual([{ path: `/prod-api/terminal/sessions/${session.sessionId}/shares`, code: 200 }]);
  });

  it('a guest types only while granted; the input is recorded like the owner’s', async () => {
    const { user, session, owner } = await liveSession(server(), 'share-input');
    const created = await share(server(), user.token, session.sessionId);
    const viewer = await guest(server(), created);

    const ignored = marker('ignored');
    viewer.type(echo(ignored));
    const check = marker('check');
    owner.type(echo(check));
    await viewer.waitForOutput(check);
    expect(owner.text).not.toContain('ignored');

    const listed = await call(server().app, 'GET', `/terminal/sessions/${session.sessionId}/shares`, {
      token: user.token,
    });
    const guestId = (listed.body.data as { guests: { guestId: string }[] }[])[0]?.guests[0]?.guestId;
    const granted = await call(server().app, 'POST', `/terminal/shares/${created.shareId}/input`, {
      token: user.token,
      body: { guestId },
    });
    expect(granted.body).toMatchObject({ code: 200 });
    const typed = marker('typed');
    viewer.type(echo(typed));
    await owner.waitForOutput(typed);
    await until(async () =>
      (await commandRows(server(), session.sessionId)).some((c) => c.line === echo(typed).trim()),
    );

    await call(server().app, 'POST', `/terminal/shares/${created.shareId}/input`, {
      token: user.token,
      body: { guestId: null },
    });
    const again = marker('again');
    viewer.type(echo(again));
    const check2 = marker('check2');
    owner.type(echo(check2));
    await viewer.waitForOutput(check2);
    expect(owner.text).not.toContain('again');
  });

  it('a revoked or expired share is refused and its guests disconnected', async () => {
    const { user, session } = await liveSession(server(), 'share-end');
    const created = await share(server(), user.token, session.sessionId);
    const viewer = await guest(server(), created);
    const revoked = await call(server().app, 'POST', `/terminal/shares/${created.shareId}/revoke`, {
      token: user.token,
    });
    expect(revoked.body).toMatchObject({ code: 200 });
    expect((await viewer.socket.closed).code).toBe(TerminalCloseCode.shareEnded);
    expect((await join(server(), { token: created.token, code: created.code })).body).toMatchObject({
      code: ResponseCode.shareNotFound,
    });

    const other = await share(server(), user.token, session.sessionId);
    await server()
      .db.updateTable('terminal_shares')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', other.shareId)
      .execute();
    expect((await join(server(), { token: other.token, code: other.code })).body).toMatchObject({
      code: ResponseCode.shareNotFound,
    });
    expect(
      (
        await call(server().app, 'POST', `/terminal/sessions/${session.sessionId}/shares`, {
          token: user.token,
          body: { validMinutes: 2000 },
        })
      ).body,
    ).toMatchObject({ code: 400, msg: expect.stringContaining('有效期须在 1 到 1440 分钟之间') });
  });

  it('locks a link after repeated wrong codes from one address; only the owner shares their session', async () => {
    const { user, session } = await liveSession(server(), 'share-lock');
    const created = await share(server(), user.token, session.sessionId);
    const wrongCode = created.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await join(server(), { token: created.token, code: wrongCode })).body.code).toBe(
        ResponseCode.shareCodeWrong,
      );
    }
    expect((await join(server(), { token: created.token, code: created.code })).body.code).toBe(
      ResponseCode.shareTooManyAttempts,
    );

    const stranger = await terminalUser(server());
    const foreign = await call(server().app, 'POST', `/terminal/sessions/${session.sessionId}/shares`, {
      token: stranger.token,
      body: { validMinutes: 10 },
    });
    expect(foreign.body.code).toBe(ResponseCode.terminalSessionNotFound);
    expect(
      (await call(server().app, 'POST', `/terminal/shares/${created.shareId}/revoke`, { token: stranger.token })).body
        .code,
    ).toBe(ResponseCode.shareNotFound);
    expect(
      (
        await call(server().app, 'POST', `/terminal/sessions/${session.sessionId}/shares`, {
          body: { validMinutes: 10 },
        })
      ).body.code,
    ).toBe(401);
  });

  it('a link holder guessing from many addresses cannot lock the real guest out', async () => {
    const { user, session } = await liveSession(server(), 'share-dos');
    const created = await share(server(), user.token, session.sessionId);
    const wrongCode = created.code === '000000' ? '111111' : '000000';
    const guesser = (n: number) => `198.51.100.${n}`;
    for (let address = 1; address <= 7; address += 1) {
      for (let i = 0; i < 5; i += 1) await join(server(), { token: created.token, code: wrongCode }, guesser(address));
    }
    // The guessers are out, each from its own address.
    expect((await join(server(), { token: created.token, code: created.code }, guesser(1))).body.code).toBe(
      ResponseCode.shareTooManyAttempts,
    );
    // The real guest, from an address without a wrong code, still joins with the right code.
    expect((await join(server(), { token: created.token, code: created.code }, '203.0.113.9')).body.code).toBe(200);
  });
});
