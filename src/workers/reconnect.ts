/**
 * Reconnect policy of the notification socket, as pure logic (spec §4 "Realtime socket", §9):
 * a try every 10 s after a close, at most 10 tries, the counter reset by any received message, and no
 * try at all after a deliberate close.
 *
 * Jitter: each delay is drawn uniformly from base ±20 % (8–12 s for the spec's 10 s). The mean stays
 * the spec's 10 s, while a server restart that drops every console at once is met by reconnections
 * spread over 4 s instead of one burst in the same second. Tries do not back off exponentially: the
 * spec fixes the interval, and 10 tries at ~10 s give a ~100 s window for a restart.
 */

export const RECONNECT_BASE_MS = 10_000;
export const RECONNECT_MAX_TRIES = 10;
export const RECONNECT_JITTER = 0.2;

export interface ReconnectOptions {
  baseDelayMs?: number;
  maxTries?: number;
  /** Fraction of the base delay the jitter may add or remove (0 disables jitter). */
  jitter?: number;
  /** Uniform in [0, 1); injected for tests. */
  random?: () => number;
}

export type ReconnectDecision =
  | { action: 'retry'; delayMs: number; attempt: number }
  | { action: 'give-up' }
  | { action: 'stop' };

/** `base × (1 ± jitter)`, from `random()` in [0, 1): always within [base(1−j), base(1+j)] (rounded to whole ms). */
export function jitteredDelay(baseMs: number, jitter: number, random: () => number): number {
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.round(baseMs * (1 - jitter + 2 * jitter * r));
}

export class ReconnectPolicy {
  private tries = 0;
  private deliberate = false;
  private readonly baseDelayMs: number;
  private readonly maxTries: number;
  private readonly jitter: number;
  private readonly random: () => number;

  constructor(options: ReconnectOptions = {}) {
    this.baseDelayMs = options.baseDelayMs ?? RECONNECT_BASE_MS;
    this.maxTries = options.maxTries ?? RECONNECT_MAX_TRIES;
    this.jitter = options.jitter ?? RECONNECT_JITTER;
    this.random = options.random ?? Math.random;
  }

  /** Reconnect tries made since the last message. */
  get attempts(): number {
    return this.tries;
  }

  get isStopped(): boolean {
    return this.deliberate;
  }

  /** A new connection was asked for (sign-in, token change, manual retry): start counting afresh. */
  start(): void {
    this.tries = 0;
    this.deliberate = false;
  }

  /** Any frame arrived: the server is alive, so the next outage gets the full 10 tries again. */
  onMessage(): void {
    this.tries = 0;
  }

  /** We closed on purpose (logout, token change): whatever close event follows must not reconnect. */
  onDeliberateClose(): void {
    this.deliberate = true;
  }

  /** The socket closed (or failed to open): what to do next. */
  onClose(): ReconnectDecision {
    if (this.deliberate) return { action: 'stop' };
    if (this.tries >= this.maxTries) return { action: 'give-up' };
    this.tries += 1;
    return {
      action: 'retry',
      delayMs: jitteredDelay(this.baseDelayMs, this.jitter, this.random),
      attempt: this.tries,
    };
  }
}
