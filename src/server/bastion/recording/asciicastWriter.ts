import type { FileHandle } from 'node:fs/promises';
import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { type CastEventType, type CastHeader, encodeEvent, encodeHeader, resizeData } from './castFormat';

/** Wall time for the header and the summary; a monotonic clock for event times (a clock step never reorders). */
export interface RecordingClock {
  wallMs(): number;
  monotonicMs(): number;
}

export const systemClock: RecordingClock = { wallMs: () => Date.now(), monotonicMs: () => performance.now() };

/** The longest a recorded event may sit in memory: the "a crash loses at most the last second". */
export const MAX_FLUSH_INTERVAL_MS = 1000;

export interface AsciicastWriterOptions {
  directory: string;
  /** A plain file name (letters, digits, `.`, `_`, `-`), e.g. `<sessionId>.cast`; an existing file is never overwritten. */
  fileName: string;
  width: number;
  height: number;
  title?: string;
  env?: Record<string, string>;
  /** At most {@link MAX_FLUSH_INTERVAL_MS}; larger values are lowered to it. */
  flushIntervalMs?: number;
  /** Buffered bytes that trigger a write before the interval ends (bursts of output stay bounded in memory). */
  maxBufferedBytes?: number;
  /** fdatasync after every periodic write as well as at close: survives power loss too, at an fsync a second per session. */
  syncOnFlush?: boolean;
  clock?: RecordingClock;
  /** Told of each write failure once it happens; the writer stops writing after the first one and never throws. */
  onError?: (error: Error) => void;
  /** How the new file is opened; the default creates it exclusively, mode 0640. Tests point it at /dev/full. */
  openFile?: (path: string) => Promise<FileHandle>;
}

/** What the database index needs once the recording has ended. */
export interface RecordingSummary {
  path: string;
  startedAt: Date;
  endedAt: Date;
  durationSeconds: number;
  /** Bytes in the file: header and every event that reached it. */
  sizeBytes: number;
  eventCount: number;
  /** False when a write failed: the file holds what was written before the failure. */
  complete: boolean;
  error?: string;
}

const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/**
 * Streams one terminal session to an asciicast v2 file. Events are buffered and written at least every
 * second, so a crash of the server process loses at most the last second; close() writes the rest, fsyncs
 * and closes the file, and may be called any number of times from any end of the session (socket closed,
 * host gone, error, shutdown). After open() succeeds nothing here throws into the session: a failed write
 * is reported through onError and in the summary, and the session goes on unrecorded from there.
 */
export class AsciicastWriter {
  readonly path: string;
  readonly startedAt: Date;
  private readonly decoders = { o: new StringDecoder('utf8'), i: new StringDecoder('utf8') };
  private pending: string[] = [];
  private pendingBytes = 0;
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private sizeBytes = 0;
  private events = 0;
  private lastTime = 0;
  private failure: Error | undefined;
  private closing: Promise<RecordingSummary> | undefined;
  private settleEnded: (summary: RecordingSummary) => void = () => undefined;
  /** Resolves with the summary once the file is closed, whichever end closed it. */
  readonly ended = new Promise<RecordingSummary>((resolve) => {
    this.settleEnded = resolve;
  });

  private constructor(
    private readonly file: FileHandle,
    path: string,
    private readonly startMonotonicMs: number,
    startWallMs: number,
    private readonly options: Required<Pick<AsciicastWriterOptions, 'maxBufferedBytes' | 'syncOnFlush' | 'clock'>> &
      Pick<AsciicastWriterOptions, 'onError'>,
    flushIntervalMs: number,
  ) {
    this.path = path;
    this.startedAt = new Date(startWallMs);
    this.timer = setInterval(() => void this.flush(), flushIntervalMs);
    // A recording must never keep the process alive on its own; shutdown closes it explicitly.
    this.timer.unref();
  }

