import {
  ACK_EVERY_BYTES,
  INPUT_FRAME_MAX_CHARS,
  type SessionEndReason,
  type TerminalClientFrame,
  TerminalCloseCode,
  type TerminalServerFrame,
  TerminalServerFrameSchema,
} from '../../../../shared/protocol/terminal';
import { backoffDelayMs, DEFAULT_GRACE_MS } from './backoff';

/** An event handler the browser's WebSocket accepts although its events are richer (checked bivariantly). */
type Handler<E> = { bivariant(event: E): void }['bivariant'];

/** The part of the browser's WebSocket this module uses (tests give a fake). */
export interface SocketLike {
  binaryType: string;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ data: unknown }> | null;
  onclose: Handler<{ code: number }> | null;
  onerror: Handler<unknown> | null;
}

export interface ConnectionDeps {
  /** The socket URL resuming from an output offset; null when there is no token to attach with. */
  socketUrl(resumeFrom: number): string | null;
  openSocket(url: string): SocketLike;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

/** Why this side stopped: the server's `closed` reason, or what the close code said. */
export type EndCause =
  | { kind: 'closed'; reason: SessionEndReason; message: string; exitCode: number | null }
  | { kind: 'unauthorised' }
  | { kind: 'gone' }
  | { kind: 'takenOver' }
  | { kind: 'badFrame' };

export type ConnectionStatus =
  | { kind: 'connecting' }
  | { kind: 'connected' }
  /** The socket dropped; the server keeps the session until graceEndsAt (estimated with the default grace). */
  | { kind: 'reconnecting'; attempt: number; graceEndsAt: number; nextAttemptAt: number }
  | { kind: 'ended'; cause: EndCause };

export type LostCause = 'drop' | 'beyondReplay';

export interface ConnectionEvents {
  /** Output to write; call `written(endOffset)` once the terminal has written it. */
  onOutput(bytes: Uint8Array, endOffset: number): void;
  onStatus(status: ConnectionStatus): void;
  onNotice(level: 'info' | 'warning' | 'error', message: string): void;
  /**
   * Output the server no longer had (older than its resume buffer): `drop` when this side came back after its
   * socket dropped, `beyondReplay` on the first attach of this page (a reload): older output, nothing lost here.
   */
  onLost(bytes: number, cause: LostCause): void;
}

/** A quiet moment after which what was written is acknowledged even below ACK_EVERY_BYTES. */
export const ACK_QUIET_MS = 50;
/** Keepalive: a ping this often; a socket that answers nothing for two periods is taken as dropped. */
export const PING_INTERVAL_MS = 15_000;

const OPEN = 'open';

/**
 * One terminal session's socket (src/shared/protocol/terminal.ts): counts the output bytes received
 * (the offset to resume from), acknowledges what the terminal has written, and after a drop reattaches
 * with backoff and `resume_from` until the server says the session is over.
 */
export class TerminalConnection {
  private socket: SocketLike | null = null;
  private socketState: 'none' | 'opening' | typeof OPEN = 'none';
  private attached = false;
  /** This page's connection has been attached once: a later gap in the output is a drop's. */
  private everAttached = false;
  private status: ConnectionStatus = { kind: 'connecting' };
  private received = 0;
  private writtenOffset = 0;
  private ackedOffset = 0;
  private attempt = 0;
  private dropStartedAt: number | null = null;
  private size: { cols: number; rows: number } | null = null;
  private lastHeard = 0;
  private retryTimer: unknown = null;
  private ackTimer: unknown = null;
  private pingTimer: unknown = null;

  constructor(
    private readonly deps: ConnectionDeps,
    private readonly events: ConnectionEvents,
  ) {}

  /** Bytes of output received so far: the offset a reattach resumes from. */
  get outputOffset(): number {
    return this.received;
  }

  get currentStatus(): ConnectionStatus {
    return this.status;
  }

  /** Attaches (first time, or again after another tab took the session over). */
  start(): void {
    if (this.status.kind === 'ended' && this.status.cause.kind !== 'takenOver') return;
    this.attempt = 0;
    this.dropStartedAt = null;
    this.setStatus({ kind: 'connecting' });
    this.attach();
  }

