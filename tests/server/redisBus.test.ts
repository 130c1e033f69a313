import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import type { RealtimeEvent } from '../../src/server/realtime/bus';
import { RedisBus } from '../../src/server/realtime/redisBus';
import { Permission } from '../../src/shared/access/permissions';
import { ResponseCode } from '../../src/shared/codes';
import { NOTIFY_PATH, NotifyCloseCode } from '../../src/shared/protocol/notify';
import { call } from './client';
import { createUser, ensureAdmin, signIn, signInAdmin } from './fixtures';
import { SQLITE_ONLY, startServer, type TestServer } from './harness';
import { listen, openSocket } from './sockets';

/**
 * Several nodes: two buildApp() instances on one database, their realtime events carried by the real
 * Redis on 127.0.0.1:6379 (REDIS_URL in CI). Redis being unreachable fails the suite, as PostgreSQL does.
 * Every run uses its own channel prefix, so parallel runs on one Redis do not hear each other.
 */
const REDIS_URL = process.env.GATEHOUSE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `gatehouse-test:${process.pid}:${Date.now()}:`;
const silent = pino({ level: 'silent' }) as FastifyBaseLogger;

beforeAll(async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, retryStrategy: () => null, connectTimeout: 2000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    expect(await probe.ping()).toBe('PONG');
  } catch (error) {
    throw new Error(`Redis is not reachable at ${REDIS_URL}; the server suite needs it`, { cause: error });
  } finally {
    probe.disconnect();
  }
});

const notifyUrl = (base: string, token: string) => `${base}${NOTIFY_PATH}?Authorization=${encodeURIComponent(token)}`;

const handles = (kind: string) => () => process.getActiveResourcesInfo().filter((item) => item === kind).length;
const tcpHandles = handles('TCPSocketWrap');
const timers = handles('Timeout');

describe('RedisBus', () => {
  it('is configured by REDIS_URL, which must be a redis URL and is never echoed', () => {
    expect(readConfig({}).redisUrl).toBeUndefined();
    const config = readConfig({ REDIS_URL: 'redis://:pw@10.0.0.5:6380/2', GATEHOUSE_REDIS_CHANNEL_PREFIX: 'blue:' });
    expect(config).toMatchObject({ redisUrl: 'redis://:pw@10.0.0.5:6380/2', redisChannelPrefix: 'blue:' });
    expect(() => readConfig({ REDIS_URL: 'http://secret@host' })).toThrow(/^REDIS_URL is not a redis/);
    expect(() => readConfig({ REDIS_URL: 'http://secret@host' })).not.toThrow(/secret/);
  });

  it('hands every event to every node once, the publishing node included, and drops malformed messages', async () => {
    const channelPrefix = `${PREFIX}bus:`;
    const first = await RedisBus.connect({ url: REDIS_URL, channelPrefix, log: silent });
    const second = await RedisBus.connect({ url: REDIS_URL, channelPrefix, log: silent });
    const raw = new Redis(REDIS_URL);
    try {
      await Promise.all([first.ready(), second.ready()]);
      const seen = { first: [] as RealtimeEvent[], second: [] as RealtimeEvent[] };
      first.subscribe((event) => seen.first.push(event));
      second.subscribe((event) => seen.second.push(event));

      for (const garbage of [
        'not json',
        '{"v":1,"from":"x","event":{"type":"counts-changed","userIds":["1"]}}',
        '[]',
      ]) {
        await raw.publish(first.channel, garbage);
      }
      const revoked: RealtimeEvent = { type: 'token-revoked', tokenHash: 'abc' };
      await first.publish(revoked);
      // Published locally at once, before Redis echoed anything.
      expect(seen.first).toEqual([revoked]);
      const signedOut: RealtimeEvent = { type: 'user-signed-out', userId: 7, exceptTokenHash: 'keep' };
      await second.publish(signedOut);
      await second.publish({ type: 'counts-changed', userIds: [1, 2] });
      // A marker through Redis: when it has arrived on both, everything published before it has too.
      await raw.publish(
        first.channel,
        JSON.stringify({ v: 1, from: 'marker', event: { type: 'counts-changed', userIds: [999] } }),
      );
      await expect.poll(() => seen.first.length + seen.second.length, { timeout: 3000 }).toBe(8);
      const expected = [revoked, signedOut, { type: 'counts-changed', userIds: [1, 2] }];
      const marker = { type: 'counts-changed', userIds: [999] };
      // Each exactly once. Order across nodes is not kept (a node's own events come first), which bus.ts allows.
      const sorted = (events: unknown[]) => events.map((event) => JSON.stringify(event)).sort();
      expect(sorted(seen.first)).toEqual(sorted([...expected, marker]));
      expect(sorted(seen.second)).toEqual(sorted([...expected, marker]));
    } finally {
      await raw.quit();
      await first.close();
      await second.close();
    }
  });

  it('leaves no open connection or timer behind after close()', async () => {
    const before = tcpHandles();
    const timersBefore = timers();
    const bus = await RedisBus.connect({ url: REDIS_URL, channelPrefix: `${PREFIX}close:`, log: silent });
    await bus.ready();
    await bus.publish({ type: 'counts-changed', userIds: [1] });
    expect(tcpHandles()).toBe(before + 2);
    await bus.close();
    await expect.poll(tcpHandles, { timeout: 2000 }).toBe(before);
    await expect.poll(timers, { timeout: 2000 }).toBeLessThanOrEqual(timersBefore);
    // Publishing after close neither throws nor reconnects.
    await bus.publish({ type: 'counts-changed', userIds: [1] });
    expect(tcpHandles()).toBe(before);
  });
});

