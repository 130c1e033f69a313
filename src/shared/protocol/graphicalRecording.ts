import {
  type GraphicalRecordingHeader,
  GraphicalRecordingHeaderSchema,
  RECORD_CLIENT,
  RECORD_HEAD_BYTES,
  RECORD_SERVER,
} from './graphical';

/**
 * Encoding and incremental parsing of a graphical recording (the format of graphical.ts), shared by the server
 * (writer, reader, crash repair) and the console's player, which parses the file as it downloads.
 *
 * The header line is written as ASCII JSON (other characters escaped as \uXXXX, still plain JSON), so that it is
 * read without a text decoder.
 */

/** A record's data is at most this long; the writer splits a larger chunk. A longer length is a damaged file. */
export const RECORD_MAX_BYTES = 16 * 1024 * 1024;
/** The header line is at most this long (it is about 150 bytes). */
export const HEADER_MAX_BYTES = 64 * 1024;
/** Record times are u32 milliseconds: about 49 days. */
export const RECORD_MAX_TIME_MS = 0xffff_ffff;

export type RecordDirection = typeof RECORD_SERVER | typeof RECORD_CLIENT;

export interface GraphicalRecord {
  /** Milliseconds since the session start. */
  time: number;
  direction: RecordDirection;
  data: Uint8Array;
}

export type GraphicalRecordingItem =
  | { kind: 'header'; header: GraphicalRecordingHeader; end: number }
  /** `end`: the file offset just past this record (a whole file may be cut there). */
  | ({ kind: 'record'; end: number } & GraphicalRecord);

/** A recording that does not follow the format; `offset` is where in the file. */
export class GraphicalRecordingFormatError extends Error {
  constructor(
    readonly offset: number,
    detail: string,
  ) {
    super(`Graphical recording at byte ${offset}: ${detail}`);
    this.name = 'GraphicalRecordingFormatError';
  }
}

const NEWLINE = 0x0a;

export function encodeRecordingHeader(header: GraphicalRecordingHeader): Uint8Array {
  const json = JSON.stringify(GraphicalRecordingHeaderSchema.parse(header)).replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const bytes = new Uint8Array(json.length + 1);
  for (let i = 0; i < json.length; i += 1) bytes[i] = json.charCodeAt(i);
  bytes[json.length] = NEWLINE;
  return bytes;
}

/** The 9 bytes before a record's data. */
export function encodeRecordHead(time: number, direction: RecordDirection, length: number): Uint8Array {
  const head = new Uint8Array(RECORD_HEAD_BYTES);
  const view = new DataView(head.buffer);
  view.setUint32(0, Math.min(Math.max(Math.floor(time), 0), RECORD_MAX_TIME_MS));
  view.setUint8(4, direction);
  view.setUint32(5, length);
  return head;
}

/**
 * Takes the file's bytes in chunks of any size and returns the whole items each chunk completes: the header first,
 * then records. Bytes of an item not yet complete are held; at the end of the file they are a truncated tail (what
 * a crash mid-write leaves), which the caller drops. A damaged file throws a GraphicalRecordingFormatError.
 */
export class GraphicalRecordingParser {
  private readonly chunks: Uint8Array[] = [];
  /** Bytes of chunks[0] already taken. */
  private firstTaken = 0;
  private held = 0;
  private consumed = 0;
  private header: GraphicalRecordingHeader | undefined;
  private lastTime = 0;

  /** Bytes held that do not yet form a whole item. */
  get pendingBytes(): number {
    return this.held;
  }

  /** File offset just past the last whole item. */
  get wholeBytes(): number {
    return this.consumed;
  }

  get headerSeen(): boolean {
    return this.header !== undefined;
  }

  push(chunk: Uint8Array): GraphicalRecordingItem[] {
    if (chunk.length > 0) {
      this.chunks.push(chunk);
      this.held += chunk.length;
    }
    const items: GraphicalRecordingItem[] = [];
    for (;;) {
      const item = this.header ? this.nextRecord() : this.nextHeader();
      if (!item) return items;
      items.push(item);
    }
  }

  private nextHeader(): GraphicalRecordingItem | undefined {
    const newline = this.indexOfNewline();
    if (newline < 0) {
      if (this.held > HEADER_MAX_BYTES) throw new GraphicalRecordingFormatError(0, 'the header line has no end');
      return undefined;
    }
    const line = this.take(newline + 1);
    let text = '';
    for (let i = 0; i < newline; i += 1) {
      const byte = line[i] ?? 0;
      if (byte > 0x7e) throw new GraphicalRecordingFormatError(i, 'the header line is not ASCII');
      text += String.fromCharCode(byte);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new GraphicalRecordingFormatError(0, 'the header line is not JSON');
    }
    const header = GraphicalRecordingHeaderSchema.safeParse(parsed);
    if (!header.success) throw new GraphicalRecordingFormatError(0, 'the header is not a version 1 header');
    this.header = header.data;
    this.consumed += line.length;
    return { kind: 'header', header: header.data, end: this.consumed };
  }

  private nextRecord(): GraphicalRecordingItem | undefined {
    if (this.held < RECORD_HEAD_BYTES) return undefined;
    const head = this.peek(RECORD_HEAD_BYTES);
    const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
    const time = view.getUint32(0);
    const direction = view.getUint8(4);
    const length = view.getUint32(5);
    if (direction !== RECORD_SERVER && direction !== RECORD_CLIENT) {
      throw new GraphicalRecordingFormatError(this.consumed + 4, `unknown direction ${direction}`);
    }
    if (length > RECORD_MAX_BYTES) {
      throw new GraphicalRecordingFormatError(this.consumed + 5, `record length ${length} is too large`);
    }
    if (time < this.lastTime) {
      throw new GraphicalRecordingFormatError(
        this.consumed,
        `time ${time} ms is before the previous (${this.lastTime})`,
      );
    }
    if (this.held < RECORD_HEAD_BYTES + length) return undefined;
    this.take(RECORD_HEAD_BYTES);
    const data = this.take(length);
    this.lastTime = time;
    this.consumed += RECORD_HEAD_BYTES + length;
    return { kind: 'record', time, direction, data, end: this.consumed };
  }

  private indexOfNewline(): number {
    let seen = 0;
    for (const [index, chunk] of this.chunks.entries()) {
      const from = index === 0 ? this.firstTaken : 0;
      const at = chunk.indexOf(NEWLINE, from);
      if (at >= 0) return seen + at - from;
      seen += chunk.length - from;
    }
    return -1;
  }

  /** The first n held bytes, copied only when they span chunks. */
  private peek(n: number): Uint8Array {
    const first = this.chunks[0];
    if (first && first.length - this.firstTaken >= n) return first.subarray(this.firstTaken, this.firstTaken + n);
    const out = new Uint8Array(n);
    let filled = 0;
    for (const [index, chunk] of this.chunks.entries()) {
      const from = index === 0 ? this.firstTaken : 0;
      const part = chunk.subarray(from, from + Math.min(n - filled, chunk.length - from));
      out.set(part, filled);
      filled += part.length;
      if (filled === n) break;
    }
    return out;
  }

  private take(n: number): Uint8Array {
    const out = this.peek(n);
    let left = n;
    let drop = 0;
    let taken = this.firstTaken;
    for (const chunk of this.chunks) {
      const available = chunk.length - taken;
      if (available > left) {
        taken += left;
        break;
      }
      left -= available;
      drop += 1;
      taken = 0;
    }
    this.chunks.splice(0, drop);
    this.firstTaken = taken;
    this.held -= n;
    return out;
  }
}
