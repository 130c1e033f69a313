/**
 * The asciicast v2 format shared by the writer and the reader: a JSON header line, then one JSON array per
 * event, `[seconds since start, type, data]`, each on its own line (newline-delimited JSON).
 */

/** o: output from the host, i: input from the user, r: resize ("COLSxROWS"), m: marker (label). */
export type CastEventType = 'o' | 'i' | 'r' | 'm';

export const CAST_EVENT_TYPES: readonly CastEventType[] = ['o', 'i', 'r', 'm'];

export interface CastHeader {
  version: 2;
  width: number;
  height: number;
  /** Unix time of the start, in whole seconds. */
  timestamp?: number;
  duration?: number;
  idle_time_limit?: number;
  command?: string;
  title?: string;
  env?: Record<string, string>;
}

export interface CastEvent {
  /** Seconds since the start of the recording. */
  time: number;
  type: CastEventType;
  data: string;
}

export const RESIZE_DATA = /^(\d{1,5})x(\d{1,5})$/;

export function resizeData(cols: number, rows: number): string {
  return `${cols}x${rows}`;
}

/** Microsecond resolution, as asciinema writes it; never negative. */
export function castTime(seconds: number): number {
  return Math.max(0, Math.round(seconds * 1e6) / 1e6);
}

export function encodeEvent(event: CastEvent): string {
  return `${JSON.stringify([castTime(event.time), event.type, event.data])}\n`;
}

export function encodeHeader(header: CastHeader): string {
  return `${JSON.stringify(header)}\n`;
}
