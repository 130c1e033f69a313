import type { ConnectionState } from '../shared/protocol/hub';
import {
  NotifyCloseCode,
  type NotifyTopic,
  type NotifyTopicFrame,
  notifyUrl,
  parseNotifyMessage,
  SESSION_ENDED_CLOSE_CODES,
  toPong,
} from '../shared/protocol/notify';
import { platformSocketFactory, platformTimers, type SocketFactory, type SocketLike, type TimerSource } from './ports';
import { type ReconnectOptions, ReconnectPolicy } from './reconnect';
import { sameFields } from './sameFields';

/**
 * Owns the one notification WebSocket of the browser (spec §4 "Realtime socket", §7). Protocol and
 * PONG format: src/shared/protocol/notify.ts. Reconnects by ReconnectPolicy; `close()` is deliberate.
 *
 * The server's deliberate closes (4001 signed out, 4401 bad token, 4403 origin refused) are final:
 * reconnecting would only be refused again (and for 4001/4401 the session is over), so the socket stops,
 * keeps the code in `closeCode`, and for 4001/4401 counts one more `sessionEnds` — the tabs watch that
 * counter to sign out together. A logout through `close()` counts one too.
 */

/** Server close codes after which no reconnect is tried. */
export const FINAL_CLOSE_CODES: readonly number[] = [...SESSION_ENDED_CLOSE_CODES, NotifyCloseCode.originRefused];

export interface NotifySnapshot {
  state: ConnectionState;
  attempt: number;
  unread: number;
  approvals: number;
  /** The server's final close code (4001, 4401, 4403) that stopped the socket; 0 otherwise. */
  closeCode: number;
  /** Sessions ended so far (logout here, or the server's 4001/4401): a change means "sign out everywhere". */
  sessionEnds: number;
  /** `access_changed` messages received so far: a change means "reload the session's permissions". */
  accessChanges: number;
  /** `task_runs` messages received so far: a change means "task runs started, progressed or ended". */
  taskRunChanges: number;
  /** `dashboard` messages received so far: a change means "the dashboard's figures changed". */
  dashboardChanges: number;
}

const SNAPSHOT_FIELDS: readonly (keyof NotifySnapshot)[] = [
  'state',
  'attempt',
  'unread',
  'approvals',
  'closeCode',
  'sessionEnds',
  'accessChanges',
  'taskRunChanges',
  'dashboardChanges',
];

export type NotifyListener = (snapshot: NotifySnapshot) => void;

export interface NotifySocketOptions {
  socketFactory?: SocketFactory;
  timers?: TimerSource;
  reconnect?: ReconnectOptions;
}

export class NotifySocket {
  private readonly socketFactory: SocketFactory;
  private readonly timers: TimerSource;
  private readonly policy: ReconnectPolicy;
  private readonly listeners = new Set<NotifyListener>();
  private socket: SocketLike | undefined;
  private retryTimer: unknown;
  private target: { token: string; origin: string } | undefined;
  private snapshot: NotifySnapshot = {
    state: 'closed',
    attempt: 0,
    unread: 0,
    approvals: 0,
    closeCode: 0,
    sessionEnds: 0,
    accessChanges: 0,
    taskRunChanges: 0,
    dashboardChanges: 0,
  };
  /** Topics the tabs watch: subscribed on every socket this opens, as a subscription lives with its socket. */
  private topics: ReadonlySet<NotifyTopic> = new Set();

  constructor(options: NotifySocketOptions = {}) {
    this.socketFactory = options.socketFactory ?? platformSocketFactory;
    this.timers = options.timers ?? platformTimers;
    this.policy = new ReconnectPolicy(options.reconnect);
  }

  getSnapshot(): NotifySnapshot {
    return this.snapshot;
  }

