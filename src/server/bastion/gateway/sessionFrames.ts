import type { MessageKey } from '../../../shared/messages';
import { type SessionEndReason, TerminalClientFrameSchema } from '../../../shared/protocol/terminal';

/** The message the browser shows for each way a session ends. */
export const endMessage: Record<SessionEndReason, MessageKey> = {
  exit: 'terminalEndExit',
  userClosed: 'terminalEndUserClosed',
  terminated: 'terminalEndTerminated',
  graceExpired: 'terminalEndGraceExpired',
  connectionLost: 'terminalEndConnectionLost',
  serverStopped: 'terminalEndServerStopped',
  signedOut: 'terminalEndSignedOut',
  signInExpired: 'terminalEndSignInExpired',
  accessEnded: 'terminalEndAccessEnded',
};

/** A text frame from the browser, or undefined when it is not one the protocol knows. */
export function parseClientFrame(data: Buffer) {
  try {
    const parsed = TerminalClientFrameSchema.safeParse(JSON.parse(data.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Output chunks waiting for one destination (the recording, the socket), handed over joined. */
export class ChunkQueue {
  private chunks: Buffer[] = [];

  get size(): number {
    return this.chunks.length;
  }

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
  }

  clear(): void {
    this.chunks = [];
  }

  /** Everything waiting as one buffer, emptying the queue; undefined when nothing waits. */
  take(): Buffer | undefined {
    const chunks = this.chunks;
    if (chunks.length === 0) return undefined;
    this.chunks = [];
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  }
}