for (const dialect of SQLITE_ONLY) {
  describe(`two nodes on one database with a Redis bus [${dialect}]`, () => {
    const redis = { url: REDIS_URL, channelPrefix: `${PREFIX}${dialect}:` };
    let nodeA: TestServer | undefined;
    let nodeB: TestServer | undefined;

    beforeAll(async () => {
      nodeA = await startServer(dialect, { realtime: { redis } });
      const a = nodeA;
      const app = await buildApp({
        dataDir: a.dataDir,
        databaseUrl: a.databaseUrl,
        now: a.clock.now,
        distDir: `${a.dataDir}/no-dist`,
        realtime: { redis },
      });
      nodeB = { ...a, app, db: app.gatehouse.db, stop: () => app.close() };
    });
    afterAll(async () => {
      await nodeB?.stop();
      await nodeA?.stop();
    });

    const nodes = () => {
      if (!nodeA || !nodeB) throw new Error('nodes not started');
      return { a: nodeA, b: nodeB };
    };

    let userCount = 0;
    async function newUser() {
      const { a } = nodes();
      await ensureAdmin(a);
      userCount += 1;
      const userName = `redis_${dialect}_${userCount}`;
      const { id, password } = await createUser(a, { userName, permissions: [Permission.homeQuery] });
      return { id, userName, token: await signIn(a, userName, password) };
    }

    it("pushes unread_count to a socket on node B when a message is sent through node A's API", async () => {
      const { a, b } = nodes();
      const admin = await signInAdmin(a);
      const user = await newUser();
      const onB = await openSocket(notifyUrl(await listen(b), user.token));
      const onA = await openSocket(notifyUrl(await listen(a), user.token));
      for (const socket of [onA, onB]) await socket.waitForJson({ type: 'unread_count', data: 0 });
      const sent = await call(a.app, 'POST', '/system/message/send', {
        token: admin,
        body: { userIds: [user.id], messageTitle: 'across nodes', messageContent: 'body' },
      });
      expect(sent.body).toMatchObject({ code: ResponseCode.ok, data: { sent: 1 } });
      for (const socket of [onA, onB]) await socket.waitForJson({ type: 'unread_count', data: 1 });
      // Marking it read on node B reaches node A's socket the other way round.
      const read = await call(b.app, 'POST', '/system/message/read', { token: user.token, body: { isSelectAll: 1 } });
      expect(read.body.data).toEqual({ unreadCount: 0 });
      for (const socket of [onA, onB]) {
        await socket.waitFor(
          () => socket.json().filter((message) => message.type === 'unread_count').length === 3,
          3000,
        );
        expect(socket.json().filter((message) => message.type === 'unread_count')).toEqual([
          { type: 'unread_count', data: 0 },
          { type: 'unread_count', data: 1 },
          { type: 'unread_count', data: 0 },
        ]);
      }
      await onA.close();
      await onB.close();
    });

    it("closes the token's socket on node B with 'signed out' when it logs out on node A, and only that token's", async () => {
      const { a, b } = nodes();
      const admin = await signInAdmin(a);
      const user = await newUser();
      const otherToken = await signIn(a, user.userName, 'Passw0rd!x');
      const base = await listen(b);
      const onB = await openSocket(notifyUrl(base, user.token));
      const otherBrowser = await openSocket(notifyUrl(base, otherToken));
      for (const socket of [onB, otherBrowser]) await socket.waitForJson({ type: 'unread_count' });
      const logout = await call(a.app, 'POST', '/ucenter/logout', { token: user.token });
      expect(logout.body.code).toBe(ResponseCode.ok);
      expect((await onB.closed).code).toBe(NotifyCloseCode.signedOut);
      // A message sent through node A after the logout crosses the same ordered channel and reaches the
      // other sign-in's socket on node B: the logout left it open.
      const sent = await call(a.app, 'POST', '/system/message/send', {
        token: admin,
        body: { userIds: [user.id], messageTitle: 'after logout', messageContent: 'body' },
      });
      expect(sent.body.code).toBe(ResponseCode.ok);
      await otherBrowser.waitForJson({ type: 'unread_count', data: 1 });
      expect(otherBrowser.closeInfo).toBeUndefined();
      await otherBrowser.close();
    });
  });
}