  /** Creates the file and writes the header; rejects (nothing to record into) when the file cannot be made. */
  static async open(options: AsciicastWriterOptions): Promise<AsciicastWriter> {
    if (!FILE_NAME.test(options.fileName)) throw new Error(`Invalid recording file name: ${options.fileName}`);
    if (!isTerminalSize(options.width, options.height)) {
      throw new Error(`Invalid terminal size: ${options.width}x${options.height}`);
    }
    const clock = options.clock ?? systemClock;
    await mkdir(options.directory, { recursive: true, mode: 0o700 });
    const path = join(options.directory, options.fileName);
    const file = await (options.openFile ?? ((target: string) => open(target, 'wx', 0o600)))(path);
    const startWallMs = clock.wallMs();
    const header: CastHeader = {
      version: 2,
      width: options.width,
      height: options.height,
      timestamp: Math.floor(startWallMs / 1000),
      ...(options.title === undefined ? {} : { title: options.title }),
      ...(options.env === undefined ? {} : { env: options.env }),
    };
    const flushIntervalMs = Math.min(
      Math.max(options.flushIntervalMs ?? MAX_FLUSH_INTERVAL_MS, 10),
      MAX_FLUSH_INTERVAL_MS,
    );
    const writer = new AsciicastWriter(
      file,
      path,
      clock.monotonicMs(),
      startWallMs,
      {
        clock,
        maxBufferedBytes: options.maxBufferedBytes ?? 64 * 1024,
        syncOnFlush: options.syncOnFlush ?? false,
        onError: options.onError,
      },
      flushIntervalMs,
    );
    writer.enqueue(encodeHeader(header));
    await writer.flush();
    return writer;
  }

  /** Bytes from the host. A multi-byte character split across chunks is joined, never replaced by U+FFFD. */
  output(data: Uint8Array | string): void {
    this.stream('o', data);
  }

  /** Bytes from the user's keyboard (or paste). */
  input(data: Uint8Array | string): void {
    this.stream('i', data);
  }

  /** A size no terminal has (0, negative, fractional) is left out rather than thrown into the session. */
  resize(cols: number, rows: number): void {
    if (!isTerminalSize(cols, rows)) return;
    this.event('r', resizeData(cols, rows));
  }

  /**
   * A marker: the command index uses one per submitted command line, players show them as chapters. `atSeconds`
   * places it earlier than now (where a line was typed), but never before an event already written.
   */
  marker(label: string, atSeconds?: number): void {
    this.event('m', label, false, atSeconds);
  }

  /** Seconds since the start, on the clock event times use (the command index stores it beside each marker). */
  get elapsedSeconds(): number {
    return Math.max(this.lastTime, (this.options.clock.monotonicMs() - this.startMonotonicMs) / 1000);
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
      const text = this.pending.join('');
      this.pending = [];
      this.pendingBytes = 0;
      this.writing = this.writing.then(() => this.writeOut(text));
    }
    return this.writing;
  }

  /** Idempotent: every call returns the same summary. */
  close(): Promise<RecordingSummary> {
    this.closing ??= this.finish().then((summary) => {
      this.settleEnded(summary);
      return summary;
    });
    return this.closing;
  }

  private async finish(): Promise<RecordingSummary> {
    clearInterval(this.timer);
    for (const type of ['o', 'i'] as const) {
      const rest = this.decoders[type].end();
      if (rest) this.event(type, rest, true);
    }
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
    const endedAt = new Date(this.options.clock.wallMs());
    return {
      path: this.path,
      startedAt: this.startedAt,
      endedAt,
      durationSeconds: this.lastTime,
      sizeBytes: this.sizeBytes,
      eventCount: this.events,
      complete: this.failure === undefined,
      ...(this.failure ? { error: this.failure.message } : {}),
    };
  }

  private stream(type: 'o' | 'i', data: Uint8Array | string): void {
    if (this.closing) return;
    const text =
      typeof data === 'string'
        ? data
        : this.decoders[type].write(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    if (text) this.event(type, text);
  }

  private event(type: CastEventType, data: string, whileClosing = false, atSeconds?: number): void {
    if (this.closing && !whileClosing) return;
    const now = (this.options.clock.monotonicMs() - this.startMonotonicMs) / 1000;
    const time = atSeconds === undefined ? now : Math.min(now, atSeconds);
    this.lastTime = Math.max(this.lastTime, time);
    this.events += 1;
    this.enqueue(encodeEvent({ time: this.lastTime, type, data }));
  }

  private enqueue(line: string): void {
    if (this.failure) return;
    this.pending.push(line);
    // Characters, not bytes: only the flush threshold uses it, and counting bytes would scan every line again.
    this.pendingBytes += line.length;
    if (this.pendingBytes >= this.options.maxBufferedBytes) void this.flush();
  }

  /** Never rejects: the write chain must stay usable for close(). */
  private async writeOut(text: string): Promise<void> {
    if (this.failure) return;
    const bytes = Buffer.from(text, 'utf8');
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

function isTerminalSize(cols: number, rows: number): boolean {
  const ok = (n: number) => Number.isInteger(n) && n > 0 && n <= 10_000;
  return ok(cols) && ok(rows);
}
