/**
 * The MySQL client/server protocol's framing and the few packets the listener reads or writes itself
 * (https://dev.mysql.com/doc/dev/mysql-server/latest/PAGE_PROTOCOL.html): a packet is a 3-byte little-endian
 * length, a sequence id and the payload; a payload of 0xFFFFFF bytes is continued by the next packet.
 */

export const MAX_PAYLOAD = 0xffffff;

/** Capability flags (CLIENT_*). */
export const Cap = {
  LONG_PASSWORD: 1,
  FOUND_ROWS: 2,
  LONG_FLAG: 4,
  CONNECT_WITH_DB: 8,
  LOCAL_FILES: 128,
  IGNORE_SPACE: 256,
  PROTOCOL_41: 512,
  INTERACTIVE: 1024,
  SSL: 2048,
  TRANSACTIONS: 8192,
  SECURE_CONNECTION: 32768,
  MULTI_STATEMENTS: 1 << 16,
  MULTI_RESULTS: 1 << 17,
  PS_MULTI_RESULTS: 1 << 18,
  PLUGIN_AUTH: 1 << 19,
  CONNECT_ATTRS: 1 << 20,
  PLUGIN_AUTH_LENENC_CLIENT_DATA: 1 << 21,
  SESSION_TRACK: 1 << 23,
  DEPRECATE_EOF: 1 << 24,
} as const;

/** SERVER_STATUS_* flags read from OK and EOF packets. */
export const Status = { AUTOCOMMIT: 0x0002, MORE_RESULTS: 0x0008, CURSOR_EXISTS: 0x0040 } as const;

/** One whole packet (continuations joined) or, when its body was not wanted, only its first byte and length. */
export interface Frame {
  seq: number;
  length: number;
  /** The payload's first byte, -1 for an empty payload. */
  first: number;
  /** The whole payload (continuations are frames of their own); null only for a skipped packet's frame. */
  payload: Buffer | null;
}

/**
 * Splits a byte stream into packets as chunks arrive, without copying a packet that lies inside one chunk.
 * `skip(first, length)` may decline a packet: it is then only counted (`onSkipped`), its body never read (rows).
 */
export class FrameScanner {
  private readonly header = Buffer.alloc(4);
  private headerHave = 0;
  private length = 0;
  private seq = 0;
  private have = 0;
  private first = -1;
  private skipping = false;
  private parts: Buffer[] = [];
  /** The packet before was a skipped one of 0xFFFFFF bytes: this one continues it (a row of 16 MiB or more). */
  private continuesSkipped = false;

  /** Set: the scanner stops after each packet and `push` answers where (the handshakes' one packet at a time). */
  haltAfterFrame = false;
  private halted = false;

  constructor(
    private readonly onFrame: (frame: Frame) => void,
    private readonly skip: (first: number, length: number) => boolean = () => false,
    private readonly onSkipped: () => void = () => undefined,
  ) {}

  /** Scans a chunk; answers how many of its bytes were taken (all unless halted after a packet). */
  push(chunk: Buffer): number {
    let at = 0;
    this.halted = false;
    const end = chunk.length;
    while (at < end && !this.halted) {
      // The common case, a whole skipped packet inside the chunk (a row), without any state kept.
      if (this.headerHave === 0 && !this.continuesSkipped && at + 5 <= end) {
        const length = (chunk[at] as number) | ((chunk[at + 1] as number) << 8) | ((chunk[at + 2] as number) << 16);
        if (
          length > 0 &&
          length < MAX_PAYLOAD &&
          at + 4 + length <= end &&
          this.skip(chunk[at + 4] as number, length)
        ) {
          at += 4 + length;
          this.onSkipped();
          continue;
        }
      }
      if (this.headerHave < 4) {
        const take = Math.min(4 - this.headerHave, chunk.length - at);
        chunk.copy(this.header, this.headerHave, at, at + take);
        this.headerHave += take;
        at += take;
        if (this.headerHave < 4) return at;
        this.length = this.header.readUIntLE(0, 3);
        this.seq = this.header[3] as number;
        this.have = 0;
        this.first = -1;
        this.skipping = false;
        this.parts = [];
        if (this.length === 0) {
          this.skipping = this.continuesSkipped;
          this.emit(Buffer.alloc(0));
          continue;
        }
      }
      const take = Math.min(this.length - this.have, chunk.length - at);
      if (this.have === 0) {
        this.first = chunk[at] as number;
        this.skipping = this.continuesSkipped || this.skip(this.first, this.length);
      }
      if (!this.skipping) this.parts.push(chunk.subarray(at, at + take));
      this.have += take;
      at += take;
      if (this.have === this.length) {
        const [only] = this.parts;
        this.emit(this.skipping ? null : this.parts.length === 1 && only ? only : Buffer.concat(this.parts));
      }
    }
    return at;
  }

