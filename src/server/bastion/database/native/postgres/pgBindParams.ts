import { STATEMENT_PARAMS_MAX } from '../../../../../shared/api/dbSessions';
import { paramHex, paramText } from '../paramText';
import { readCStrings } from './pgMessages';

/** A prepared statement as Parse named it: its text and the parameter types it gave (0: left to the server). */
export interface PgPrepared {
  sql: string;
  paramTypes: number[];
}

/** A portal as Bind made it: its statement's text and the parameter values, readable, for the audit. */
export interface PgPortal {
  sql: string;
  params: (string | null)[] | null;
}

export function readParse(body: Buffer): { name: string; prepared: PgPrepared } {
  const { values, end } = readCStrings(body, 0, 2);
  const count = body.readInt16BE(end);
  const paramTypes: number[] = [];
  for (let i = 0; i < count; i += 1) paramTypes.push(body.readUInt32BE(end + 2 + i * 4));
  return { name: values[0] as string, prepared: { sql: values[1] as string, paramTypes } };
}

/**
 * A Bind's portal, statement and parameter values: text-format values as the client wrote them, binary ones decoded
 * by the type Parse gave them (integers, floats, booleans, text, uuid) or shown as `\x` hex.
 */
export function readBind(
  body: Buffer,
  paramTypesOf: (statement: string) => readonly number[],
): { portal: string; statement: string; params: (string | null)[] | null } {
  const { values, end } = readCStrings(body, 0, 2);
  const statement = values[1] as string;
  const types = paramTypesOf(statement);
  let at = end;
  const formatCount = body.readInt16BE(at);
  at += 2;
  const formats: number[] = [];
  for (let i = 0; i < formatCount; i += 1) formats.push(body.readInt16BE(at + i * 2));
  at += formatCount * 2;
  const count = body.readInt16BE(at);
  at += 2;
  const params: (string | null)[] = [];
  for (let i = 0; i < count && i < STATEMENT_PARAMS_MAX; i += 1) {
    const length = body.readInt32BE(at);
    at += 4;
    if (length < 0) {
      params.push(null);
      continue;
    }
    const bytes = body.subarray(at, at + length);
    at += length;
    const binary = (formatCount === 1 ? formats[0] : formats[i]) === 1;
    params.push(binary ? binaryValue(types[i] ?? 0, bytes) : paramText(bytes));
  }
  return { portal: values[0] as string, statement, params: count > 0 ? params : null };
}

const FIXED_WIDTH: Record<number, [number, (bytes: Buffer) => string]> = {
  16: [1, (bytes) => (bytes[0] ? 'true' : 'false')],
  21: [2, (bytes) => String(bytes.readInt16BE(0))],
  23: [4, (bytes) => String(bytes.readInt32BE(0))],
  20: [8, (bytes) => String(bytes.readBigInt64BE(0))],
  26: [4, (bytes) => String(bytes.readUInt32BE(0))],
  700: [4, (bytes) => String(bytes.readFloatBE(0))],
  701: [8, (bytes) => String(bytes.readDoubleBE(0))],
  2950: [16, (bytes) => bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')],
};
/** text, varchar, name, bpchar, json, xml: their binary form is their text. */
const TEXT_TYPES: ReadonlySet<number> = new Set([25, 1043, 19, 1042, 114, 142]);
const JSONB = 3802;

function binaryValue(oid: number, bytes: Buffer): string {
  const fixed = FIXED_WIDTH[oid];
  if (fixed && bytes.length === fixed[0]) return fixed[1](bytes);
  if (TEXT_TYPES.has(oid)) return paramText(bytes);
  // jsonb's binary form is a version byte (1) and the text.
  if (oid === JSONB && bytes[0] === 1) return paramText(bytes.subarray(1));
  return paramHex(bytes);
}
