import { describe, expect, it } from 'vitest';
import { type StateSource, watchAccessChanges, watchSessionEnds } from '../../../src/app/hub/sessionEnds';
import type { HubState } from '../../../src/shared/protocol/hub';

const state = (sessionEnds: number, closeCode = 0, accessChanges = 0): HubState => ({
  connection: 'closed',
  attempt: 0,
  unread: 0,
  approvals: 0,
  unreadBadge: '',
  approvalsBadge: '',
  closeCode,
  sessionEnds,
  accessChanges,
  taskRunChanges: 0,
  dashboardChanges: 0,
  transfers: [],
});

function source(initial: HubState | undefined) {
  let value = initial;
  const listeners = new Set<(next: HubState | undefined) => void>();
  const store: StateSource = {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const push = (next: HubState | undefined) => {
    value = next;
    for (const listener of listeners) listener(next);
  };
  return { store, push };
}

describe('watchSessionEnds', () => {
  it('takes the first value as the baseline and reports each growth once, with the close code', () => {
    const { store, push } = source(undefined);
    const ends: number[] = [];
    watchSessionEnds(store, (code) => ends.push(code));
    push(state(3)); // an earlier logout in this browser: not ours to act on
    push(state(3));
    push(state(4, 4001));
    push(state(4, 4001));
    push(state(5));
    expect(ends).toEqual([4001, 0]);
  });

  it('re-bases on a smaller count (a new hub after a worker restart or a new leader)', () => {
    const { store, push } = source(state(2));
    const ends: number[] = [];
    const stop = watchSessionEnds(store, (code) => ends.push(code));
    push(state(0));
    push(state(1, 4401));
    stop();
    push(state(2));
    expect(ends).toEqual([4401]);
  });
});

describe('watchAccessChanges', () => {
  it('reloads once per access_changed the hub counted after this tab first looked', () => {
    const { store, push } = source(state(0, 0, 2));
    let reloads = 0;
    watchAccessChanges(store, () => {
      reloads += 1;
    });
    push(state(0, 0, 2));
    push(state(0, 0, 3));
    push(state(1, 4001, 3)); // a sign-out is not an access change
    push(state(1, 4001, 4));
    expect(reloads).toBe(2);
  });
});
