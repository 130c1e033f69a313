import { StringDecoder } from 'node:string_decoder';
import { EchoScreen } from './echoScreen';
import { InputDecoder, type InputToken } from './inputDecoder';
import { actionFor } from './keyBindings';
import { LineBuffer } from './lineBuffer';
import { LiveLine, type SubmittedLine, type UncertainReason } from './submittedLine';

export type { SubmittedLine, UncertainReason } from './submittedLine';

/** A submitted line whose Enter has not been sent to the host yet: the caller decides, then calls one of these. */
export interface PendingLine extends SubmittedLine {
  /** Sends the held Enter and processes what the user typed meanwhile (which may hold another line). */
  release(): FeedResult;
  /** Drops the Enter and everything typed meanwhile; sends keys that clear the host's line instead. */
  discard(): FeedResult;
}

export interface FeedResult {
  /** Bytes to send to the host now, in order. */
  forward: Buffer;
  /** Lines submitted and already forwarded (only when holding is off). */
  submitted: SubmittedLine[];
  /** A line held back: nothing more is forwarded until it is released or discarded. */
  pending?: PendingLine;
  /**
   * The user pressed Ctrl-C while a line was held: they want it withdrawn (an approval request becomes
   * "withdrawn by applicant"); the gateway decides and discards the line.
   */
  interruptedWhileHeld?: true;
}

export type OutputNotice = { kind: 'full-screen'; active: boolean };

export interface LineEditorOptions {
  /** Terminal width in cells, for reading the echo; keep it current with resize(). */
  cols: number;
  /** Hold every submitted line's Enter until release() or discard() (default true). */
  hold?: boolean;
  /**
   * What discard() sends to clear the line on the host. Default Ctrl-E Ctrl-U: end of line, then kill to its
   * start, which clears the line in readline, libedit, zsh, network-device CLIs and a cooked-mode tty alike
   * without signalling the program the way Ctrl-C would.
   */
  discardKeys?: Uint8Array;
}

