import { useStoredFileInfo } from './queries';
import { namesToLookUp, type ShownEntry, showEntry } from './shownEntry';
import { storedEntry } from './uploadEntries';

/** Stored names as entries to show read-only, their original names and sizes looked up. */
export function useStoredEntries(fileNames: readonly string[]): ShownEntry[] {
  const entries = [...new Set(fileNames)].map(storedEntry);
  const info = useStoredFileInfo(namesToLookUp(entries));
  return entries.map((entry) => showEntry(entry, info));
}
