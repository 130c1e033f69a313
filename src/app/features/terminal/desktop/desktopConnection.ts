import {
  GRAPHICAL_HEIGHT_MAX,
  GRAPHICAL_HEIGHT_MIN,
  GRAPHICAL_WIDTH_MAX,
  GRAPHICAL_WIDTH_MIN,
  type GraphicalClientFrame,
  GraphicalCloseCode,
  type GraphicalServerFrame,
  GraphicalServerFrameSchema,
} from '../../../../shared/protocol/graphical';
import { RfbChannel } from '../../../components/remote-desktop';
import { backoffDelayMs, DEFAULT_GRACE_MS } from '../session/backoff';
import type { ConnectionStatus, EndCause, SocketLike } from '../session/terminalConnection';

/** The browser's WebSocket as this module uses it: binary frames go out too. */
export interface DesktopSocket extends SocketLike {
  send(data: string | Uint8Array): void;
}

export interface DesktopConnectionDeps {
  /** The graphical socket's URL; null when there is no token to attach with. */
  socketUrl(): string | null;
  openSocket(url: string): DesktopSocket;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface DesktopConnectionEvents {
  /** A socket attached: a new noVNC goes on this channel (each attach is a new RFB connection from its start). */
  onAttached(channel: RfbChannel, size: { width: number; height: number }): void;
  /** The socket went away: the noVNC of the last attach is done. */
  onDetached(): void;
  onStatus(status: ConnectionStatus): void;
  onNotice(level: 'info' | 'warning' | 'error', message: string): void;
  /** Text copied on the desktop that the policy let out (at once, or once approved). */
  onClipboard(text: string): void;
}

/** Keepalive as the terminal's: a ping this often; a socket silent for two periods is taken as dropped. */
export const DESKTOP_PING_INTERVAL_MS = 15_000;

/** A size the server accepts: the window's, kept within the contract's bounds. */
export function desktopSize(width: number, height: number): { width: number; height: number } {
  const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, Math.floor(value)));
  return {
    width: clamp(width, GRAPHICAL_WIDTH_MIN, GRAPHICAL_WIDTH_MAX),
    height: clamp(height, GRAPHICAL_HEIGHT_MIN, GRAPHICAL_HEIGHT_MAX),
  };
}

/**
 * One graphical session's socket (src/shared/protocol/graphical.ts): JSON text frames are read here, binary frames
 * are RFB and go to the channel noVNC reads. After a drop it reattaches with backoff, as the terminal's tab does,
 * until the server says the session is over; every attach starts a fresh RFB connection.
 */
export class DesktopConnection {
  private socket: DesktopSocket | null = null;
  private channel: RfbChannel | null = null;
  private open = false;
  private attached = false;
  private status: ConnectionStatus = { kind: 'connecting' };
  private attempt = 0;
  private dropStartedAt: number | null = null;
  private wanted: { width: number; height: number } | null = null;
  private shown: { width: number; height: number } | null = null;
  private lastHeard = 0;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;

  constructor(
    private readonly deps: DesktopConnectionDeps,
    private readonly events: DesktopConnectionEvents,
  ) {}

  get currentStatus(): ConnectionStatus {
    return this.status;
  }

  /** Attaches (first time, or again after another window took the session over). */
  start(): void {
    if (this.status.kind === 'ended' && this.status.cause.kind !== 'takenOver') return;
    this.attempt = 0;
    this.dropStartedAt = null;
    this.setStatus({ kind: 'connecting' });
    this.attach();
  }

  /** The network is back: try at once. */
  retryNow(): void {
    if (this.status.kind !== 'reconnecting' || this.socket) return;
    this.clearRetry();
    this.attach();
  }

  /** The network is gone: drop the socket and wait to come back. */
  networkLost(): void {
    if (this.status.kind === 'ended' || !this.socket) return;
    this.dropSocket();
  }

  /** The window's size for the desktop; sent when attached and different from what the desktop has. */
  resize(width: number, height: number): void {
    this.wanted = desktopSize(width, height);
    this.sendResize();
  }

  /**
   * The user's paste, in UTF-8 (noVNC's ClientCutText is Latin-1); the bastion's policy decides. False when no
   * attached socket could carry it.
   */
  paste(text: string): boolean {
    return this.attached && this.send({ type: 'paste', text });
  }