const PASTE_END = '201';
/** A prompt that asks for a secret ends in a colon: `[sudo] password for alice: `, `请输入密码：`. */
const SECRET_PROMPT = /(pass(word|phrase)|\bpin\b|\botp\b|verification code|token|密码|口令|验证码)[^\n]*[:：]\s*$/i;
const SEARCH_PROMPT = /\((?:failed )?(?:reverse-)?i-search\)`.*?': (.*)$/;

/**
 * Reconstructs the command lines a user submits in a terminal session, from the bytes the browser sends
 * and the bytes the host prints, so that a policy can judge a line before its Enter reaches the host.
 *
 * Strategy (see docs/command-interception.md for what this can and cannot stop):
 * 1. Keystrokes are replayed on a model of readline's emacs mode (LineBuffer). Every CR, LF or Ctrl-O is a
 *    submit point, whatever escape state came before it, because the host's tty acts on it regardless.
 * 2. The host's output is replayed on a one-row screen model (EchoScreen). While the typed line is known
 *    and empty, the text left of the cursor is taken as the prompt. At submit time the row's text after
 *    that prompt is the echoed line (bash's reverse search display is read too).
 * 3. Keys only the host understands (Tab, history, unknown chords) make the line uncertain; the echo then
 *    supplies the line. A certain line whose echo disagrees (other than lagging behind) becomes uncertain.
 *    Both readings are offered as candidates. Because the Enter is held, the caller can wait for the host's
 *    echo to settle before reading a pending line: its fields are live until released or discarded.
 * 4. While a full-screen program owns the screen (alternate screen on), no line is reconstructed.
 */
const SKIP_MIN_BYTES = 1024;
const CR_LF = Buffer.from('\r\n');
const ESC = 0x1b;

export class LineEditor {
  private readonly decoder = new InputDecoder();
  private readonly buffer = new LineBuffer();
  private readonly screen: EchoScreen;
  private outputDecoder = new StringDecoder('utf8');
  private readonly hold: boolean;
  private readonly discardKeys: Buffer;
  private reasons = new Set<UncertainReason>();
  private prompt: string | undefined;
  private inPaste = false;
  private quotedInsert = false;
  private afterCr = false;
  private held: { enter: Buffer; queued: Buffer[] } | undefined;

  constructor(options: LineEditorOptions) {
    this.screen = new EchoScreen(options.cols);
    this.hold = options.hold ?? true;
    this.discardKeys = Buffer.from(options.discardKeys ?? [0x05, 0x15]);
  }

  get fullScreen(): boolean {
    return this.screen.fullScreen;
  }

  resize(cols: number): void {
    this.screen.resize(cols);
  }

  /**
   * The host's line as the terminal shows it now (prompt and echoed text, split at the cursor), to draw it again
   * below a notice so that what the host does next (Enter, or clearing the line) lands on it; undefined when the
   * row cannot be read (cursor moved off it, full-screen program).
   */
  get shownLine(): { beforeCursor: string; afterCursor: string } | undefined {
    if (!this.screen.trusted) return undefined;
    const beforeCursor = this.screen.textBeforeCursor;
    const whole = this.screen.lineText;
    return { beforeCursor, afterCursor: whole.startsWith(beforeCursor) ? whole.slice(beforeCursor.length) : '' };
  }

  /** Bytes from the user. While a line is held they are queued, not forwarded. */
  feedInput(data: Uint8Array | string): FeedResult {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);
    if (this.held) {
      this.held.queued.push(bytes);
      // 0x03 never occurs inside a UTF-8 character, so a byte search finds exactly the Ctrl-C keys.
      return {
        forward: Buffer.alloc(0),
        submitted: [],
        ...(bytes.includes(0x03) ? { interruptedWhileHeld: true } : {}),
      };
    }
    return this.process(bytes);
  }

  /** Bytes from the host, for the echo and the full-screen state. */
  feedOutput(data: Uint8Array | string): OutputNotice[] {
    const text = typeof data === 'string' ? data : this.outputDecoder.write(this.skipFinishedRows(Buffer.from(data)));
    const wasFullScreen = this.screen.fullScreen;
    this.screen.feed(text);
    const notices: OutputNotice[] = [];
    if (this.screen.fullScreen !== wasFullScreen) {
      notices.push({ kind: 'full-screen', active: this.screen.fullScreen });
      this.startLine();
    }
    this.learnPrompt();
    return notices;
  }

  /**
   * Bulk output: only the row after the last CR LF matters to the screen model. When the bytes before it hold
   * no escape sequence they are not decoded at all (EchoScreen.skipToFreshRow says why that is exact); a
   * character split at the chunk's start lies in what is skipped, so the decoder starts afresh.
   */
  private skipFinishedRows(bytes: Buffer): Buffer {
    if (bytes.length < SKIP_MIN_BYTES) return bytes;
    const lineEnd = bytes.lastIndexOf(CR_LF);
    if (lineEnd < 0 || bytes.subarray(0, lineEnd).includes(ESC)) return bytes;
    if (!this.screen.skipToFreshRow()) return bytes;
    this.outputDecoder = new StringDecoder('utf8');
    return bytes.subarray(lineEnd + 2);
  }

  private process(bytes: Buffer): FeedResult {
    const submitted: SubmittedLine[] = [];
    for (let i = 0; i < bytes.length; i += 1) {
      for (const token of this.decoder.push(bytes[i] as number)) {
        const line = this.apply(token);
        if (!line) continue;
        if (!this.hold) {
          submitted.push(line.snapshot());
          continue;
        }
        this.held = { enter: bytes.subarray(i, i + 1), queued: [bytes.subarray(i + 1)] };
        return { forward: bytes.subarray(0, i), submitted, pending: this.pendingFor(line) };
      }
    }
    return { forward: bytes, submitted };
  }

  /** Applies one key; returns the submitted line when the key submits one. */
  private apply(token: InputToken): LiveLine | undefined {
    const wasAfterCr = this.afterCr;
    this.afterCr = token.kind === 'newline' && token.code === 0x0d;
    if (this.screen.fullScreen) return undefined;
    if (token.kind === 'newline') {
      if (wasAfterCr && token.code === 0x0a) return undefined;
      if (this.quotedInsert) this.reasons.add('quoted-insert');
      return this.submit();
    }
    if (this.quotedInsert) {
      this.quotedInsert = false;
      if (token.kind === 'char') this.buffer.insert(token.text);
      else this.reasons.add('quoted-insert');
      return undefined;
    }
    if (this.inPaste) {
      this.applyPasted(token);
      return undefined;
    }
    const action = actionFor(token);
    switch (action.kind) {
      case 'edit':
        action.edit(this.buffer);
        return undefined;
      case 'uncertain':
        this.reasons.add(action.reason);
        return undefined;
      case 'submit-then-history': {
        const line = this.submit();
        this.reasons.add('history');
        return line;
      }
      case 'abandon':
        this.startLine();
        return undefined;
      case 'paste-start':
        this.inPaste = true;
        return undefined;
      case 'quoted-insert':
        this.quotedInsert = true;
        return undefined;
      case 'paste-end':
      case 'none':
        return undefined;
    }
  }

  /** Inside a bracketed paste everything is text, a Tab included; only the end marker is special. */
  private applyPasted(token: Exclude<InputToken, { kind: 'newline' }>): void {
    if (token.kind === 'char') this.buffer.insert(token.text);
    else if (token.kind === 'csi' && token.final === '~' && token.params === PASTE_END) this.inPaste = false;
    else if (token.kind === 'control' && token.code === 0x09) this.buffer.insert('\t');
    else this.reasons.add(token.kind === 'invalid' ? 'invalid-bytes' : 'unknown-key');
  }

  private submit(): LiveLine {
    const line = new LiveLine(
      this.buffer.text,
      [...this.reasons],
      this.prompt !== undefined && SECRET_PROMPT.test(this.prompt),
      this.inPaste,
      () => this.readEcho(),
    );
    const stillPasting = this.inPaste;
    this.startLine();
    this.inPaste = stillPasting;
    return line;
  }

  private startLine(): void {
    this.buffer.clear();
    this.reasons = new Set();
    this.quotedInsert = false;
    this.inPaste = false;
  }

  /** While the line is known to be empty, what stands left of the cursor is the prompt. */
  private learnPrompt(): void {
    if (this.held || !this.buffer.isEmpty || this.reasons.size > 0 || !this.screen.trusted) return;
    this.prompt = this.screen.textBeforeCursor;
  }

  private readEcho(): string | undefined {
    if (!this.screen.trusted || this.prompt === undefined) return undefined;
    const text = this.screen.lineText;
    const search = SEARCH_PROMPT.exec(text);
    if (search) return (search[1] ?? '').trimEnd();
    if (text === this.prompt.trimEnd()) return '';
    return text.startsWith(this.prompt) ? text.slice(this.prompt.length).trimEnd() : undefined;
  }

  private pendingFor(line: LiveLine): PendingLine {
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      line.freeze();
      return true;
    };
    const pending = {
      release: (): FeedResult => {
        if (!settle()) return { forward: Buffer.alloc(0), submitted: [] };
        const held = this.takeHeld();
        const rest = this.process(Buffer.concat(held.queued));
        return { ...rest, forward: Buffer.concat([held.enter, rest.forward]) };
      },
      discard: (): FeedResult => {
        if (!settle()) return { forward: Buffer.alloc(0), submitted: [] };
        const wasPasting = this.inPaste;
        this.takeHeld();
        this.startLine();
        this.afterCr = false;
        const endPaste = wasPasting ? Buffer.from('\x1b[201~') : Buffer.alloc(0);
        return { forward: Buffer.concat([endPaste, this.discardKeys]), submitted: [] };
      },
    };
    for (const key of ['line', 'certain', 'reasons', 'typed', 'echoed', 'candidates', 'sensitive', 'pasted'] as const) {
      Object.defineProperty(pending, key, { enumerable: true, get: () => line.snapshot()[key] });
    }
    return pending as PendingLine;
  }

  private takeHeld(): { enter: Buffer; queued: Buffer[] } {
    const held = this.held ?? { enter: Buffer.alloc(0), queued: [] };
    this.held = undefined;
    return held;
  }
}
