import type { FileHandle } from 'node:fs/promises';
import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import { RECORD_CLIENT, RECORD_SERVER } from '../../../../shared/protocol/graphical';
import {
  encodeRecordHead,
  encodeRecordingHeader,
  RECORD_MAX_BYTES,
  type RecordDirection,
} from '../../../../shared/protocol/graphicalRecording';
import { MAX_FLUSH_INTERVAL_MS, type RecordingClock, systemClock } from '../../recording/asciicastWriter';

export interface RfbRecordingWriterOptions {
  /** The terminal's recordings folder (`<GATEHOUSE_DATA_DIR>/recordings`, the gateway's recordingsDir). */
  directory: string;
  /** A plain file name (letters, digits, `.`, `_`, `-`), e.g. `<sessionId>.rfb`; an existing file is never overwritten. */
  fileName: string;
  sessionId: number;
  /** 'RDP' or 'VNC'. */
  protocol: string;
  width: number;
  height: number;
  /** At most {@link MAX_FLUSH_INTERVAL_MS}; larger values are lowered to it. */
  flushIntervalMs?: number;
  /** Buffered bytes that trigger a write before the interval ends (a screen update burst stays bounded in memory). */
  maxBufferedBytes?: number;
  /** fdatasync after every periodic write as well as at close. */
  syncOnFlush?: boolean;
  clock?: RecordingClock;
  /** Told of the first write failure; the writer stops writing after it and never throws (strict recording ends the session). */
  onError?: (error: Error) => void;
  /** How the new file is opened; the default creates it exclusively, mode 0600. Tests point it at /dev/full. */
  openFile?: (path: string) => Promise<FileHandle>;
}

/** What the session's row needs once the recording has ended (the terminal's RecordingSummary, same fields). */
export interface RfbRecordingSummary {
  path: string;
  startedAt: Date;
  endedAt: Date;
  /** Time of the last record. */
  durationSeconds: number;
  sizeBytes: number;
  /** Records written (a chunk longer than a record may hold counts as several). */
  eventCount: number;
  complete: boolean;
  error?: string;
}

const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/**
 * Streams one graphical session to a `.rfb` recording (src/shared/protocol/graphical.ts): `server(bytes)` what the
 * bastion sent the browser, `client(bytes)` what the browser sent, each stamped with milliseconds since the start.
 * Records are buffered and written at least every second, so a crash loses at most the last second; close() writes
 * the rest, fsyncs and closes the file, and may be called from every end of the session any number of times. After
 * open() nothing here throws into the session: a failed write is reported once through onError and in the summary.
 */
export class RfbRecordingWriter {
  readonly path: string;
  readonly startedAt: Date;
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private sizeBytes = 0;
  private records = 0;
  private lastTimeMs = 0;
  private failure: Error | undefined;
  private closing: Promise<RfbRecordingSummary> | undefined;
  private settleEnded: (summary: RfbRecordingSummary) => void = () => undefined;
  /** Resolves with the summary once the file is closed, whichever end closed it. */
  readonly ended = new Promise<RfbRecordingSummary>((resolve) => {
    this.settleEnded = resolve;
  });

  private constructor(
    private readonly file: FileHandle,
    path: string,
    private readonly startMonotonicMs: number,
    startWallMs: number,
    private readonly options: Required<Pick<RfbRecordingWriterOptions, 'maxBufferedBytes' | 'syncOnFlush' | 'clock'>> &
      Pick<RfbRecordingWriterOptions, 'onError'>,
    flushIntervalMs: number,
  ) {
    this.path = path;
    this.startedAt = new Date(startWallMs);
    this.timer = setInterval(() => void this.flush(), flushIntervalMs);
    // A recording must never keep the process alive on its own; shutdown closes it explicitly.
    this.timer.unref();
  }

