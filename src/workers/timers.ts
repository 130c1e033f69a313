import type { TimerKind } from '../shared/protocol/hub';
import { platformTimers, type TimerSource } from './ports';

/**
 * Worker timers (spec §9: "a worker-based timer keeps timers running in background tabs"). Browsers
 * throttle timers of hidden tabs to once a minute or worse; a worker's timers are not throttled, so a
 * tab asks the hub to keep time and gets a `tick` event back through its subscription.
 *
 * Ids are chosen by the tab (unique within the tab), so the tab can register its callback before the
 * call and a tick that overtakes the call's reply still finds it. Timers belong to their tab and are
 * dropped with it.
 */

export type TickHandler = (tabId: string, timerId: number) => void;

interface Entry {
  tabId: string;
  timerId: number;
  kind: TimerKind;
  delayMs: number;
  handle: unknown;
}

/** Browsers clamp nested timers to ≥ 4 ms; an interval of 0 would spin the worker. */
const MIN_INTERVAL_MS = 4;

export class WorkerTimers {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly onTick: TickHandler,
    private readonly timers: TimerSource = platformTimers,
  ) {}

  /** Starts (or restarts, when the id is in use) a timer of this tab. */
  set(tabId: string, timerId: number, kind: TimerKind, delayMs: number): void {
    this.clear(tabId, timerId);
    const delay = Math.max(0, Number.isFinite(delayMs) ? delayMs : 0);
    const entry: Entry = {
      tabId,
      timerId,
      kind,
      delayMs: kind === 'interval' ? Math.max(MIN_INTERVAL_MS, delay) : delay,
      handle: undefined,
    };
    this.entries.set(key(tabId, timerId), entry);
    this.arm(entry);
  }

  clear(tabId: string, timerId: number): void {
    const entry = this.entries.get(key(tabId, timerId));
    if (!entry) return;
    this.timers.clearTimeout(entry.handle);
    this.entries.delete(key(tabId, timerId));
  }

  /** Drops every timer of a tab (the tab closed). */
  clearTab(tabId: string): void {
    for (const entry of [...this.entries.values()]) {
      if (entry.tabId === tabId) this.clear(tabId, entry.timerId);
    }
  }

  /** Running timers, for bookkeeping checks. */
  count(tabId?: string): number {
    let n = 0;
    for (const entry of this.entries.values()) if (tabId === undefined || entry.tabId === tabId) n += 1;
    return n;
  }

  // Intervals re-arm a timeout each period instead of using setInterval, so one TimerSource (and
  // vitest's fake timers) serves both kinds.
  private arm(entry: Entry): void {
    entry.handle = this.timers.setTimeout(() => {
      if (this.entries.get(key(entry.tabId, entry.timerId)) !== entry) return;
      if (entry.kind === 'timeout') this.entries.delete(key(entry.tabId, entry.timerId));
      else this.arm(entry);
      this.onTick(entry.tabId, entry.timerId);
    }, entry.delayMs);
  }
}

const key = (tabId: string, timerId: number): string => `${tabId}\u0000${timerId}`;
