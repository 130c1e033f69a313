import { stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Recordings live in <dataDir>/recordings (docs/recordings.md); the gateway names the files. */
export function recordingPath(dataDir: string, recordingFile: string): string | null {
  // The name comes from our own rows, but a path is only ever built from a plain file name.
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/.test(recordingFile)) return null;
  return join(dataDir, 'recordings', recordingFile);
}

/** Bytes on disk now, or null when the file is not there. */
export async function recordingSize(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}
