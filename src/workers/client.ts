import * as Comlink from 'comlink';
import { HubError, HubErrorCode } from '../shared/protocol/errors';
import {
  HUB_CHANNEL,
  type HubApi,
  type HubEvent,
  type HubState,
  LEADER_LOCK,
  type TimerKind,
  type TransferProgress,
  tabLockName,
} from '../shared/protocol/hub';
import type { NotifyTopic } from '../shared/protocol/notify';
import { registerHubErrorTransfer } from './errorTransfer';
import { type AsyncHub, type ChannelLike, relayClient, serveRelay } from './relay';

/**
 * The page's only door to the hub worker (STYLE.md "Workers"). Compiled with the app's DOM tsconfig:
 * no worker globals here, and hub code only as types (the hub itself runs in a worker).
 *
 * - SharedWorker present: one hub for the browser profile, reached over this tab's port.
 * - SharedWorker missing (Chrome on Android): tabs elect a leader with the Web Lock LEADER_LOCK; the
 *   leader starts the hub in a dedicated worker and relays the others' calls over a BroadcastChannel.
 *   Still one notification socket per browser. Transfers running in a leader die with the leader tab.
 * - Every call has a timeout (callTimeoutMs). A timed-out call, or one that fails on the way (not a
 *   HubError the hub chose to throw), sets `status` to 'down'; a heartbeat ping brings it back 'up'
 *   and then subscribes again and repeats the sign-in, in case the hub restarted.
 */

export type DataLayerStatus = 'up' | 'down';

export interface HubBackend {
  hub: AsyncHub;
  /** Called when the hub behind the backend may have changed (new leader): re-subscribe, re-connect. */
  onReset?: (handler: () => void) => void;
  close(): void;
}

export interface HubClientOptions {
  backend?: HubBackend;
  callTimeoutMs?: number;
  heartbeatMs?: number;
  origin?: string;
  tabId?: string;
  /** Web Locks; absent in tests or very old browsers (then tab closure is not detected). */
  locks?: LockManager;
}

export interface TransferHandle<T> {
  opId: string;
  done: Promise<T>;
}

type Listener<T> = (value: T) => void;

/** A value with listeners, shaped for React's useSyncExternalStore. */
export interface Store<T> {
  get(): T;
  subscribe(listener: Listener<T>): () => void;
}

export interface HubClient {
  readonly tabId: string;
  readonly status: Store<DataLayerStatus>;
  readonly state: Store<HubState | undefined>;
  /** Resolves once this tab is subscribed (or rejects after the call timeout). */
  readonly ready: Promise<void>;
  connect(token: string): Promise<void>;
  reconnect(): Promise<void>;
  logout(): Promise<void>;
  setTimeout(callback: () => void, delayMs: number): number;
  setInterval(callback: () => void, intervalMs: number): number;
  clearTimer(timerId: number): void;
  /**
   * Watches a topic of the notify socket (its counter in `state` grows with each push) until the returned function
   * is called; several watchers in one tab share one subscription.
   */
  watchTopic(topic: NotifyTopic): () => void;
  upload(recordId: string, file: Blob, name?: string, chunkBytes?: number): TransferHandle<TransferProgress>;
  download(recordId: string, path?: string): TransferHandle<Blob>;
  cancel(opId: string): Promise<boolean>;
  onTransfer(listener: Listener<TransferProgress>): () => void;
  dispose(): void;
}

export const CALL_TIMEOUT_MS = 5_000;
export const HEARTBEAT_MS = 10_000;

