import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import { ResponseCode } from '../../src/shared/codes';
import { NOTIFY_PATH, NotifyCloseCode } from '../../src/shared/protocol/notify';
import { call } from './client';
import { createUser, ensureAdmin, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { eventually, listen, openSocket } from './sockets';

// A client must answer each ping before the next: one second leaves a busy test process (two cores, a whole
// suite at once) time to answer, so that only the silent socket of the heartbeat test is ever dropped.
const PING_MS = 1000;
const ALLOWED = 'https://console.example.test';

let userCount = 0;
async function newUser(server: TestServer, permissions: string[] = [Permission.homeQuery]) {
  await ensureAdmin(server);
  userCount += 1;
  const userName = `rt_user_${userCount}`;
  const { id, password } = await createUser(server, { userName, permissions });
  return { id, userName, token: await signIn(server, userName, password) };
}

const notifyUrl = (base: string, token: string) => `${base}${NOTIFY_PATH}?Authorization=${encodeURIComponent(token)}`;

async function socketCount(server: TestServer, adminToken: string, userId: number): Promise<number> {
  const result = await call(server.app, 'GET', '/realtime/sockets', {
    token: adminToken,
    query: { userId: String(userId) },
  });
  expect(result.body.code).toBe(ResponseCode.ok);
  const rows = result.body.data as { userId: number; notifySockets: number }[];
  return rows.find((row) => row.userId === userId)?.notifySockets ?? 0;
}

async function sendTo(server: TestServer, adminToken: string, userIds: number[], title = 'hello') {
  const result = await call(server.app, 'POST', '/system/message/send', {
    token: adminToken,
    body: { userIds, messageTitle: title, messageContent: 'body', messageJumpParam: '{"recordId":1}' },
  });
  expect(result.body).toMatchObject({ code: ResponseCode.ok, data: { sent: userIds.length } });
}

describeEachDatabase(
  'notify socket and station messages',
  (server) => {
    it('closes a socket with a missing, unknown or revoked token with 4401', async () => {
      const base = await listen(server());
      for (const url of [`${base}${NOTIFY_PATH}`, notifyUrl(base, 'not-a-token')]) {
        const socket = await openSocket(url);
        expect((await socket.closed).code).toBe(NotifyCloseCode.unauthorised);
        expect(socket.frames).toEqual([]);
      }
      const user = await newUser(server());
      await call(server().app, 'POST', '/ucenter/logout', { token: user.token });
      const revoked = await openSocket(notifyUrl(base, user.token));
      expect((await revoked.closed).code).toBe(NotifyCloseCode.unauthorised);
    });

    it('sends the current counts on open', async () => {
      const base = await listen(server());
      const admin = await signInAdmin(server());
      const user = await newUser(server());
      await sendTo(server(), admin, [user.id]);
      await sendTo(server(), admin, [user.id]);
      const socket = await openSocket(notifyUrl(base, user.token));
      await socket.waitForJson({ type: 'unread_count', data: 2 });
      await socket.waitForJson({ type: 'no_approve_num', data: 0 });
      await socket.close();
    });

    it('counts two sockets of one user as 2, and 0 after they close', async () => {
      const base = await listen(server());
      const admin = await signInAdmin(server());
      const user = await newUser(server());
      const first = await openSocket(notifyUrl(base, user.token));
      const second = await openSocket(notifyUrl(base, user.token));
      await eventually(async () => (await socketCount(server(), admin, user.id)) === 2);
      const all = await call(server().app, 'GET', '/realtime/sockets', { token: admin });
      expect(all.body.data).toContainEqual({ userId: user.id, userName: user.userName, notifySockets: 2 });
      await first.close();
      await second.close();
      await eventually(async () => (await socketCount(server(), admin, user.id)) === 0);
      const denied = await call(server().app, 'GET', '/realtime/sockets', { token: user.token });
      expect(denied.body.code).toBe(ResponseCode.forbidden);
    });

    it('pushes unread_count to every socket of the recipient and to nobody else', async () => {
      const base = await listen(server());
      const admin = await signInAdmin(server());
      const recipient = await newUser(server());
      const other = await newUser(server());
      const tabs = [
        await openSocket(notifyUrl(base, recipient.token)),
        await openSocket(notifyUrl(base, recipient.token)),
      ];
      const bystander = await openSocket(notifyUrl(base, other.token));
      for (const socket of [...tabs, bystander]) await socket.waitForJson({ type: 'unread_count', data: 0 });
      await sendTo(server(), admin, [recipient.id], 'to recipient');
      for (const tab of tabs) await tab.waitForJson({ type: 'unread_count', data: 1 });
      // A message to the bystander afterwards: pushes arrive in order, so a count meant for the recipient
      // would have reached the bystander before this one.
      await sendTo(server(), admin, [other.id], 'to bystander');
      await bystander.waitForJson({ type: 'unread_count', data: 1 });
      expect(bystander.json().filter((message) => message.type === 'unread_count')).toEqual([
        { type: 'unread_count', data: 0 },
        { type: 'unread_count', data: 1 },
      ]);
      const list = await call(server().app, 'GET', '/system/message/list', {
        token: other.token,
        query: { pageNum: '1', pageSize: '3', status: '1' },
      });
      expect(list.body).toMatchObject({ code: ResponseCode.ok, rows: [{ messageTitle: 'to bystander' }], total: 1 });
      for (const socket of [...tabs, bystander]) await socket.close();
    });

    it('lists own messages, marks one and then all read, pushing the lower count each time', async () => {
      const base = await listen(server());
      const admin = await signInAdmin(server());
      const user = await newUser(server());
      await sendTo(server(), admin, [user.id], 'first');
      await sendTo(server(), admin, [user.id], 'second');
      await sendTo(server(), admin, [user.id], 'third');
      const socket = await openSocket(notifyUrl(base, user.token));
      await socket.waitForJson({ type: 'unread_count', data: 3 });
      const list = await call(server().app, 'GET', '/system/message/list', {
        token: user.token,
        query: { pageNum: '1', pageSize: '3', status: '1' },
      });
      expect(list.body.total).toBe(3);
      const rows = list.body.rows as {
        recordId: number;
        messageTitle: string;
        status: number;
        messageJumpParam: string;
      }[];
      expect(rows.map((row) => row.messageTitle).sort()).toEqual(['first', 'second', 'third']);
      expect(rows[0]).toMatchObject({ status: 1, messageJumpParam: '{"recordId":1}' });

      const stranger = await newUser(server());
      const foreign = await call(server().app, 'POST', '/system/message/read', {
        token: stranger.token,
        body: { recordId: rows[0]?.recordId, isSelectAll: 0 },
      });
      expect(foreign.body).toMatchObject({ code: ResponseCode.ok, data: { unreadCount: 0 } });

      const one = await call(server().app, 'POST', '/system/message/read', {
        token: user.token,
        body: { recordId: rows[0]?.recordId, isSelectAll: 0 },
      });
      expect(one.body).toMatchObject({ code: ResponseCode.ok, data: { unreadCount: 2 } });
      await socket.waitForJson({ type: 'unread_count', data: 2 });
      const all = await call(server().app, 'POST', '/system/message/read', {
        token: user.token,
        body: { isSelectAll: 1 },
      });
      expect(all.body.data).toEqual({ unreadCount: 0 });
      await socket.waitForJson({ type: 'unread_count', data: 0 });
      const count = await call(server().app, 'GET', '/system/message/unreadCount', { token: user.token });
      expect(count.body.data).toEqual({ unreadCount: 0 });
      const read = await call(server().app, 'GET', '/system/message/list', {
        token: user.token,
        query: { status: '2' },
      });
      expect(read.body.total).toBe(3);
      const missing = await call(server().app, 'POST', '/system/message/read', {
        token: user.token,
        body: { isSelectAll: 0 },
      });
      expect(missing.body.code).toBe(ResponseCode.badRequest);
      await socket.close();
    });

    it('lets only holders of system:user:edit send, and only to existing users', async () => {
      const admin = await signInAdmin(server());
      const user = await newUser(server());
      const denied = await call(server().app, 'POST', '/system/message/send', {
        token: user.token,
        body: { userIds: [user.id], messageTitle: 'x' },
      });
      expect(denied.body.code).toBe(ResponseCode.forbidden);
      const unknown = await call(server().app, 'POST', '/system/message/send', {
        token: admin,
        body: { userIds: [user.id, 999_999], messageTitle: 'x' },
      });
      expect(unknown.body).toMatchObject({ code: ResponseCode.badRequest, data: { field: 'userIds' } });
      const count = await call(server().app, 'GET', '/system/message/unreadCount', { token: user.token });
      expect(count.body.data).toEqual({ unreadCount: 0 });
    });

    it('closes the sockets of a token with "signed out" on logout, and only those', async () => {
      const base = await listen(server());
      const admin = await signInAdmin(server());
      const user = await newUser(server());
      const otherToken = await signIn(server(), user.userName, 'Passw0rd!x');
      const tabs = [await openSocket(notifyUrl(base, user.token)), await openSocket(notifyUrl(base, user.token))];
      const otherBrowser = await openSocket(notifyUrl(base, otherToken));
      for (const socket of [...tabs, otherBrowser]) await socket.waitForJson({ type: 'unread_count' });
      await call(server().app, 'POST', '/ucenter/logout', { token: user.token });
      for (const tab of tabs) expect((await tab.closed).code).toBe(NotifyCloseCode.signedOut);
      // A push after the logout still reaches the other sign-in's socket: it was left open.
      await sendTo(server(), admin, [user.id], 'after logout');
      await otherBrowser.waitForJson({ type: 'unread_count', data: 1 });
      expect(otherBrowser.closeInfo).toBeUndefined();
      await otherBrowser.close();
    });

    it('refuses a foreign Origin with 4403 and accepts its own host, an allow-listed origin or none', async () => {
      const base = await listen(server());
      const user = await newUser(server());
      const url = notifyUrl(base, user.token);
      const foreign = await openSocket(url, { headers: { origin: 'https://evil.example.test' } });
      expect((await foreign.closed).code).toBe(NotifyCloseCode.originRefused);
      for (const origin of [base.replace('ws:', 'http:'), ALLOWED]) {
        const socket = await openSocket(url, { headers: { origin } });
        await socket.waitForJson({ type: 'unread_count' });
        await socket.close();
      }
    });

    it('pings, keeps a socket that answers PONG and drops one that does not', async () => {
      const base = await listen(server());
      const user = await newUser(server());
      const live = await openSocket(notifyUrl(base, user.token));
      const silent = await openSocket(notifyUrl(base, user.token), { autoPong: false });
      await live.waitFor((frame) => frame.text?.includes('"type":"ping"') === true);
      expect((await silent.closed).code).toBe(NotifyCloseCode.heartbeatTimeout);
      // Pinged again and again past the point where the silent one was dropped, and still open.
      await live.waitFor(() => live.json().filter((message) => message.type === 'ping').length >= 3, PING_MS * 20);
      expect(live.closeInfo).toBeUndefined();
      await live.close();
    });
  },
  { realtime: { pingIntervalMs: PING_MS, allowedOrigins: [ALLOWED] } },
);
