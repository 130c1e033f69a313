import type { AsciicastWriter, RecordingSummary } from './asciicastWriter';

/**
 * The recordings of this node's live sessions, so that a shutdown (SIGTERM, server close) closes every file
 * cleanly, just as the end of each session does. A writer leaves the set when it closes, by whichever end.
 */
export class LiveRecordings {
  private readonly writers = new Set<AsciicastWriter>();

  /** Tracks the writer until it closes; returns it for chaining. */
  track(writer: AsciicastWriter): AsciicastWriter {
    if (writer.closed) return writer;
    this.writers.add(writer);
    void writer.ended.then(() => this.writers.delete(writer));
    return writer;
  }

  get size(): number {
    return this.writers.size;
  }

  /** Closes every live recording; never rejects (a writer reports its own failures). */
  async closeAll(): Promise<RecordingSummary[]> {
    return Promise.all([...this.writers].map((writer) => writer.close()));
  }
}
