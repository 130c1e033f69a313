const RELOAD_MARK = 'gatehouse:chunk-reload';

/** A lazily loaded chunk is gone (a new version was deployed): spec §4 says reload the page. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}

/** Reloads once; a second failure within the same tab session shows the error page instead of looping. */
export function reloadOnceForChunkError(): void {
  try {
    if (sessionStorage.getItem(RELOAD_MARK)) return;
    sessionStorage.setItem(RELOAD_MARK, '1');
  } catch {
    // Without storage we cannot tell a loop from a first failure: do not reload.
    return;
  }
  window.location.reload();
}

/** Called after a successful start so a later deployment may reload again. */
export function clearChunkReloadMark(): void {
  try {
    sessionStorage.removeItem(RELOAD_MARK);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
