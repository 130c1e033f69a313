import { type RunStatementBody, runDbStatement, type StatementResult } from '../../../../shared/api/dbSessions';
import { type DbSocketServerFrame, DbSocketServerFrameSchema } from '../../../../shared/protocol/dbStatements';
import { dataOf, settle } from '../../../data/http';

/** The part of a browser WebSocket the channel uses (a fake one in the unit test). */
export interface ChannelSocket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export interface ChannelDeps {
  /** The socket URL with the current token; null when signed out. */
  socketUrl: () => string | null;
  openSocket: (url: string) => ChannelSocket;
  /** The HTTP calls, used while the socket is not open. */
  runOverHttp: (body: RunStatementBody, timeoutMs: number) => Promise<StatementResult>;
  cancelOverHttp: () => Promise<{ cancelled: boolean }>;
  token: () => string | undefined;
  now: () => number;
}

const OPEN = 1;
/** After a socket could not be opened, statements go over HTTP for this long before it is tried again. */
const RETRY_AFTER_MS = 5_000;

interface Pending {
  resolve: (envelope: Record<string, unknown>) => void;
  reject: (error: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * A SQL console tab's statements (docs/database-sessions.md): over the tab's statement socket when it is open (a
 * frame each way, no request per statement), else over the HTTP call. Replies settle like any call of the data
 * layer (same errors, same session-expired handling). A statement whose socket dropped before its reply is failed
 * as a network error and never sent again: the console looks up what became of it.
 */
export class StatementChannel {
  private socket: ChannelSocket | null = null;
  private opening: Promise<ChannelSocket | null> | null = null;
  private failedAt = Number.NEGATIVE_INFINITY;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  private closed = false;

  constructor(private readonly deps: ChannelDeps) {}

  async run(body: RunStatementBody, timeoutMs: number): Promise<StatementResult> {
    const socket = await this.ready();
    if (!socket) return this.deps.runOverHttp(body, timeoutMs);
    const envelope = await this.request(socket, (id) => ({ type: 'run', id, body }), timeoutMs);
    return dataOf(runDbStatement, envelope, true);
  }

  async cancel(): Promise<{ cancelled: boolean }> {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return this.deps.cancelOverHttp();
    const envelope = await this.request(socket, (id) => ({ type: 'cancel', id }), 10_000);
    const data = envelope.data as { cancelled?: unknown } | null | undefined;
    return { cancelled: data?.cancelled === true };
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
    this.socket = null;
  }

  private request(socket: ChannelSocket, frame: (id: number) => object, timeoutMs: number) {
    this.nextId += 1;
    const id = this.nextId;
    const sentToken = this.deps.token();
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        try {
          settle({ kind: 'timeout' }, { silent: true, isWrite: false, sentToken });
        } catch (error) {
          reject(error);
        }
      }, timeoutMs);
      this.pending.set(id, {
        timer,
        reject,
        resolve: (body) => {
          try {
            resolve(settle({ kind: 'response', status: 200, body }, { silent: true, isWrite: true, sentToken }));
          } catch (error) {
            reject(error);
          }
        },
      });
      socket.send(JSON.stringify(frame(id)));
    });
  }

  /** The open socket, opening it when there is none; null (use HTTP) when it cannot be had now. */
  private ready(): Promise<ChannelSocket | null> {
    if (this.closed) return Promise.resolve(null);
    if (this.socket?.readyState === OPEN) return Promise.resolve(this.socket);
    if (this.opening) return this.opening;
    if (this.deps.now() - this.failedAt < RETRY_AFTER_MS) return Promise.resolve(null);
    const url = this.deps.socketUrl();
    if (!url) return Promise.resolve(null);
    this.opening = new Promise<ChannelSocket | null>((resolve) => {
      const socket = this.deps.openSocket(url);
      let opened = false;
      socket.addEventListener('open', () => {
        opened = true;
        this.socket = socket;
        resolve(socket);
      });
      socket.addEventListener('message', (event) => this.receive(event.data));
      socket.addEventListener('close', () => {
        if (this.socket === socket) this.socket = null;
        if (!opened) {
          this.failedAt = this.deps.now();
          resolve(null);
        }
        this.failAll();
      });
      socket.addEventListener('error', () => undefined);
    }).finally(() => {
      this.opening = null;
    });
    return this.opening;
  }

  private receive(data: unknown): void {
    let frame: DbSocketServerFrame;
    try {
      frame = DbSocketServerFrameSchema.parse(JSON.parse(String(data)));
    } catch {
      return;
    }
    if (frame.type !== 'reply') return;
    const pending = this.pending.get(frame.id);
    if (!pending) return;
    this.pending.delete(frame.id);
    clearTimeout(pending.timer);
    pending.resolve({ code: frame.code, msg: frame.msg, data: frame.data ?? null });
  }

  /** The socket went away with requests unanswered: each fails as a lost connection (never sent again). */
  private failAll(): void {
    for (const [id, pending] of this.pending) {
      this.pending.delete(id);
      clearTimeout(pending.timer);
      try {
        settle({ kind: 'network' }, { silent: true, isWrite: false, sentToken: this.deps.token() });
      } catch (error) {
        pending.reject(error);
      }
    }
  }
}
