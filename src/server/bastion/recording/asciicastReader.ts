import { createReadStream } from 'node:fs';
import { TextDecoder } from 'node:util';
import { CAST_EVENT_TYPES, type CastEvent, type CastEventType, type CastHeader, RESIZE_DATA } from './castFormat';

/** A cast that does not follow asciicast v2; `line` is 1-based, as an editor shows it. */
export class CastFormatError extends Error {
  constructor(
    readonly line: number,
    detail: string,
  ) {
    super(`Recording line ${line}: ${detail}`);
    this.name = 'CastFormatError';
  }
}

export type CastRecord =
  | { kind: 'header'; line: number; header: CastHeader }
  | { kind: 'event'; line: number; event: CastEvent }
  /** The last line has no newline and is not valid JSON: what a crash mid-write leaves. It is dropped. */
  | { kind: 'truncated'; line: number };

export interface ReadCastOptions {
  /** Accept an unfinished last line (default true); false makes it a CastFormatError like any other. */
  allowTruncatedTail?: boolean;
}

export interface CastRecording {
  header: CastHeader;
  events: CastEvent[];
  /** Time of the last event, in seconds. */
  durationSeconds: number;
  sizeBytes: number;
  truncated: boolean;
}

const NEWLINE = 0x0a;

/**
 * Reads a cast line by line without holding the file in memory: the header first, then each event in
 * order. Any malformed line but an unfinished last one throws a CastFormatError naming the line.
 */
export async function* streamCast(
  source: AsyncIterable<Uint8Array | string>,
  options: ReadCastOptions = {},
): AsyncGenerator<CastRecord> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let carry: Buffer = Buffer.alloc(0);
  let lineNo = 0;
  let state: LineState = { header: undefined, lastTime: 0 };
  for await (const chunk of source) {
    let bytes = Buffer.concat([carry, typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk]);
    let newline = bytes.indexOf(NEWLINE);
    while (newline >= 0) {
      lineNo += 1;
      const record = parseLine(decodeLine(decoder, bytes.subarray(0, newline), lineNo), lineNo, state);
      if (record) {
        state = nextState(state, record);
        yield record;
      }
      bytes = bytes.subarray(newline + 1);
      newline = bytes.indexOf(NEWLINE);
    }
    carry = Buffer.from(bytes);
  }
  if (carry.length > 0) {
    lineNo += 1;
    let record: CastRecord | undefined;
    try {
      record = parseLine(decodeLine(decoder, carry, lineNo), lineNo, state);
    } catch (error) {
      if (options.allowTruncatedTail === false || !(error instanceof CastFormatError) || !state.header) throw error;
      yield { kind: 'truncated', line: lineNo };
      return;
    }
    if (record) {
      state = nextState(state, record);
      yield record;
    }
  }
  if (!state.header) throw new CastFormatError(1, 'empty file: the asciicast header is missing');
}

/** Reads a whole cast file: for validation, replay and the index (duration, size). */
export async function readCast(path: string, options: ReadCastOptions = {}): Promise<CastRecording> {
  const file = createReadStream(path);
  let sizeBytes = 0;
  const counted = (async function* () {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      sizeBytes += chunk.length;
      yield chunk;
    }
  })();
  let header: CastHeader | undefined;
  const events: CastEvent[] = [];
  let truncated = false;
  try {
    for await (const record of streamCast(counted, options)) {
      if (record.kind === 'header') header = record.header;
      else if (record.kind === 'event') events.push(record.event);
      else truncated = true;
    }
  } finally {
    file.destroy();
  }
  if (!header) throw new CastFormatError(1, 'empty file: the asciicast header is missing');
  return { header, events, durationSeconds: events.at(-1)?.time ?? 0, sizeBytes, truncated };
}

interface LineState {
  header: CastHeader | undefined;
  lastTime: number;
}

function nextState(state: LineState, record: CastRecord): LineState {
  if (record.kind === 'header') return { ...state, header: record.header };
  if (record.kind === 'event') return { ...state, lastTime: record.event.time };
  return state;
}

function decodeLine(decoder: TextDecoder, bytes: Uint8Array, lineNo: number): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new CastFormatError(lineNo, 'not valid UTF-8');
  }
}

function parseLine(text: string, lineNo: number, state: LineState): CastRecord | undefined {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CastFormatError(lineNo, 'not valid JSON');
  }
  if (!state.header) return { kind: 'header', line: lineNo, header: parseHeader(value, lineNo) };
  return { kind: 'event', line: lineNo, event: parseEvent(value, lineNo, state.lastTime) };
}

function parseHeader(value: unknown, lineNo: number): CastHeader {
  if (!isRecord(value)) throw new CastFormatError(lineNo, 'the header must be a JSON object');
  if (value.version !== 2)
    throw new CastFormatError(lineNo, `unsupported version ${JSON.stringify(value.version)} (expected 2)`);
  for (const key of ['width', 'height'] as const) {
    const size = value[key];
    if (typeof size !== 'number' || !Number.isInteger(size) || size <= 0) {
      throw new CastFormatError(lineNo, `header "${key}" must be a positive integer`);
    }
  }
  for (const key of ['timestamp', 'duration', 'idle_time_limit'] as const) {
    if (value[key] !== undefined && (typeof value[key] !== 'number' || !Number.isFinite(value[key]))) {
      throw new CastFormatError(lineNo, `header "${key}" must be a number`);
    }
  }
  for (const key of ['title', 'command'] as const) {
    if (value[key] !== undefined && typeof value[key] !== 'string') {
      throw new CastFormatError(lineNo, `header "${key}" must be a string`);
    }
  }
  const env = value.env;
  if (env !== undefined && (!isRecord(env) || Object.values(env).some((v) => typeof v !== 'string'))) {
    throw new CastFormatError(lineNo, 'header "env" must map names to strings');
  }
  return value as unknown as CastHeader;
}

function parseEvent(value: unknown, lineNo: number, lastTime: number): CastEvent {
  if (!Array.isArray(value) || value.length !== 3) {
    throw new CastFormatError(lineNo, 'an event must be an array [time, type, data]');
  }
  const [time, type, data] = value as [unknown, unknown, unknown];
  if (typeof time !== 'number' || !Number.isFinite(time) || time < 0) {
    throw new CastFormatError(lineNo, 'event time must be a number of seconds, not negative');
  }
  if (time < lastTime)
    throw new CastFormatError(lineNo, `event time ${time} is before the previous event (${lastTime})`);
  if (typeof type !== 'string' || !CAST_EVENT_TYPES.includes(type as CastEventType)) {
    throw new CastFormatError(lineNo, `unknown event type ${JSON.stringify(type)} (expected o, i, r or m)`);
  }
  if (typeof data !== 'string') throw new CastFormatError(lineNo, 'event data must be a string');
  if (type === 'r' && !RESIZE_DATA.test(data)) {
    throw new CastFormatError(lineNo, `resize data ${JSON.stringify(data)} is not COLSxROWS`);
  }
  return { time, type: type as CastEventType, data };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
