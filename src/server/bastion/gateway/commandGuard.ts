import type { FeedResult, LineEditor, PendingLine } from '../intercept/lineEditor';
import type { SubmittedLine } from '../intercept/submittedLine';

/** What interception did with a submitted line (terminal_commands.action). */
export type CommandAction = 'run' | 'warned' | 'blocked' | 'approved' | 'refused' | 'withdrawn';

/**
 * The verdict on a submitted line. `hold` comes with an approval to wait for: `wait` settles with the
 * approvers' decision (or rejects when aborted), `withdraw` marks the request withdrawn by the applicant.
 */
export type CommandVerdict =
  | { action: 'run' }
  | { action: 'warn'; notice: string }
  | { action: 'block'; notice: string }
  | {
      action: 'hold';
      notice: string;
      wait: (signal: AbortSignal) => Promise<{ approved: boolean; notice: string }>;
      withdraw: () => Promise<string>;
    };

export interface CommandGuardOptions {
  editor: LineEditor;
  judge: (line: SubmittedLine) => Promise<CommandVerdict>;
  /** User bytes (UTF-8) that may go to the host now. */
  forward: (bytes: Buffer) => void;
  /** Where the session is now (seconds into the recording): a line is indexed at the moment it was submitted. */
  elapsedSeconds: () => number;
  /** A line to index (never a sensitive one) with what was finally done to it. */
  index: (line: string, action: CommandAction, atSeconds: number) => void;
  /** A line held for approval, marked in the recording where it was typed (its index row comes with the outcome). */
  held: (line: string, atSeconds: number) => void;
  /** The notice for a line blocked because no verdict could be had. */
  failedNotice: () => string;
  notice: (level: 'info' | 'warning' | 'error', message: string) => void;
  /** The time of the host's last output, for waiting until an uncertain line's echo has settled. */
  lastOutputAt: () => number;
  onError: (error: unknown) => void;
}

/** An uncertain line is read after the host's output has been quiet this long (at most ECHO_WAIT_MAX_MS). */
const ECHO_QUIET_MS = 150;
const ECHO_WAIT_MAX_MS = 2000;
/** How often a notice waiting for a line's echo looks again. */
const ECHO_POLL_MS = 10;

/**
 * Applies interception to what the user types (docs/command-interception.md): the line editor holds every
 * submitted line's Enter; the guard asks for a verdict and then releases the line (run, warn, approved) or
 * discards it (blocked, refused, withdrawn), so a blocked line never reaches the host and a held one runs only
 * once approved. Keys typed meanwhile wait in the editor; Ctrl-C while a line waits for approval withdraws it.
 * Lines typed at a password prompt are released without a verdict and never indexed. A verdict that cannot be
 * had (the policy store is unreachable) blocks the line: the guard fails closed.
 */
export class CommandGuard {
  private waiting: { abort: AbortController; withdraw: (() => Promise<string>) | undefined } | undefined;
  private stopped = false;

  constructor(private readonly options: CommandGuardOptions) {}

  input(bytes: Buffer): void {
    this.handle(this.options.editor.feedInput(bytes));
  }

  /** The session ended: a pending approval is withdrawn, nothing more is forwarded. */
  stop(): void {
    this.stopped = true;
    this.interrupt();
  }

  private handle(fed: FeedResult): void {
    if (this.stopped) return;
    if (fed.forward.length > 0) this.options.forward(fed.forward);
    if (fed.interruptedWhileHeld) this.interrupt();
    if (fed.pending) void this.decide(fed.pending);
  }

  private interrupt(): void {
    const waiting = this.waiting;
    if (!waiting) return;
    waiting.abort.abort();
  }