export function createHubClient(options: HubClientOptions = {}): HubClient {
  registerHubErrorTransfer();
  const tabId = options.tabId ?? crypto.randomUUID();
  const origin = options.origin ?? globalThis.location.origin;
  const timeoutMs = options.callTimeoutMs ?? CALL_TIMEOUT_MS;
  const backend = options.backend ?? browserBackend(tabId);
  const status = createStore<DataLayerStatus>('up');
  const state = createStore<HubState | undefined>(undefined);
  const transferListeners = new Set<Listener<TransferProgress>>();
  const transferWaiters = new Map<string, (progress: TransferProgress) => void>();
  const timerCallbacks = new Map<number, { kind: TimerKind; callback: () => void; local?: unknown }>();
  let nextTimerId = 0;
  let token: string | undefined;
  const topicWatchers = new Map<NotifyTopic, number>();

  const call = async <K extends keyof HubApi>(method: K, ...args: Parameters<HubApi[K]>) => {
    const invoke = backend.hub[method] as (
      ...callArgs: Parameters<HubApi[K]>
    ) => Promise<Awaited<ReturnType<HubApi[K]>>>;
    try {
      const value = await withTimeout(invoke(...args), timeoutMs, method);
      setStatus('up');
      return value;
    } catch (error) {
      // The hub answered with its own error: the layer is up, the call is wrong. Anything else is a
      // dead or unreachable worker.
      const answered =
        error instanceof HubError && error.code !== HubErrorCode.timeout && error.code !== HubErrorCode.unavailable;
      setStatus(answered ? 'up' : 'down');
      throw error;
    }
  };

  const handleEvent = (event: HubEvent) => {
    if (event.type === 'state') state.set(event.state);
    else if (event.type === 'tick') {
      const timer = timerCallbacks.get(event.timerId);
      if (timer?.kind === 'timeout') timerCallbacks.delete(event.timerId);
      timer?.callback();
    } else {
      const { progress } = event;
      const current = state.get();
      if (current) {
        const others = current.transfers.filter((t) => t.opId !== progress.opId);
        state.set({ ...current, transfers: [...others, progress] });
      }
      for (const listener of transferListeners) listener(progress);
      transferWaiters.get(progress.opId)?.(progress);
    }
  };

  const subscribe = async () => {
    const initial = await call('subscribe', tabId, Comlink.proxy(handleEvent));
    state.set(initial);
    // A new hub (worker restarted, new leader) knows nothing of what this tab watches.
    for (const topic of topicWatchers.keys()) await call('watchTopic', tabId, topic, true);
    if (token) await call('connect', token, origin);
  };

  const setStatus = (next: DataLayerStatus) => {
    const previous = status.get();
    status.set(next);
    // Back from down: the hub may be a new one (worker restarted, new leader) that does not know us.
    if (previous === 'down' && next === 'up') resubscribe();
  };

  const ready = holdTabLock(options.locks ?? globalThis.navigator?.locks, tabId).then(subscribe);
  ready.catch(keepStatus);
  let subscription = ready;
  const resubscribe = () => {
    subscription = subscribe();
    subscription.catch(keepStatus);
  };
  /** This tab's subscription, tried again if the last attempt failed (so one timeout does not stick). */
  const subscribed = (): Promise<void> => {
    subscription = subscription.catch(subscribe);
    return subscription;
  };
  backend.onReset?.(resubscribe);
  const heartbeat = setInterval(() => {
    call('ping').catch(keepStatus);
  }, options.heartbeatMs ?? HEARTBEAT_MS);

  const startTimer = (kind: TimerKind, callback: () => void, delayMs: number): number => {
    nextTimerId += 1;
    const timerId = nextTimerId;
    const entry: { kind: TimerKind; callback: () => void; local?: unknown } = { kind, callback };
    timerCallbacks.set(timerId, entry);
    call('setTimer', tabId, timerId, kind, delayMs).catch(() => {
      // The hub is down: keep time on this page instead (throttled when hidden, but still ticking).
      if (!timerCallbacks.has(timerId)) return;
      const tick = () => handleEvent({ type: 'tick', timerId });
      entry.local = kind === 'timeout' ? setTimeout(tick, delayMs) : setInterval(tick, delayMs);
    });
    return timerId;
  };

  const track = (opId: string, start: Promise<unknown>): Promise<TransferProgress> =>
    new Promise((resolve, reject) => {
      transferWaiters.set(opId, (progress) => {
        if (progress.status === 'running') return;
        transferWaiters.delete(opId);
        if (progress.status === 'done') resolve(progress);
        else reject(HubError.fromWire(progress.error ?? { code: HubErrorCode.socket, message: progress.status }));
      });
      start.catch((error: unknown) => {
        transferWaiters.delete(opId);
        reject(error);
      });
    });

  return {
    tabId,
    status,
    state,
    ready,
    async connect(nextToken) {
      token = nextToken;
      await subscribed();
      await call('connect', nextToken, origin);
    },
    reconnect: () => call('reconnect'),
    async logout() {
      token = undefined;
      await call('logout');
    },
    setTimeout: (callback, delayMs) => startTimer('timeout', callback, delayMs),
    setInterval: (callback, intervalMs) => startTimer('interval', callback, intervalMs),
    clearTimer(timerId) {
      const entry = timerCallbacks.get(timerId);
      timerCallbacks.delete(timerId);
      if (entry?.local !== undefined) {
        clearTimeout(entry.local as number);
        clearInterval(entry.local as number);
      }
      call('clearTimer', tabId, timerId).catch(keepStatus);
    },
    watchTopic(topic) {
      const count = topicWatchers.get(topic) ?? 0;
      topicWatchers.set(topic, count + 1);
      if (count === 0)
        subscribed()
          .then(() => call('watchTopic', tabId, topic, true))
          .catch(keepStatus);
      let isWatching = true;
      return () => {
        if (!isWatching) return;
        isWatching = false;
        const left = (topicWatchers.get(topic) ?? 1) - 1;
        if (left > 0) {
          topicWatchers.set(topic, left);
          return;
        }
        topicWatchers.delete(topic);
        subscribed()
          .then(() => call('watchTopic', tabId, topic, false))
          .catch(keepStatus);
      };
    },
    upload(recordId, file, name, chunkBytes) {
      const opId = crypto.randomUUID();
      return {
        opId,
        done: track(
          opId,
          subscribed().then(() => call('startUpload', { opId, recordId, file, name, chunkBytes })),
        ),
      };
    },
    download(recordId, path) {
      const opId = crypto.randomUUID();
      const done = track(
        opId,
        subscribed().then(() => call('startDownload', { opId, recordId, path })),
      );
      // A Blob that crossed a port is a real Blob again (BlobLike only because src/shared has no DOM types).
      return { opId, done: done.then((progress) => (progress.blob as Blob | undefined) ?? new Blob([])) };
    },
    cancel: (opId) => call('cancel', opId),
    onTransfer(listener) {
      transferListeners.add(listener);
      return () => transferListeners.delete(listener);
    },
    dispose() {
      clearInterval(heartbeat);
      call('unsubscribe', tabId).catch(keepStatus);
      backend.close();
    },
  };
}

