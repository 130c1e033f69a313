import type { StoredFileInfo } from '../../../shared/api/files';
import type { UploadEntry } from './uploadEntries';

/** An entry as the widget shows it: with a name (and a size when known) even when only its stored name was given. */
export interface ShownEntry extends UploadEntry {
  name: string;
}

/** The last part of a stored name (upload/2024/05/01/<uuid>.pdf → <uuid>.pdf), shown until its original is known. */
export const baseNameOf = (fileName: string): string => fileName.slice(fileName.lastIndexOf('/') + 1);

/** The name and size an entry shows: what it was chosen with, else what the look-up found, else its stored name. */
export function showEntry(entry: UploadEntry, info: ReadonlyMap<string, StoredFileInfo>): ShownEntry {
  const known = entry.fileName ? info.get(entry.fileName) : undefined;
  return {
    ...entry,
    name: entry.originalName ?? known?.originalName ?? baseNameOf(entry.fileName ?? ''),
    size: entry.size ?? known?.size ?? null,
  };
}

/** The stored names whose original name the entries do not know yet. */
export const namesToLookUp = (entries: readonly UploadEntry[]): string[] =>
  entries.flatMap((entry) => (entry.originalName || !entry.fileName ? [] : [entry.fileName]));
