import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EchoScreen } from '../../src/server/bastion/intercept/echoScreen';
import { readCast } from '../../src/server/bastion/recording/asciicastReader';
import { ResponseCode } from '../../src/shared/codes';
import { terminalWatchSocketUrl } from '../../src/shared/protocol/terminal';
import { ensureTestUsers, TEST_USERS, TestSshd } from '../support/sshd';
import { approvalApi, ok } from './approvalFixtures';
import { call } from './client';
import { describeEachDatabase, type TestServer } from './harness';
import { listen, openSocket } from './sockets';
import { commandRows, grantedAccount, openSessionOk, TerminalClient, terminalUser, until } from './terminalApi';

/**
 * Command interception in live sessions (docs/command-interception.md): the host is a
 * real sshd on this machine, so a marker file created by a command proves whether the command ran.
 */

let sshd: TestSshd;
const markers: string[] = [];

beforeAll(async () => {
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.password.name] });
});

afterAll(async () => {
  await sshd?.stop();
  for (const path of markers) rmSync(path, { force: true });
});

/** Types a line that creates a fresh marker file, answering its path: the file exists only if the line ran. */
function typeTouchMarker(client: TerminalClient, kind: string): string {
  const path = `/tmp/gh-intercept-${kind}-${process.pid}-${Math.floor(Math.random() * 1e9)}`;
  markers.push(path);
  client.type(`touch ${path}\r`);
  return path;
}

/** A signed-in operator in a live session on the test sshd, with the administrator's API at hand. */
async function liveSession(server: TestServer) {
  const user = await terminalUser(server);
  const target = await grantedAccount(
    server,
    user.admin,
    user.id,
    { name: `t-icpt-${Math.floor(Math.random() * 1e6)}`, host: sshd.host, port: sshd.port },
    { accountName: TEST_USERS.password.name, password: TEST_USERS.password.password },
  );
  const session = await openSessionOk(server, user.token, target);
  const client = await TerminalClient.attach(server, user.token, session.sessionId);
  await client.waitForOutput('$ ');
  return { user, target, session, client, admin: approvalApi(server, user.admin) };
}

/** A live session on an asset that one command policy, with this name, pattern and action, applies to. */
async function liveSessionUnderPolicy(server: TestServer, rule: { name: string; pattern: string; action: 0 | 1 | 2 }) {
  const live = await liveSession(server);
  ok(
    await live.admin.addCommandPolicy({
      name: rule.name,
      matchKind: 0,
      patterns: [rule.pattern],
      action: rule.action,
      assetIds: [live.target.assetId],
    }),
  );
  return live;
}

/** The request filed for the held line, as the approvers see it. */
async function pendingRecord(server: TestServer, sessionUser: string) {
  let recordId = 0;
  await until(async () => {
    const row = await server.db
      .selectFrom('command_approvals')
      .select(['id', 'status'])
      .where('user_name', '=', sessionUser)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    recordId = row?.id ?? 0;
    return row?.status === 1;
  });
  return recordId;
}

