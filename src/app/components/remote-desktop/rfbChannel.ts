import type { RfbChannelLike } from '@novnc/novnc';

const OPEN = 1;
const CLOSED = 3;

/**
 * The WebSocket-like object noVNC takes in place of a URL (it checks these very properties), so that the console
 * decides where RFB bytes come from and go: the graphical session's socket once its JSON control frames are taken
 * out, or a recording, whose player drops what noVNC sends. Born open: noVNC starts its handshake at once.
 */
export class RfbChannel implements RfbChannelLike {
  binaryType = 'arraybuffer';
  readonly protocol = '';
  readyState: number = OPEN;
  onopen: RfbChannelLike['onopen'] = null;
  onclose: RfbChannelLike['onclose'] = null;
  onerror: RfbChannelLike['onerror'] = null;

  private listener: RfbChannelLike['onmessage'] = null;
  /** Bytes that came before noVNC attached (it is loaded on demand, the server does not wait for it). */
  private early: ArrayBuffer[] = [];

  get onmessage(): RfbChannelLike['onmessage'] {
    return this.listener;
  }

  /** noVNC attaching: what came before is handed over once its constructor is done, in order. */
  set onmessage(listener: RfbChannelLike['onmessage']) {
    this.listener = listener;
    if (!listener || this.early.length === 0) return;
    queueMicrotask(() => {
      const early = this.early;
      this.early = [];
      for (const data of early) this.listener?.({ data });
    });
  }

  /** `outgoing` gets what noVNC sends (nothing for a replay); `closing` is told when noVNC closes the channel. */
  constructor(
    private readonly outgoing: ((bytes: Uint8Array<ArrayBuffer>) => void) | null = null,
    private readonly closing: (() => void) | null = null,
  ) {}

  send(data: ArrayBufferView | ArrayBuffer): void {
    if (this.readyState !== OPEN || !this.outgoing) return;
    const source =
      data instanceof ArrayBuffer
        ? new Uint8Array(data)
        : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    // A copy: noVNC reuses its send buffer as soon as send returns.
    const bytes = new Uint8Array(source.byteLength);
    bytes.set(source);
    this.outgoing(bytes);
  }

  close(): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    this.closing?.();
    // Later, as a WebSocket's close event comes: noVNC arms its disconnect timer after asking to close, and clears
    // it on the event; told at once, it would wait out the timer and log "Disconnection timed out".
    queueMicrotask(() => this.onclose?.({ code: 1000, reason: '', wasClean: true }));
  }

  /** Bytes for noVNC, as a WebSocket's binary message. */
  receive(bytes: Uint8Array): void {
    if (this.readyState !== OPEN) return;
    const buffer =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
        ? bytes.buffer
        : bytes.slice().buffer;
    if (this.listener && this.early.length === 0) this.listener({ data: buffer });
    else this.early.push(buffer);
  }

  /** The far end went away (the socket closed): noVNC reports a disconnect. */
  end(code = 1000, reason = ''): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    this.onclose?.({ code, reason, wasClean: code === 1000 });
  }
}
