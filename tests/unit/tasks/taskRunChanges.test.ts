import { describe, expect, it, vi } from 'vitest';
import type { StateSource } from '../../../src/app/hub/sessionEnds';
import { watchTaskRunChanges } from '../../../src/app/hub/taskRunChanges';
import type { HubState } from '../../../src/shared/protocol/hub';

const state = (taskRunChanges: number): HubState => ({
  connection: 'open',
  attempt: 0,
  unread: 0,
  approvals: 0,
  unreadBadge: '',
  approvalsBadge: '',
  closeCode: 0,
  sessionEnds: 0,
  accessChanges: 0,
  taskRunChanges,
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
  return { store, push, listeners };
}

describe('watchTaskRunChanges (issue 15)', () => {
  it('calls back once per task_runs the hub counted after the page first looked, not for the count it found', () => {
    const { store, push } = source(state(5));
    const onChange = vi.fn();
    watchTaskRunChanges(store, onChange);
    push(state(5));
    expect(onChange).not.toHaveBeenCalled();
    push(state(6));
    push(state(8));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('takes a smaller count (a new hub) as the new baseline, and stops when the page goes', () => {
    const { store, push, listeners } = source(undefined);
    const onChange = vi.fn();
    const stop = watchTaskRunChanges(store, onChange);
    push(state(3));
    push(state(0));
    expect(onChange).not.toHaveBeenCalled();
    push(state(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    expect(listeners.size).toBe(0);
  });
});