describeEachDatabase('command interception in the web terminal', (server) => {
  it('a blocked line never runs; the next line does; the index says blocked', async () => {
    const live = await liveSessionUnderPolicy(server(), {
      name: 'no-forbidden',
      pattern: 'gh-intercept-blocked',
      action: 0,
    });
    const blocked = typeTouchMarker(live.client, 'blocked');
    const notice = await live.client.waitForNotice(/拦截|blocked/i);
    expect(notice).toMatchObject({ level: 'error' });
    expect(notice.message).toContain('no-forbidden');
    live.client.type('echo after-$((40+2))\r');
    await live.client.waitForOutput('after-42');
    expect(existsSync(blocked)).toBe(false);
    // The index is written beside the output, not before it: the second line's row may land just after its echo.
    await expect
      .poll(async () => (await commandRows(server(), live.session.sessionId)).map((row) => [row.line, row.action]))
      .toEqual([
        [`touch ${blocked}`, 'blocked'],
        ['echo after-$((40+2))', 'run'],
      ]);
  });

  it('a held line runs only after an approver agrees, and a refused one never runs', async () => {
    const live = await liveSessionUnderPolicy(server(), { name: 'ask-first', pattern: 'gh-intercept-held', action: 1 });
    const approved = typeTouchMarker(live.client, 'held-yes');
    await live.client.waitForNotice(/审批/);
    const first = await pendingRecord(server(), live.user.userName);
    // Typed while the line waits: queued, not run before it.
    live.client.type('echo queued-$((7*6))\r');
    expect(existsSync(approved)).toBe(false);
    ok(await live.admin.decideCommand({ recordId: first, status: 2 }));
    await until(() => existsSync(approved));
    await live.client.waitForOutput('queued-42');

    const refused = typeTouchMarker(live.client, 'held-no');
    const second = await pendingRecord(server(), live.user.userName);
    ok(await live.admin.decideCommand({ recordId: second, status: 3, refuseReason: '变更窗口外' }));
    const notice = await live.client.waitForNotice(/变更窗口外/);
    expect(notice.level).toBe('error');
    live.client.type('echo still-here\r');
    await live.client.waitForOutput('still-here\r\n');
    expect(existsSync(refused)).toBe(false);

    // The index row of the last line is written after its output can arrive.
    const actions = async () => (await commandRows(server(), live.session.sessionId)).map((row) => row.action);
    await until(async () => (await actions()).length === 4);
    expect(await actions()).toEqual(['approved', 'run', 'refused', 'run']);
  });

  it('Ctrl-C while a line waits withdraws the request (status 4) and the line never runs', async () => {
    const live = await liveSessionUnderPolicy(server(), {
      name: 'ask-again',
      pattern: 'gh-intercept-withdrawn',
      action: 1,
    });
    const withdrawn = typeTouchMarker(live.client, 'withdrawn');
    const recordId = await pendingRecord(server(), live.user.userName);
    live.client.type('\u0003');
    await live.client.waitForNotice(/已撤回/);
    const record = ok<{ status: number }>(await live.admin.getCommand(recordId));
    expect(record.status).toBe(4);
    live.client.type('echo went-on\r');
    await live.client.waitForOutput('went-on\r\n');
    expect(existsSync(withdrawn)).toBe(false);
    // The index row is written beside the line's release, not before its output: wait for it.
    const actions = async () => (await commandRows(server(), live.session.sessionId)).map((row) => row.action);
    await until(async () => (await actions()).length === 2);
    expect(await actions()).toEqual(['withdrawn', 'run']);
  });

  it('a warned line runs and the user is told', async () => {
    const live = await liveSessionUnderPolicy(server(), { name: 'careful', pattern: 'gh-intercept-warned', action: 2 });
    const warned = typeTouchMarker(live.client, 'warned');
    expect(await live.client.waitForNotice(/careful/)).toMatchObject({ level: 'warning' });
    await until(() => existsSync(warned));
  });
});

