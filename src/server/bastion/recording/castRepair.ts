import { open } from 'node:fs/promises';
import { readCast } from './asciicastReader';

const SCAN_CHUNK = 64 * 1024;

/**
 * Cuts the unfinished last line a crash can leave, so that every player (asciinema 2 stops with a JSON error
 * on it) plays the recording; what came before is untouched. Returns the bytes removed (0 when the file was
 * whole). Throws a CastFormatError when the file is malformed elsewhere: that is not a crash to repair.
 */
export async function trimUnfinishedTail(path: string): Promise<number> {
  const cast = await readCast(path);
  if (!cast.truncated) return 0;
  const file = await open(path, 'r+');
  try {
    const size = (await file.stat()).size;
    let end = size;
    while (end > 0) {
      const start = Math.max(0, end - SCAN_CHUNK);
      const chunk = Buffer.alloc(end - start);
      await file.read(chunk, 0, chunk.length, start);
      const newline = chunk.lastIndexOf(0x0a);
      if (newline >= 0) {
        const keep = start + newline + 1;
        await file.truncate(keep);
        await file.sync();
        return size - keep;
      }
      end = start;
    }
    // readCast only reports a truncated tail after a complete header line, so a newline always exists.
    throw new Error(`No complete line in ${path}`);
  } finally {
    await file.close();
  }
}
