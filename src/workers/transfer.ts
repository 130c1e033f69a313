import { HubError, HubErrorCode, type HubErrorCodeValue } from '../shared/protocol/errors';
import type { BlobLike, DownloadRequest, TransferProgress, UploadRequest } from '../shared/protocol/hub';
import {
  CANCEL_CLOSE_CODE,
  CHUNK_BYTES,
  INACTIVITY_MS,
  parseTransferText,
  type TransferDirection,
  type TransferServerMessage,
  transferUrl,
  WINDOW_BYTES,
} from '../shared/protocol/transfer';
import {
  platformSocketFactory,
  platformTimers,
  SOCKET_OPEN,
  type SocketFactory,
  type SocketLike,
  type TimerSource,
} from './ports';

/**
 * File transfer over the upload_file / download_file sockets (protocol: src/shared/protocol/transfer.ts).
 * Runs in the hub so a transfer survives the tab that started it while another tab remains, and so
 * every tab shows the same progress. Long operations are named by an op id chosen by the tab;
 * `cancel(opId)` stops one.
 */

export interface TransferTarget {
  origin: string;
  token: string;
}

export interface TransferManagerOptions {
  onProgress: (progress: TransferProgress) => void;
  socketFactory?: SocketFactory;
  timers?: TimerSource;
  inactivityMs?: number;
  /** Finished transfers kept for `list()`, newest last. */
  keepFinished?: number;
}

export class TransferManager {
  private readonly active = new Map<string, Operation>();
  private finished: TransferProgress[] = [];

  constructor(private readonly options: TransferManagerOptions) {}

  upload(request: UploadRequest, target: TransferTarget): void {
    const name = request.name ?? fileName(request.file);
    const context = this.context(request.opId, 'upload', name, request.file.size);
    const chunkBytes = Math.min(CHUNK_BYTES, Math.max(1, Math.floor(request.chunkBytes ?? CHUNK_BYTES)));
    this.begin(new UploadOperation(context, request.file, name, chunkBytes), { ...target, recordId: request.recordId });
  }

  download(request: DownloadRequest, target: TransferTarget): void {
    const context = this.context(request.opId, 'download', request.path ?? '', 0);
    this.begin(new DownloadOperation(context, request.path), { ...target, recordId: request.recordId });
  }

  /** Stops a running transfer; false when no transfer of that id is running. */
  cancel(opId: string, reason = 'cancelled'): boolean {
    const operation = this.active.get(opId);
    if (!operation) return false;
    operation.cancel(reason);
    return true;
  }

  cancelAll(reason: string): void {
    for (const operation of [...this.active.values()]) operation.cancel(reason);
  }

  /** Running transfers, then the latest finished ones. */
  list(): TransferProgress[] {
    return [...[...this.active.values()].map((operation) => operation.progress), ...this.finished];
  }

  private context(opId: string, direction: TransferDirection, name: string, totalBytes: number): OperationContext {
    if (!opId || this.active.has(opId)) {
      throw new HubError(HubErrorCode.badRequest, `transfer ${opId || '(no id)'} is already running`);
    }
    return {
      progress: { opId, direction, status: 'running', percent: 0, bytes: 0, totalBytes, name },
      timers: this.options.timers ?? platformTimers,
      inactivityMs: this.options.inactivityMs ?? INACTIVITY_MS,
      emit: (progress) => {
        if (progress.status !== 'running') {
          this.active.delete(opId);
          this.finished = [...this.finished, progress].slice(-(this.options.keepFinished ?? 20));
        }
        this.options.onProgress(progress);
      },
    };
  }

  private begin(operation: Operation, target: TransferTarget & { recordId: string }): void {
    this.active.set(operation.progress.opId, operation);
    const url = transferUrl(operation.progress.direction, target.origin, target.recordId, target.token);
    operation.start(() => (this.options.socketFactory ?? platformSocketFactory)(url));
  }
}

interface OperationContext {
  progress: TransferProgress;
  timers: TimerSource;
  inactivityMs: number;
  emit: (progress: TransferProgress) => void;
}

