import type { FastifyBaseLogger } from 'fastify';
import { hasPermission, Permission } from '../../shared/access/permissions';
import { NotifyCloseCode, type NotifyTopic } from '../../shared/protocol/notify';
import type { Db } from '../db/database';
import type { RealtimeBus, RealtimeEvent, SettledApprovalKind } from './bus';
import type { NotifyClient, NotifyCountsLoader, SocketRegistry } from './registry';

export type ApprovalSettledListener = (kind: SettledApprovalKind, recordId: number) => void;

/**
 * The realtime side of the services. Services call `countsChanged` / `tokenRevoked` after their write is
 * committed; the call goes through the bus so that every node (over Redis when there are several) reacts for the sockets
 * it holds. Handlers reach it as `deps.realtime`.
 */
export class RealtimeEvents {
  /** One count refresh at a time per user, so a slow read cannot overtake a newer one on the wire. */
  private readonly chains = new Map<number, Promise<void>>();
  private readonly unsubscribe: () => void;
  private readonly settledListeners = new Set<ApprovalSettledListener>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly bus: RealtimeBus,
    readonly registry: SocketRegistry,
    /** The counts a notify socket shows (modules/notify-socket/notifyCounts.ts, given by app.ts). */
    private readonly loadCounts: NotifyCountsLoader,
  ) {
    this.unsubscribe = bus.subscribe((event) => this.handleEvent(event));
  }

  /** The unread or pending-approval counts of these users may have changed. */
  async countsChanged(userIds: readonly number[]): Promise<void> {
    if (userIds.length > 0) await this.bus.publish({ type: 'counts-changed', userIds: [...new Set(userIds)] });
  }

  /** These users' roles or permissions changed (after the write is committed). */
  async accessChanged(userIds: readonly number[]): Promise<void> {
    if (userIds.length > 0) await this.bus.publish({ type: 'access-changed', userIds: [...new Set(userIds)] });
  }

  /** A token was revoked by a logout: its sockets close with "signed out". */
  async tokenRevoked(tokenHash: string): Promise<void> {
    await this.bus.publish({ type: 'token-revoked', tokenHash });
  }

  /** Every token of the user but `exceptTokenHash` was revoked (password change). */
  async userSignedOut(userId: number, exceptTokenHash?: string): Promise<void> {
    await this.bus.publish({ type: 'user-signed-out', userId, exceptTokenHash });
  }

  /** Hears every realtime event too (the terminal gateway ends signed-out users' sessions); returns the unsubscribe. */
  onEvent(listener: (event: RealtimeEvent) => void): () => void {
    return this.bus.subscribe(listener);
  }

  /** Task runs started, progressed or ended (the task runner throttles these to about one a second). */
  async taskRunsChanged(): Promise<void> {
    await this.bus.publish({ type: 'task-runs-changed' });
  }

  /**
   * This node's sockets subscribed to the topic. A topic is not carried over the bus: each node watches the
   * shared database for its own subscribers (modules/dashboard/dashboardWatch.ts).
   */
  subscribersOf(topic: NotifyTopic): NotifyClient[] {
    return this.registry.all().filter((client) => client.topics.has(topic));
  }

  /** A command or login approval was decided or withdrawn (after the write): every node's waiters look. */
  async approvalSettled(kind: SettledApprovalKind, recordId: number): Promise<void> {
    await this.bus.publish({ type: 'approval-settled', kind, recordId });
  }

  /** Hears every settled approval on any node; returns the unsubscribe function. */
  onApprovalSettled(listener: ApprovalSettledListener): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  /** Registers an authenticated socket and sends it the current counts. */
  attach(client: NotifyClient): Promise<void> {
    this.registry.add(client);
    return this.refresh(client.userId, [client]);
  }

  detach(client: NotifyClient): void {
    this.registry.remove(client);
  }

  async close(): Promise<void> {
    this.unsubscribe();
    await Promise.allSettled([...this.chains.values()]);
  }

  private handleEvent(event: RealtimeEvent): void {
    if (event.type === 'counts-changed') {
      for (const userId of event.userIds) {
        const clients = this.registry.clientsOf(userId);
        if (clients.length > 0) void this.refresh(userId, clients);
      }
    } else if (event.type === 'access-changed') {
      for (const userId of event.userIds) {
        for (const client of this.registry.clientsOf(userId)) client.pushAccessChanged();
      }
    } else if (event.type === 'task-runs-changed') {
      for (const client of this.registry.all()) {
        if (hasPermission(client.permissions, Permission.taskCenterQuery)) client.pushTaskRuns();
      }
    } else if (event.type === 'approval-settled') {
      for (const listener of [...this.settledListeners]) listener(event.kind, event.recordId);
    } else if (event.type === 'token-revoked') {
      for (const client of this.registry.all()) {
        if (client.tokenHash === event.tokenHash) client.close(NotifyCloseCode.signedOut, 'signed out');
      }
    } else {
      for (const client of this.registry.clientsOf(event.userId)) {
        if (client.tokenHash !== event.exceptTokenHash) client.close(NotifyCloseCode.signedOut, 'signed out');
      }
    }
  }

  private refresh(userId: number, clients: readonly NotifyClient[]): Promise<void> {
    const previous = this.chains.get(userId) ?? Promise.resolve();
    const next = previous.then(async () => {
      try {
        const counts = await this.loadCounts(this.db, userId);
        for (const client of clients) client.pushCounts(counts);
      } catch (error) {
        // A failed read skips one push; the next change or reconnect sends fresh counts. Logged, not thrown:
        // nobody awaits a bus event.
        this.log.warn({ err: error, userId }, 'notify counts could not be read');
      }
    });
    this.chains.set(userId, next);
    void next.then(() => {
      if (this.chains.get(userId) === next) this.chains.delete(userId);
    });
    return next;
  }
}
