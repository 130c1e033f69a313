import type { PgMessage } from './pgMessages';

/** Larger messages than this are refused (PostgreSQL's own limit is 1 GB; a bastion need not buffer that). */
export const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;

/**
 * Whole messages out of a byte stream: typed ones (a type byte, then a length that counts itself) and, for the
 * first message of a connection, untyped ones (a length, then the body). Chunks are kept until a message is whole.
 */
export class PgMessageReader {
  private chunks: Buffer[] = [];
  private size = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
  }

  get buffered(): number {
    return this.size;
  }

  private flat(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0] ?? Buffer.alloc(0);
  }

  private take(bytes: number): Buffer {
    const all = this.flat();
    const taken = all.subarray(0, bytes);
    const rest = all.subarray(bytes);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.size = rest.length;
    return taken;
  }

  next(): PgMessage | null {
    if (this.size < 5) return null;
    const all = this.flat();
    const length = all.readInt32BE(1);
    if (length < 4 || length > MAX_MESSAGE_BYTES) throw new Error(`message length ${length} out of range`);
    if (this.size < length + 1) return null;
    const whole = this.take(length + 1);
    return { type: whole[0] as number, body: whole.subarray(5), raw: whole };
  }

  nextUntyped(): Buffer | null {
    if (this.size < 4) return null;
    const length = this.flat().readInt32BE(0);
    if (length < 8 || length > 10_000) throw new Error(`startup packet length ${length} out of range`);
    if (this.size < length) return null;
    return this.take(length).subarray(4);
  }

  /** What is left after the messages read (bytes that arrived with the last one). */
  rest(): Buffer {
    return this.take(this.size);
  }
}
