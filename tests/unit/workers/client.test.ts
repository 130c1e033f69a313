import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HubError } from '../../../src/shared/protocol/errors';
import { HUB_CHANNEL, type HubApi, type HubEvent } from '../../../src/shared/protocol/hub';
import { createHubClient, type HubBackend } from '../../../src/workers/client';
import { Hub } from '../../../src/workers/hub';
import { type AsyncHub, type ChannelLike, relayClient, serveRelay } from '../../../src/workers/relay';
import { FakeSocket, fakeSocketFactory } from './fakes';

const ORIGIN = 'http://127.0.0.1:8080';

/** An in-process hub behind promises, as Comlink would present it. */
const asyncHub = (hub: HubApi): AsyncHub =>
  new Proxy({} as AsyncHub, {
    get:
      (_target, method: keyof HubApi) =>
      (...args: unknown[]) =>
        Promise.resolve().then(() => (hub[method] as (...a: unknown[]) => unknown).apply(hub, args)),
  });

const localBackend = (hub: HubApi): HubBackend => ({ hub: asyncHub(hub), close: () => undefined });

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('createHubClient', () => {
  it('subscribes, signs the socket in and mirrors the hub state', async () => {
    const hub = new Hub({ socketFactory: fakeSocketFactory });
    const client = createHubClient({ backend: localBackend(hub), origin: ORIGIN, tabId: 't1' });
    await client.ready;
    await client.connect('tok');
    expect(FakeSocket.last().url).toContain('Authorization=tok');
    FakeSocket.last().open();
    FakeSocket.last().receiveJson({ type: 'unread_count', data: 12 });
    expect(client.state.get()).toMatchObject({ connection: 'open', unread: 12, unreadBadge: '12' });
    expect(client.status.get()).toBe('up');
    client.dispose();
  });

  it('runs timers in the hub and calls back the tab', async () => {
    const hub = new Hub({ socketFactory: fakeSocketFactory });
    const client = createHubClient({ backend: localBackend(hub), origin: ORIGIN, tabId: 't1' });
    await client.ready;
    const once = vi.fn();
    const every = vi.fn();
    client.setTimeout(once, 1_000);
    const interval = client.setInterval(every, 300);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(once).toHaveBeenCalledTimes(1);
    expect(every).toHaveBeenCalledTimes(3);
    client.clearTimer(interval);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(every).toHaveBeenCalledTimes(3);
    client.dispose();
  });

  it('resolves an upload on done and rejects a failed one with its code', async () => {
    const hub = new Hub({ socketFactory: fakeSocketFactory });
    const client = createHubClient({ backend: localBackend(hub), origin: ORIGIN, tabId: 't1' });
    await client.connect('tok');
    const seen: number[] = [];
    client.onTransfer((progress) => seen.push(progress.percent));

    const ok = client.upload('5', new Blob(['hello']), 'h.txt');
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.last();
    socket.open();
    socket.receiveJson({ type: 'ready' });
    socket.receiveJson({ type: 'ack', bytes: 5 });
    socket.receiveJson({ type: 'done' });
    await expect(ok.done).resolves.toMatchObject({ opId: ok.opId, status: 'done', percent: 100 });
    expect(seen).toEqual([0, 99, 100]);

    const bad = client.download('5');
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.last().open();
    FakeSocket.last().receive('error:no such file');
    await expect(bad.done).rejects.toMatchObject({ code: 'TRANSFER_SERVER', message: 'no such file' });
    client.dispose();
  });

  it('times out a call to a dead hub, reports down, and comes back up on a heartbeat', async () => {
    let alive = false;
    const hub = new Hub({ socketFactory: fakeSocketFactory });
    const live = asyncHub(hub);
    const subscribe = vi.spyOn(hub, 'subscribe');
    const dead = new Proxy({} as AsyncHub, {
      get: (_t, method: keyof HubApi) => (alive ? live[method] : () => new Promise(() => undefined)),
    });
    const client = createHubClient({ backend: { hub: dead, close: () => undefined }, origin: ORIGIN, tabId: 't' });
    const statuses: string[] = [];
    client.status.subscribe((status) => statuses.push(status));
    const readyResult = client.ready.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await readyResult).toMatchObject({ code: 'HUB_TIMEOUT' });
    expect(await readyResult).toBeInstanceOf(HubError);
    expect(client.status.get()).toBe('down');

    alive = true;
    await vi.advanceTimersByTimeAsync(10_000); // heartbeat ping succeeds
    expect(client.status.get()).toBe('up');
    expect(statuses).toEqual(['down', 'up']);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.state.get()?.connection).toBe('closed'); // subscribed again after recovery
    expect(subscribe).toHaveBeenCalled();
    client.dispose();
  });

  it('shares one topic subscription among a tab’s watchers (issue 17)', async () => {
    const hub = new Hub({ socketFactory: fakeSocketFactory });
    const watchTopic = vi.spyOn(hub, 'watchTopic');
    const client = createHubClient({ backend: localBackend(hub), origin: ORIGIN, tabId: 't' });
    await client.ready;
    const stopFirst = client.watchTopic('dashboard');
    const stopSecond = client.watchTopic('dashboard');
    await vi.advanceTimersByTimeAsync(0);
    expect(watchTopic.mock.calls).toEqual([['t', 'dashboard', true]]);
    stopFirst();
    stopFirst();
    await vi.advanceTimersByTimeAsync(0);
    expect(watchTopic).toHaveBeenCalledTimes(1);
    stopSecond();
    await vi.advanceTimersByTimeAsync(0);
    expect(watchTopic.mock.calls).toEqual([
      ['t', 'dashboard', true],
      ['t', 'dashboard', false],
    ]);
    client.dispose();
  });

  it('keeps the layer up when the hub itself refuses a call', async () => {
    const hub = new Hub({ socketFactory: fakeSocketFactory });
    const client = createHubClient({ backend: localBackend(hub), origin: ORIGIN, tabId: 't' });
    await client.ready;
    const refused = client.upload('1', new Blob([]));
    await expect(refused.done).rejects.toMatchObject({ code: 'HUB_BAD_REQUEST' });
    expect(client.status.get()).toBe('up');
    client.dispose();
  });
});