  subscribe(listener: NotifyListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Connects with this token. The same token and origin while connecting or open is a no-op (every
   * tab calls this on start); another token (sign-in as someone else) closes the old socket on
   * purpose, clears the counts of the previous user and opens a new one.
   */
  connect(token: string, origin: string): void {
    const same = this.target?.token === token && this.target.origin === origin;
    if (same && (this.snapshot.state === 'open' || this.snapshot.state === 'connecting')) return;
    this.teardown();
    if (!same) this.update({ unread: 0, approvals: 0 });
    this.update({ closeCode: 0 });
    this.target = { token, origin };
    this.policy.start();
    this.open();
  }

  /** The topics to be subscribed to from now on: the open socket is told the difference. */
  setTopics(next: ReadonlySet<NotifyTopic>): void {
    const previous = this.topics;
    this.topics = new Set(next);
    for (const topic of next) if (!previous.has(topic)) this.sendTopic({ type: 'subscribe', topic });
    for (const topic of previous) if (!next.has(topic)) this.sendTopic({ type: 'unsubscribe', topic });
  }

  private sendTopic(frame: NotifyTopicFrame): void {
    if (this.snapshot.state === 'open') this.socket?.send(JSON.stringify(frame));
  }

  /** Opens again after `gave-up` (a "retry" button), with a fresh count of tries. */
  reconnect(): void {
    if (!this.target) return;
    this.teardown();
    this.policy.start();
    this.open();
  }

  /**
   * Deliberate close (logout): no reconnect, counts cleared. Ends the session (one more `sessionEnds`)
   * only when one was live: a second logout, or one after the server's 4001, must not sign tabs out again.
   */
  close(): void {
    const wasLive = this.target !== undefined;
    this.teardown();
    this.target = undefined;
    const sessionEnds = this.snapshot.sessionEnds + (wasLive ? 1 : 0);
    this.update({ state: 'closed', attempt: 0, unread: 0, approvals: 0, sessionEnds });
  }

  private teardown(): void {
    this.policy.onDeliberateClose();
    if (this.retryTimer !== undefined) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    // Detach first: the close event of a socket we dropped must not reach the policy of the next one.
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    socket.close(1000, 'client closed');
  }

  private open(): void {
    const target = this.target;
    if (!target) return;
    this.update({ state: 'connecting', attempt: this.policy.attempts });
    let socket: SocketLike;
    try {
      socket = this.socketFactory(notifyUrl(target.origin, target.token));
    } catch {
      // A socket that cannot even be built (bad URL, CSP) counts as a close: the policy decides.
      this.handleClose();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      for (const topic of this.topics)
        socket.send(JSON.stringify({ type: 'subscribe', topic } satisfies NotifyTopicFrame));
      this.update({ state: 'open' });
    };
    socket.onmessage = (event) => this.handleMessage(socket, event.data);
    // An error is always followed by a close event; the close decides.
    socket.onerror = null;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      if (FINAL_CLOSE_CODES.includes(event?.code)) this.stopFor(event.code);
      else this.handleClose();
    };
  }

  private handleMessage(socket: SocketLike, data: unknown): void {
    this.policy.onMessage();
    if (this.snapshot.attempt !== 0) this.update({ attempt: 0 });
    if (typeof data !== 'string') return;
    const message = parseNotifyMessage(data);
    if (!message) return;
    socket.send(JSON.stringify(toPong(message)));
    if (message.type === 'unread_count') this.update({ unread: message.data });
    else if (message.type === 'no_approve_num') this.update({ approvals: message.data });
    else if (message.type === 'access_changed') this.update({ accessChanges: this.snapshot.accessChanges + 1 });
    else if (message.type === 'task_runs') this.update({ taskRunChanges: this.snapshot.taskRunChanges + 1 });
    else if (message.type === 'dashboard') this.update({ dashboardChanges: this.snapshot.dashboardChanges + 1 });
  }

  /** The server closed on purpose: stop for good (no retry timer), report the code and end the session. */
  private stopFor(code: number): void {
    this.policy.onDeliberateClose();
    this.target = undefined;
    const ended = SESSION_ENDED_CLOSE_CODES.includes(code);
    this.update({
      state: 'closed',
      attempt: 0,
      unread: 0,
      approvals: 0,
      closeCode: code,
      sessionEnds: this.snapshot.sessionEnds + (ended ? 1 : 0),
    });
  }

  private handleClose(): void {
    const decision = this.policy.onClose();
    if (decision.action === 'stop') return;
    if (decision.action === 'give-up') {
      this.update({ state: 'gave-up' });
      return;
    }
    this.update({ state: 'connecting', attempt: decision.attempt });
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = undefined;
      this.open();
    }, decision.delayMs);
  }

  private update(patch: Partial<NotifySnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    if (sameFields(next, this.snapshot, SNAPSHOT_FIELDS)) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener(next);
  }
}
