import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import type { AsciicastWriter } from '../recording/asciicastWriter';
import { LiveRecordings } from '../recording/liveRecordings';
import type { TerminalSession } from './terminalSession';

/** Default seconds a session without a browser socket stays open (GATEHOUSE_TERMINAL_GRACE_SECONDS). */
export const DEFAULT_GRACE_SECONDS = 60;

export interface TerminalGatewayOptions {
  dataDir: string;
  /** This node's name: its rows are the ones it closes at start-up. */
  nodeId: string;
  graceSeconds: number;
  /** How recordings are opened; the writer's default unless given (tests hand out files that fail). */
  openRecordingFile?: (path: string) => Promise<FileHandle>;
}

/**
 * The live terminal sessions of this node, by id. Sessions leave it when they end, by whichever end; a
 * shutdown ends them all (reason serverStopped) so every recording is closed and every row finished.
 */
export class TerminalGateway {
  private readonly sessions = new Map<number, TerminalSession>();
  private readonly recordings = new LiveRecordings();
  private stopping = false;

  constructor(readonly options: TerminalGatewayOptions) {}

  get recordingsDir(): string {
    return join(this.options.dataDir, 'recordings');
  }

  get graceMs(): number {
    return this.options.graceSeconds * 1000;
  }

  get nodeId(): string {
    return this.options.nodeId;
  }

  /** Whether new sessions may start (not while the server shuts down). */
  get accepting(): boolean {
    return !this.stopping;
  }

  /** Holds the session until it ends; its recording is closed at shutdown even if the session cannot end. */
  add(session: TerminalSession, recorder: AsciicastWriter): void {
    this.recordings.track(recorder);
    this.sessions.set(session.id, session);
    session.onGone = () => this.sessions.delete(session.id);
  }

  get(sessionId: number): TerminalSession | undefined {
    return this.sessions.get(sessionId);
  }

  /** The sessions live on this node right now. */
  live(): TerminalSession[] {
    return [...this.sessions.values()];
  }

  /** The sessions of a console token (its sign-out) or of a user (all tokens but one revoked). */
  endSignedOut(match: { tokenHash: string } | { userId: number; exceptTokenHash?: string | undefined }): void {
    for (const session of this.sessions.values()) {
      const hit =
        'tokenHash' in match
          ? session.tokenHash === match.tokenHash
          : session.userId === match.userId && session.tokenHash !== match.exceptTokenHash;
      if (hit) void session.end(SessionEndReason.signedOut);
    }
  }

  /** Ends every session (server shutdown) and waits until their recordings are closed and rows written. */
  async shutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all([...this.sessions.values()].map((session) => session.end(SessionEndReason.serverStopped)));
    await this.recordings.closeAll();
  }
}
