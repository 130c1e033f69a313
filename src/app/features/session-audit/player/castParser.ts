/**
 * Reads an asciicast v2 recording (docs/recordings.md) in the browser: a JSON header line, then one
 * `[time, type, data]` array per line. A recording of a session still online can end in an unfinished
 * line; it is dropped and `truncated` says so, as the server's reader does.
 */
export type CastEventType = 'o' | 'i' | 'r' | 'm';

export interface CastEvent {
  /** Seconds since the start of the recording. */
  time: number;
  type: CastEventType;
  data: string;
}

export interface ParsedCast {
  width: number;
  height: number;
  /** Unix seconds of the start, when the header has it. */
  timestamp: number | null;
  events: CastEvent[];
  /** Time of the last event. */
  duration: number;
  truncated: boolean;
}

export class CastParseError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`Recording line ${line}: ${message}`);
    this.name = 'CastParseError';
  }
}

const TYPES: ReadonlySet<string> = new Set(['o', 'i', 'r', 'm']);
export const RESIZE_DATA = /^(\d{1,5})x(\d{1,5})$/;

export function parseCast(text: string): ParsedCast {
  const lines = text.split('\n');
  // A complete file ends with a newline; whatever follows the last one is a line still being written.
  const unfinished = lines.pop() ?? '';
  const header = parseHeader(lines[0] ?? unfinished);
  const events: CastEvent[] = [];
  let truncated = false;
  let lastTime = 0;
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.trim() === '') continue;
    const event = parseEvent(line, index + 1);
    // Times never go back in our recordings; a foreign file that does is played in file order.
    event.time = Math.max(event.time, lastTime);
    lastTime = event.time;
    events.push(event);
  }
  if (lines.length > 0 && unfinished.trim() !== '') {
    try {
      const event = parseEvent(unfinished, lines.length + 1);
      event.time = Math.max(event.time, lastTime);
      events.push(event);
    } catch {
      truncated = true;
    }
  }
  return { ...header, events, duration: events.at(-1)?.time ?? 0, truncated };
}

function parseHeader(line: string): Pick<ParsedCast, 'width' | 'height' | 'timestamp'> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new CastParseError('the header is not JSON', 1);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CastParseError('the header is not an object', 1);
  }
  const { version, width, height, timestamp } = value as Record<string, unknown>;
  if (version !== 2) throw new CastParseError('only asciicast version 2 is supported', 1);
  if (!isCells(width) || !isCells(height)) throw new CastParseError('width and height must be positive integers', 1);
  return { width, height, timestamp: typeof timestamp === 'number' ? timestamp : null };
}

function parseEvent(line: string, lineNumber: number): CastEvent {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new CastParseError('not JSON', lineNumber);
  }
  if (!Array.isArray(value) || value.length !== 3)
    throw new CastParseError('an event is [time, type, data]', lineNumber);
  const [time, type, data] = value as [unknown, unknown, unknown];
  if (typeof time !== 'number' || !Number.isFinite(time) || time < 0) {
    throw new CastParseError('the time must be a number of seconds', lineNumber);
  }
  if (typeof type !== 'string' || !TYPES.has(type))
    throw new CastParseError(`unknown event type ${String(type)}`, lineNumber);
  if (typeof data !== 'string') throw new CastParseError('the data must be text', lineNumber);
  return { time, type: type as CastEventType, data };
}

function isCells(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 10_000;
}

export function resizeOf(data: string): { cols: number; rows: number } | null {
  const match = RESIZE_DATA.exec(data);
  if (!match) return null;
  const cols = Number(match[1]);
  const rows = Number(match[2]);
  return cols > 0 && rows > 0 ? { cols, rows } : null;
}