/** What both directions share: socket wiring, the inactivity timer, the end states. */
abstract class Operation {
  progress: TransferProgress;
  protected socket: SocketLike | undefined;
  private inactivity: unknown;

  constructor(private readonly context: OperationContext) {
    this.progress = context.progress;
  }

  protected abstract onOpen(socket: SocketLike): void;
  protected abstract onServerMessage(socket: SocketLike, message: TransferServerMessage): void;
  protected abstract onBinary(bytes: ArrayBuffer | Blob): void;

  get isRunning(): boolean {
    return this.progress.status === 'running';
  }

  start(createSocket: () => SocketLike): void {
    this.context.emit(this.progress);
    this.armInactivity();
    let socket: SocketLike;
    try {
      socket = createSocket();
    } catch (error) {
      this.fail(HubErrorCode.socket, error instanceof Error ? error.message : 'cannot open the transfer socket');
      return;
    }
    this.socket = socket;
    socket.binaryType = 'arraybuffer';
    socket.onopen = () => {
      if (this.isRunning) this.onOpen(socket);
    };
    socket.onmessage = (event) => this.handleFrame(socket, event.data);
    socket.onerror = () => this.fail(HubErrorCode.socket, 'transfer socket error');
    socket.onclose = (event) => this.fail(HubErrorCode.socket, `transfer socket closed (${event.code})`);
  }

  cancel(reason: string): void {
    if (!this.isRunning) return;
    const socket = this.socket;
    if (socket && socket.readyState === SOCKET_OPEN) socket.send(JSON.stringify({ type: 'cancel' }));
    this.end({ status: 'cancelled', error: { code: HubErrorCode.cancelled, message: reason } }, CANCEL_CLOSE_CODE);
  }

  protected fail(code: HubErrorCodeValue, message: string): void {
    if (!this.isRunning) return;
    this.end({ status: 'failed', error: { code, message } }, 1000);
  }

  protected succeed(patch: Partial<TransferProgress>): void {
    this.end({ ...patch, status: 'done', percent: 100 }, 1000);
  }

  /** Emits a running update when the whole percent changed. */
  protected report(bytes: number, totalBytes: number): void {
    const percent = totalBytes > 0 ? Math.min(99, Math.floor((bytes * 100) / totalBytes)) : 0;
    const changed = percent !== this.progress.percent || totalBytes !== this.progress.totalBytes;
    this.progress = { ...this.progress, bytes, totalBytes, percent };
    if (changed) this.context.emit(this.progress);
  }

  protected rename(name: string): void {
    this.progress = { ...this.progress, name };
  }

  private handleFrame(socket: SocketLike, data: unknown): void {
    if (!this.isRunning) return;
    this.armInactivity();
    if (typeof data === 'string') {
      const parsed = parseTransferText(data);
      if (parsed.kind === 'error') this.fail(HubErrorCode.server, parsed.text);
      else if (parsed.kind === 'invalid') this.fail(HubErrorCode.badMessage, parsed.reason);
      else this.onServerMessage(socket, parsed.message);
    } else if (data instanceof ArrayBuffer || data instanceof Blob) {
      this.onBinary(data);
    } else {
      this.fail(HubErrorCode.badMessage, 'unexpected frame type');
    }
  }

  private armInactivity(): void {
    const { timers, inactivityMs } = this.context;
    if (this.inactivity !== undefined) timers.clearTimeout(this.inactivity);
    this.inactivity = timers.setTimeout(
      () => this.fail(HubErrorCode.inactive, `no message from the server for ${inactivityMs / 1000} s`),
      inactivityMs,
    );
  }

  private end(patch: Partial<TransferProgress>, closeCode: number): void {
    this.context.timers.clearTimeout(this.inactivity);
    this.inactivity = undefined;
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      socket.close(closeCode, patch.status ?? '');
    }
    this.progress = { ...this.progress, ...patch };
    this.context.emit(this.progress);
  }
}