  /** The network is back (`online`): try at once instead of waiting for the backoff. */
  retryNow(): void {
    if (this.status.kind !== 'reconnecting' || this.socketState !== 'none') return;
    this.clearRetry();
    this.attach();
  }

  /** The network is gone (`offline`): the socket cannot carry anything; drop it and wait to come back. */
  networkLost(): void {
    if (this.status.kind === 'ended' || !this.socket) return;
    this.dropSocket();
  }

  input(data: string): void {
    if (!this.attached) return;
    for (let start = 0; start < data.length; start += INPUT_FRAME_MAX_CHARS) {
      this.send({ type: 'input', data: data.slice(start, start + INPUT_FRAME_MAX_CHARS) });
    }
  }

  resize(cols: number, rows: number): void {
    if (this.size?.cols === cols && this.size.rows === rows) return;
    this.size = { cols, rows };
    if (this.attached) this.send({ type: 'resize', cols, rows });
  }

  /** The terminal has written the output up to endOffset. */
  written(endOffset: number): void {
    if (endOffset <= this.writtenOffset) return;
    this.writtenOffset = endOffset;
    if (this.writtenOffset - this.ackedOffset >= ACK_EVERY_BYTES) {
      this.sendAck();
      return;
    }
    if (this.ackTimer === null) {
      this.ackTimer = this.deps.setTimer(() => {
        this.ackTimer = null;
        this.sendAck();
      }, ACK_QUIET_MS);
    }
  }

  /**
   * Ends the session now (closing the tab, the disconnect button). Returns false when no socket could
   * carry the `close` frame, so the caller ends it over HTTP instead.
   */
  close(): boolean {
    const sent = this.attached && this.send({ type: 'close' });
    this.end({ kind: 'closed', reason: 'userClosed', message: '', exitCode: null });
    return sent;
  }

  /** Stops everything without ending the session (the page is going away; the grace keeps it). */
  dispose(): void {
    this.clearTimers();
    const socket = this.socket;
    this.forgetSocket();
    socket?.close(1000);
  }

  private attach(): void {
    const url = this.deps.socketUrl(this.received);
    if (url === null) {
      this.end({ kind: 'unauthorised' });
      return;
    }
    let socket: SocketLike;
    try {
      socket = this.deps.openSocket(url);
    } catch {
      this.scheduleRetry();
      return;
    }
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    this.socketState = 'opening';
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.socketState = OPEN;
      this.lastHeard = this.deps.now();
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.closed(event.code);
    };
    socket.onerror = () => {
      // A close event always follows; that is where the drop is handled.
    };
  }

