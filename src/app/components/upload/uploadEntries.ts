/** How long a finished upload shows as finishing before it counts as a success (spec §4 Upload). */
export const SUCCESS_DELAY_MS = 200;

/** Spec §4 Upload: an entry uploads, then succeeds; one that fails is removed (its message says why). */
export type UploadStatus = 'uploading' | 'success';

export interface UploadEntry {
  /** Stable key of the entry in the list: its stored name once known, else a key of its own. */
  id: string;
  status: UploadStatus;
  /** Share sent, 0 … 1. */
  progress: number;
  /** The stored name (what the field keeps), once the server answered. */
  fileName: string | null;
  /** The name it was chosen with; null for one known only by its stored name (looked up to show it). */
  originalName: string | null;
  /** Bytes, when known. */
  size: number | null;
}

export type UploadAction =
  | { type: 'added'; id: string; originalName: string; size: number }
  | { type: 'progressed'; id: string; progress: number }
  | { type: 'finished'; id: string; fileName: string; originalName: string; size: number }
  | { type: 'settled'; id: string }
  | { type: 'failed'; id: string }
  | { type: 'removed'; id: string }
  | { type: 'synced'; fileNames: readonly string[] };

/** An entry for a stored name the widget was given (a default value, a form opened again). */
export const storedEntry = (fileName: string): UploadEntry => ({
  id: fileName,
  status: 'success',
  progress: 1,
  fileName,
  originalName: null,
  size: null,
});

/** The stored names of the entries that succeeded, in list order: the widget's value. */
export const storedNamesOf = (entries: readonly UploadEntry[]): string[] =>
  entries.flatMap((entry) => (entry.status === 'success' && entry.fileName ? [entry.fileName] : []));

const update = (entries: UploadEntry[], id: string, change: (entry: UploadEntry) => UploadEntry) =>
  entries.map((entry) => (entry.id === id ? change(entry) : entry));

const clamp = (progress: number) => Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 0));

/**
 * The entries of one widget through an upload's life: added → progressed … → finished (all sent, answer in: still
 * uploading) → settled SUCCESS_DELAY_MS later (success); failed removes the entry. synced takes the stored names the
 * widget was given, keeping what it knows of each and the uploads still running.
 */
export function uploadEntries(entries: UploadEntry[], action: UploadAction): UploadEntry[] {
  switch (action.type) {
    case 'added':
      return [
        ...entries,
        {
          id: action.id,
          status: 'uploading',
          progress: 0,
          fileName: null,
          originalName: action.originalName,
          size: action.size,
        },
      ];
    case 'progressed':
      // Progress only grows, and a finished upload keeps its 100 %.
      return update(entries, action.id, (entry) =>
        entry.fileName ? entry : { ...entry, progress: Math.max(entry.progress, clamp(action.progress)) },
      );
    case 'finished':
      return update(entries, action.id, (entry) => ({
        ...entry,
        progress: 1,
        fileName: action.fileName,
        originalName: action.originalName,
        size: action.size,
      }));
    case 'settled':
      return update(entries, action.id, (entry) => (entry.fileName ? { ...entry, status: 'success' } : entry));
    case 'failed':
    case 'removed':
      return entries.filter((entry) => entry.id !== action.id);
    case 'synced': {
      const known = new Map(storedNamesOf(entries).map((name) => [name, entries.find((e) => e.fileName === name)]));
      const stored = [...new Set(action.fileNames)].map((name) => known.get(name) ?? storedEntry(name));
      return [...stored, ...entries.filter((entry) => entry.status === 'uploading')];
    }
  }
}
