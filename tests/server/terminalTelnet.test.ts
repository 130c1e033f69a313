import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCast } from '../../src/server/bastion/recording/asciicastReader';
import { LoginResult, SessionState } from '../../src/shared/api/terminal';
import { ensureTestUsers, TEST_USERS } from '../support/sshd';
import { TestTelnetd } from '../support/telnetd';
import { accountApi } from './accountApi';
import { addAsset, linuxAsset, platformIdByName } from './assetApi';
import { call } from './client';
import { grant } from './grantApi';
import { describeOnSqlite, type TestServer } from './harness';
import { openSession, openSessionOk, sessionRow, TerminalClient, terminalUser, until } from './terminalApi';

/** A Telnet asset in the web terminal: the gateway logs in by prompt on Debian's telnetd (docs/telnet.md). */

let telnetd: TestTelnetd;

beforeAll(async () => {
  await ensureTestUsers();
  telnetd = await TestTelnetd.start();
});

afterAll(async () => {
  await telnetd?.stop();
});

async function telnetAsset(server: TestServer, account: { accountName: string; password: string }) {
  const user = await terminalUser(server);
  const linux = (await platformIdByName(server, user.admin, 'Linux')).platformId;
  const asset = await addAsset(
    server,
    user.admin,
    linuxAsset(linux, {
      assetName: `t-telnet-${Math.floor(Math.random() * 1e6)}`,
      address: telnetd.host,
      protocols: [{ protocol: 'TELNET', port: telnetd.port }],
    }),
  );
  const added = await accountApi(server, user.admin).addOk({ assetId: asset.assetId, ...account });
  await grant(server, user.admin, { userIds: [user.id], assetIds: [asset.assetId] });
  return { user, target: { assetId: asset.assetId, accountId: added.accountId } };
}

describeOnSqlite('web terminal on a Telnet asset', (server) => {
  it('logs in by prompt, runs a command, records it, and never shows or records the password', async () => {
    const { user, target } = await telnetAsset(server(), {
      accountName: TEST_USERS.password.name,
      password: TEST_USERS.password.password,
    });
    const session = await openSessionOk(server(), user.token, { ...target, cols: 100, rows: 30 });
    expect(session).toMatchObject({ protocol: 'TELNET', loginResult: LoginResult.success });

    const client = await TerminalClient.attach(server(), user.token, session.sessionId);
    client.type('echo telnet-$((6*7))\r');
    await client.waitForOutput('telnet-42');
    client.type('stty size\r');
    await client.waitForOutput('30 100');

    await call(server().app, 'DELETE', `/terminal/sessions/${session.sessionId}`, { token: user.token });
    await until(async () => (await sessionRow(server(), session.sessionId)).state === SessionState.finished);
    const row = await sessionRow(server(), session.sessionId);
    const cast = await readCast(join(server().dataDir, 'recordings', row.recording_file ?? ''));
    const output = cast.events
      .filter((event) => event.type === 'o')
      .map((event) => event.data)
      .join('');
    expect(output).toContain('telnet-42');
    expect(output).not.toContain(TEST_USERS.password.password);
  });

  it('a wrong password is a refused login (result 2) with the host’s refusal named', async () => {
    const { user, target } = await telnetAsset(server(), {
      accountName: TEST_USERS.password.name,
      password: 'not-the-password',
    });
    const refused = await openSession(server(), user.token, target, 'zh');
    expect(refused.body.code).not.toBe(200);
    expect(refused.body.msg).toContain('用户名或密码错误');
    const rows = await server()
      .db.selectFrom('terminal_sessions')
      .select(['login_result', 'failure_reason', 'state'])
      .where('asset_id', '=', target.assetId)
      .execute();
    expect(rows).toEqual([
      { login_result: LoginResult.failure, failure_reason: 'authRejected', state: SessionState.finished },
    ]);
  });
});
