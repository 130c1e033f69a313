/**
 * One web-terminal session: host output, flow control, resume, the command guard, the recorder and the watchers
 * meet here and share its state (offsets, pause, the shown line), so it stays one class a little over 400 lines;
 * what could stand alone already does (sessionFrames, sessionWatchers, resumeBuffer, commandGuard).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../../../shared/messages';
import { formatMessage } from '../../../shared/messages';
import {
  FLOW_HIGH_BYTES,
  FLOW_LOW_BYTES,
  RESUME_BUFFER_BYTES,
  SessionEndReason,
  TerminalCloseCode,
  type TerminalServerFrame,
} from '../../../shared/protocol/terminal';
import { closeHard, WS_OPEN, type WsSocket } from '../../realtime/socket';
import type { HostCloseEvent, HostConnection } from '../hostConnection';
import { LineEditor } from '../intercept/lineEditor';
import type { SubmittedLine } from '../intercept/submittedLine';
import type { AsciicastWriter, RecordingSummary } from '../recording/asciicastWriter';
import { commandMarker } from '../recording/commandMarkers';
import { type CommandAction, CommandGuard, type CommandVerdict } from './commandGuard';
import type { HostEncoding } from './hostEncoding';
import { ResumeBuffer } from './resumeBuffer';
import type { SessionActivity } from './sessionActivity';
import { ChunkQueue, endMessage, noticeText, parseClientFrame } from './sessionFrames';
import { SessionWatchers, type WatcherOptions } from './sessionWatchers';

/** The longest command line kept in the index (the column's size). */
const COMMAND_MAX_CHARS = 4096;

export interface SessionEnd {
  reason: SessionEndReason;
  exitCode: number | null;
  terminatedBy: string | null;
  recording: RecordingSummary;
  commandCount: number;
}

/** What the session tells its owner (the terminal module writes the rows). Never throws into the session. */
export interface TerminalSessionHooks {
  /** The verdict of command interception on a submitted line (docs/command-interception.md). */
  judgeCommand(line: SubmittedLine, lang: Lang): Promise<CommandVerdict>;
  commandSubmitted(atSeconds: number, line: string, action: CommandAction): Promise<void>;
  /** The owner typed: counts as activity on the console sign-in the session was opened with. */
  ownerActive(): void;
  ended(end: SessionEnd): Promise<void>;
}

export interface TerminalSessionOptions {
  id: number;
  userId: number;
  /** The console token the session was opened with: its revocation ends the session. */
  tokenHash: string;
  connection: HostConnection;
  recorder: AsciicastWriter;
  encoding: HostEncoding;
  cols: number;
  rows: number;
  /** How long a session without a socket stays open. */
  graceMs: number;
  /** Input from the owner or a guest touches it; the standing check reads it for the behaviour policies. */
  activity: SessionActivity;
  hooks: TerminalSessionHooks;
  log: FastifyBaseLogger;
}

/**
 * One live terminal session on this node: the host connection, its recording, the command index, the
 * output stream with its resume buffer and ack-based flow control, and at most one attached browser socket.
 * Output is one UTF-8 byte stream counted from the session's start; the browser acknowledges what it wrote,
 * and the host is paused while more than FLOW_HIGH_BYTES are unacknowledged (attached or not), so memory
 * stays bounded by the resume buffer and the host's own flow control.
 */
export class TerminalSession {
  readonly id: number;
  readonly userId: number;
  readonly tokenHash: string;
  readonly activity: SessionActivity;
  private readonly buffer = new ResumeBuffer(RESUME_BUFFER_BYTES);
  private readonly lines: LineEditor;
  private readonly guard: CommandGuard;
  private lastOutputAt = 0;
  private readonly watchers = new SessionWatchers();
  /** Output not yet sent to the attached socket (already in the resume buffer). */
  private readonly outgoing = new ChunkQueue();
  /** Output not yet written to the recording. */
  private readonly unrecorded = new ChunkQueue();
  private socket: WsSocket | undefined;
  private lang: Lang = 'zh';
  private acked = 0;
  private paused = false;
  private graceTimer: NodeJS.Timeout | undefined;
  private commandCount = 0;
  private commandWrites: Promise<void> = Promise.resolve();
  private ending: Promise<void> | undefined;
  private cols: number;
  private rows: number;
  /** Called once the session has ended and its row is written. */
  onGone: () => void = () => undefined;

