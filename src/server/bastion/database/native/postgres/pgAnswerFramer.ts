/** What the framer asks of the relay about the database's messages. */
export interface PgAnswerHandlers {
  /** A DataRow went by (passed on in the chunk it came in, never decoded). */
  dataRow(): void;
  /** One whole message other than a DataRow: bookkeeping, and whether the client sees it. */
  message(type: number, body: Buffer): boolean;
  /** The relay stopped while a chunk was being read: nothing more of it goes out. */
  stopped(): boolean;
}

const DATA_ROW = 0x44;

/**
 * Cuts the database's byte stream into what goes on to the client: DataRows pass in the runs of bytes they arrive
 * in (one split across chunks is passed on as its bytes come), other messages are read whole first and dropped when
 * the relay says so; the listener's own messages (notices) wait for a boundary between the database's messages.
 */
export class PgAnswerFramer {
  /** Bytes of a message being passed on whose rest is still to come from the database. */
  private passRemaining = 0;
  /** Bytes of a message kept until whole (its head arrived, not all of it). */
  private partial: Buffer | null = null;
  /** Messages of the listener's own waiting for a message boundary. */
  private readonly queued: Buffer[] = [];

  constructor(private readonly handlers: PgAnswerHandlers) {}

  /** Whether the client's stream is between two of the database's messages (a message of ours may go now). */
  get atBoundary(): boolean {
    return this.passRemaining === 0 && !this.partial;
  }

  /** A message of the listener's own: answered when it may be written now, else kept for the next boundary. */
  own(buffer: Buffer): Buffer | null {
    if (this.atBoundary) return buffer;
    this.queued.push(buffer);
    return null;
  }

  /** One chunk from the database: the bytes the client is to get now, in order; null for none. */
  push(incoming: Buffer): Buffer | null {
    let chunk = incoming;
    const out: Buffer[] = [];
    let at = 0;
    if (this.passRemaining > 0) {
      const take = Math.min(this.passRemaining, chunk.length);
      this.passRemaining -= take;
      at = take;
    } else if (this.partial) {
      chunk = Buffer.concat([this.partial, chunk]);
      this.partial = null;
    }
    let runStart = 0;
    const length = chunk.length;
    while (at < length && this.passRemaining === 0) {
      if (length - at < 5) {
        this.partial = chunk.subarray(at);
        break;
      }
      const type = chunk[at] as number;
      const total = chunk.readInt32BE(at + 1) + 1;
      if (type === DATA_ROW) {
        this.handlers.dataRow();
        if (at + total > length) {
          this.passRemaining = at + total - length;
          at = length;
          break;
        }
        at += total;
        continue;
      }
      if (at + total > length) {
        this.partial = chunk.subarray(at);
        break;
      }
      const forward = this.handlers.message(type, chunk.subarray(at + 5, at + total));
      if (!forward) {
        if (at > runStart) out.push(chunk.subarray(runStart, at));
        runStart = at + total;
      }
      at += total;
      if (this.handlers.stopped()) return null;
    }
    const runEnd = this.partial ? length - this.partial.length : at;
    if (runEnd > runStart) out.push(chunk.subarray(runStart, runEnd));
    if (this.atBoundary && this.queued.length > 0) out.push(...this.queued.splice(0));
    if (out.length === 0) return null;
    return out.length === 1 ? (out[0] as Buffer) : Buffer.concat(out);
  }
}
