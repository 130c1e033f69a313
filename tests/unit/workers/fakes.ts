import type { BlobLike } from '../../../src/shared/protocol/hub';
import type { LockRequester } from '../../../src/workers/hub';
import type { SocketLike } from '../../../src/workers/ports';

/** A WebSocket stand-in driven by the test: `open()`, `receive()`, `serverClose()`, `fail()`. */
export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];
  readyState = 0;
  binaryType: 'blob' | 'arraybuffer' = 'blob';
  sent: (string | ArrayBuffer | BlobLike)[] = [];
  closedWith: { code?: number; reason?: string } | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  static reset(): void {
    FakeSocket.instances = [];
  }

  static last(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(data: string | ArrayBuffer | BlobLike): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    this.readyState = 3;
    this.closedWith = { code, reason };
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  receive(data: unknown): void {
    this.onmessage?.({ data });
  }

  receiveJson(message: unknown): void {
    this.receive(JSON.stringify(message));
  }

  serverClose(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }

  fail(): void {
    this.onerror?.({});
    this.serverClose(1006);
  }

  texts(): string[] {
    return this.sent.filter((item): item is string => typeof item === 'string');
  }

  binaries(): Blob[] {
    return this.sent.filter((item): item is Blob => item instanceof Blob);
  }
}

export const fakeSocketFactory = (url: string): FakeSocket => new FakeSocket(url);

/**
 * Web Locks stand-in with the semantics the hub relies on: a request waits while another holder has
 * the lock, is granted when it is released, and rejects with AbortError when its signal aborts.
 */
export class FakeLocks implements LockRequester {
  private readonly held = new Set<string>();
  private readonly waiting = new Map<string, { callback: () => void; resolve: (v: unknown) => void }[]>();

  hold(name: string): void {
    this.held.add(name);
  }

  /** The holder went away (tab closed): grant the next waiter. */
  release(name: string): void {
    this.held.delete(name);
    const queue = this.waiting.get(name) ?? [];
    this.waiting.delete(name);
    for (const waiter of queue) {
      waiter.callback();
      waiter.resolve(undefined);
    }
  }

  waiters(name: string): number {
    return this.waiting.get(name)?.length ?? 0;
  }

  request(name: string, options: { signal: AbortSignal }, callback: () => void): Promise<unknown> {
    if (!this.held.has(name)) {
      callback();
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = { callback, resolve };
      const queue = this.waiting.get(name) ?? [];
      queue.push(entry);
      this.waiting.set(name, queue);
      options.signal.addEventListener('abort', () => {
        const rest = (this.waiting.get(name) ?? []).filter((item) => item !== entry);
        this.waiting.set(name, rest);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  }
}
