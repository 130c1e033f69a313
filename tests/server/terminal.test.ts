import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCast } from '../../src/server/bastion/recording/asciicastReader';
import { LoginResult, SessionState } from '../../src/shared/api/terminal';
import { ResponseCode } from '../../src/shared/codes';
import { TerminalCloseCode } from '../../src/shared/protocol/terminal';
import { ensureTestUsers, freePort, JumpTopology, makeClientKey, TEST_USERS, TestSshd } from '../support/sshd';
import { accountApi } from './accountApi';
import { call } from './client';
import { grant, myAssetDetail } from './grantApi';
import { describeEachDatabase, type TestServer } from './harness';
import { proxyApi } from './proxyApi';
import {
  commandRows,
  grantedAccount,
  openSession,
  openSessionOk,
  sessionRow,
  TerminalClient,
  terminalUser,
  until,
} from './terminalApi';

/** The web terminal's server side against real OpenSSH servers (docs/terminal.md). */

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let sshd: TestSshd;
let net: JumpTopology;
let key: { privateKey: string; publicKey: string };

beforeAll(async () => {
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.password.name, TEST_USERS.key.name] });
  key = await makeClientKey({ type: 'ed25519' });
  await sshd.authorizeKey(TEST_USERS.key.name, key.publicKey);
  net = await JumpTopology.start({ users: [TEST_USERS.password.name] });
});

afterAll(async () => {
  await sshd?.stop();
  await net?.stop();
});

const pw = { accountName: TEST_USERS.password.name, password: TEST_USERS.password.password };
const marker = () => `marker-${Math.floor(Math.random() * 1e9)}`;

async function endByClose(server: TestServer, token: string, client: TerminalClient, sessionId: number) {
  const closed = await call(server.app, 'DELETE', `/terminal/sessions/${sessionId}`, { token });
  expect(closed.body.code).toBe(200);
  expect(await client.closedFrame()).toMatchObject({ type: 'closed', reason: 'userClosed' });
}

