import { HubError, HubErrorCode } from '../shared/protocol/errors';
import {
  type DownloadRequest,
  type HubApi,
  type HubEvent,
  type HubListener,
  type HubState,
  type TimerKind,
  tabLockName,
  type UploadRequest,
} from '../shared/protocol/hub';
import type { NotifyTopic } from '../shared/protocol/notify';
import { BadgeStore } from './badge';
import { NotifySocket } from './notifySocket';
import type { SocketFactory, TimerSource } from './ports';
import type { ReconnectOptions } from './reconnect';
import { WorkerTimers } from './timers';
import { TransferManager } from './transfer';

/**
 * The hub: one per browser profile (SharedWorker, or the leader tab's dedicated worker), shared by
 * every tab through Comlink. It owns the notification socket, the badge counts, worker timers and
 * transfers, and fans every change out to each subscribed tab. No worker globals are used here (they
 * come in through HubDeps), so tests build a hub in Node and the page may import its types.
 *
 * Tab lifetime: each tab holds the Web Lock `tabLockName(tabId)` while it lives (src/workers/client.ts
 * takes it before subscribing). On subscribe the hub queues a request for the same lock; the request is
 * granted when the tab is gone, and the hub then drops the tab's listener and timers. Transfers belong
 * to the hub, not to a tab: they go on while any tab remains and are cancelled when the last one goes.
 */

/** The part of navigator.locks the hub uses. */
export interface LockRequester {
  request(name: string, options: { signal: AbortSignal }, callback: () => void): Promise<unknown>;
}

export interface HubDeps {
  socketFactory?: SocketFactory;
  timers?: TimerSource;
  locks?: LockRequester;
  reconnect?: ReconnectOptions;
  inactivityMs?: number;
}

interface Tab {
  listener: HubListener;
  watch: AbortController;
  topics: Set<NotifyTopic>;
}

export class Hub implements HubApi {
  private readonly tabs = new Map<string, Tab>();
  private readonly badge = new BadgeStore();
  private readonly notify: NotifySocket;
  private readonly timers: WorkerTimers;
  private readonly transfers: TransferManager;
  private readonly locks: LockRequester | undefined;
  private target: { token: string; origin: string } | undefined;
  /** Last failure to reach a tab's listener, for diagnostics (the tab's lock decides whether it is gone). */
  lastDeliveryError: unknown;

  constructor(deps: HubDeps = {}) {
    this.locks = deps.locks;
    this.notify = new NotifySocket({
      socketFactory: deps.socketFactory,
      timers: deps.timers,
      reconnect: deps.reconnect,
    });
    this.timers = new WorkerTimers((tabId, timerId) => this.sendTo(tabId, { type: 'tick', timerId }), deps.timers);
    this.transfers = new TransferManager({
      socketFactory: deps.socketFactory,
      timers: deps.timers,
      inactivityMs: deps.inactivityMs,
      onProgress: (progress) => this.broadcast({ type: 'transfer', progress }),
    });
    this.notify.subscribe(({ state, ...counts }) => {
      // The server ended the session (4001/4401): the token is dead, so are transfers made with it.
      if (counts.sessionEnds !== this.badge.get().sessionEnds && this.target) {
        this.target = undefined;
        this.transfers.cancelAll('signed out');
      }
      this.badge.set({ connection: state, ...counts });
    });
    this.badge.subscribe(() => this.broadcast({ type: 'state', state: this.getState() }));
  }

  ping(): 'pong' {
    return 'pong';
  }

  /** Signs the socket in; every tab calls it with the token it holds, repeats are no-ops. */
  connect(token: string, origin: string): void {
    if (!token) throw new HubError(HubErrorCode.badRequest, 'connect needs a token');
    this.target = { token, origin };
    this.notify.connect(token, origin);
  }

  reconnect(): void {
    this.notify.reconnect();
  }

