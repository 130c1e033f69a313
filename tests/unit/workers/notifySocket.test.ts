import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyUrl } from '../../../src/shared/protocol/notify';
import { NotifySocket } from '../../../src/workers/notifySocket';
import { FakeSocket, fakeSocketFactory } from './fakes';

const ORIGIN = 'https://bastion.example:8443';

const build = (random = () => 0.5) => {
  const notify = new NotifySocket({ socketFactory: fakeSocketFactory, reconnect: { random } });
  const states: string[] = [];
  notify.subscribe((snapshot) => states.push(snapshot.state));
  return { notify, states };
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('notifyUrl', () => {
  it('uses wss for https pages and ws for http pages, token encoded', () => {
    expect(notifyUrl(ORIGIN, 'a b+c')).toBe(
      'wss://bastion.example:8443/prod-api/approve/ws/notify?Authorization=a%20b%2Bc',
    );
    expect(notifyUrl('http://127.0.0.1:8080', 't')).toBe(
      'ws://127.0.0.1:8080/prod-api/approve/ws/notify?Authorization=t',
    );
  });
});

describe('NotifySocket', () => {
  it('opens one socket, reports counts and answers each message with the same message marked PONG', () => {
    const { notify } = build();
    notify.connect('tok', ORIGIN);
    notify.connect('tok', ORIGIN); // a second tab with the same token: no second socket
    expect(FakeSocket.instances).toHaveLength(1);
    const socket = FakeSocket.last();
    socket.open();
    expect(notify.getSnapshot().state).toBe('open');

    socket.receiveJson({ type: 'unread_count', data: 150 });
    socket.receiveJson({ type: 'no_approve_num', data: 4 });
    socket.receiveJson({ type: 'ping', data: 17 });
    socket.receive('not json');
    socket.receiveJson({ type: 'unread_count', data: -1 });

    expect(notify.getSnapshot()).toMatchObject({ unread: 150, approvals: 4 });
    expect(socket.texts().map((text) => JSON.parse(text))).toEqual([
      { type: 'unread_count', data: 150, mark: 'PONG' },
      { type: 'no_approve_num', data: 4, mark: 'PONG' },
      { type: 'ping', data: 17, mark: 'PONG' },
    ]);
  });

  it('counts each access_changed (roles or permissions changed) and answers it with PONG', () => {
    const { notify } = build();
    notify.connect('tok', ORIGIN);
    const socket = FakeSocket.last();
    socket.open();
    expect(notify.getSnapshot().accessChanges).toBe(0);
    socket.receiveJson({ type: 'access_changed', data: 1 });
    socket.receiveJson({ type: 'access_changed', data: 2 });
    expect(notify.getSnapshot().accessChanges).toBe(2);
    expect(socket.texts().map((text) => JSON.parse(text))).toEqual([
      { type: 'access_changed', data: 1, mark: 'PONG' },
      { type: 'access_changed', data: 2, mark: 'PONG' },
    ]);
  });

  it('counts each task_runs (runs started, progressed or ended) and answers it with PONG (issue 15)', () => {
    const { notify } = build();
    notify.connect('tok', ORIGIN);
    const socket = FakeSocket.last();
    socket.open();
    socket.receiveJson({ type: 'task_runs', data: 7 });
    socket.receiveJson({ type: 'task_runs', data: 8 });
    socket.receiveJson({ type: 'task_runs', data: -1 });
    expect(notify.getSnapshot()).toMatchObject({ taskRunChanges: 2, accessChanges: 0, unread: 0 });
    expect(socket.texts().map((text) => JSON.parse(text))).toEqual([
      { type: 'task_runs', data: 7, mark: 'PONG' },
      { type: 'task_runs', data: 8, mark: 'PONG' },
    ]);
  });

  it('keeps the task_runs count across a logout and a new sign-in: tabs compare it with what they saw', () => {
    const { notify } = build();
    notify.connect('alice', ORIGIN);
    FakeSocket.last().open();
    FakeSocket.last().receiveJson({ type: 'task_runs', data: 1 });
    notify.close();
    notify.connect('bob', ORIGIN);
    FakeSocket.last().open();
    FakeSocket.last().receiveJson({ type: 'task_runs', data: 2 });
    expect(notify.getSnapshot().taskRunChanges).toBe(2);
  });

  it('reconnects 10 s after a close, at most 10 times, then gives up', () => {
    const { notify } = build();
    notify.connect('tok', ORIGIN);
    FakeSocket.last().serverClose();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(notify.getSnapshot()).toMatchObject({ state: 'connecting', attempt });
      vi.advanceTimersByTime(9_999);
      expect(FakeSocket.instances).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(attempt + 1);
      FakeSocket.last().serverClose();
    }
    expect(notify.getSnapshot().state).toBe('gave-up');
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(11);

    notify.reconnect(); // the user's retry button starts a fresh round
    expect(FakeSocket.instances).toHaveLength(12);
  });

  it('waits 8–12 s with jitter', () => {
    const { notify } = build(() => 0);
    notify.connect('tok', ORIGIN);
    FakeSocket.last().serverClose();
    vi.advanceTimersByTime(7_999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('resets the try counter when a message arrives', () => {
    const { notify } = build();
    notify.connect('tok', ORIGIN);
    for (let i = 0; i < 9; i += 1) {
      FakeSocket.last().serverClose();
      vi.advanceTimersByTime(10_000);
    }
    expect(notify.getSnapshot().attempt).toBe(9);
    FakeSocket.last().open();
    FakeSocket.last().receiveJson({ type: 'ping', data: 1 });
    expect(notify.getSnapshot().attempt).toBe(0);
    for (let i = 0; i < 10; i += 1) {
      FakeSocket.last().serverClose();
      vi.advanceTimersByTime(10_000);
    }
    expect(notify.getSnapshot().state).toBe('connecting');
    FakeSocket.last().serverClose();
    expect(notify.getSnapshot().state).toBe('gave-up');
  });

  it('does not reconnect after a deliberate close (logout), even when a retry was pending', () => {
    const { notify } = build();
    notify.connect('tok', ORIGIN);
    FakeSocket.last().open();
    FakeSocket.last().receiveJson({ type: 'unread_count', data: 3 });
    notify.close();
    expect(FakeSocket.last().closedWith?.code).toBe(1000);
    expect(notify.getSnapshot()).toEqual({
      state: 'closed',
      attempt: 0,
      unread: 0,
      approvals: 0,
      closeCode: 0,
      sessionEnds: 1,
      accessChanges: 0,
      taskRunChanges: 0,
      dashboardChanges: 0,
    });
    vi.advanceTimersByTime(600_000);
    expect(FakeSocket.instances).toHaveLength(1);

    notify.connect('tok', ORIGIN);
    FakeSocket.last().serverClose();
    notify.close();
    vi.advanceTimersByTime(600_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('reconnects with the new token when the user changes, dropping the old counts and socket', () => {
    const { notify } = build();
    notify.connect('alice', ORIGIN);
    const first = FakeSocket.last();
    first.open();
    first.receiveJson({ type: 'unread_count', data: 5 });
    notify.connect('bob', ORIGIN);
    expect(first.closedWith?.code).toBe(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.last().url).toContain('Authorization=bob');
    expect(notify.getSnapshot()).toMatchObject({ state: 'connecting', unread: 0 });
    // Late events of the dropped socket change nothing.
    first.receiveJson({ type: 'unread_count', data: 9 });
    first.serverClose();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(notify.getSnapshot().unread).toBe(0);
  });

  it.each([4001, 4401])(
    'stops for good after the server closes with %i, and ends the session once (issue: worker data layer)',
    (code) => {
      const { notify } = build();
      notify.connect('tok', ORIGIN);
      FakeSocket.last().open();
      FakeSocket.last().receiveJson({ type: 'unread_count', data: 3 });
      FakeSocket.last().serverClose(code);
      expect(notify.getSnapshot()).toEqual({
        state: 'closed',
        attempt: 0,
        unread: 0,
        approvals: 0,
        closeCode: code,
        sessionEnds: 1,
        accessChanges: 0,
        taskRunChanges: 0,
        dashboardChanges: 0,
      });
      vi.advanceTimersByTime(600_000);
      expect(FakeSocket.instances).toHaveLength(1);
      // The logout that follows in the tabs must not count a second end: the session was already over.
      notify.close();
      expect(notify.getSnapshot().sessionEnds).toBe(1);
    },
  );

  it('stops after 4403 (origin refused) without ending the session; a new connect starts afresh', () => {
    const { notify } = build();
    notify.connect('tok', ORIGIN);
    FakeSocket.last().serverClose(4403);
    expect(notify.getSnapshot()).toMatchObject({ state: 'closed', closeCode: 4403, sessionEnds: 0 });
    vi.advanceTimersByTime(600_000);
    expect(FakeSocket.instances).toHaveLength(1);
    notify.connect('tok', ORIGIN);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(notify.getSnapshot()).toMatchObject({ state: 'connecting', closeCode: 0 });
  });

  it('still reconnects after 4408 (no pong) and 1001 (server going away)', () => {
    const { notify } = build();
    notify.connect('tok', ORIGIN);
    FakeSocket.last().serverClose(4408);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.last().serverClose(1001);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(3);
    expect(notify.getSnapshot()).toMatchObject({ closeCode: 0, sessionEnds: 0 });
  });

  it('counts a logout as a session end only while a session was live', () => {
    const { notify } = build();
    notify.close();
    expect(notify.getSnapshot().sessionEnds).toBe(0);
    notify.connect('tok', ORIGIN);
    notify.close();
    notify.close();
    expect(notify.getSnapshot().sessionEnds).toBe(1);
  });
});