describeEachDatabase(
  'web terminal sessions',
  (server) => {
    it('runs a command with a password account: output on the socket, recording, command index, row', async () => {
      const user = await terminalUser(server());
      const target = await grantedAccount(
        server(),
        user.admin,
        user.id,
        { name: 't-pw', host: sshd.host, port: sshd.port },
        pw,
      );
      const session = await openSessionOk(server(), user.token, { ...target, cols: 100, rows: 30 });
      expect(session).toMatchObject({
        state: SessionState.online,
        loginResult: LoginResult.success,
        protocol: 'SSH',
        accountName: TEST_USERS.password.name,
        userName: user.userName,
      });
      expect(JSON.stringify(session)).not.toContain(TEST_USERS.password.password);

      const client = await TerminalClient.attach(server(), user.token, session.sessionId);
      // The shell's first prompt, printed while the login was still being recorded, is not lost.
      await client.waitForOutput('$ ');
      const word = marker();
      client.type(`echo ${word.replace('-', '-""')}\r`);
      await client.waitForOutput(word);

      client.resize(123, 45);
      client.type('stty size\r');
      await client.waitForOutput('45 123');

      const mine = await call(server().app, 'GET', '/terminal/sessions/mine', { token: user.token });
      expect(
        (mine.body.data as { sessionId: number; attached: boolean }[]).find((s) => s.sessionId === session.sessionId),
      ).toMatchObject({ attached: true });

      await endByClose(server(), user.token, client, session.sessionId);
      const row = await sessionRow(server(), session.sessionId);
      expect(row).toMatchObject({
        state: SessionState.finished,
        login_result: LoginResult.success,
        end_reason: 'userClosed',
        recording_file: `${session.sessionId}.cast`,
        command_count: 2,
      });
      expect(Number(row.recording_bytes)).toBeGreaterThan(0);
      expect(row.ended_at).toBeTruthy();

      const commands = await commandRows(server(), session.sessionId);
      expect(commands.map((c) => c.line)).toEqual([`echo ${word.replace('-', '-""')}`, 'stty size']);
      for (const command of commands) {
        expect(command.at_seconds).toBeGreaterThanOrEqual(0);
        expect(command.action).toBe('run');
      }

      const cast = await readCast(join(server().dataDir, 'recordings', `${session.sessionId}.cast`));
      expect(cast.truncated).toBe(false);
      expect(cast.header).toMatchObject({ width: 100, height: 30 });
      const output = cast.events
        .filter((e) => e.type === 'o')
        .map((e) => e.data)
        .join('');
      expect(output).toContain(word);
      expect(output).toContain('45 123');
      expect(cast.events.filter((e) => e.type === 'm').map((e) => e.data)).toEqual(commands.map((c) => c.line));
      expect(cast.events.some((e) => e.type === 'r' && e.data === '123x45')).toBe(true);
      expect(Number(row.recording_bytes)).toBe(cast.sizeBytes);
    });

    it('logs in with a key account; the shell exiting ends the session with its exit code', async () => {
      const user = await terminalUser(server());
      const target = await grantedAccount(
        server(),
        user.admin,
        user.id,
        { name: 't-key', host: sshd.host, port: sshd.port },
        { accountName: TEST_USERS.key.name, authKind: 'key', privateKey: key.privateKey },
      );
      const session = await openSessionOk(server(), user.token, target);
      const client = await TerminalClient.attach(server(), user.token, session.sessionId);
      const word = marker();
      client.type(`whoami; echo ${word.replace('-', '-""')}\r`);
      await client.waitForOutput(word);
      expect(client.text).toContain(TEST_USERS.key.name);
      client.type('exit 3\r');
      expect(await client.closedFrame()).toMatchObject({ reason: 'exit', exitCode: 3 });
      expect(await sessionRow(server(), session.sessionId)).toMatchObject({ end_reason: 'exit', exit_code: 3 });
    });

    it('reaches a host only through the asset’s jump host', async () => {
      const user = await terminalUser(server());
      const proxyId = await proxyApi(server(), user.admin).addId({
        name: `t-jump-${Math.floor(Math.random() * 1e6)}`,
        address: net.jump.host,
        port: net.jump.port,
        loginUser: TEST_USERS.jump.name,
        authKind: 'password',
        password: TEST_USERS.jump.password,
      });
      const target = await grantedAccount(
        server(),
        user.admin,
        user.id,
        { name: 't-inner', host: net.innerFromJump.host, port: net.innerFromJump.port, proxyId },
        pw,
      );
      const session = await openSessionOk(server(), user.token, target);
      expect(session.proxyName).toMatch(/^t-jump-/);
      const client = await TerminalClient.attach(server(), user.token, session.sessionId);
      const word = marker();
      client.type(`echo ${word.replace('-', '-""')}\r`);
      await client.waitForOutput(word);
      await endByClose(server(), user.token, client, session.sessionId);
    });

    it('answers coded errors for a refused credential, an unreachable host and a changed host key, with rows', async () => {
      const user = await terminalUser(server());
      const wrong = await grantedAccount(
        server(),
        user.admin,
        user.id,
        { name: 't-wrong', host: sshd.host, port: sshd.port },
        { accountName: TEST_USERS.password.name, password: 'Wrong-Terminal-Pw-5' },
      );
      const refused = await openSession(server(), user.token, wrong);
      expect(refused.body).toMatchObject({ code: ResponseCode.terminalCredentialRefused });
      expect(refused.body.msg).toContain('Authentication was refused');
      expect(refused.text).not.toContain('Wrong-Terminal-Pw-5');
      const refusedId = (refused.body.data as { sessionId: number }).sessionId;
      expect(await sessionRow(server(), refusedId)).toMatchObject({
        state: SessionState.finished,
        login_result: LoginResult.failure,
        failure_reason: 'authRejected',
      });

      const down = await grantedAccount(
        server(),
        user.admin,
        user.id,
        { name: 't-down', host: '127.0.0.1', port: await freePort() },
        pw,
      );
      const unreachable = await openSession(server(), user.token, down, 'zh');
      expect(unreachable.body).toMatchObject({ code: ResponseCode.sshConnectFailed });
      expect(unreachable.body.msg).toContain('目标主机拒绝连接');
      expect(await sessionRow(server(), (unreachable.body.data as { sessionId: number }).sessionId)).toMatchObject({
        login_result: LoginResult.connectionClosed,
        failure_reason: 'refused',
      });

      const moving = await TestSshd.start({ users: [TEST_USERS.password.name] });
      try {
        const host = await grantedAccount(
          server(),
          user.admin,
          user.id,
          { name: 't-rotate', host: moving.host, port: moving.port },
          pw,
        );
        const first = await openSessionOk(server(), user.token, host);
        await call(server().app, 'DELETE', `/terminal/sessions/${first.sessionId}`, { token: user.token });
        await moving.rotateHostKey();
        const changed = await openSession(server(), user.token, host);
        expect(changed.body).toMatchObject({ code: ResponseCode.sshHostKeyChanged });
        expect(changed.body.msg).toContain('host key has changed');
        expect(await sessionRow(server(), (changed.body.data as { sessionId: number }).sessionId)).toMatchObject({
          login_result: LoginResult.failure,
          failure_reason: 'hostKeyChanged',
        });
      } finally {
        await moving.stop();
      }
    });

    it('refuses a user without a right, an account of another asset and one the authorisation leaves out (no rows)', async () => {
      const owner = await terminalUser(server());
      const target = await grantedAccount(
        server(),
        owner.admin,
        owner.id,
        { name: 't-owned', host: sshd.host, port: sshd.port },
        pw,
      );
      const other = await grantedAccount(
        server(),
        owner.admin,
        owner.id,
        { name: 't-other', host: sshd.host, port: sshd.port },
        pw,
      );
      const stranger = await terminalUser(server());
      const before = await server().db.selectFrom('terminal_sessions').select('id').execute();
      const refused = await openSession(server(), stranger.token, target);
      expect(refused.body.code).toBe(ResponseCode.forbidden);
      const mixed = await openSession(server(), owner.token, { assetId: target.assetId, accountId: other.accountId });
      expect(mixed.body.code).toBe(ResponseCode.terminalAccountNotOnAsset);

      // An authorisation restricted to some accounts of the asset admits only those.
      const limited = await terminalUser(server());
      const second = await accountApi(server(), owner.admin).addOk({
        assetId: target.assetId,
        accountName: 'gh_other',
        password: 'Other-Pw-41',
      });
      await grant(server(), owner.admin, {
        userIds: [limited.id],
        assetIds: [target.assetId],
        accountIds: [second.accountId],
      });
      const notGranted = await openSession(server(), limited.token, target);
      expect(notGranted.body.code).toBe(ResponseCode.forbidden);
      expect(notGranted.body.msg).toBe('Your authorisation does not include this account');
      const after = await server().db.selectFrom('terminal_sessions').select('id').execute();
      expect(after.length).toBe(before.length);
    });

    it('a second attach takes the session over; signing out ends it', async () => {
      const user = await terminalUser(server());
      const target = await grantedAccount(
        server(),
        user.admin,
        user.id,
        { name: 't-take', host: sshd.host, port: sshd.port },
        pw,
      );
      const session = await openSessionOk(server(), user.token, target);
      const first = await TerminalClient.attach(server(), user.token, session.sessionId);
      const second = await TerminalClient.attach(server(), user.token, session.sessionId);
      expect((await first.socket.closed).code).toBe(TerminalCloseCode.takenOver);
      const word = marker();
      second.type(`echo ${word.replace('-', '-""')}\r`);
      await second.waitForOutput(word);

      // Someone else's token cannot attach, and neither can a wrong id.
      const stranger = await terminalUser(server());
      await expect(TerminalClient.attach(server(), stranger.token, session.sessionId)).rejects.toThrow(/4404/);

      await call(server().app, 'POST', '/ucenter/logout', { token: user.token });
      expect(await second.closedFrame()).toMatchObject({ reason: 'signedOut' });
      expect(await sessionRow(server(), session.sessionId)).toMatchObject({ end_reason: 'signedOut' });
      await until(async () => (await sessionRow(server(), session.sessionId)).state === SessionState.finished);
    });

    it('a default grant (no account ticked) names every account it reaches, and each one opens', async () => {
      // An operator outside the asset's department with nothing but the home permission: the asset's account
      // list (system:asset:query) is not theirs, so the terminal must learn the names from the grant's side.
      const user = await terminalUser(server());
      const target = await grantedAccount(
        server(),
        user.admin,
        user.id,
        { name: 't-default', host: sshd.host, port: sshd.port },
        pw,
      );
      const second = await accountApi(server(), user.admin).addOk({
        assetId: target.assetId,
        accountName: TEST_USERS.key.name,
        authKind: 'key',
        privateKey: key.privateKey,
      });
      const detail = await myAssetDetail(server(), user.token, target.assetId);
      expect(detail.data?.canLogin).toBe(true);
      expect(detail.data?.accounts).toHaveLength(2);
      expect(detail.data?.accounts).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            accountId: target.accountId,
            accountName: TEST_USERS.password.name,
            canLogin: true,
          }),
          expect.objectContaining({ accountId: second.accountId, accountName: TEST_USERS.key.name, canLogin: true }),
        ]),
      );
      for (const accountId of [target.accountId, second.accountId]) {
        const session = await openSessionOk(server(), user.token, { assetId: target.assetId, accountId });
        expect(session.accountName).toBe(
          accountId === target.accountId ? TEST_USERS.password.name : TEST_USERS.key.name,
        );
        await call(server().app, 'DELETE', `/terminal/sessions/${session.sessionId}`, { token: user.token });
      }

      // A view-only right names the accounts but logs in with none; the account list says so per account.
      const viewer = await terminalUser(server());
      await grant(server(), user.admin, { userIds: [viewer.id], assetIds: [target.assetId], permissionType: 0 });
      const viewed = await myAssetDetail(server(), viewer.token, target.assetId);
      expect(viewed.data?.canLogin).toBe(false);
      expect(viewed.data?.accounts.map((account) => account.canLogin)).toEqual([false, false]);
      expect((await openSession(server(), viewer.token, target)).body.code).toBe(ResponseCode.forbidden);
    });

    it('a host key trusted on first contact is recorded with its SHA-256 fingerprint and audited', async () => {
      const user = await terminalUser(server());
      const target = await grantedAccount(
        server(),
        user.admin,
        user.id,
        { name: `t-tofu-${Math.floor(Math.random() * 1e6)}`, host: sshd.host, port: sshd.port },
        pw,
      );
      const session = await openSessionOk(server(), user.token, target);
      await call(server().app, 'DELETE', `/terminal/sessions/${session.sessionId}`, { token: user.token });
      const recorded = await call(server().app, 'GET', `/privilege/account/hostKey/${target.assetId}`, {
        token: user.admin,
      });
      expect(recorded.body.data).toMatchObject({ fingerprint: sshd.hostKey.fingerprint });
      const audited = await server()
        .db.selectFrom('operation_logs')
        .selectAll()
        .where('title', '=', 'Host key trusted on first contact')
        .where('target_ids', '=', String(target.assetId))
        .execute();
      expect(audited).toHaveLength(1);
      expect(audited[0]).toMatchObject({ user_name: user.userName, module: 'terminal', code: 200 });
      expect(audited[0]?.target_names).toContain(sshd.hostKey.fingerprint);
      expect(audited[0]?.target_names).toContain(`${sshd.host}:${sshd.port}`);
      // A second session meets the recorded key: nothing more to trust, nothing more logged.
      const again = await openSessionOk(server(), user.token, target);
      await call(server().app, 'DELETE', `/terminal/sessions/${again.sessionId}`, { token: user.token });
      const after = await server()
        .db.selectFrom('operation_logs')
        .select('id')
        .where('title', '=', 'Host key trusted on first contact')
        .where('target_ids', '=', String(target.assetId))
        .execute();
      expect(after).toHaveLength(1);
    });

    it('never writes a credential to the log', () => {
      const logs = logLines.join('');
      expect(logs).toContain('/terminal/sessions');
      for (const secret of [
        TEST_USERS.password.password,
        'Wrong-Terminal-Pw-5',
        key.privateKey.split('\n')[1] as string,
      ])
        expect(logs).not.toContain(secret);
    });
  },
  { logger: { level: 'trace', stream: logStream } },
);