let shared: HubClient | undefined;

/** The tab's hub client, created on first use. */
export function getHubClient(): HubClient {
  shared ??= createHubClient();
  return shared;
}

/** Failures are already reflected in `status`; the caller of a fire-and-forget call has nothing to add. */
function keepStatus(): void {
  // Nothing to add: `call` has already set `status` from this failure.
}

/** A promise that never settles: returned from a Web Lock callback, it holds the lock for the tab's life. */
function holdForever(): Promise<never> {
  return new Promise<never>(() => {
    // Never resolved on purpose; the browser releases the lock when the tab goes.
  });
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new HubError(HubErrorCode.timeout, `hub call ${what} timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function createStore<T>(initial: T): Store<T> & { set(value: T): void } {
  let value = initial;
  const listeners = new Set<Listener<T>>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Holds this tab's lock for the tab's life; resolves once it is held (before the hub watches it). */
function holdTabLock(locks: LockManager | undefined, tabId: string): Promise<void> {
  if (!locks) return Promise.resolve();
  return new Promise((granted) => {
    locks
      .request(tabLockName(tabId), () => {
        granted();
        return holdForever();
      })
      .catch(keepStatus);
  });
}

function browserBackend(tabId: string): HubBackend {
  if (typeof SharedWorker === 'function') {
    const worker = new SharedWorker(new URL('./hub.worker.ts', import.meta.url), { type: 'module', name: 'hub' });
    return { hub: Comlink.wrap<HubApi>(worker.port) as unknown as AsyncHub, close: () => worker.port.close() };
  }
  return leaderElectedBackend(tabId);
}

/** Fallback without SharedWorker: leader election by Web Lock, calls relayed by BroadcastChannel. */
function leaderElectedBackend(tabId: string): HubBackend {
  const channel = new BroadcastChannel(HUB_CHANNEL) as unknown as ChannelLike & { close(): void };
  const resetHandlers: (() => void)[] = [];
  const reset = () => {
    for (const handler of resetHandlers) handler();
  };
  const follower = relayClient(channel, tabId, reset);
  let current: AsyncHub = follower.hub;
  let worker: Worker | undefined;

  navigator.locks
    .request(LEADER_LOCK, () => {
      worker = new Worker(new URL('./hub.dedicated.worker.ts', import.meta.url), { type: 'module', name: 'hub' });
      current = Comlink.wrap<HubApi>(worker) as unknown as AsyncHub;
      serveRelay(channel, current, tabId, Comlink.proxy);
      reset();
      // Lead until the tab closes: the lock is released with it and the next tab takes over.
      return holdForever();
    })
    .catch(keepStatus);

  const hub = new Proxy({} as AsyncHub, {
    get:
      (_target, method: keyof AsyncHub) =>
      (...args: unknown[]) =>
        (current[method] as (...callArgs: unknown[]) => Promise<unknown>)(...args),
  });
  return {
    hub,
    onReset: (handler) => resetHandlers.push(handler),
    close() {
      follower.close();
      channel.close();
      worker?.terminate();
    },
  };
}
