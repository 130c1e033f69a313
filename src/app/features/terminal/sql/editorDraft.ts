/**
 * A SQL console tab's editor text, kept in sessionStorage by its database session so a reload of the tab finds it
 * again (the tab reattaches to the same session). sessionStorage: per browser tab, gone when the tab closes.
 */
const keyOf = (sessionId: number) => `gatehouse.sqlDraft.${sessionId}`;

export function readDraft(sessionId: number): string {
  try {
    return sessionStorage.getItem(keyOf(sessionId)) ?? '';
  } catch {
    // Storage blocked by the browser's settings: the editor starts empty, as it did before drafts were kept.
    return '';
  }
}

export function saveDraft(sessionId: number, text: string): void {
  try {
    if (text) sessionStorage.setItem(keyOf(sessionId), text);
    else sessionStorage.removeItem(keyOf(sessionId));
  } catch {
    // Full or blocked storage: the draft is only a convenience, the session and its audit are unaffected.
  }
}

export function dropDraft(sessionId: number): void {
  saveDraft(sessionId, '');
}
