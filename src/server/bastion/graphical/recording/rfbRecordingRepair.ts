import { open } from 'node:fs/promises';
import { type RfbRecordingFileSummary, summariseRfbRecordingFile } from './rfbRecordingReader';

export interface RfbRepairResult extends RfbRecordingFileSummary {
  /** Bytes cut from the end (0 when the file was whole). */
  removedBytes: number;
  startedAt: Date;
  /** The start plus the last record's time. */
  endedAt: Date;
  /** The file's size after the repair. */
  sizeBytes: number;
}

/**
 * Start-up recovery of a session that was live when the server stopped: cuts a truncated last record (what a crash
 * mid-write leaves) so the file ends on a whole record, and returns the figures that close the session's row.
 * Throws a GraphicalRecordingFormatError when the file is damaged elsewhere: that is not a crash to repair.
 */
export async function repairRfbRecording(path: string): Promise<RfbRepairResult> {
  const summary = await summariseRfbRecordingFile(path);
  const file = await open(path, 'r+');
  let removedBytes = 0;
  try {
    const size = (await file.stat()).size;
    if (size > summary.wholeBytes) {
      await file.truncate(summary.wholeBytes);
      await file.sync();
      removedBytes = size - summary.wholeBytes;
    }
  } finally {
    await file.close();
  }
  const startedAt = new Date(summary.header.startedAt);
  return {
    ...summary,
    removedBytes,
    startedAt,
    endedAt: new Date(startedAt.getTime() + summary.durationMs),
    sizeBytes: summary.wholeBytes,
  };
}