  private emit(payload: Buffer | null): void {
    this.headerHave = 0;
    this.parts = [];
    this.halted = this.haltAfterFrame;
    const continued = this.continuesSkipped;
    this.continuesSkipped = this.skipping && this.length === MAX_PAYLOAD;
    if (this.skipping) {
      if (!continued) this.onSkipped();
    } else this.onFrame({ seq: this.seq, length: this.length, first: this.first, payload });
  }
}

/** The packets of one payload with sequence ids from `seq` (a payload of 16 MiB or more spans several). */
export function packets(payload: Buffer, seq: number): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  let id = seq;
  for (;;) {
    const size = Math.min(MAX_PAYLOAD, payload.length - at);
    const header = Buffer.alloc(4);
    header.writeUIntLE(size, 0, 3);
    header[3] = id & 0xff;
    out.push(header, payload.subarray(at, at + size));
    at += size;
    id += 1;
    if (size < MAX_PAYLOAD) break;
  }
  return Buffer.concat(out);
}

/** A length-encoded integer. */
export function lenencInt(value: number): Buffer {
  if (value < 251) return Buffer.from([value]);
  if (value < 0x10000) return Buffer.from([0xfc, value & 0xff, value >> 8]);
  if (value < 0x1000000) return Buffer.from([0xfd, value & 0xff, (value >> 8) & 0xff, value >> 16]);
  const out = Buffer.alloc(9);
  out[0] = 0xfe;
  out.writeBigUInt64LE(BigInt(value), 1);
  return out;
}

/** Reads a payload left to right. */
export class PayloadReader {
  constructor(
    readonly buffer: Buffer,
    public at = 0,
  ) {}

  get left(): number {
    return this.buffer.length - this.at;
  }

  u8(): number {
    const value = this.buffer.readUInt8(this.at);
    this.at += 1;
    return value;
  }

  u16(): number {
    const value = this.buffer.readUInt16LE(this.at);
    this.at += 2;
    return value;
  }

  u32(): number {
    const value = this.buffer.readUInt32LE(this.at);
    this.at += 4;
    return value;
  }

  bytes(count: number): Buffer {
    if (count > this.left) throw new RangeError('packet shorter than its fields');
    const value = this.buffer.subarray(this.at, this.at + count);
    this.at += count;
    return value;
  }

  /** A length-encoded integer (null for the NULL marker 0xFB). */
  lenenc(): number | null {
    const first = this.u8();
    if (first < 0xfb) return first;
    if (first === 0xfb) return null;
    if (first === 0xfc) return this.u16();
    if (first === 0xfd) {
      const value = this.buffer.readUIntLE(this.at, 3);
      this.at += 3;
      return value;
    }
    const value = Number(this.buffer.readBigUInt64LE(this.at));
    this.at += 8;
    return value;
  }

  lenencBytes(): Buffer {
    return this.bytes(this.lenenc() ?? 0);
  }

  /** Bytes up to a NUL (or the end), the NUL consumed. */
  nulBytes(): Buffer {
    const end = this.buffer.indexOf(0, this.at);
    const stop = end < 0 ? this.buffer.length : end;
    const value = this.buffer.subarray(this.at, stop);
    this.at = end < 0 ? stop : stop + 1;
    return value;
  }

  rest(): Buffer {
    return this.bytes(this.left);
  }
}

/** An ERR packet's payload: code, SQLSTATE and message. */
export function errPayload(code: number, sqlState: string, message: string): Buffer {
  const head = Buffer.alloc(3);
  head[0] = 0xff;
  head.writeUInt16LE(code, 1);
  return Buffer.concat([
    head,
    Buffer.from(`#${sqlState.padEnd(5, '0').slice(0, 5)}`, 'latin1'),
    Buffer.from(message, 'utf8'),
  ]);
}

export interface ErrFields {
  code: number;
  sqlState: string;
  message: string;
}

/** An ERR packet's fields (protocol 4.1: a `#` and the SQLSTATE before the message). */
export function parseErr(payload: Buffer): ErrFields {
  const code = payload.length >= 3 ? payload.readUInt16LE(1) : 0;
  if (payload[3] === 0x23)
    return {
      code,
      sqlState: payload.subarray(4, 9).toString('latin1'),
      message: payload.subarray(9).toString('utf8'),
    };
  return { code, sqlState: 'HY000', message: payload.subarray(3).toString('utf8') };
}

/** An OK packet's affected rows and status flags. */
export function parseOk(payload: Buffer): { affectedRows: number; status: number } {
  const reader = new PayloadReader(payload, 1);
  const affectedRows = reader.lenenc() ?? 0;
  reader.lenenc();
  const status = reader.left >= 2 ? reader.u16() : 0;
  return { affectedRows, status };
}

/** An EOF packet (0xFE, under 9 bytes): its status flags. */
export function eofStatus(payload: Buffer): number {
  return payload.length >= 5 ? payload.readUInt16LE(3) : 0;
}

export const isEof = (first: number, length: number): boolean => first === 0xfe && length < 9;
