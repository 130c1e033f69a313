/**
 * The part of a `ws` WebSocket (as handed out by @fastify/websocket) that we use. Declared here because
 * the `ws` package ships no types of its own and @types/ws is not a dependency; it also lets the notify
 * and transfer logic be driven by a fake in a unit test.
 */
export interface WsSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string | Buffer, callback?: (error?: Error) => void): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export const WS_OPEN = 1;

/** Largest frame the socket server accepts at all; the transfer sockets refuse anything over 64 KiB
 *  themselves (with an `error:` text, which a 1009 close from `ws` would not give). */
export const WS_MAX_PAYLOAD_BYTES = 1024 * 1024;

/** Sends a frame and resolves once `ws` has handed it to the OS (the backpressure of a download). */
export function sendAsync(socket: WsSocket, data: string | Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.send(data, (error) => (error ? reject(error) : resolve()));
  });
}

/** A peer that stopped answering never completes the closing handshake: drop it after a grace. */
export function closeHard(socket: WsSocket, code: number, reason: string, graceMs = 2000): void {
  socket.close(code, reason);
  setTimeout(() => {
    if (socket.readyState !== 3) socket.terminate();
  }, graceMs).unref();
}