  constructor(private readonly options: TerminalSessionOptions) {
    this.id = options.id;
    this.userId = options.userId;
    this.tokenHash = options.tokenHash;
    this.activity = options.activity;
    this.cols = options.cols;
    this.rows = options.rows;
    this.lines = new LineEditor({ cols: options.cols });
    this.guard = new CommandGuard({
      editor: this.lines,
      judge: (line) => options.hooks.judgeCommand(line, this.lang),
      forward: (bytes) => {
        if (!this.ended) options.connection.write(options.encoding.encode(bytes.toString('utf8')));
      },
      elapsedSeconds: () => options.recorder.elapsedSeconds,
      index: (line, action, at) => this.indexCommand(line, action, at),
      held: (line, at) => this.markHeld(line, at),
      notice: (level, message) => this.notice(level, message),
      failedNotice: () => formatMessage('terminalCommandCheckFailed', this.lang),
      lastOutputAt: () => this.lastOutputAt,
      onError: (error) => options.log.error({ err: error, sessionId: this.id }, 'command interception failed'),
    });
    options.connection.onData((data) => this.hostData(data));
    options.connection.onClose((event) => this.hostClosed(event));
    // A browser that never attaches gets the same grace as one that dropped.
    this.startGrace();
  }

  /** The language of the owner's socket, for texts the server writes into the session. */
  get language(): Lang {
    return this.lang;
  }

  get attached(): boolean {
    return this.socket !== undefined;
  }

  get ended(): boolean {
    return this.ending !== undefined;
  }

  /** Bytes of output produced so far (the stream offset the next byte gets). */
  get outputOffset(): number {
    return this.buffer.end;
  }

  /** Bytes sent or waiting that the browser has not acknowledged. */
  get unacknowledged(): number {
    return this.buffer.end - this.acked;
  }

  /**
   * Attaches a browser socket, taking the session over from an older one (closed with takenOver). Sends
   * `attached`, then the output from `resumeFrom` (0: everything still buffered), then live output.
   */
  attach(socket: WsSocket, resumeFrom: number, lang: Lang): void {
    if (this.ended) {
      closeHard(socket, TerminalCloseCode.notFound, 'session ended');
      return;
    }
    const previous = this.socket;
    this.socket = socket;
    this.lang = lang;
    if (previous) closeHard(previous, TerminalCloseCode.takenOver, 'taken over');
    this.stopGrace();
    socket.on('message', (data, isBinary) => {
      if (this.socket === socket) this.frame(socket, data, isBinary);
    });
    socket.on('close', () => this.detached(socket));
    socket.on('error', (error) => this.options.log.debug({ err: error, sessionId: this.id }, 'terminal socket error'));

    // Everything produced so far is in the buffer: the new socket gets it from there, not from the queue.
    this.outgoing.clear();
    const missed = this.buffer.since(resumeFrom);
    // What the browser already has counts as written on its screen.
    this.acknowledge(missed.from);
    this.send(socket, {
      type: 'attached',
      sessionId: this.id,
      outputOffset: missed.from,
      lostBytes: missed.lost,
      cols: this.cols,
      rows: this.rows,
    });
    if (missed.data.length > 0) socket.send(missed.data);
  }

  /**
   * Adds a read-only watcher (live monitor, share guest): `attached`, the current screen from the resume
   * buffer, then live output. It never takes the session over nor acknowledges output.
   */
  watch(socket: WsSocket, options: WatcherOptions): void {
    if (this.ended) {
      closeHard(socket, TerminalCloseCode.notFound, 'session ended');
      return;
    }
    const screen = this.buffer.since(0);
    this.watchers.add(
      socket,
      options,
      {
        type: 'attached',
        sessionId: this.id,
        outputOffset: screen.from,
        lostBytes: screen.lost,
        cols: this.cols,
        rows: this.rows,
      },
      screen.data,
    );
  }

