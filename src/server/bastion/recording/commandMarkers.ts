/**
 * The label of a command line's marker (`"m"` event) in a recording (docs/recordings.md). A line that simply ran
 * is marked by itself; an intercepted one carries its verdict in front, so that a replay outside Gatehouse
 * (asciinema, any asciicast player that lists markers) tells what happened to it:
 *
 *   ls -l                                                    ran
 *   [blocked] rm -rf /                                       stopped by a policy, never reached the host
 *   [warned] sudo -i                                         ran, the user was warned
 *   [held] reboot                                            held for approval (at the moment it was typed)
 *   [approved, typed at 12.30 s, released at 47.95 s] reboot approved: released to the host then
 *   [refused] reboot  /  [withdrawn] reboot                  never reached the host
 *
 * A line that would read as a verdict label itself is marked `[run] …`, so a typed `[blocked] x` is not taken
 * for a blocked command.
 */
export type CommandVerdict = 'run' | 'warned' | 'blocked' | 'held' | 'approved' | 'refused' | 'withdrawn';

export interface ParsedCommandMarker {
  verdict: CommandVerdict;
  line: string;
  /** Approved lines: seconds into the recording when typed and when released to the host. */
  typedAt?: number;
  releasedAt?: number;
}

const LABEL =
  /^\[(run|warned|blocked|held|approved|refused|withdrawn)(?:, typed at (\d+(?:\.\d+)?) s, released at (\d+(?:\.\d+)?) s)?\] /;

export function commandMarker(
  line: string,
  verdict: CommandVerdict,
  times?: { typedAt: number; releasedAt: number },
): string {
  if (verdict === 'run') return LABEL.test(line) ? `[run] ${line}` : line;
  if (verdict === 'approved' && times)
    return `[approved, typed at ${times.typedAt.toFixed(2)} s, released at ${times.releasedAt.toFixed(2)} s] ${line}`;
  return `[${verdict}] ${line}`;
}

export function parseCommandMarker(label: string): ParsedCommandMarker {
  const match = LABEL.exec(label);
  if (!match) return { verdict: 'run', line: label };
  const parsed: ParsedCommandMarker = { verdict: match[1] as CommandVerdict, line: label.slice(match[0].length) };
  if (match[2] !== undefined && match[3] !== undefined) {
    parsed.typedAt = Number(match[2]);
    parsed.releasedAt = Number(match[3]);
  }
  return parsed;
}
