import { readCast } from './asciicastReader';
import { type CommandVerdict, parseCommandMarker } from './commandMarkers';

export interface IndexedCommand {
  /** Seconds since the start of the recording. */
  time: number;
  line: string;
  /** What interception did to it, from the marker's label (commandMarkers.ts). */
  verdict: CommandVerdict;
}

/** What the database index holds about a recording, rebuilt from the file alone. */
export interface CastSummary {
  startedAt: Date | undefined;
  endedAt: Date | undefined;
  durationSeconds: number;
  sizeBytes: number;
  /** The file ends in an unfinished line: the server stopped while the session was live. */
  truncated: boolean;
  /** The markers the gateway wrote, one per submitted command line (a held one has two: held, then its outcome). */
  commands: IndexedCommand[];
}

/**
 * Rebuilds a recording's index entry from its file: after a server crash, the sessions that were live have
 * no end, size or final command list in the database; at start-up the gateway reads their files with this
 * and closes their index rows ("interrupted"). Also the check an operator runs on a suspicious file.
 */
export async function summariseCast(path: string): Promise<CastSummary> {
  const cast = await readCast(path);
  const startMs = cast.header.timestamp === undefined ? undefined : cast.header.timestamp * 1000;
  return {
    startedAt: startMs === undefined ? undefined : new Date(startMs),
    endedAt: startMs === undefined ? undefined : new Date(startMs + Math.round(cast.durationSeconds * 1000)),
    durationSeconds: cast.durationSeconds,
    sizeBytes: cast.sizeBytes,
    truncated: cast.truncated,
    commands: cast.events
      .filter((e) => e.type === 'm')
      .map((e) => {
        const { line, verdict } = parseCommandMarker(e.data);
        return { time: e.time, line, verdict };
      }),
  };
}