  get watcherCount(): number {
    return this.watchers.count;
  }

  /** Input from someone other than the owner (a share guest granted input): recorded and indexed alike. */
  inputFromGuest(text: string): void {
    if (!this.ended) this.input(text);
  }

  /** Ends the session now: host connection closed, recording closed, row written, browser told. */
  end(reason: SessionEndReason, options: { exitCode?: number | null; terminatedBy?: string } = {}): Promise<void> {
    this.ending ??= this.finish(reason, options.exitCode ?? null, options.terminatedBy ?? null);
    return this.ending;
  }

  private async finish(reason: SessionEndReason, exitCode: number | null, terminatedBy: string | null): Promise<void> {
    this.stopGrace();
    this.guard.stop();
    this.recordPendingOutput();
    this.options.connection.close();
    const recording = await this.options.recorder.close();
    await this.commandWrites;
    try {
      await this.options.hooks.ended({ reason, exitCode, terminatedBy, recording, commandCount: this.commandCount });
    } catch (error) {
      this.options.log.error({ err: error, sessionId: this.id }, 'terminal session end could not be recorded');
    }
    const socket = this.socket;
    this.flushOutgoing();
    this.socket = undefined;
    if (socket) {
      this.send(socket, {
        type: 'closed',
        reason,
        message: formatMessage(endMessage[reason], this.lang),
        exitCode,
      });
      closeHard(socket, 1000, reason);
    }
    this.watchers.closeAll((lang) => ({
      type: 'closed',
      reason,
      message: formatMessage(endMessage[reason], lang),
      exitCode,
    }));
    this.onGone();
  }

  private hostData(raw: Buffer): void {
    if (this.ended) return;
    // ssh2 and the Telnet client hand over a fresh buffer per packet: it is kept as it is, not copied.
    const data = this.options.encoding.decode(raw);
    if (data.length === 0) return;
    this.lastOutputAt = Date.now();
    this.lines.feedOutput(data);
    this.output(data);
    if (!this.paused && this.unacknowledged > FLOW_HIGH_BYTES) {
      this.paused = true;
      this.options.connection.pause();
    }
  }

  /**
   * Output goes to the recording and the attached socket once per turn of the event loop, joined: bulk output
   * arrives in many small SSH packets, and one recording event and one WebSocket frame per packet cost more
   * than the bytes themselves. Anything else recorded (input, a resize, a marker) first records what waits.
   */
  /** Output for everyone: the resume buffer, the owner's socket (and so the recording), the watchers. */
  private output(data: Buffer): void {
    this.buffer.push(data);
    this.queueOutput(data);
    this.watchers.output(data);
  }

  private queueOutput(data: Buffer): void {
    this.unrecorded.push(data);
    if (this.socket) this.outgoing.push(data);
    if (this.unrecorded.size > 1) return;
    setImmediate(() => {
      this.recordPendingOutput();
      this.flushOutgoing();
    });
  }

  private recordPendingOutput(): void {
    const joined = this.unrecorded.take();
    if (joined) this.options.recorder.output(joined);
  }

  private flushOutgoing(): void {
    const joined = this.outgoing.take();
    if (joined && this.socket?.readyState === WS_OPEN) this.socket.send(joined);
  }

  private hostClosed(event: HostCloseEvent): void {
    if (event.kind === 'closed') return;
    void this.end(event.kind === 'exit' ? SessionEndReason.exit : SessionEndReason.connectionLost, {
      exitCode: event.exitCode,
    });
  }

