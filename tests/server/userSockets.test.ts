import { expect, it } from 'vitest';
import type { MySession } from '../../src/shared/api/mySessions';
import { NOTIFY_PATH, NotifyCloseCode } from '../../src/shared/protocol/notify';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeOnSqlite } from './harness';
import { listen, openSocket } from './sockets';

const notifyUrl = (base: string, token: string) => `${base}${NOTIFY_PATH}?Authorization=${encodeURIComponent(token)}`;

async function liveSocket(base: string, token: string) {
  const socket = await openSocket(notifyUrl(base, token));
  await socket.waitForJson({ type: 'unread_count' });
  return socket;
}

describeOnSqlite('users and notify sockets', (server) => {
  it('closes the notify sockets of a user who is locked, reset or deleted, with "signed out"', async () => {
    const base = await listen(server());
    const adminToken = await signInAdmin(server());
    const post = (path: string, body: unknown) => call(server().app, 'POST', path, { token: adminToken, body });
    const locked = await createUser(server(), { userName: 'sock-locked', permissions: [] });
    const reset = await createUser(server(), { userName: 'sock-reset', permissions: [] });
    const deleted = await createUser(server(), { userName: 'sock-deleted', permissions: [] });
    const sockets = {
      locked: await liveSocket(base, await signIn(server(), 'sock-locked', 'Passw0rd!x')),
      reset: await liveSocket(base, await signIn(server(), 'sock-reset', 'Passw0rd!x')),
      deleted: await liveSocket(base, await signIn(server(), 'sock-deleted', 'Passw0rd!x')),
    };
    const admin = await liveSocket(base, adminToken);

    expect((await post('/ucenter/user/lock', { userIds: [locked.id] })).body.code).toBe(200);
    expect((await sockets.locked.closed).code).toBe(NotifyCloseCode.signedOut);
    expect((await post('/ucenter/user/resetPasswd', { userId: reset.id, generate: true })).body.code).toBe(200);
    expect((await sockets.reset.closed).code).toBe(NotifyCloseCode.signedOut);
    expect((await post('/ucenter/user/del', { userIds: [deleted.id] })).body.code).toBe(200);
    expect((await sockets.deleted.closed).code).toBe(NotifyCloseCode.signedOut);
    expect(admin.closeInfo).toBeUndefined();
    await admin.close();
  });

  it('signing out one of my sessions, or all others, closes exactly their sockets', async () => {
    const base = await listen(server());
    await signInAdmin(server());
    await createUser(server(), { userName: 'sock-roamer', permissions: [] });
    const [here, there, elsewhere] = [
      await signIn(server(), 'sock-roamer', 'Passw0rd!x'),
      await signIn(server(), 'sock-roamer', 'Passw0rd!x'),
      await signIn(server(), 'sock-roamer', 'Passw0rd!x'),
    ] as [string, string, string];
    const hereSocket = await liveSocket(base, here);
    const thereSocket = await liveSocket(base, there);
    const elsewhereSocket = await liveSocket(base, elsewhere);
    const mine = await call(server().app, 'GET', '/ucenter/user/mySessions', { token: there });
    const thereId = (mine.body.data as MySession[]).find((session) => session.isCurrent)?.sessionId;

    await call(server().app, 'POST', '/ucenter/user/mySessions/signOut', { token: here, body: { sessionId: thereId } });
    expect((await thereSocket.closed).code).toBe(NotifyCloseCode.signedOut);
    expect(elsewhereSocket.closeInfo).toBeUndefined();

    await call(server().app, 'POST', '/ucenter/user/mySessions/signOutOthers', { token: here });
    expect((await elsewhereSocket.closed).code).toBe(NotifyCloseCode.signedOut);
    expect(hereSocket.closeInfo).toBeUndefined();
    await hereSocket.close();
  });
});
