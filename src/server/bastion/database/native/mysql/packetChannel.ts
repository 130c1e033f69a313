import type { Duplex } from 'node:stream';
import { type Frame, FrameScanner, MAX_PAYLOAD, packets } from './mysqlWire';

/** A whole payload (continuation packets joined) and the sequence id of its last packet. */
export interface Message {
  seq: number;
  payload: Buffer;
}

/**
 * Packets read one at a time from a socket during the handshakes (the login on both sides), before the relay or a
 * TLS layer takes the socket over. Bytes past the packets asked for stay unread: a client sends its TLS hello right
 * behind its SSLRequest, and `detach` gives them back to the socket for the TLS layer.
 */
export class PacketChannel {
  private readonly queue: Message[] = [];
  private waiting: { resolve: (message: Message) => void; reject: (error: Error) => void } | null = null;
  private failure: Error | null = null;
  private partial: Buffer[] = [];
  /** Bytes received past the last whole message, not yet scanned. */
  private pending: Buffer = Buffer.alloc(0);
  private readonly scanner = new FrameScanner((frame) => this.onFrame(frame));
  private readonly onData = (chunk: Buffer) => {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    if (!this.waiting) return;
    this.scan();
    const next = this.queue.shift();
    if (next) {
      const { resolve } = this.waiting;
      this.waiting = null;
      resolve(next);
    }
  };
  private readonly onEnd = () => this.fail(new Error('the connection closed during the handshake'));
  private readonly onError = (error: Error) => this.fail(error);

  constructor(
    readonly socket: Duplex,
    private readonly timeoutMs: number,
  ) {
    socket.on('data', this.onData);
    socket.on('end', this.onEnd);
    socket.on('close', this.onEnd);
    socket.on('error', this.onError);
    this.scanner.haltAfterFrame = true;
    // A socket an earlier channel detached from is paused.
    socket.resume();
  }

  /** Scans what is pending up to the end of the next whole message. */
  private scan(): void {
    while (this.pending.length > 0 && this.queue.length === 0) {
      const taken = this.scanner.push(this.pending);
      this.pending = this.pending.subarray(taken);
    }
  }

  /** The next whole message; fails when the peer closes or does not answer in time. */
  read(): Promise<Message> {
    if (this.queue.length === 0) this.scan();
    const next = this.queue.shift();
    if (next) return Promise.resolve(next);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        reject(new Error('no answer in time during the handshake'));
      }, this.timeoutMs);
      this.waiting = {
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
    });
  }

  write(payload: Buffer, seq: number): void {
    this.socket.write(packets(payload, seq));
  }

  /** Stops reading from the socket (the relay or a TLS layer takes it over) and gives back the bytes not read. */
  detach(): void {
    this.socket.pause();
    if (this.pending.length > 0) this.socket.unshift(this.pending);
    this.pending = Buffer.alloc(0);
    this.socket.off('data', this.onData);
    this.socket.off('end', this.onEnd);
    this.socket.off('close', this.onEnd);
    this.socket.off('error', this.onError);
  }

  private onFrame(frame: Frame): void {
    const payload = frame.payload ?? Buffer.alloc(0);
    this.partial.push(payload);
    if (frame.length === MAX_PAYLOAD) return;
    const message = { seq: frame.seq, payload: this.partial.length === 1 ? payload : Buffer.concat(this.partial) };
    this.partial = [];
    this.queue.push(message);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    if (this.waiting) {
      const { reject } = this.waiting;
      this.waiting = null;
      reject(error);
    }
  }
}
