import type { Db } from '../../db/database';
import { writeGeneration } from '../../db/writeGeneration';

/**
 * How long a "still authorised" answer is reused at most. Within this node an answer is dropped at once when the
 * console's data changes (db/writeGeneration.ts: a revoked grant ends the next statement); the age bounds what this
 * node cannot see: another node's write, a transaction committing just after the check read its data.
 */
export const STANDING_MAX_AGE_MS = 1_000;
/** Enough for every live session of a node; beyond it the oldest answers go. */
const MAX_ENTRIES = 10_000;

interface Standing {
  generation: number;
  /** Epoch ms after which the answer is not used: its age limit or the end of the first right allowing it. */
  usableUntil: number;
}

/** Whose session, on which asset and account, from where (loginAccess.ts's LoginRequest). */
interface LoginRequest {
  userId: number;
  assetId: number;
  accountId: number;
  sourceIp: string;
}

/** One map per console database: a process may open several (the tests do), and ids repeat between them. */
const cachesByDb = new WeakMap<Db, Map<string, Standing>>();

function keyOf(request: LoginRequest): string {
  return `${request.userId}:${request.assetId}:${request.accountId}:${request.sourceIp}`;
}

/**
 * Positive answers of stillAuthorized for the statements, requests and keystrokes of sessions already open; a
 * refusal is never kept (it ends the session).
 */
export class StandingCache {
  private readonly entries: Map<string, Standing>;

  constructor(db: Db) {
    const existing = cachesByDb.get(db);
    this.entries = existing ?? new Map();
    if (!existing) cachesByDb.set(db, this.entries);
  }

  /** Whether a positive answer for this request is still good at `now`. */
  holds(request: LoginRequest, now: number): boolean {
    const key = keyOf(request);
    const standing = this.entries.get(key);
    if (!standing) return false;
    if (standing.generation === writeGeneration() && now < standing.usableUntil) return true;
    this.entries.delete(key);
    return false;
  }

  /**
   * Keeps a positive answer made under `generation` (read before the decision read anything), until `changesAt`
   * (ISO time the first right allowing it ends) or the age limit, whichever comes first.
   */
  keep(request: LoginRequest, generation: number, now: number, changesAt: string | null): void {
    const ends = changesAt === null ? Number.POSITIVE_INFINITY : Date.parse(changesAt);
    const usableUntil = Math.min(now + STANDING_MAX_AGE_MS, Number.isNaN(ends) ? now : ends);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.delete(keyOf(request));
    this.entries.set(keyOf(request), { generation, usableUntil });
  }
}
