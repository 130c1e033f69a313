/**
 * Reads exact byte counts from a stream of chunks (a socket during a handshake). After the handshake, `rest()` hands
 * back what arrived beyond it.
 */
export class ByteReader {
  private buffered: Buffer = Buffer.alloc(0);
  private waiter: { bytes: number; resolve: (data: Buffer) => void; reject: (error: Error) => void } | undefined;
  private failure: Error | undefined;

  push(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    this.serve();
  }

  fail(error: Error): void {
    this.failure = error;
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.reject(error);
  }

  read(bytes: number): Promise<Buffer> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiter = { bytes, resolve, reject };
      this.serve();
    });
  }

  async readU8(): Promise<number> {
    return (await this.read(1)).readUInt8(0);
  }

  async readU32(): Promise<number> {
    return (await this.read(4)).readUInt32BE(0);
  }

  /** What was received and not read. */
  rest(): Buffer {
    const rest = this.buffered;
    this.buffered = Buffer.alloc(0);
    return rest;
  }

  private serve(): void {
    const waiter = this.waiter;
    if (!waiter || this.buffered.length < waiter.bytes) return;
    this.waiter = undefined;
    const data = this.buffered.subarray(0, waiter.bytes);
    this.buffered = this.buffered.subarray(waiter.bytes);
    waiter.resolve(data);
  }
}