  private async decide(pending: PendingLine): Promise<void> {
    const at = this.options.elapsedSeconds();
    const index = (line: string, action: CommandAction) => this.options.index(line, action, at);
    const abort = new AbortController();
    this.waiting = { abort, withdraw: undefined };
    try {
      if (!pending.certain) await this.echoSettled(abort.signal);
      const line = snapshotOf(pending);
      if (line.sensitive || line.line.trim() === '') {
        this.settle(pending, 'release');
        return;
      }
      const verdict = await this.options.judge(line).catch((error: unknown) => {
        this.options.onError(error);
        return undefined;
      });
      if (!verdict) {
        index(line.line, 'blocked');
        await this.tell(pending, 'error', this.options.failedNotice(), abort.signal);
        this.settle(pending, 'discard');
        return;
      }
      await this.apply(pending, line, verdict, abort, at);
    } catch (error) {
      this.options.onError(error);
      this.settle(pending, 'discard');
    }
  }

  private async apply(
    pending: PendingLine,
    line: SubmittedLine,
    verdict: CommandVerdict,
    abort: AbortController,
    at: number,
  ) {
    const index = (text: string, action: CommandAction) => this.options.index(text, action, at);
    switch (verdict.action) {
      case 'run':
        index(line.line, 'run');
        this.settle(pending, 'release');
        return;
      case 'warn':
        index(line.line, 'warned');
        await this.tell(pending, 'warning', verdict.notice, abort.signal);
        this.settle(pending, 'release');
        return;
      case 'block':
        index(line.line, 'blocked');
        await this.tell(pending, 'error', verdict.notice, abort.signal);
        this.settle(pending, 'discard');
        return;
      case 'hold': {
        this.options.held(line.line, at);
        await this.tell(pending, 'info', verdict.notice, abort.signal);
        if (this.waiting) this.waiting.withdraw = verdict.withdraw;
        const outcome = await verdict.wait(abort.signal).catch(() => undefined);
        if (!outcome) {
          // Ctrl-C or the session's end: the request is withdrawn by the applicant (status 4).
          const notice = await verdict.withdraw().catch((error: unknown) => {
            this.options.onError(error);
            return '';
          });
          index(line.line, 'withdrawn');
          if (!this.stopped) this.options.notice('info', notice);
          this.settle(pending, 'discard');
          return;
        }
        index(line.line, outcome.approved ? 'approved' : 'refused');
        await this.tell(pending, outcome.approved ? 'info' : 'error', outcome.notice);
        this.settle(pending, outcome.approved ? 'release' : 'discard');
        return;
      }
    }
  }

  /**
   * A notice about a held line, once the host has echoed it: written earlier, it would land inside the echo of
   * the command (the user typed the line and its Enter in one go, the host had not answered yet).
   */
  private async tell(
    pending: PendingLine,
    level: 'info' | 'warning' | 'error',
    message: string,
    signal?: AbortSignal,
  ): Promise<void> {
    const caughtUp = () => pending.echoed !== undefined && pending.echoed === pending.line.trimEnd();
    if (!caughtUp()) await this.echoSettled(signal ?? new AbortController().signal, caughtUp);
    if (!this.stopped) this.options.notice(level, message);
  }

  private settle(pending: PendingLine, how: 'release' | 'discard'): void {
    this.waiting = undefined;
    const fed = how === 'release' ? pending.release() : pending.discard();
    this.handle(fed);
  }

  /**
   * Quiet is counted from the submission at the earliest: a line typed while another waited is forwarded at the
   * moment it is submitted, so its echo cannot have come yet however long the host was silent before.
   */
  private async echoSettled(signal: AbortSignal, caughtUp?: () => boolean): Promise<void> {
    const started = Date.now();
    while (!signal.aborted && Date.now() - started < ECHO_WAIT_MAX_MS) {
      if (caughtUp?.()) return;
      const quietFor = Date.now() - Math.max(this.options.lastOutputAt(), started);
      if (quietFor >= ECHO_QUIET_MS) return;
      const wait = ECHO_QUIET_MS - quietFor;
      await new Promise((resolve) => setTimeout(resolve, caughtUp ? Math.min(wait, ECHO_POLL_MS) : wait));
    }
  }
}

function snapshotOf(pending: PendingLine): SubmittedLine {
  return {
    line: pending.line,
    certain: pending.certain,
    reasons: [...pending.reasons],
    typed: pending.typed,
    echoed: pending.echoed,
    candidates: [...pending.candidates],
    sensitive: pending.sensitive,
    pasted: pending.pasted,
  };
}