/** Where a Gatehouse notice starts in a stream of terminal output. */
const ESC = String.fromCharCode(27);
const NOTICE = new RegExp(`\\r\\n${ESC}\\[3[136]m\\[Gatehouse\\] `);
/** The row the cursor is on once the terminal has drawn this output (the gateway's own screen model). */
function cursorRow(output: string): string {
  const screen = new EchoScreen(200);
  screen.feed(output);
  return screen.lineText;
}
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describeEachDatabase('blocked and held commands are part of the record', (server) => {
  it('the owner and the live monitor see the notices in the output, the prompt comes back, the .cast markers carry the verdicts', async () => {
    const live = await liveSessionUnderPolicy(server(), {
      name: 'no-touch',
      pattern: 'gh-intercept-blocked',
      action: 0,
    });
    for (const [name, pattern, action] of [
      ['ask-touch', 'gh-intercept-held', 1],
      ['mind-touch', 'gh-intercept-warned', 2],
    ] as const)
      ok(
        await live.admin.addCommandPolicy({
          name,
          matchKind: 0,
          patterns: [pattern],
          action,
          assetIds: [live.target.assetId],
        }),
      );
    const origin = (await listen(server())).replace('ws://', 'http://');
    const monitorSocket = await openSocket(terminalWatchSocketUrl(origin, live.session.sessionId, live.user.admin));
    const monitor = new TerminalClient(monitorSocket, false);
    await monitorSocket.waitForJson({ type: 'attached' });

    // Blocked: the notice follows the echoed line in the output, then the prompt is drawn again.
    const blocked = typeTouchMarker(live.client, 'blocked');
    await live.client.waitForNotice(/no-touch/);
    await live.client.waitForOutput(new RegExp(`${escaped(`touch ${blocked}`)}${NOTICE.source}[^\r\n]*no-touch`));
    await live.client.waitForOutput(new RegExp(`no-touch[^\\r\\n]*\\r\\n\\$ ${escaped(`touch ${blocked}`)}`));
    await until(() => cursorRow(live.client.text) === '$');
    await monitor.waitForOutput('no-touch');

    // Held: the notice never lands inside the echoed command, however fast the line came.
    const held = typeTouchMarker(live.client, 'held');
    await live.client.waitForNotice(/审批/);
    await live.client.waitForOutput(new RegExp(`${escaped(`touch ${held}`)}${NOTICE.source}`));
    await monitor.waitForOutput(new RegExp(`${escaped(`touch ${held}`)}${NOTICE.source}`));
    const recordId = await pendingRecord(server(), live.user.userName);
    ok(await live.admin.decideCommand({ recordId, status: 2 }));
    await until(() => existsSync(held));

    const warned = typeTouchMarker(live.client, 'warned');
    await live.client.waitForNotice(/mind-touch/);
    await until(() => existsSync(warned));
    await monitor.waitForOutput('mind-touch');
    live.client.type('echo done-$((40+2))\r');
    await live.client.waitForOutput('done-42');
    expect(existsSync(blocked)).toBe(false);

    const rows = await commandRows(server(), live.session.sessionId);
    await call(server().app, 'DELETE', `/terminal/sessions/${live.session.sessionId}`, { token: live.user.token });
    await live.client.closedFrame();
    const cast = await readCast(join(server().dataDir, 'recordings', `${live.session.sessionId}.cast`));
    const markers = cast.events.filter((e) => e.type === 'm');
    expect(markers.map((e) => e.data)).toEqual([
      `[blocked] touch ${blocked}`,
      `[held] touch ${held}`,
      expect.stringMatching(
        new RegExp(
          `^\\[approved, typed at \\d+\\.\\d\\d s, released at \\d+\\.\\d\\d s\\] ${escaped(`touch ${held}`)}$`,
        ),
      ),
      `[warned] touch ${warned}`,
      'echo done-$((40+2))',
    ]);
    // The held line's marker stands where it was typed (the index row's moment); its approval comes later.
    const heldRow = rows.find((row) => row.action === 'approved');
    const [, heldMarker, approvedMarker] = markers;
    expect(heldMarker?.time).toBeGreaterThanOrEqual(Number(heldRow?.at_seconds) - 1e-5);
    expect(heldMarker?.time).toBeLessThan(Number(heldRow?.at_seconds) + 0.5);
    expect(approvedMarker?.time).toBeGreaterThan(heldMarker?.time ?? 0);
    const typedAt = Number(/typed at ([\d.]+) s/.exec(approvedMarker?.data ?? '')?.[1]);
    expect(typedAt).toBeCloseTo(Number(heldRow?.at_seconds), 1);
    // A replay outside Gatehouse shows the notices: they are output.
    const played = cast.events
      .filter((e) => e.type === 'o')
      .map((e) => e.data)
      .join('');
    for (const policy of ['no-touch', 'ask-touch', 'mind-touch']) expect(played).toContain(policy);
  });
});

describeEachDatabase('login policies in the web terminal', (server) => {
  it('a denying policy refuses the session; one asking for approval opens it only after an approver agrees', async () => {
    const user = await terminalUser(server());
    const target = await grantedAccount(
      server(),
      user.admin,
      user.id,
      { name: `t-lpol-${Math.floor(Math.random() * 1e6)}`, host: sshd.host, port: sshd.port },
      { accountName: TEST_USERS.password.name, password: TEST_USERS.password.password },
    );
    const admin = approvalApi(server(), user.admin);
    const open = () =>
      call(server().app, 'POST', '/terminal/sessions', { token: user.token, body: target, lang: 'zh' });

    const deny = ok<{ id: number }>(
      await admin.addLoginPolicy({ name: 'closed-lab', action: 1, priority: 1, assetIds: [target.assetId] }),
    );
    const denied = await open();
    expect(denied.body).toMatchObject({ code: ResponseCode.terminalLoginDenied });
    expect(denied.body.msg).toContain('closed-lab');
    ok(await admin.send('POST', `/policy/login/remove/${deny.id}`));

    ok(await admin.addLoginPolicy({ name: 'ask-to-enter', action: 2, priority: 1, assetIds: [target.assetId] }));
    const asked = await open();
    expect(asked.body).toMatchObject({ code: ResponseCode.terminalLoginApprovalRequired });
    expect(
      await server().db.selectFrom('terminal_sessions').select('id').where('asset_id', '=', target.assetId).execute(),
    ).toEqual([]);

    const filed = ok<{ id: number }>(
      await approvalApi(server(), user.token).applyLogin({ ...target, reason: '排查线上故障' }),
    );
    ok(await admin.decideLogin({ id: filed.id, status: 2, expirationTime: 5 }));
    const opened = await open();
    expect(opened.body).toMatchObject({ code: 200, data: { loginResult: 1 } });
    await call(server().app, 'DELETE', `/terminal/sessions/${(opened.body.data as { sessionId: number }).sessionId}`, {
      token: user.token,
    });
  });
});
