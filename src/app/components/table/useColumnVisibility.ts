import { useCallback, useState } from 'react';

export interface ColumnOption {
  key: string;
  label: string;
}

const STORAGE_PREFIX = 'columns:';

function readHidden(storageKey: string): string[] {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_PREFIX + storageKey);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    // Blocked storage or a damaged value: every column shows, which is the safe default.
    return [];
  }
}

/**
 * Which columns of a list are hidden, remembered per list in localStorage (hidden ones are stored, so a
 * column added by a later release shows up). Used with ColumnToolbar.
 */
export function useColumnVisibility(storageKey: string) {
  const [hidden, setHiddenState] = useState<readonly string[]>(() => readHidden(storageKey));
  const setHidden = useCallback(
    (next: readonly string[]) => {
      setHiddenState(next);
      try {
        globalThis.localStorage?.setItem(STORAGE_PREFIX + storageKey, JSON.stringify(next));
      } catch {
        // Not remembered across reloads when storage is blocked; the choice still applies now.
      }
    },
    [storageKey],
  );
  const isVisible = useCallback((key: string) => !hidden.includes(key), [hidden]);
  return { hidden, setHidden, isVisible };
}
