import { SessionEndReason } from '../../../shared/protocol/terminal';
import type { DbConnection, RawResult, StatementLimits } from './dbConnection';
import { DbError } from './dbConnection';

/** Default minutes a database session may stay without a statement before it ends (reason idleTimeout). */
export const DEFAULT_DB_IDLE_SECONDS = 15 * 60;

export interface LiveDbSessionInit {
  id: number;
  userId: number;
  tokenHash: string;
  assetId: number;
  accountId: number;
  sourceIp: string;
  connection: DbConnection;
  /** Writes the session row's end; called once, whichever way the session ends. */
  ended: (reason: SessionEndReason) => Promise<void>;
}

/** A database session live on this node: its one connection, one statement at a time, ended when idle too long. */
export class LiveDbSession {
  private busy = false;
  private idleTimer: NodeJS.Timeout | undefined;
  private ending: Promise<void> | null = null;
  onGone: (() => void) | null = null;

  constructor(
    readonly init: LiveDbSessionInit,
    private readonly idleMs: number,
  ) {
    init.connection.onLost = () => void this.end(SessionEndReason.connectionLost);
    this.armIdle();
  }

  get id(): number {
    return this.init.id;
  }

  get userId(): number {
    return this.init.userId;
  }

  get ended(): boolean {
    return this.ending !== null;
  }

  get isBusy(): boolean {
    return this.busy;
  }

  private armIdle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.end(SessionEndReason.idleTimeout), this.idleMs);
    this.idleTimer.unref?.();
  }

  /** Runs one statement, refused (busy) while another runs; the caller records the outcome. */
  async run(sql: string, limits: StatementLimits): Promise<RawResult> {
    if (this.ended) throw new DbError('the session has ended', 'lost', null);
    if (this.busy) throw new DbError('another statement is running', 'busy', null);
    this.busy = true;
    clearTimeout(this.idleTimer);
    try {
      return await this.init.connection.run(sql, limits);
    } finally {
      this.busy = false;
      if (!this.ended) this.armIdle();
    }
  }

  cancel(): Promise<boolean> {
    if (this.ended) return Promise.resolve(false);
    return this.init.connection.cancel();
  }

  /** Closes the connection and writes the row's end, once; later calls wait for the first. */
  end(reason: SessionEndReason): Promise<void> {
    if (this.ending) return this.ending;
    clearTimeout(this.idleTimer);
    this.ending = (async () => {
      this.init.connection.onLost = null;
      try {
        await this.init.connection.close();
      } finally {
        this.onGone?.();
        await this.init.ended(reason);
      }
    })();
    return this.ending;
  }
}

/**
 * The database sessions live on this node, by id (the session row's). A session is reachable only here: another
 * node answers "not found" for it, as the terminal gateway does. A shutdown ends them all (serverStopped).
 */
export class DbSessionRegistry {
  private readonly sessions = new Map<number, LiveDbSession>();
  private stopping = false;

  constructor(readonly options: { nodeId: string; idleSeconds: number }) {}

  get nodeId(): string {
    return this.options.nodeId;
  }

  get accepting(): boolean {
    return !this.stopping;
  }

  add(init: LiveDbSessionInit): LiveDbSession {
    const session = new LiveDbSession(init, this.options.idleSeconds * 1000);
    this.sessions.set(session.id, session);
    session.onGone = () => this.sessions.delete(session.id);
    return session;
  }

  get(sessionId: number): LiveDbSession | undefined {
    return this.sessions.get(sessionId);
  }

  live(): LiveDbSession[] {
    return [...this.sessions.values()];
  }

  /** The sessions of a console token (its sign-out) or of a user (all tokens but one revoked). */
  endSignedOut(match: { tokenHash: string } | { userId: number; exceptTokenHash?: string | undefined }): void {
    for (const session of this.sessions.values()) {
      const hit =
        'tokenHash' in match
          ? session.init.tokenHash === match.tokenHash
          : session.userId === match.userId && session.init.tokenHash !== match.exceptTokenHash;
      if (hit) void session.end(SessionEndReason.signedOut);
    }
  }

  async shutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.live().map((session) => session.end(SessionEndReason.serverStopped)));
  }
}