  /** Ends the session now. False when no socket could carry the `close` frame (the caller ends it over HTTP). */
  close(): boolean {
    const sent = this.attached && this.send({ type: 'close' });
    this.end({ kind: 'closed', reason: 'userClosed', message: '', exitCode: null });
    return sent;
  }

  /** Stops without ending the session (the page is going away; the server's grace keeps it). */
  dispose(): void {
    this.clearRetry();
    this.stopKeepalive();
    const socket = this.socket;
    this.forgetSocket();
    socket?.close(1000);
  }

  private attach(): void {
    const url = this.deps.socketUrl();
    if (url === null) {
      this.end({ kind: 'unauthorised' });
      return;
    }
    let socket: DesktopSocket;
    try {
      socket = this.deps.openSocket(url);
    } catch {
      this.scheduleRetry();
      return;
    }
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.open = true;
      this.lastHeard = this.deps.now();
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.closed(event.code);
    };
    socket.onerror = () => {
      // A close event follows; the drop is handled there.
    };
  }

  private receive(data: unknown): void {
    this.lastHeard = this.deps.now();
    if (data instanceof ArrayBuffer) {
      if (this.attached) this.channel?.receive(new Uint8Array(data));
      return;
    }
    if (typeof data !== 'string') return;
    const frame = parseServerFrame(data);
    if (frame) this.handleFrame(frame);
  }

  private handleFrame(frame: GraphicalServerFrame): void {
    switch (frame.type) {
      case 'attached': {
        this.attached = true;
        this.attempt = 0;
        this.dropStartedAt = null;
        this.shown = { width: frame.width, height: frame.height };
        const socket = this.socket;
        const channel = new RfbChannel(
          (bytes) => {
            if (this.socket === socket && this.attached) socket?.send(bytes);
          },
          () => {
            // noVNC gave up on this connection (a protocol error): attach again for a fresh one.
            if (this.channel === channel && this.socket === socket) this.dropSocket();
          },
        );
        this.channel = channel;
        this.setStatus({ kind: 'connected' });
        this.events.onAttached(channel, { width: frame.width, height: frame.height });
        this.sendResize();
        this.startKeepalive();
        break;
      }
      case 'closed':
        this.end({ kind: 'closed', reason: frame.reason, message: frame.message, exitCode: null });
        break;
      case 'notice':
        this.events.onNotice(frame.level, frame.message);
        break;
      case 'clipboard':
        this.events.onClipboard(frame.text);
        break;
      case 'pong':
        break;
    }
  }

  private sendResize(): void {
    const wanted = this.wanted;
    if (!wanted || !this.attached) return;
    if (this.shown && this.shown.width === wanted.width && this.shown.height === wanted.height) return;
    if (this.send({ type: 'resize', ...wanted })) this.shown = wanted;
  }

  private closed(code: number): void {
    this.forgetSocket();
    if (this.status.kind === 'ended') return;
    if (code === GraphicalCloseCode.unauthorised) this.end({ kind: 'unauthorised' });
    else if (code === GraphicalCloseCode.notFound) this.end({ kind: 'gone' });
    else if (code === GraphicalCloseCode.takenOver) this.end({ kind: 'takenOver' });
    else if (code === GraphicalCloseCode.badFrame) this.end({ kind: 'badFrame' });
    else this.scheduleRetry();
  }

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
      if (this.deps.now() - this.lastHeard > 2 * DESKTOP_PING_INTERVAL_MS) {
        this.dropSocket();
        return;
      }
      this.send({ type: 'ping', t: this.deps.now() });
      this.startKeepalive();
    }, DESKTOP_PING_INTERVAL_MS);
  }

  private send(frame: GraphicalClientFrame): boolean {
    if (!this.socket || !this.open) return false;
    try {
      this.socket.send(JSON.stringify(frame));
      return true;
    } catch {
      return false;
    }
  }

  private end(cause: EndCause): void {
    this.clearRetry();
    this.stopKeepalive();
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
    const hadChannel = this.channel !== null;
    this.channel?.end();
    this.channel = null;
    this.socket = null;
    this.open = false;
    this.attached = false;
    this.shown = null;
    if (hadChannel) this.events.onDetached();
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
}

function parseServerFrame(text: string): GraphicalServerFrame | undefined {
  try {
    const parsed = GraphicalServerFrameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