  private frame(socket: WsSocket, data: Buffer, isBinary: boolean): void {
    const parsed = isBinary ? undefined : parseClientFrame(data);
    if (!parsed) {
      closeHard(socket, TerminalCloseCode.badFrame, 'bad frame');
      return;
    }
    if (this.ended) return;
    switch (parsed.type) {
      case 'input':
        this.options.hooks.ownerActive();
        this.input(parsed.data);
        break;
      case 'resize':
        this.resize(parsed.cols, parsed.rows);
        break;
      case 'ack':
        this.acknowledge(parsed.offset);
        break;
      case 'ping':
        this.send(socket, { type: 'pong', t: parsed.t });
        break;
      case 'close':
        void this.end(SessionEndReason.userClosed);
        break;
    }
  }

  private input(text: string): void {
    this.activity.touch();
    this.recordPendingOutput();
    this.options.recorder.input(text);
    this.guard.input(Buffer.from(text, 'utf8'));
  }

  /**
   * Tells what interception did in the session's output itself (sessionFrames.noticeText), so the owner,
   * the monitor, guests, a reattach and the recording show it. The line editor is not fed these bytes: its model
   * is of what the host drew, which the redraw repeats. The `notice` frame puts the text beside the owner's status.
   */
  notice(level: 'info' | 'warning' | 'error', message: string): void {
    if (!message || this.ended) return;
    this.output(Buffer.from(noticeText(level, message, this.lines.shownLine), 'utf8'));
    if (this.socket) this.send(this.socket, { type: 'notice', level, message });
  }

  private resize(cols: number, rows: number): void {
    this.cols = cols;
    this.rows = rows;
    this.options.connection.resize(cols, rows);
    this.recordPendingOutput();
    this.options.recorder.resize(cols, rows);
    this.lines.resize(cols);
  }

  private acknowledge(offset: number): void {
    this.acked = Math.min(Math.max(this.acked, offset), this.buffer.end);
    if (this.paused && this.unacknowledged < FLOW_LOW_BYTES) {
      this.paused = false;
      this.options.connection.resume();
    }
  }

  /** A marker in the recording for an event beside the typed lines (a file transfer). */
  mark(label: string): void {
    if (this.ended) return;
    this.recordPendingOutput();
    this.options.recorder.marker(label);
  }

  /**
   * Indexes a submitted line (never one typed at a password prompt): a marker in the recording, with the verdict
   * (recording/commandMarkers.ts), and a row. Run, warned and blocked lines are marked where they were typed; the
   * outcome of a held line (marked `[held]` when typed) where it came, an approval naming both moments.
   */
  private indexCommand(text: string, action: CommandAction, at: number): void {
    const line = text.trim().slice(0, COMMAND_MAX_CHARS);
    if (line === '') return;
    this.recordPendingOutput();
    const recorder = this.options.recorder;
    const decidedLater = action === 'approved' || action === 'refused' || action === 'withdrawn';
    const times = action === 'approved' ? { typedAt: at, releasedAt: recorder.elapsedSeconds } : undefined;
    recorder.marker(commandMarker(line, action, times), decidedLater ? undefined : at);
    this.commandCount += 1;
    this.commandWrites = this.commandWrites
      .then(() => this.options.hooks.commandSubmitted(at, line, action))
      .catch((error: unknown) => {
        this.options.log.error({ err: error, sessionId: this.id }, 'terminal command could not be indexed');
      });
  }

  /** A line held for approval: its marker stands where it was typed; the index row waits for the outcome. */
  private markHeld(text: string, at: number): void {
    const line = text.trim().slice(0, COMMAND_MAX_CHARS);
    if (line === '' || this.ended) return;
    this.recordPendingOutput();
    this.options.recorder.marker(commandMarker(line, 'held'), at);
  }

  private detached(socket: WsSocket): void {
    if (this.socket !== socket) return;
    this.socket = undefined;
    if (!this.ended) this.startGrace();
  }

  private startGrace(): void {
    this.stopGrace();
    this.graceTimer = setTimeout(() => void this.end(SessionEndReason.graceExpired), this.options.graceMs);
    this.graceTimer.unref();
  }

  private stopGrace(): void {
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = undefined;
  }

  private send(socket: WsSocket, frame: TerminalServerFrame): void {
    if (socket.readyState === WS_OPEN) socket.send(JSON.stringify(frame));
  }
}
