import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkerTimers } from '../../../src/workers/timers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('WorkerTimers', () => {
  it('fires a timeout once and an interval every period, to the owning tab', () => {
    const ticks: string[] = [];
    const timers = new WorkerTimers((tabId, timerId) => ticks.push(`${tabId}#${timerId}`));
    timers.set('a', 1, 'timeout', 1_000);
    timers.set('b', 1, 'interval', 400);
    vi.advanceTimersByTime(1_200);
    expect(ticks).toEqual(['b#1', 'b#1', 'a#1', 'b#1']);
    expect(timers.count()).toBe(1);
  });

  it('clears by id and restarts a reused id', () => {
    const ticks: number[] = [];
    const timers = new WorkerTimers((_tab, timerId) => ticks.push(timerId));
    timers.set('a', 1, 'interval', 100);
    timers.set('a', 2, 'timeout', 100);
    timers.clear('a', 1);
    timers.set('a', 2, 'timeout', 300);
    vi.advanceTimersByTime(299);
    expect(ticks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([2]);
  });

  it('drops every timer of a closed tab and keeps the others', () => {
    const ticks: string[] = [];
    const timers = new WorkerTimers((tabId) => ticks.push(tabId));
    timers.set('gone', 1, 'interval', 100);
    timers.set('gone', 2, 'timeout', 100);
    timers.set('stays', 1, 'interval', 100);
    timers.clearTab('gone');
    expect(timers.count('gone')).toBe(0);
    vi.advanceTimersByTime(200);
    expect(ticks).toEqual(['stays', 'stays']);
  });

  it('clamps a zero interval so it cannot spin', () => {
    const onTick = vi.fn();
    const timers = new WorkerTimers(onTick);
    timers.set('a', 1, 'interval', 0);
    vi.advanceTimersByTime(40);
    expect(onTick).toHaveBeenCalledTimes(10);
  });
});
