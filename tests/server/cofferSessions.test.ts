import { expect, it } from 'vitest';
import { checkSessionStanding } from '../../src/server/modules/terminal/sessionStanding';
import { SessionState } from '../../src/shared/api/terminal';
import { accountApi, sshAsset } from './accountApi';
import { cofferApi, cofferUser, inDays, keeperPermissions, ok, safeOf } from './cofferApi';
import { signInAdmin } from './fixtures';
import { describeOnSqlite } from './harness';
import {
  openSession,
  openSessionOk,
  PASSWORD_ACCOUNT,
  sessionRow,
  sshdForFile,
  TerminalClient,
  until,
} from './terminalApi';

/**
 * A use licence on a safe connects its holder through Gatehouse to a real OpenSSH host without them ever seeing the
 * password, and the session opened through it ends when the licence does (the standing check of live sessions).
 */
const sshd = sshdForFile();

describeOnSqlite('terminal sessions through a coffer licence', (server) => {
  it('connects through a use licence and ends the session when the licence expires', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'sess_keeper', keeperPermissions);
    const user = await cofferUser(server(), 'sess_user');
    const asset = await sshAsset(server(), admin, `coffer-ssh-${Date.now()}`, sshd().host, sshd().port);
    const account = await accountApi(server(), admin).addOk({ assetId: asset.assetId, ...PASSWORD_ACCOUNT });
    const safe = await safeOf(server(), keeper, 'sessions', { accountIds: [account.accountId] });
    const target = { assetId: asset.assetId, accountId: account.accountId };
    expect((await openSession(server(), user.token, target)).body.code).not.toBe(200);

    ok(
      await cofferApi(server(), keeper.token).issue({
        cofferIdList: [safe.cofferId],
        userIdList: [user.id],
        licenseType: 'use',
        startTime: inDays(server(), 0),
        expireTime: new Date(server().clock.now().getTime() + 10 * 60_000).toISOString(),
      }),
    );
    const session = await openSessionOk(server(), user.token, target);
    const client = await TerminalClient.attach(server(), user.token, session.sessionId);
    client.type('echo through-"licence"\r');
    await client.waitForOutput('through-licence');

    await checkSessionStanding(server().app.gatehouse);
    expect((await sessionRow(server(), session.sessionId)).state).toBe(SessionState.online);

    server().clock.advance(11 * 60_000);
    await checkSessionStanding(server().app.gatehouse);
    expect(await client.closedFrame()).toMatchObject({ reason: 'accessEnded' });
    await until(async () => (await sessionRow(server(), session.sessionId)).state === SessionState.finished);
    expect((await openSession(server(), user.token, target)).body.code).not.toBe(200);
  });
});
