import * as Comlink from 'comlink';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HubError } from '../../../src/shared/protocol/errors';
import { type HubApi, type HubEvent, tabLockName } from '../../../src/shared/protocol/hub';
import { registerHubErrorTransfer } from '../../../src/workers/errorTransfer';
import { Hub } from '../../../src/workers/hub';
import { FakeLocks, FakeSocket, fakeSocketFactory } from './fakes';

const ORIGIN = 'http://127.0.0.1:8080';

const setup = () => {
  const locks = new FakeLocks();
  const hub = new Hub({ socketFactory: fakeSocketFactory, locks, reconnect: { random: () => 0.5 } });
  const events = new Map<string, HubEvent[]>();
  const openTab = (tabId: string) => {
    locks.hold(tabLockName(tabId)); // what client.ts does before subscribing
    const list: HubEvent[] = [];
    events.set(tabId, list);
    hub.subscribe(tabId, (event) => list.push(event));
    return list;
  };
  const closeTab = (tabId: string) => locks.release(tabLockName(tabId));
  return { hub, locks, events, openTab, closeTab };
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('Hub', () => {
  it('fans badge state out to every tab identically, from one socket', () => {
    const { hub, openTab } = setup();
    const a = openTab('a');
    const b = openTab('b');
    hub.connect('tok', ORIGIN);
    hub.connect('tok', ORIGIN);
    expect(FakeSocket.instances).toHaveLength(1);
    FakeSocket.last().open();
    FakeSocket.last().receiveJson({ type: 'no_approve_num', data: 100 });
    const stateOf = (list: HubEvent[]) => list.filter((e) => e.type === 'state').at(-1);
    expect(stateOf(a)).toEqual(stateOf(b));
    expect(stateOf(a)).toMatchObject({ state: { connection: 'open', approvals: 100, approvalsBadge: '99+' } });
    expect(hub.getState().approvalsBadge).toBe('99+');
  });

  it('drops a closed tab (its listener and timers) when its Web Lock is released', () => {
    const { hub, locks, openTab, closeTab } = setup();
    const a = openTab('a');
    const b = openTab('b');
    hub.setTimer('a', 1, 'interval', 1_000);
    hub.setTimer('b', 1, 'interval', 1_000);
    expect(locks.waiters(tabLockName('a'))).toBe(1);

    closeTab('a');
    expect(hub.describeTabs()).toEqual([{ tabId: 'b', timers: 1 }]);
    vi.advanceTimersByTime(3_000);
    expect(a.filter((e) => e.type === 'tick')).toHaveLength(0);
    expect(b.filter((e) => e.type === 'tick')).toHaveLength(3);
    expect(() => hub.setTimer('a', 2, 'timeout', 10)).toThrow(HubError);
  });

  it('unsubscribe stops watching the lock; subscribing again replaces the listener', () => {
    const { hub, locks, openTab } = setup();
    openTab('a');
    const replaced: HubEvent[] = [];
    hub.subscribe('a', (event) => replaced.push(event));
    expect(locks.waiters(tabLockName('a'))).toBe(1);
    hub.setTimer('a', 1, 'timeout', 10);
    vi.advanceTimersByTime(10);
    expect(replaced).toEqual([{ type: 'tick', timerId: 1 }]);
    hub.unsubscribe('a');
    expect(locks.waiters(tabLockName('a'))).toBe(0);
    expect(hub.describeTabs()).toEqual([]);
  });

  it('keeps a transfer going when its tab closes while another remains, and cancels it with the last tab', () => {
    const { hub, openTab, closeTab } = setup();
    openTab('starter');
    const other = openTab('other');
    hub.connect('tok', ORIGIN);
    hub.startUpload({ opId: 'up', recordId: '9', file: new Blob([new Uint8Array(100_000)]) });
    const socket = FakeSocket.last();
    socket.open();
    socket.receiveJson({ type: 'ready' });
    closeTab('starter');
    socket.receiveJson({ type: 'ack', bytes: 65_536 });
    const progress = other.filter((e) => e.type === 'transfer').map((e) => e.type === 'transfer' && e.progress.percent);
    expect(progress).toEqual([0, 65]);
    expect(hub.getState().transfers).toMatchObject([{ opId: 'up', status: 'running' }]);

    closeTab('other');
    expect(socket.closedWith?.code).toBe(4000);
    expect(hub.getState().transfers).toMatchObject([{ opId: 'up', status: 'cancelled' }]);
  });

  it('logout closes the socket on purpose and cancels transfers; transfers need a sign-in', () => {
    const { hub, openTab } = setup();
    openTab('a');
    expect(() => hub.startDownload({ opId: 'x', recordId: '1' })).toThrow(/not signed in/);
    hub.connect('tok', ORIGIN);
    const notify = FakeSocket.last();
    hub.startDownload({ opId: 'x', recordId: '1' });
    hub.logout();
    expect(notify.closedWith?.code).toBe(1000);
    expect(hub.getState()).toMatchObject({ connection: 'closed', transfers: [{ opId: 'x', status: 'cancelled' }] });
    vi.advanceTimersByTime(600_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });
});

describe('Hub over Comlink', () => {
  it('delivers events to a proxied listener and carries HubError codes across the port', async () => {
    vi.useRealTimers();
    registerHubErrorTransfer();
    const hub = new Hub({ socketFactory: fakeSocketFactory });
    const { port1, port2 } = new MessageChannel();
    Comlink.expose(hub, port1);
    const remote = Comlink.wrap<HubApi>(port2);
    const received: HubEvent[] = [];
    const gotTick = new Promise<void>((resolve) => {
      void remote.subscribe(
        'tab',
        Comlink.proxy((event: HubEvent) => {
          received.push(event);
          if (event.type === 'tick') resolve();
        }),
      );
    });
    expect(await remote.ping()).toBe('pong');
    await remote.setTimer('tab', 5, 'timeout', 1);
    await gotTick;
    expect(received).toContainEqual({ type: 'tick', timerId: 5 });

    const failure = await remote.startUpload({ opId: 'o', recordId: '1', file: new Blob([]) }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HubError);
    expect(failure).toMatchObject({ code: 'HUB_BAD_REQUEST', message: 'not signed in' });
    port2.close();
    port1.close();
  });

  it('fans a server sign-out (4001) out to every tab as one more sessionEnds, and drops the target', () => {
    const { hub, openTab } = setup();
    const a = openTab('a');
    const b = openTab('b');
    hub.connect('tok', ORIGIN);
    FakeSocket.last().open();
    FakeSocket.last().serverClose(4001);
    const lastState = (events: HubEvent[]) => events.filter((e) => e.type === 'state').at(-1);
    for (const events of [a, b]) {
      expect(lastState(events)).toMatchObject({ state: { connection: 'closed', closeCode: 4001, sessionEnds: 1 } });
    }
    vi.advanceTimersByTime(600_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(() => hub.startDownload({ opId: 'd', recordId: '1' })).toThrow(HubError);
    hub.logout();
    expect(hub.getState().sessionEnds).toBe(1);
  });

  it('fans each task_runs message out to every tab as one more taskRunChanges, from one socket (issue 15)', () => {
    const { hub, openTab } = setup();
    const a = openTab('a');
    const b = openTab('b');
    hub.connect('tok', ORIGIN);
    FakeSocket.last().open();
    FakeSocket.last().receiveJson({ type: 'task_runs', data: 41 });
    FakeSocket.last().receiveJson({ type: 'task_runs', data: 42 });
    // Each tab sees the count grow one message at a time (connecting and open come before, at 0).
    const counts = (events: HubEvent[]) => [
      ...new Set(events.flatMap((event) => (event.type === 'state' ? [event.state.taskRunChanges] : []))),
    ];
    expect(counts(a)).toEqual([0, 1, 2]);
    expect(counts(b)).toEqual(counts(a));
    expect(hub.getState()).toMatchObject({ taskRunChanges: 2, unread: 0, accessChanges: 0 });
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('subscribes the one socket to a topic while any tab watches it, again after a reconnect (issue 17)', () => {
    const { hub, openTab, closeTab } = setup();
    const a = openTab('a');
    openTab('b');
    hub.connect('tok', ORIGIN);
    const first = FakeSocket.last();
    first.open();
    const topicFrames = (socket: FakeSocket) =>
      socket
        .texts()
        .map((text) => JSON.parse(text) as { type: string; topic?: string })
        .filter((frame) => frame.topic !== undefined);

    hub.watchTopic('a', 'dashboard', true);
    hub.watchTopic('b', 'dashboard', true);
    expect(topicFrames(first)).toEqual([{ type: 'subscribe', topic: 'dashboard' }]);
    hub.watchTopic('a', 'dashboard', false);
    expect(topicFrames(first)).toHaveLength(1);

    // The socket drops: the new one subscribes again as it opens, as a subscription lives with its socket.
    first.serverClose(1006);
    vi.advanceTimersByTime(12_000);
    const second = FakeSocket.last();
    expect(second).not.toBe(first);
    second.open();
    expect(topicFrames(second)).toEqual([{ type: 'subscribe', topic: 'dashboard' }]);
    second.receiveJson({ type: 'dashboard', data: 5 });
    expect(hub.getState().dashboardChanges).toBe(1);
    expect(a.filter((event) => event.type === 'state').at(-1)).toMatchObject({ state: { dashboardChanges: 1 } });

    // The last tab that watched it closes: the socket unsubscribes.
    closeTab('b');
    expect(topicFrames(second)).toEqual([
      { type: 'subscribe', topic: 'dashboard' },
      { type: 'unsubscribe', topic: 'dashboard' },
    ]);
  });

  it('refuses a topic for a tab that is not subscribed', () => {
    const { hub } = setup();
    expect(() => hub.watchTopic('ghost', 'dashboard', true)).toThrow(HubError);
  });
});
