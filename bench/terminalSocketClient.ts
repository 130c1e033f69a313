/// <reference path="../tests/server/ws.d.ts" />
import WebSocket from 'ws';
import { ACK_EVERY_BYTES } from '../src/shared/protocol/terminal';

/** How long output must be quiet before the client acknowledges a remainder below ACK_EVERY_BYTES. */
const QUIET_ACK_MS = 100;

/**
 * The web terminal's socket as the console's terminal page speaks it, without a screen: counts the output bytes
 * it receives, acknowledges them at least every ACK_EVERY_BYTES and after a quiet moment, sends keys as `input`.
 */
export class TerminalSocketClient {
  received = 0;
  /** performance.now() of the last output byte. */
  lastByteAt = 0;
  /** Set when the socket closed or the server sent `closed`. */
  closedReason: string | undefined;
  private acked = 0;
  private quietTimer: NodeJS.Timeout | undefined;
  private readonly listeners: ((data: Buffer) => void)[] = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) {
        const frame = JSON.parse(data.toString('utf8')) as { type: string; reason?: string };
        if (frame.type === 'closed') this.closedReason = frame.reason ?? 'closed';
        return;
      }
      this.received += data.length;
      this.lastByteAt = performance.now();
      if (this.received - this.acked >= ACK_EVERY_BYTES) this.ack();
      else this.ackWhenQuiet();
      for (const listener of this.listeners) listener(data);
    });
    socket.on('close', (code: number) => {
      this.closedReason ??= `socket closed ${code}`;
      if (this.quietTimer) clearTimeout(this.quietTimer);
    });
  }

  /**
   * `onOutput` is registered before the socket opens: the server sends the prompt with `attached`, and ws may
   * deliver both in the same tick as `open`.
   */
  static connect(url: string, onOutput?: (data: Buffer) => void): Promise<TerminalSocketClient> {
    const socket = new WebSocket(url);
    const client = new TerminalSocketClient(socket);
    if (onOutput) client.onOutput(onOutput);
    return new Promise((resolve, reject) => {
      socket.on('open', () => resolve(client));
      socket.on('error', reject);
    });
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN && this.closedReason === undefined;
  }

  onOutput(listener: (data: Buffer) => void): void {
    this.listeners.push(listener);
  }

  type(text: string): void {
    this.socket.send(JSON.stringify({ type: 'input', data: text }));
  }

  /** Closes the socket without ending the session (the server keeps it for the grace period). */
  drop(): void {
    if (this.quietTimer) clearTimeout(this.quietTimer);
    this.socket.terminate();
  }

  private ack(): void {
    if (this.quietTimer) clearTimeout(this.quietTimer);
    this.quietTimer = undefined;
    this.acked = this.received;
    if (this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify({ type: 'ack', offset: this.acked }));
    }
  }

  private ackWhenQuiet(): void {
    if (this.quietTimer) clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => this.ack(), QUIET_ACK_MS);
  }
}
