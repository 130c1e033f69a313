/**
 * The part of the `ws` client the server tests use. `ws` (a dependency of @fastify/websocket) ships no
 * types and @types/ws is not installed; this keeps the tests typed without a new dependency.
 */
declare module 'ws' {
  export default class WebSocket {
    static readonly OPEN: 1;
    constructor(url: string, options?: { headers?: Record<string, string> });
    readonly readyState: number;
    on(event: 'open', listener: () => void): this;
    on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'unexpected-response', listener: (request: unknown, response: { statusCode?: number }) => void): this;
    once(event: 'open', listener: () => void): this;
    once(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): this;
    once(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    once(event: 'error', listener: (error: Error) => void): this;
    send(data: string | Buffer | Uint8Array, callback?: (error?: Error) => void): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
  }
  /** The server side, for the WebSocket peers of tests/support (web assets' echo). */
  export class WebSocketServer {
    constructor(options: { noServer: true });
    handleUpgrade(
      request: import('node:http').IncomingMessage,
      socket: import('node:stream').Duplex,
      head: Buffer,
      callback: (client: WebSocket) => void,
    ): void;
    close(): void;
  }
}