  /** Creates the file and writes the header; rejects (nothing to record into) when the file cannot be made. */
  static async open(options: RfbRecordingWriterOptions): Promise<RfbRecordingWriter> {
    if (!FILE_NAME.test(options.fileName)) throw new Error(`Invalid recording file name: ${options.fileName}`);
    const clock = options.clock ?? systemClock;
    await mkdir(options.directory, { recursive: true, mode: 0o700 });
    const path = join(options.directory, options.fileName);
    const file = await (options.openFile ?? ((target: string) => open(target, 'wx', 0o600)))(path);
    const startWallMs = clock.wallMs();
    let header: Uint8Array;
    try {
      header = encodeRecordingHeader({
        version: 1,
        sessionId: options.sessionId,
        protocol: options.protocol,
        width: options.width,
        height: options.height,
        startedAt: new Date(startWallMs).toISOString(),
      });
    } catch (error) {
      await file.close();
      throw error;
    }
    const flushIntervalMs = Math.min(
      Math.max(options.flushIntervalMs ?? MAX_FLUSH_INTERVAL_MS, 10),
      MAX_FLUSH_INTERVAL_MS,
    );
    const writer = new RfbRecordingWriter(
      file,
      path,
      clock.monotonicMs(),
      startWallMs,
      {
        clock,
        maxBufferedBytes: options.maxBufferedBytes ?? 256 * 1024,
        syncOnFlush: options.syncOnFlush ?? false,
        onError: options.onError,
      },
      flushIntervalMs,
    );
    writer.enqueue(header);
    await writer.flush();
    return writer;
  }

  /** Bytes the bastion sent the browser (what a replay draws). */
  server(bytes: Uint8Array): void {
    this.record(RECORD_SERVER, bytes);
  }

  /** Bytes the browser sent (keys, pointer, clipboard), for the audit. */
  client(bytes: Uint8Array): void {
    this.record(RECORD_CLIENT, bytes);
  }

  /** Milliseconds since the start, on the clock the records use. */
  get elapsedMs(): number {
    return Math.max(this.lastTimeMs, Math.floor(this.options.clock.monotonicMs() - this.startMonotonicMs));
  }

  /** Bytes in the file so far (written, not merely buffered). */
  get size(): number {
    return this.sizeBytes;
  }

  get failed(): boolean {
    return this.failure !== undefined;
  }

  get closed(): boolean {
    return this.closing !== undefined;
  }

  /** Writes what is buffered; resolves when it reached the file (or failed, which is reported, not thrown). */
  flush(): Promise<void> {
    if (this.pending.length > 0) {
      const bytes = Buffer.concat(this.pending, this.pendingBytes);
      this.pending = [];
      this.pendingBytes = 0;
      this.writing = this.writing.then(() => this.writeOut(bytes));
    }
    return this.writing;
  }

  /** Idempotent: every call returns the same summary. */
  close(): Promise<RfbRecordingSummary> {
    this.closing ??= this.finish().then((summary) => {
      this.settleEnded(summary);
      return summary;
    });
    return this.closing;
  }

  private async finish(): Promise<RfbRecordingSummary> {
    clearInterval(this.timer);
    await this.flush();
    try {
      await this.file.sync();
    } catch (error) {
      this.fail(error);
    }
    try {
      await this.file.close();
    } catch (error) {
      this.fail(error);
    }
    return {
      path: this.path,
      startedAt: this.startedAt,
      endedAt: new Date(this.options.clock.wallMs()),
      durationSeconds: this.lastTimeMs / 1000,
      sizeBytes: this.sizeBytes,
      eventCount: this.records,
      complete: this.failure === undefined,
      ...(this.failure ? { error: this.failure.message } : {}),
    };
  }

  private record(direction: RecordDirection, bytes: Uint8Array): void {
    if (this.closing || this.failure || bytes.length === 0) return;
    this.lastTimeMs = this.elapsedMs;
    for (let offset = 0; offset < bytes.length; offset += RECORD_MAX_BYTES) {
      const part = bytes.subarray(offset, Math.min(bytes.length, offset + RECORD_MAX_BYTES));
      this.records += 1;
      this.enqueue(encodeRecordHead(this.lastTimeMs, direction, part.length));
      // A copy: the caller may reuse its buffer before the next flush.
      this.enqueue(Buffer.from(part));
    }
  }

  private enqueue(bytes: Uint8Array): void {
    if (this.failure) return;
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= this.options.maxBufferedBytes) void this.flush();
  }

  /** Never rejects: the write chain must stay usable for close(). */
  private async writeOut(bytes: Buffer): Promise<void> {
    if (this.failure) return;
    try {
      let offset = 0;
      while (offset < bytes.length) {
        const { bytesWritten } = await this.file.write(bytes, offset, bytes.length - offset);
        offset += bytesWritten;
        this.sizeBytes += bytesWritten;
      }
      if (this.options.syncOnFlush) await this.file.datasync();
    } catch (error) {
      this.fail(error);
    }
  }

  private fail(error: unknown): void {
    if (this.failure) return;
    this.failure = error instanceof Error ? error : new Error(String(error));
    this.pending = [];
    this.pendingBytes = 0;
    try {
      this.options.onError?.(this.failure);
    } catch {
      // A faulty listener must not turn a recording problem into a session crash.
    }
  }
}
