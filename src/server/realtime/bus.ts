/** The requests whose settling wakes waiters: command and login approvals, held clipboard transfers. */
export type SettledApprovalKind = 'command' | 'login' | 'clipboard';

/**
 * What one node tells every node (itself included) about realtime state. Events name users and tokens,
 * never counts: each node reads the counts from the database for the sockets it holds, so a lost or
 * reordered event costs at most one stale push, never a wrong number that sticks.
 */
export type RealtimeEvent =
  /** Something that feeds unread_count or no_approve_num changed for these users. */
  | { type: 'counts-changed'; userIds: number[] }
  /** These users' roles or permissions changed: their consoles reload menu and permissions. */
  | { type: 'access-changed'; userIds: number[] }
  /** One token was revoked (logout): close its sockets with "signed out". */
  | { type: 'token-revoked'; tokenHash: string }
  /** All of a user's tokens but one were revoked (password change): close their sockets. */
  | { type: 'user-signed-out'; userId: number; exceptTokenHash?: string | undefined }
  /**
   * A command or login approval left "pending" (decided or withdrawn), or a held clipboard request's flow ended
   * (recordId: the flow instance): its waiters read the outcome.
   */
  | { type: 'approval-settled'; kind: SettledApprovalKind; recordId: number }
  /** Task runs started, progressed or ended: open task centres (system:taskcenter:query) read their page again. */
  | { type: 'task-runs-changed' };

export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * The pub/sub between nodes. One node: InMemoryBus. Several nodes behind a load balancer: RedisBus
 * (redisBus.ts: ioredis PUBLISH/SUBSCRIBE on one channel, JSON events), chosen when REDIS_URL is set.
 * Either way every node, the publishing one included, hands each event to its listeners exactly once.
 */
export interface RealtimeBus {
  /** Resolves once events from other nodes can arrive (buildApp waits for it); absent: at once. */
  ready?(): Promise<void>;
  publish(event: RealtimeEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

export class InMemoryBus implements RealtimeBus {
  private readonly listeners = new Set<RealtimeListener>();

  async publish(event: RealtimeEvent): Promise<void> {
    for (const listener of [...this.listeners]) listener(event);
  }

  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
