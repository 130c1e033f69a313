import type { DbSession } from '../../../shared/api/dbSessions';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import type { DbConnection, DbTarget, RawResult, StatementLimits } from './dbConnection';
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
  /**
   * Where and as whom the web console's session logged in (absent for a native client's): the schema browser's
   * short second connections and a PostgreSQL change of database log in the same way.
   */
  target?: DbTarget | undefined;
  /** Writes the session row's end; called once, whichever way the session ends. */
  ended: (reason: SessionEndReason) => Promise<void>;
}

/** A database session live on this node: its one connection, one statement at a time, ended when idle too long. */
export class LiveDbSession {
  private busy = false;
  private idleTimer: NodeJS.Timeout | undefined;
  private ending: Promise<void> | null = null;
  onGone: (() => void) | null = null;
  /** The database the session is in, as the console chose it (at opening or since). */
  database: string | null = null;
  /** The session-open reply, kept for a console tab that reattaches after a reload. */
  opened: DbSession | null = null;

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

  /**
   * A native client's statement (relayed by its listener, not run through `run`) starts or ends: the session is
   * busy while it runs, so neither the idle timer nor the behaviour limits end it, and idle again from its end.
   */
  relaying(running: boolean): void {
    if (this.ended) return;
    this.busy = running;
    if (running) clearTimeout(this.idleTimer);
    else this.armIdle();
  }

  /**
   * Work that needs the session's connection to itself (a change of database): refused (busy) while a statement
   * runs, and no statement starts until it is done.
   */
  async exclusive<T>(work: (connection: DbConnection) => Promise<T>): Promise<T> {
    if (this.ended) throw new DbError('the session has ended', 'lost', null);
    if (this.busy) throw new DbError('another statement is running', 'busy', null);
    this.busy = true;
    clearTimeout(this.idleTimer);
    try {
      return await work(this.init.connection);
    } finally {
      this.busy = false;
      if (!this.ended) this.armIdle();
    }
  }

  /** The session goes on over another connection (PostgreSQL's change of database); the old one is closed. */
  async replaceConnection(next: DbConnection): Promise<void> {
    const previous = this.init.connection;
    previous.onLost = null;
    this.init.connection = next;
    next.onLost = () => void this.end(SessionEndReason.connectionLost);
    await previous.close();
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