  private receive(data: unknown): void {
    this.lastHeard = this.deps.now();
    if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
      const bytes =
        data instanceof ArrayBuffer
          ? new Uint8Array(data)
          : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      if (bytes.byteLength === 0) return;
      this.received += bytes.byteLength;
      this.events.onOutput(bytes, this.received);
      return;
    }
    if (typeof data !== 'string') return;
    const frame = parseServerFrame(data);
    if (frame) this.handleFrame(frame);
  }

  private handleFrame(frame: TerminalServerFrame): void {
    switch (frame.type) {
      case 'attached': {
        const lost = Math.max(frame.lostBytes, frame.outputOffset - this.received);
        this.received = frame.outputOffset;
        // Output that was never received is never written either: acknowledgements continue past the gap.
        if (lost > 0) this.writtenOffset = Math.max(this.writtenOffset, this.received);
        this.attached = true;
        this.attempt = 0;
        this.dropStartedAt = null;
        this.setStatus({ kind: 'connected' });
        if (lost > 0) this.events.onLost(lost, this.everAttached ? 'drop' : 'beyondReplay');
        this.everAttached = true;
        if (this.size && (this.size.cols !== frame.cols || this.size.rows !== frame.rows)) {
          this.send({ type: 'resize', ...this.size });
        }
        this.startKeepalive();
        break;
      }
      case 'closed':
        this.end({ kind: 'closed', reason: frame.reason, message: frame.message, exitCode: frame.exitCode });
        break;
      case 'notice':
        this.events.onNotice(frame.level, frame.message);
        break;
      case 'pong':
        break;
    }
  }

  private closed(code: number): void {
    this.forgetSocket();
    if (this.status.kind === 'ended') return;
    if (code === TerminalCloseCode.unauthorised) this.end({ kind: 'unauthorised' });
    else if (code === TerminalCloseCode.notFound) this.end({ kind: 'gone' });
    else if (code === TerminalCloseCode.takenOver) this.end({ kind: 'takenOver' });
    else if (code === TerminalCloseCode.badFrame) this.end({ kind: 'badFrame' });
    else this.scheduleRetry();
  }

  /** Closes the current socket and handles it as a drop (network gone, or no answer to pings). */
  private dropSocket(): void {
    const socket = this.socket;
    this.forgetSocket();
    socket?.close(1000);
    if (this.status.kind !== 'ended') this.scheduleRetry();
  }

  private scheduleRetry(): void {
    this.stopKeepalive();
    const now = this.deps.now();
    if (this.dropStartedAt === null) this.dropStartedAt = now;
    this.attempt += 1;
    const delay = backoffDelayMs(this.attempt);
    this.clearRetry();
    this.setStatus({
      kind: 'reconnecting',
      attempt: this.attempt,
      graceEndsAt: this.dropStartedAt + DEFAULT_GRACE_MS,
      nextAttemptAt: now + delay,
    });
    this.retryTimer = this.deps.setTimer(() => {
      this.retryTimer = null;
      this.attach();
    }, delay);
  }

  private startKeepalive(): void {
    this.stopKeepalive();
    this.pingTimer = this.deps.setTimer(() => {
      this.pingTimer = null;
      if (!this.attached) return;
      if (this.deps.now() - this.lastHeard > 2 * PING_INTERVAL_MS) {
        this.dropSocket();
        return;
      }
      this.send({ type: 'ping', t: this.deps.now() });
      this.startKeepalive();
    }, PING_INTERVAL_MS);
  }

  private sendAck(): void {
    if (this.ackTimer !== null) {
      this.deps.clearTimer(this.ackTimer);
      this.ackTimer = null;
    }
    if (this.writtenOffset <= this.ackedOffset) return;
    if (this.send({ type: 'ack', offset: this.writtenOffset })) this.ackedOffset = this.writtenOffset;
  }

  private send(frame: TerminalClientFrame): boolean {
    if (!this.socket || this.socketState !== OPEN) return false;
    try {
      this.socket.send(JSON.stringify(frame));
      return true;
    } catch {
      return false;
    }
  }

  private end(cause: EndCause): void {
    this.clearTimers();
    const socket = this.socket;
    this.forgetSocket();
    socket?.close(1000);
    this.setStatus({ kind: 'ended', cause });
  }

  private forgetSocket(): void {
    if (this.socket) {
      this.socket.onopen = null;
      this.socket.onmessage = null;
      this.socket.onclose = null;
      this.socket.onerror = null;
    }
    this.socket = null;
    this.socketState = 'none';
    this.attached = false;
    // What was acknowledged belongs to the old socket; the next one is acknowledged from where it resumes.
    this.ackedOffset = 0;
  }

  private setStatus(status: ConnectionStatus): void {
    this.status = status;
    this.events.onStatus(status);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.deps.clearTimer(this.retryTimer);
    this.retryTimer = null;
  }

  private stopKeepalive(): void {
    if (this.pingTimer !== null) this.deps.clearTimer(this.pingTimer);
    this.pingTimer = null;
  }

  private clearTimers(): void {
    this.clearRetry();
    this.stopKeepalive();
    if (this.ackTimer !== null) this.deps.clearTimer(this.ackTimer);
    this.ackTimer = null;
  }
}

function parseServerFrame(text: string): TerminalServerFrame | undefined {
  try {
    const parsed = TerminalServerFrameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
