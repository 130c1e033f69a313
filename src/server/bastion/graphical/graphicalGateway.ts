import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import type { GraphicalSession } from './graphicalSession';

/** Default sessions one node runs at once (GATEHOUSE_GRAPHICAL_MAX_SESSIONS): each is three processes and ~100 MB. */
export const DEFAULT_GRAPHICAL_MAX_SESSIONS = 20;
/** How long xfreerdp must stay connected before its login counts as accepted (docs/rdp.md, "Refused credentials"). */
export const DEFAULT_LOGIN_SETTLE_MS = 8000;

export interface GraphicalGatewayOptions {
  dataDir: string;
  nodeId: string;
  graceSeconds: number;
  maxSessions: number;
  loginSettleMs: number;
  /** Where session folders are made (default the system's temporary folder: sockets need short paths). */
  runDir?: string | undefined;
}

/**
 * The live graphical sessions of this node, by id, with the node's cap. Opening reserves a place before its
 * processes start, so parallel opens cannot pass the cap. A shutdown ends them all (serverStopped): every process
 * killed, every folder removed, every recording closed and row finished.
 */
export class GraphicalGateway {
  private readonly sessions = new Map<number, GraphicalSession>();
  private reserved = 0;
  private stopping = false;

  constructor(readonly options: GraphicalGatewayOptions) {}

  get recordingsDir(): string {
    return join(this.options.dataDir, 'recordings');
  }

  get runDir(): string {
    return this.options.runDir ?? tmpdir();
  }

  get graceMs(): number {
    return this.options.graceSeconds * 1000;
  }

  get nodeId(): string {
    return this.options.nodeId;
  }

  get accepting(): boolean {
    return !this.stopping;
  }

  /** Takes a place for a session about to start; false when the node is at its cap. Give it back with release(). */
  reserve(): boolean {
    if (this.sessions.size + this.reserved >= this.options.maxSessions) return false;
    this.reserved += 1;
    return true;
  }

  release(): void {
    this.reserved = Math.max(0, this.reserved - 1);
  }

  /** Holds a started session (its reservation becomes the session) until it ends. */
  add(session: GraphicalSession): void {
    this.release();
    this.sessions.set(session.id, session);
    session.onGone = () => this.sessions.delete(session.id);
  }

  get(sessionId: number): GraphicalSession | undefined {
    return this.sessions.get(sessionId);
  }

  live(): GraphicalSession[] {
    return [...this.sessions.values()];
  }

  endSignedOut(match: { tokenHash: string } | { userId: number; exceptTokenHash?: string | undefined }): void {
    for (const session of this.sessions.values()) {
      const hit =
        'tokenHash' in match
          ? session.tokenHash === match.tokenHash
          : session.userId === match.userId && session.tokenHash !== match.exceptTokenHash;
      if (hit) void session.end(SessionEndReason.signedOut);
    }
  }

  async shutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all([...this.sessions.values()].map((session) => session.end(SessionEndReason.serverStopped)));
  }
}
