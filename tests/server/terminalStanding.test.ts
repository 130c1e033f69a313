import { expect, it } from 'vitest';
import { checkSessionStanding } from '../../src/server/modules/terminal/sessionStanding';
import { SessionState } from '../../src/shared/api/terminal';
import { call } from './client';
import { describeEachDatabase } from './harness';
import {
  grantedAccount,
  openSessionOk,
  PASSWORD_ACCOUNT,
  sessionRow,
  sshdForFile,
  TerminalClient,
  terminalUser,
  until,
} from './terminalApi';

/**
 * A live terminal session stands only while its console sign-in and its authorisation do (docs/terminal.md):
 * the periodic check ends it when either lapses; typing in it counts as activity on the sign-in.
 * Each block has its own server: the clock moves hours here.
 */
const sshd = sshdForFile();

const pw = PASSWORD_ACCOUNT;
const IDLE_MINUTES = 120;

describeEachDatabase('terminal sessions stand on their sign-in and authorisation', (server) => {
  it('ends a session whose authorisation is revoked, and leaves one that still has its own', async () => {
    const kept = await terminalUser(server());
    const revoked = await terminalUser(server());
    const asset = { host: sshd().host, port: sshd().port };
    const keptTarget = await grantedAccount(server(), kept.admin, kept.id, { name: 'stand-kept', ...asset }, pw);
    const revokedTarget = await grantedAccount(server(), kept.admin, revoked.id, { name: 'stand-rev', ...asset }, pw);
    const keptSession = await openSessionOk(server(), kept.token, keptTarget);
    const revokedSession = await openSessionOk(server(), revoked.token, revokedTarget);
    const keptClient = await TerminalClient.attach(server(), kept.token, keptSession.sessionId);
    const revokedClient = await TerminalClient.attach(server(), revoked.token, revokedSession.sessionId);

    const grant = await server()
      .db.selectFrom('grants')
      .select('id')
      .where('subject_kind', '=', 'user')
      .where('subject_id', '=', revoked.id)
      .executeTakeFirstOrThrow();
    const revoke = await call(server().app, 'POST', `/privilege/impower/revoke/${grant.id}`, {
      token: kept.admin,
    });
    expect(revoke.body.code).toBe(200);
    await checkSessionStanding(server().app.gatehouse);

    expect(await revokedClient.closedFrame()).toMatchObject({
      reason: 'accessEnded',
      message: '您对该资产的授权已失效，会话已关闭',
    });
    await until(async () => (await sessionRow(server(), revokedSession.sessionId)).state === SessionState.finished);
    expect(await sessionRow(server(), revokedSession.sessionId)).toMatchObject({ end_reason: 'accessEnded' });

    keptClient.type('echo still-"here"\r');
    await keptClient.waitForOutput('still-here');
    expect((await sessionRow(server(), keptSession.sessionId)).state).toBe(SessionState.online);
    await call(server().app, 'DELETE', `/terminal/sessions/${keptSession.sessionId}`, { token: kept.token });
  });

  it('keeps the sign-in alive while its user types, and ends the session once the sign-in idles out', async () => {
    const user = await terminalUser(server());
    const target = await grantedAccount(
      server(),
      user.admin,
      user.id,
      { name: 'stand-idle', host: sshd().host, port: sshd().port },
      pw,
    );
    const session = await openSessionOk(server(), user.token, target);
    const client = await TerminalClient.attach(server(), user.token, session.sessionId);

    // Working only in the terminal for longer than the idle timeout: the console sign-in stays.
    for (let step = 0; step < 3; step += 1) {
      server().clock.advance((IDLE_MINUTES - 10) * 60_000);
      client.type(`echo step-"${step}"\r`);
      await client.waitForOutput(`step-${step}`);
      await checkSessionStanding(server().app.gatehouse);
    }
    expect((await sessionRow(server(), session.sessionId)).state).toBe(SessionState.online);
    const info = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token: user.token });
    expect(info.body.code).toBe(200);

    // Nothing typed and no console call for longer than the idle timeout: the session ends.
    server().clock.advance((IDLE_MINUTES + 1) * 60_000);
    await checkSessionStanding(server().app.gatehouse);
    expect(await client.closedFrame()).toMatchObject({
      reason: 'signInExpired',
      message: '您的登录已失效，会话已关闭',
    });
    await until(async () => (await sessionRow(server(), session.sessionId)).state === SessionState.finished);
    expect(await sessionRow(server(), session.sessionId)).toMatchObject({ end_reason: 'signInExpired' });
  });
});