class UploadOperation extends Operation {
  private phase: 'opening' | 'awaiting-ready' | 'sending' = 'opening';
  private sent = 0;
  private acked = 0;

  constructor(
    context: OperationContext,
    private readonly file: BlobLike,
    private readonly name: string,
    private readonly chunkBytes: number,
  ) {
    super(context);
  }

  protected onOpen(socket: SocketLike): void {
    this.phase = 'awaiting-ready';
    socket.send(JSON.stringify({ type: 'start', name: this.name, size: this.file.size }));
  }

  protected onServerMessage(socket: SocketLike, message: TransferServerMessage): void {
    if (message.type === 'ready' && this.phase === 'awaiting-ready') {
      this.phase = 'sending';
      this.pump(socket);
    } else if (message.type === 'ack' && this.phase === 'sending') {
      if (message.bytes < this.acked || message.bytes > this.sent) {
        this.fail(HubErrorCode.badMessage, `ack of ${message.bytes} bytes after ${this.sent} sent`);
        return;
      }
      this.acked = message.bytes;
      this.report(this.acked, this.file.size);
      this.pump(socket);
    } else if (message.type === 'done' && this.phase === 'sending' && this.sent === this.file.size) {
      this.succeed({ bytes: this.file.size });
    } else {
      this.fail(HubErrorCode.badMessage, `unexpected "${message.type}" while ${this.phase}`);
    }
  }

  protected onBinary(): void {
    this.fail(HubErrorCode.badMessage, 'binary frame on the upload socket');
  }

  /** Sends slices of chunkBytes (64 KiB by default) while fewer than WINDOW_BYTES are unacknowledged. Slices are
   *  sent as Blobs: the browser reads them from disk as it sends, so a large file never sits in worker memory. */
  private pump(socket: SocketLike): void {
    const size = this.file.size;
    while (this.isRunning && this.sent < size && this.sent - this.acked < WINDOW_BYTES) {
      const end = Math.min(this.sent + this.chunkBytes, size);
      socket.send(this.file.slice(this.sent, end));
      this.sent = end;
    }
  }
}

class DownloadOperation extends Operation {
  private phase: 'opening' | 'awaiting-meta' | 'receiving' = 'opening';
  private readonly chunks: (ArrayBuffer | Blob)[] = [];
  private received = 0;
  private total = 0;

  constructor(
    context: OperationContext,
    private readonly path: string | undefined,
  ) {
    super(context);
  }

  protected onOpen(socket: SocketLike): void {
    this.phase = 'awaiting-meta';
    socket.send(JSON.stringify(this.path ? { type: 'start', path: this.path } : { type: 'start' }));
  }

  protected onServerMessage(_socket: SocketLike, message: TransferServerMessage): void {
    if (message.type === 'meta' && this.phase === 'awaiting-meta') {
      this.phase = 'receiving';
      this.total = message.size;
      this.rename(message.name);
      this.report(0, this.total);
    } else if (message.type === 'done' && this.phase === 'receiving') {
      if (this.received !== this.total) {
        this.fail(HubErrorCode.badMessage, `received ${this.received} of ${this.total} bytes`);
        return;
      }
      const blob = new Blob(this.chunks, { type: 'application/octet-stream' });
      this.succeed({ bytes: this.received, totalBytes: this.total, blob });
    } else {
      this.fail(HubErrorCode.badMessage, `unexpected "${message.type}" while ${this.phase}`);
    }
  }

  protected onBinary(bytes: ArrayBuffer | Blob): void {
    const length = bytes instanceof Blob ? bytes.size : bytes.byteLength;
    if (this.phase !== 'receiving' || this.received + length > this.total || length > CHUNK_BYTES) {
      this.fail(HubErrorCode.badMessage, `unexpected ${length}-byte frame while ${this.phase}`);
      return;
    }
    this.chunks.push(bytes);
    this.received += length;
    this.report(this.received, this.total);
  }
}

const fileName = (file: BlobLike): string => {
  const name = (file as BlobLike & { name?: unknown }).name;
  return typeof name === 'string' && name ? name : 'file';
};
