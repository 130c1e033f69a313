import type { NotifyTopic } from '../../shared/protocol/notify';
import type { Db } from '../db/database';

/** One open notify socket, as the registry and the realtime events see it. */
export interface NotifyClient {
  readonly userId: number;
  readonly userName: string;
  readonly tokenHash: string;
  /** The permissions of the socket's session, as last checked (at open and on each heartbeat). */
  readonly permissions: readonly string[];
  /** Sends a count when it differs from the last one this socket got (always, the first time). */
  pushCounts(counts: NotifyCounts): void;
  /** Tells the console that the user's roles or permissions changed. */
  pushAccessChanged(): void;
  /** Tells an open task centre that runs changed. */
  pushTaskRuns(): void;
  /** The topics the console subscribed to on this socket (protocol/notify.ts). */
  readonly topics: ReadonlySet<NotifyTopic>;
  /** Tells the console that what the topic shows changed. */
  pushTopic(topic: NotifyTopic): void;
  close(code: number, reason: string): void;
}

export interface NotifyCounts {
  unreadCount: number;
  noApproveNum: number;
}

/** Reads one user's counts; the modules know how (modules/notify-socket/notifyCounts.ts), the realtime events are given it. */
export type NotifyCountsLoader = (db: Db, userId: number) => Promise<NotifyCounts>;

/**
 * The open notify sockets of this node, by user. The diagnostic endpoint reads it ("one socket per
 * browser" is checked through it); the realtime events walk it to push counts and to close signed-out sockets.
 */
export class SocketRegistry {
  private readonly byUser = new Map<number, Set<NotifyClient>>();

  add(client: NotifyClient): void {
    const clients = this.byUser.get(client.userId) ?? new Set<NotifyClient>();
    clients.add(client);
    this.byUser.set(client.userId, clients);
  }

  remove(client: NotifyClient): void {
    const clients = this.byUser.get(client.userId);
    if (!clients) return;
    clients.delete(client);
    if (clients.size === 0) this.byUser.delete(client.userId);
  }

  clientsOf(userId: number): NotifyClient[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  all(): NotifyClient[] {
    return [...this.byUser.values()].flatMap((clients) => [...clients]);
  }

  /** Sockets per user, users in id order; one user only when `userId` is given. */
  snapshot(userId?: number): { userId: number; userName: string; notifySockets: number }[] {
    return [...this.byUser.entries()]
      .filter(([id]) => userId === undefined || id === userId)
      .sort(([a], [b]) => a - b)
      .map(([id, clients]) => ({
        userId: id,
        userName: [...clients][0]?.userName ?? '',
        notifySockets: clients.size,
      }));
  }
}
