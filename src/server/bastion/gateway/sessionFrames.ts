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
  idleTimeout: 'terminalEndIdleTimeout',
  maxDuration: 'terminalEndMaxDuration',
  recordingFailed: 'terminalEndRecordingFailed',
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

/** ANSI colours of interception notices in the output: cyan, yellow, red. */
const NOTICE_COLOURS = { info: '36', warning: '33', error: '31' } as const;

/**
 * An interception notice as terminal output: a coloured `[Gatehouse]` line, then the host's line drawn again
 * below it (prompt and echoed text, cursor where it was) so that what the host does next lands on it.
 */
export function noticeText(
  level: keyof typeof NOTICE_COLOURS,
  message: string,
  shown: { beforeCursor: string; afterCursor: string } | undefined,
): string {
  const redraw = shown ? `${shown.beforeCursor}${shown.afterCursor ? `\x1b7${shown.afterCursor}\x1b8` : ''}` : '';
  return `\r\n\x1b[${NOTICE_COLOURS[level]}m[Gatehouse] ${message}\x1b[0m\r\n${redraw}`;
}