describe('leader relay (no SharedWorker)', () => {
  it('lets a follower tab call the leader hub and receive its events over a BroadcastChannel', async () => {
    vi.useRealTimers();
    const hub = new Hub({ socketFactory: fakeSocketFactory });
    const leaderChannel = new BroadcastChannel(HUB_CHANNEL) as unknown as ChannelLike & { close(): void };
    const followerChannel = new BroadcastChannel(HUB_CHANNEL) as unknown as ChannelLike & { close(): void };
    const onLeader = vi.fn();
    const follower = relayClient(followerChannel, 'follower', onLeader);
    const stop = serveRelay(leaderChannel, asyncHub(hub), 'leader');
    await vi.waitFor(() => expect(onLeader).toHaveBeenCalled());

    const events: HubEvent[] = [];
    const initial = await follower.hub.subscribe('follower', (event) => events.push(event));
    expect(initial).toMatchObject({ connection: 'closed' });
    await follower.hub.connect('tok', ORIGIN);
    FakeSocket.last().open();
    FakeSocket.last().receiveJson({ type: 'no_approve_num', data: 3 });
    await vi.waitFor(() =>
      expect(events.at(-1)).toMatchObject({ type: 'state', state: { approvals: 3, approvalsBadge: '3' } }),
    );
    const refused = await follower.hub.setTimer('ghost', 1, 'timeout', 1).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HubError);
    expect(refused).toMatchObject({ code: 'HUB_BAD_REQUEST' });

    stop();
    follower.close();
    leaderChannel.close();
    followerChannel.close();
  });

  it('carries task_runs to a follower tab as the leader hub counts them (issue 15)', async () => {
    vi.useRealTimers();
    const hub = new Hub({ socketFactory: fakeSocketFactory });
    const leaderChannel = new BroadcastChannel(HUB_CHANNEL) as unknown as ChannelLike & { close(): void };
    const followerChannel = new BroadcastChannel(HUB_CHANNEL) as unknown as ChannelLike & { close(): void };
    const onLeader = vi.fn();
    const follower = relayClient(followerChannel, 'follower', onLeader);
    const stop = serveRelay(leaderChannel, asyncHub(hub), 'leader');
    await vi.waitFor(() => expect(onLeader).toHaveBeenCalled());
    const backend = { hub: follower.hub, close: follower.close };
    const client = createHubClient({ backend, origin: ORIGIN, tabId: 'follower' });
    await client.ready;
    await client.connect('tok');
    FakeSocket.last().open();
    FakeSocket.last().receiveJson({ type: 'task_runs', data: 5 });
    await vi.waitFor(() => expect(client.state.get()?.taskRunChanges).toBe(1));

    client.dispose();
    stop();
    leaderChannel.close();
    followerChannel.close();
  });
});
