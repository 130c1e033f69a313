import { createReadStream } from 'node:fs';
import { type GraphicalRecordingHeader, RECORD_SERVER } from '../../../../shared/protocol/graphical';
import {
  type GraphicalRecord,
  GraphicalRecordingFormatError,
  GraphicalRecordingParser,
} from '../../../../shared/protocol/graphicalRecording';

export type RfbRecordingItem =
  | { kind: 'header'; header: GraphicalRecordingHeader; end: number }
  | ({ kind: 'record'; end: number } & GraphicalRecord)
  /** The file ends inside a record (a crash mid-write): dropped; `end` is where the last whole record ends. */
  | { kind: 'truncated'; end: number };

/**
 * Reads a graphical recording record by record without holding the file in memory: the header, then each record.
 * A truncated last record is the end (reported as `truncated`); any other damage throws a
 * GraphicalRecordingFormatError naming the byte.
 */
export async function* streamRfbRecording(source: AsyncIterable<Uint8Array>): AsyncGenerator<RfbRecordingItem> {
  const parser = new GraphicalRecordingParser();
  for await (const chunk of source) {
    for (const item of parser.push(chunk)) yield item;
  }
  if (!parser.headerSeen) throw new GraphicalRecordingFormatError(0, 'the header is missing or unfinished');
  if (parser.pendingBytes > 0) yield { kind: 'truncated', end: parser.wholeBytes };
}

export function streamRfbRecordingFile(path: string): AsyncGenerator<RfbRecordingItem> {
  return streamRfbRecording(createReadStream(path, { highWaterMark: 256 * 1024 }));
}

export interface RfbRecordingFileSummary {
  header: GraphicalRecordingHeader;
  /** Time of the last whole record, in milliseconds. */
  durationMs: number;
  serverRecords: number;
  clientRecords: number;
  serverBytes: number;
  clientBytes: number;
  /** Bytes of whole items: the file's size unless it is truncated. */
  wholeBytes: number;
  truncated: boolean;
}

/** Reads a whole recording for its figures (validation, the index after a crash), one record at a time. */
export async function summariseRfbRecordingFile(path: string): Promise<RfbRecordingFileSummary> {
  let header: GraphicalRecordingHeader | undefined;
  const summary = { durationMs: 0, serverRecords: 0, clientRecords: 0, serverBytes: 0, clientBytes: 0 };
  let wholeBytes = 0;
  let truncated = false;
  for await (const item of streamRfbRecordingFile(path)) {
    if (item.kind === 'header') header = item.header;
    else if (item.kind === 'truncated') truncated = true;
    else if (item.direction === RECORD_SERVER) {
      summary.serverRecords += 1;
      summary.serverBytes += item.data.length;
    } else {
      summary.clientRecords += 1;
      summary.clientBytes += item.data.length;
    }
    if (item.kind === 'record') summary.durationMs = item.time;
    wholeBytes = item.end;
  }
  if (!header) throw new GraphicalRecordingFormatError(0, 'the header is missing or unfinished');
  return { header, ...summary, wholeBytes, truncated };
}
