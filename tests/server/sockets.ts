import WebSocket from 'ws';
import type { TestServer } from './harness';

export interface Frame {
  text?: string;
  binary?: Buffer;
}

/**
 * A real WebSocket client for the server tests: records every frame and the close, answers notify
 * messages with PONG like the browser hub does (notify sockets only, unless told otherwise), and waits for frames by predicate.
 */
export class TestSocket {
  readonly frames: Frame[] = [];
  closeInfo: { code: number; reason: string } | undefined;
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<void>;
  private waiters: (() => void)[] = [];

  constructor(
    readonly ws: WebSocket,
    private readonly autoPong: boolean,
  ) {
    this.opened = new Promise((resolve, reject) => {
      ws.on('open', () => resolve());
      ws.on('error', reject);
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        this.closeInfo = { code, reason: reason.toString('utf8') };
        resolve(this.closeInfo);
        this.wake();
      });
    });
    ws.on('message', (data, isBinary) => {
      if (isBinary) this.frames.push({ binary: data });
      else {
        const text = data.toString('utf8');
        this.frames.push({ text });
        if (this.autoPong) this.pong(text);
      }
      this.wake();
    });
  }

  /** JSON text frames received so far. */
  json(): Record<string, unknown>[] {
    return this.frames.flatMap((frame) => (frame.text?.startsWith('{') ? [JSON.parse(frame.text)] : []));
  }

  /** Resolves with the first frame matching, waiting for it when needed. */
  async waitFor(match: (frame: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(match);
      if (found) return found;
      if (this.closeInfo) throw new Error(`socket closed (${this.closeInfo.code}) before the frame came`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(this.texts())}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for a JSON frame with these fields. */
  waitForJson(fields: Record<string, unknown>, timeoutMs?: number): Promise<Frame> {
    return this.waitFor((frame) => {
      if (!frame.text?.startsWith('{')) return false;
      const json = JSON.parse(frame.text) as Record<string, unknown>;
      return Object.entries(fields).every(([key, value]) => json[key] === value);
    }, timeoutMs);
  }

  texts(): string[] {
    return this.frames.flatMap((frame) => (frame.text === undefined ? [] : [frame.text]));
  }

  send(data: string | Buffer): void {
    this.ws.send(data);
  }

  close(code = 1000): Promise<{ code: number; reason: string }> {
    if (!this.closeInfo) this.ws.close(code);
    return this.closed;
  }

  private pong(text: string): void {
    try {
      const json = JSON.parse(text) as Record<string, unknown>;
      if (typeof json.type === 'string') this.ws.send(JSON.stringify({ ...json, mark: 'PONG' }));
    } catch {
      // Not JSON: a real client ignores it too.
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** The server's address once it listens (port 0: any free port). */
export async function listen(server: TestServer): Promise<string> {
  if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address() as { port: number };
  return `ws://127.0.0.1:${address.port}`;
}

export async function openSocket(
  url: string,
  options: { headers?: Record<string, string>; autoPong?: boolean } = {},
): Promise<TestSocket> {
  const socket = new TestSocket(
    new WebSocket(url, { headers: options.headers ?? {} }),
    options.autoPong ?? url.includes('/approve/ws/notify'),
  );
  await socket.opened;
  return socket;
}

/** Polls until the check passes (server-side effects of a close are asynchronous). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
