import { STATEMENT_PARAMS_MAX } from '../../../../../shared/api/dbSessions';
import { paramText } from '../paramText';
import { PayloadReader } from './mysqlWire';

/** MYSQL_TYPE_* codes of the binary protocol whose values are a length-encoded string. */
const LENGTH_ENCODED: ReadonlySet<number> = new Set([
  0x00, 0x0f, 0x10, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa, 0xfb, 0xfc, 0xfd, 0xfe, 0xff,
]);
const UNSIGNED = 0x80;

/** What a COM_STMT_EXECUTE bound, as the audit shows it, and the types the next execute may leave out. */
export interface ExecuteParams {
  params: (string | null)[];
  types: number[];
}

/**
 * Reads COM_STMT_EXECUTE's parameter values (binary protocol): the NULL bitmap, the types when the client sends them
 * (else those of the statement's last execute), then each value by its type. A parameter sent before as
 * COM_STMT_SEND_LONG_DATA is not in the packet: its value is what `longData` kept. The packet is only read; it goes
 * to the database as it came.
 */
export function readExecuteParams(
  payload: Buffer,
  paramCount: number,
  lastTypes: readonly number[] | null,
  longData: ReadonlyMap<number, Buffer>,
): ExecuteParams | null {
  if (paramCount === 0) return null;
  const reader = new PayloadReader(payload, 10);
  const nullBitmap = reader.bytes((paramCount + 7) >> 3);
  const typesSent = reader.u8() === 1;
  const types: number[] = [];
  if (typesSent) for (let i = 0; i < paramCount; i += 1) types.push(reader.u16());
  else if (lastTypes) types.push(...lastTypes);
  const params: (string | null)[] = [];
  for (let i = 0; i < paramCount && i < STATEMENT_PARAMS_MAX; i += 1) {
    const kept = longData.get(i);
    if (((nullBitmap[i >> 3] ?? 0) >> (i & 7)) & 1) params.push(null);
    else if (kept) params.push(paramText(kept));
    else {
      const type = types[i];
      if (type === undefined) return { params: [...params, ...unread(paramCount - i)], types };
      const value = readValue(reader, type);
      if (value === undefined) return { params: [...params, ...unread(paramCount - i)], types };
      params.push(value);
    }
  }
  return { params, types };
}

/** Values after one of a type the listener cannot measure: named, not guessed. */
function unread(count: number): string[] {
  return Array.from({ length: Math.min(count, STATEMENT_PARAMS_MAX) }, () => '(unreadable)');
}

function readValue(reader: PayloadReader, typeAndFlags: number): string | null | undefined {
  const type = typeAndFlags & 0xff;
  const unsigned = (typeAndFlags >> 8) & UNSIGNED;
  const buffer = reader.buffer;
  const at = reader.at;
  switch (type) {
    case 0x06:
      return null;
    case 0x01:
      reader.at += 1;
      return String(unsigned ? buffer.readUInt8(at) : buffer.readInt8(at));
    case 0x02:
    case 0x0d:
      reader.at += 2;
      return String(unsigned ? buffer.readUInt16LE(at) : buffer.readInt16LE(at));
    case 0x03:
    case 0x09:
      reader.at += 4;
      return String(unsigned ? buffer.readUInt32LE(at) : buffer.readInt32LE(at));
    case 0x08:
      reader.at += 8;
      return String(unsigned ? buffer.readBigUInt64LE(at) : buffer.readBigInt64LE(at));
    case 0x04:
      reader.at += 4;
      return String(buffer.readFloatLE(at));
    case 0x05:
      reader.at += 8;
      return String(buffer.readDoubleLE(at));
    case 0x07:
    case 0x0a:
    case 0x0c:
      return dateTime(reader.bytes(reader.u8()), type === 0x0a);
    case 0x0b:
      return time(reader.bytes(reader.u8()));
    default:
      return LENGTH_ENCODED.has(type) ? paramText(reader.lenencBytes()) : undefined;
  }
}

const two = (value: number) => String(value).padStart(2, '0');
const micros = (value: number) => (value > 0 ? `.${String(value).padStart(6, '0')}` : '');

/** DATE, DATETIME, TIMESTAMP: 0, 4, 7 or 11 bytes (year, month, day, hour, minute, second, microseconds). */
function dateTime(bytes: Buffer, dateOnly: boolean): string {
  const year = bytes.length >= 4 ? bytes.readUInt16LE(0) : 0;
  const date = `${String(year).padStart(4, '0')}-${two(bytes[2] ?? 0)}-${two(bytes[3] ?? 0)}`;
  if (dateOnly) return date;
  const clock = `${two(bytes[4] ?? 0)}:${two(bytes[5] ?? 0)}:${two(bytes[6] ?? 0)}`;
  return `${date} ${clock}${micros(bytes.length >= 11 ? bytes.readUInt32LE(7) : 0)}`;
}

/** TIME: 0, 8 or 12 bytes (negative, days, hours, minutes, seconds, microseconds). */
function time(bytes: Buffer): string {
  if (bytes.length < 8) return '00:00:00';
  const hours = bytes.readUInt32LE(1) * 24 + (bytes[5] ?? 0);
  const clock = `${bytes[0] ? '-' : ''}${two(hours)}:${two(bytes[6] ?? 0)}:${two(bytes[7] ?? 0)}`;
  return `${clock}${micros(bytes.length >= 12 ? bytes.readUInt32LE(8) : 0)}`;
}