  /** Deliberate close: no reconnect, counts cleared, transfers of the old session cancelled. */
  logout(): void {
    this.target = undefined;
    this.notify.close();
    this.transfers.cancelAll('signed out');
  }

  /** Registers (or replaces) a tab's listener and returns the current state. */
  subscribe(tabId: string, listener: HubListener): HubState {
    const existing = this.tabs.get(tabId);
    if (existing) existing.listener = listener;
    else this.tabs.set(tabId, { listener, watch: this.watchTab(tabId), topics: new Set() });
    return this.getState();
  }

  unsubscribe(tabId: string): void {
    this.dropTab(tabId);
  }

  getState(): HubState {
    return { ...this.badge.get(), transfers: this.transfers.list() };
  }

  setTimer(tabId: string, timerId: number, kind: TimerKind, delayMs: number): void {
    if (!this.tabs.has(tabId)) throw new HubError(HubErrorCode.badRequest, `tab ${tabId} is not subscribed`);
    this.timers.set(tabId, timerId, kind, delayMs);
  }

  clearTimer(tabId: string, timerId: number): void {
    this.timers.clear(tabId, timerId);
  }

  watchTopic(tabId: string, topic: NotifyTopic, watching: boolean): void {
    const tab = this.tabs.get(tabId);
    if (!tab) throw new HubError(HubErrorCode.badRequest, `tab ${tabId} is not subscribed`);
    if (watching) tab.topics.add(topic);
    else tab.topics.delete(topic);
    this.syncTopics();
  }

  /** The socket is subscribed to the topics some living tab watches, and to no other. */
  private syncTopics(): void {
    this.notify.setTopics(new Set([...this.tabs.values()].flatMap((tab) => [...tab.topics])));
  }

  startUpload(request: UploadRequest): void {
    this.transfers.upload(request, this.requireTarget());
  }

  startDownload(request: DownloadRequest): void {
    this.transfers.download(request, this.requireTarget());
  }

  cancel(opId: string): boolean {
    return this.transfers.cancel(opId);
  }

  /** Subscribed tabs and their timers, for tests and diagnostics. */
  describeTabs(): { tabId: string; timers: number }[] {
    return [...this.tabs.keys()].map((tabId) => ({ tabId, timers: this.timers.count(tabId) }));
  }

  private requireTarget(): { token: string; origin: string } {
    if (!this.target) throw new HubError(HubErrorCode.badRequest, 'not signed in');
    return this.target;
  }

  private watchTab(tabId: string): AbortController {
    const watch = new AbortController();
    this.locks
      ?.request(tabLockName(tabId), { signal: watch.signal }, () => {
        // Granted only once the tab released its lock, i.e. closed or crashed. Release at once.
        this.dropTab(tabId);
      })
      .catch((error: unknown) => {
        // An AbortError is our own unsubscribe cancelling the wait; anything else is kept for diagnostics.
        if (!(error instanceof Error && error.name === 'AbortError')) this.lastDeliveryError = error;
      });
    return watch;
  }

  private dropTab(tabId: string): void {
    const tab = this.tabs.get(tabId);
    if (!tab) return;
    this.tabs.delete(tabId);
    tab.watch.abort();
    this.timers.clearTab(tabId);
    if (tab.topics.size > 0) this.syncTopics();
    if (this.tabs.size === 0) this.transfers.cancelAll('every console tab was closed');
  }

  private broadcast(event: HubEvent): void {
    for (const tabId of this.tabs.keys()) this.sendTo(tabId, event);
  }

  private sendTo(tabId: string, event: HubEvent): void {
    const tab = this.tabs.get(tabId);
    if (!tab) return;
    try {
      // A Comlink proxy returns a promise; a plain function (tests, the leader's relay) may not.
      Promise.resolve(tab.listener(event)).catch((error: unknown) => {
        this.lastDeliveryError = error;
      });
    } catch (error) {
      this.lastDeliveryError = error;
    }
  }
}
