/**
 * How long to wait before the next reattach after a drop: quick first (a Wi-Fi change is over in a
 * moment), then doubling, never longer than BACKOFF_MAX_MS so that a session inside its grace is found
 * again soon after the network is back. The `online` event skips the wait altogether.
 */
export const BACKOFF_FIRST_MS = 500;
export const BACKOFF_MAX_MS = 5000;

export function backoffDelayMs(attempt: number): number {
  if (attempt <= 0) return 0;
  return Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (attempt - 1));
}

/**
 * The server keeps a dropped session for its grace period (GATEHOUSE_TERMINAL_GRACE_SECONDS, 60 s by
 * default). The browser is not told the configured value, so the countdown shows the default; the
 * server's 4404 or `closed` frame is what really ends the session on this side.
 */
export const DEFAULT_GRACE_MS = 60_000;
