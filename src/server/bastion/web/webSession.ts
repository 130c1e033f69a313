import type { Agent } from 'node:http';
import type { Duplex } from 'node:stream';
import type { SessionEndReason } from '../../../shared/protocol/terminal';
import type { SessionActivity } from '../gateway/sessionActivity';
import type { UpstreamTarget } from './headerRewrite';

/** One request through a web session, as the session record keeps it. */
export interface WebRequestEntry {
  at: Date;
  method: string;
  url: string;
  status: number;
  bytes: number;
  durationMs: number;
}

export interface WebSessionInit {
  id: number;
  userId: number;
  /** The console sign-in it was opened with: signing out ends it. */
  tokenHash: string;
  assetId: number;
  accountId: number;
  sourceIp: string;
  target: UpstreamTarget;
  /** Connections to the web application (keep-alive; through the network proxy's jump hosts when it has one). */
  agent: Agent;
  /** `Basic …` for HTTP basic injection, else null. */
  authorization: string | null;
  /** Where the launch lands: the asset address's path. */
  startPath: string;
  /** The web application's Set-Cookie of the form login, handed to the browser with the session cookie. */
  loginCookies: string[];
  /** The watermark script for HTML pages, or null when the console's watermark is off. */
  watermark: string | null;
  activity: SessionActivity;
  /** Whether the session may go on now (sign-in, authorisation, behaviour limits): null, or why it ends. */
  standing: () => Promise<SessionEndReason | null>;
  /** Each request, after its response. */
  record: (entry: WebRequestEntry) => void;
  /** Writes the row's end; called once, whichever way the session ends. */
  ended: (reason: SessionEndReason) => Promise<void>;
}

/** A web session live on this node: its upstream connections, its standing, its open WebSockets. */
export class LiveWebSession {
  private ending: Promise<void> | null = null;
  private standingAt = Number.NEGATIVE_INFINITY;
  private standingCheck: Promise<SessionEndReason | null> | null = null;
  private readonly sockets = new Set<Duplex>();
  endReason: SessionEndReason | null = null;
  onGone: (() => void) | null = null;

  constructor(readonly init: WebSessionInit) {}

  get id(): number {
    return this.init.id;
  }

  get userId(): number {
    return this.init.userId;
  }

  get ended(): boolean {
    return this.ending !== null;
  }

  /**
   * The standing, asked again when the last answer is older than `maxAgeMs` (concurrent requests share one check):
   * a revoked grant or ended sign-in takes effect within that time, and most requests cost no database read.
   */
  async stillStanding(nowMs: number, maxAgeMs: number): Promise<boolean> {
    if (this.ended) return false;
    if (nowMs - this.standingAt >= maxAgeMs) {
      this.standingCheck ??= this.init.standing().finally(() => {
        this.standingCheck = null;
      });
      const verdict = await this.standingCheck;
      this.standingAt = nowMs;
      if (verdict !== null) {
        await this.end(verdict);
        return false;
      }
    }
    return !this.ended;
  }

  /** A WebSocket relayed for this session, closed with it. */
  track(socket: Duplex): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  /** Ends once: refuses further requests, closes its WebSockets and upstream connections, writes the row's end. */
  end(reason: SessionEndReason): Promise<void> {
    if (this.ending) return this.ending;
    this.endReason = reason;
    this.ending = (async () => {
      for (const socket of this.sockets) socket.destroy();
      this.init.agent.destroy();
      this.onGone?.();
      await this.init.ended(reason);
    })();
    return this.ending;
  }
}
