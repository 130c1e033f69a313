import type { DbProtocol } from './dbProtocol';

/**
 * The database tabs of this browser tab, kept in sessionStorage so a reload reattaches each to its live database
 * session on the server (as the SSH terminal's tabs reattach to theirs). Per browser tab, gone when it closes.
 */
export interface StoredDbTab {
  sessionId: number;
  assetId: number;
  accountId: number;
  assetName: string;
  accountName: string;
  database: DbProtocol;
}

const KEY = 'gatehouse.sqlTabs';

export function storedDbTabs(): StoredDbTab[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredTab) : [];
  } catch {
    // Unreadable or blocked storage: nothing to reattach, as before tabs were kept.
    return [];
  }
}

function isStoredTab(value: unknown): value is StoredDbTab {
  const tab = value as Partial<StoredDbTab> | null;
  return (
    typeof tab?.sessionId === 'number' &&
    typeof tab.assetId === 'number' &&
    typeof tab.accountId === 'number' &&
    typeof tab.assetName === 'string' &&
    typeof tab.accountName === 'string' &&
    (tab.database === 'MySQL' || tab.database === 'PostgreSQL')
  );
}

function write(tabs: StoredDbTab[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(tabs));
  } catch {
    // Full or blocked storage: the tab only loses its reattach after a reload; the session itself is unaffected.
  }
}

export function rememberDbTab(tab: StoredDbTab): void {
  write([...storedDbTabs().filter((one) => one.sessionId !== tab.sessionId), tab]);
}

export function forgetDbTab(sessionId: number): void {
  write(storedDbTabs().filter((one) => one.sessionId !== sessionId));
}
