import type { WebRequestEntry } from '../../bastion/web/webSession';
import type { Deps } from '../../deps';

const FLUSH_MS = 200;
const FLUSH_ROWS = 200;

/**
 * The requests of this node's web sessions, written to web_requests in batches (at most every 200 ms, or 200 rows),
 * so that a relayed request never waits for the database. A session's end waits for its rows (flush).
 */
export class WebRequestLog {
  private rows: { sessionId: number; entry: WebRequestEntry }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: Pick<Deps, 'db' | 'log'>) {}

  push(sessionId: number, entry: WebRequestEntry): void {
    this.rows.push({ sessionId, entry });
    if (this.rows.length >= FLUSH_ROWS) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what is waiting; resolves when every row pushed so far is in the database. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.rows;
    this.rows = [];
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.deps.db
          .insertInto('web_requests')
          .values(
            batch.map(({ sessionId, entry }) => ({
              session_id: sessionId,
              at: entry.at.toISOString(),
              method: entry.method.slice(0, 16),
              url: entry.url.slice(0, 2048),
              status: entry.status,
              bytes: entry.bytes,
              duration_ms: Math.max(0, Math.round(entry.durationMs)),
            })),
          )
          .execute();
      } catch (error) {
        // The database may be closing with the server; the requests of the batch are lost, the sessions go on.
        this.deps.log.error({ err: error, count: batch.length }, 'web requests could not be recorded');
      }
    });
    return this.writing;
  }
}
