/**
 * The last `capacity` bytes of a session's output stream, addressed by stream offset, so that a browser that
 * reattaches after a network drop receives exactly what it missed (or learns how much is gone).
 */
export class ResumeBuffer {
  private chunks: Buffer[] = [];
  private held = 0;
  /** Offset of the first byte still held. */
  private start = 0;

  constructor(private readonly capacity: number) {}

  /** Offset just past the last byte written: the total output of the session so far. */
  get end(): number {
    return this.start + this.held;
  }

  push(data: Buffer): void {
    if (data.length === 0) return;
    this.chunks.push(data);
    this.held += data.length;
    while (this.held > this.capacity) {
      const first = this.chunks[0] as Buffer;
      const excess = this.held - this.capacity;
      if (first.length <= excess) {
        this.chunks.shift();
        this.held -= first.length;
        this.start += first.length;
      } else {
        this.chunks[0] = first.subarray(excess);
        this.held -= excess;
        this.start += excess;
      }
    }
  }

  /**
   * The bytes from `offset` to the end. An offset older than the buffer starts at the oldest byte held
   * (`lost` says how many are gone); one beyond the end is treated as the end.
   */
  since(offset: number): { from: number; lost: number; data: Buffer } {
    const wanted = Math.min(Math.max(offset, 0), this.end);
    const from = Math.max(wanted, this.start);
    const skip = from - this.start;
    const data = Buffer.concat(this.chunks, this.held).subarray(skip);
    return { from, lost: from - wanted, data };
  }
}
