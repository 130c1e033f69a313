import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import { TerminalCloseCode, terminalWatchSocketUrl } from '../../src/shared/protocol/terminal';
import { call } from './client';
import { ADMIN, createUser, signIn } from './fixtures';
import { describeOnSqlite, type TestServer } from './harness';
import { listen, openSocket } from './sockets';
import {
  commandRows,
  grantedAccount,
  openSessionOk,
  PASSWORD_ACCOUNT,
  sessionRow,
  sshdForFile,
  TerminalClient,
  terminalUser,
} from './terminalApi';

/** The live monitor and terminate (docs/monitor-share.md) against a real OpenSSH server. */

const sshd = sshdForFile();

const pw = PASSWORD_ACCOUNT;
const marker = (name: string) => `${name}-${Math.floor(Math.random() * 1e9)}`;
/** Typed so that the echo of the typed line does not contain the word itself, only the output does. */
const echo = (word: string) => `echo ${word.replace('-', '-""')}\r`;

async function watchSocket(server: TestServer, token: string, sessionId: number) {
  const origin = (await listen(server)).replace('ws://', 'http://');
  return openSocket(terminalWatchSocketUrl(origin, sessionId, token));
}

async function watch(server: TestServer, token: string, sessionId: number): Promise<TerminalClient> {
  const socket = await watchSocket(server, token, sessionId);
  const client = new TerminalClient(socket, false);
  await socket.waitForJson({ type: 'attached' });
  return client;
}

async function liveSession(server: TestServer, name: string) {
  const user = await terminalUser(server);
  const target = await grantedAccount(server, user.admin, user.id, { name, host: sshd().host, port: sshd().port }, pw);
  const session = await openSessionOk(server, user.token, target);
  const owner = await TerminalClient.attach(server, user.token, session.sessionId);
  await owner.waitForOutput('$ ');
  return { user, session, owner };
}

async function auditor(server: TestServer, permissions: string[]) {
  const userName = `aud_${Math.floor(Math.random() * 1e9)}`;
  const { password } = await createUser(server, { userName, permissions });
  return signIn(server, userName, password);
}

describeOnSqlite('live monitor and terminate', (server) => {
  it('a watcher sees the current screen, then live output, and cannot type', async () => {
    const { user, session, owner } = await liveSession(server(), 'mon-watch');
    const before = marker('before');
    owner.type(echo(before));
    await owner.waitForOutput(before);

    const watcher = await watch(server(), user.admin, session.sessionId);
    await watcher.waitForOutput(before);

    const after = marker('after');
    owner.type(echo(after));
    await watcher.waitForOutput(after);

    const intruder = marker('intruder');
    watcher.type(echo(intruder));
    watcher.resize(50, 10);
    watcher.socket.send(JSON.stringify({ type: 'close' }));
    const done = marker('done');
    owner.type(echo(done));
    await owner.waitForOutput(done);
    await watcher.waitForOutput(done);
    expect(owner.text).not.toContain('intruder');
    expect((await commandRows(server(), session.sessionId)).map((c) => c.line)).not.toContain(echo(intruder).trim());

    await call(server().app, 'DELETE', `/terminal/sessions/${session.sessionId}`, { token: user.token });
    expect(await watcher.closedFrame()).toMatchObject({ type: 'closed', reason: 'userClosed' });
  });

  it('drops a watcher that does not read; the owner’s output goes on', async () => {
    const { user, session, owner } = await liveSession(server(), 'mon-slow');
    const watcher = await watchSocket(server(), user.admin, session.sessionId);
    await watcher.waitForJson({ type: 'attached' });
    // The watcher's browser stops reading: its TCP buffers fill, then the server's queue for it.
    (watcher.ws as unknown as { _socket: { pause(): void } })._socket.pause();

    const end = marker('end');
    owner.type(`seq 1 3000000; ${echo(end)}`);
    const deadline = Date.now() + 120_000;
    while (!owner.output.subarray(-400).toString('utf8').includes(end)) {
      if (Date.now() > deadline) throw new Error('the owner never got the end of the output');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(owner.text).toContain('\n2999999\r\n3000000\r\n');

    (watcher.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    // Closed with watcherTooSlow; the close frame is queued behind the unread output, so after the
    // closing grace the server cuts the connection (1006 on this side) — either way the watcher is gone.
    expect([TerminalCloseCode.watcherTooSlow, 1006]).toContain((await watcher.closed).code);
    const seen = Buffer.concat(watcher.frames.flatMap((f) => (f.binary ? [f.binary] : []))).toString('utf8');
    expect(seen).not.toContain(end);
  }, 180_000);

  it('an auditor terminates a session: reason terminated, who, the owner and watchers told, audited', async () => {
    const { session, owner, user } = await liveSession(server(), 'mon-term');
    const watcher = await watch(server(), user.admin, session.sessionId);
    const ended = await call(server().app, 'POST', `/audit/sessions/${session.sessionId}/terminate`, {
      token: user.admin,
      lang: 'en',
    });
    expect(ended.body).toMatchObject({ code: 200 });
    expect(await owner.closedFrame()).toMatchObject({
      reason: 'terminated',
      message: '会话已被管理员终止',
    });
    expect(await watcher.closedFrame()).toMatchObject({ reason: 'terminated' });
    expect(await sessionRow(server(), session.sessionId)).toMatchObject({
      end_reason: 'terminated',
      terminated_by: ADMIN.userName,
    });
    const log = await server()
      .db.selectFrom('operation_logs')
      .selectAll()
      .where('path', '=', `/prod-api/audit/sessions/${session.sessionId}/terminate`)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ user_name: ADMIN.userName, code: 200, module: 'terminal' });

    const again = await call(server().app, 'POST', `/audit/sessions/${session.sessionId}/terminate`, {
      token: user.admin,
    });
    expect(again.body).toMatchObject({ code: 10020400 });
  });

  it('needs system:log:query to watch or terminate, and a token', async () => {
    const { session, owner, user } = await liveSession(server(), 'mon-perm');
    const path = `/audit/sessions/${session.sessionId}/terminate`;
    expect((await call(server().app, 'POST', path)).body).toMatchObject({ code: 401 });
    const plain = await auditor(server(), [Permission.homeQuery]);
    expect((await call(server().app, 'POST', path, { token: plain })).body).toMatchObject({ code: 403 });
    // The owner cannot watch their own session through the monitor without the permission either.
    const own = await watchSocket(server(), user.token, session.sessionId);
    expect((await own.closed).code).toBe(TerminalCloseCode.forbidden);
    const anonymous = await watchSocket(server(), 'not-a-token', session.sessionId);
    expect((await anonymous.closed).code).toBe(TerminalCloseCode.unauthorised);

    const allowed = await auditor(server(), [Permission.logQuery]);
    const unknown = await watchSocket(server(), allowed, session.sessionId + 100_000);
    expect((await unknown.closed).code).toBe(TerminalCloseCode.notFound);
    const watcher = await watch(server(), allowed, session.sessionId);
    expect((await call(server().app, 'POST', path, { token: allowed })).body).toMatchObject({ code: 200 });
    expect(await watcher.closedFrame()).toMatchObject({ reason: 'terminated' });
    expect(await owner.closedFrame()).toMatchObject({ reason: 'terminated' });
  });
});
