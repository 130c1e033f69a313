import { type CastEvent, type ParsedCast, resizeOf } from './castParser';

/** Gaps longer than this are played as this long when idle compression is on. */
export const IDLE_LIMIT_SECONDS = 2;

/** What changes the screen: output, and resizes. Input and markers are for the audit, not the picture. */
export interface ScreenEvent {
  /** Seconds in the recording. */
  recordedAt: number;
  /** Seconds on the player's clock (equal to recordedAt unless idle gaps are compressed). */
  playAt: number;
  kind: 'output' | 'resize';
  data: string;
  cols: number;
  rows: number;
}

export interface Timeline {
  width: number;
  height: number;
  events: ScreenEvent[];
  /** Length on the player's clock. */
  duration: number;
  /** Recording seconds → player seconds. */
  playTimeOf(recordedAt: number): number;
  /** Player seconds → recording seconds (inside a compressed gap: from the gap's start). */
  recordedTimeOf(playAt: number): number;
}

/**
 * The screen events of a recording on the player's clock. With idle compression every pause between two
 * events (and before the first) longer than IDLE_LIMIT_SECONDS is played as that limit, so a session left
 * idle for an hour replays in seconds; the command list's moments are mapped through playTimeOf.
 */
export function buildTimeline(cast: ParsedCast, compressIdle: boolean): Timeline {
  const limit = compressIdle ? IDLE_LIMIT_SECONDS : Number.POSITIVE_INFINITY;
  const anchors: { recordedAt: number; playAt: number }[] = [{ recordedAt: 0, playAt: 0 }];
  const events: ScreenEvent[] = [];
  let previous = anchors[0] ?? { recordedAt: 0, playAt: 0 };
  for (const event of cast.events) {
    const playAt = previous.playAt + Math.min(event.time - previous.recordedAt, limit);
    previous = { recordedAt: event.time, playAt };
    anchors.push(previous);
    const screen = toScreenEvent(event, playAt);
    if (screen) events.push(screen);
  }
  const playTimeOf = (recordedAt: number): number => {
    const anchor = anchors[lastAtOrBefore(anchors, recordedAt, (item) => item.recordedAt)] ?? {
      recordedAt: 0,
      playAt: 0,
    };
    return anchor.playAt + Math.min(Math.max(0, recordedAt - anchor.recordedAt), limit);
  };
  const recordedTimeOf = (playAt: number): number => {
    const anchor = anchors[lastAtOrBefore(anchors, playAt, (item) => item.playAt)] ?? { recordedAt: 0, playAt: 0 };
    return anchor.recordedAt + Math.max(0, playAt - anchor.playAt);
  };
  return { width: cast.width, height: cast.height, events, duration: previous.playAt, playTimeOf, recordedTimeOf };
}

function toScreenEvent(event: CastEvent, playAt: number): ScreenEvent | null {
  if (event.type === 'o') return { recordedAt: event.time, playAt, kind: 'output', data: event.data, cols: 0, rows: 0 };
  if (event.type === 'r') {
    const size = resizeOf(event.data);
    if (size) return { recordedAt: event.time, playAt, kind: 'resize', data: event.data, ...size };
  }
  return null;
}

/** How many events are due at player time t (those at or before it). */
export function countDueAt(timeline: Timeline, t: number): number {
  return lastAtOrBefore(timeline.events, t, (event) => event.playAt) + 1;
}

/** Index of the last item whose key is ≤ value, -1 when none (items sorted by key). */
function lastAtOrBefore<T>(items: readonly T[], value: number, key: (item: T) => number): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const item = items[middle];
    if (item !== undefined && key(item) <= value) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * The screen as it stands at player time t, as something to replay onto a reset terminal: the size in
 * force then and the output since the last resize before it, in order (a resize keeps what was shown, so
 * output before it is kept too, with the size it was written at).
 */
export interface ScreenState {
  /** Runs of output, each at the size it was written at. */
  segments: { cols: number; rows: number; data: string }[];
  /** Index of the first event after t: where playing continues. */
  next: number;
}

export function screenStateAt(timeline: Timeline, t: number): ScreenState {
  const next = countDueAt(timeline, t);
  const segments: ScreenState['segments'] = [];
  let current = { cols: timeline.width, rows: timeline.height, data: '' };
  for (let index = 0; index < next; index += 1) {
    const event = timeline.events[index];
    if (!event) break;
    if (event.kind === 'resize') {
      if (current.data) segments.push(current);
      current = { cols: event.cols, rows: event.rows, data: '' };
    } else {
      current.data += event.data;
    }
  }
  segments.push(current);
  return { segments, next };
}
