import type { DbColumn } from '../../../../../shared/api/dbSessions';
import { PayloadReader } from './mysqlWire';

/** The binary character set: strings and blobs in it are bytes (varbinary, blob) rather than text. */
const BINARY_CHARSET = 63;

/** MySQL's type names for the wire's type codes, as the web console names them (mysqlConnection.ts). */
const TYPE_NAMES: Record<number, string> = {
  0: 'decimal',
  1: 'tinyint',
  2: 'smallint',
  3: 'int',
  4: 'float',
  5: 'double',
  6: 'null',
  7: 'timestamp',
  8: 'bigint',
  9: 'mediumint',
  10: 'date',
  11: 'time',
  12: 'datetime',
  13: 'year',
  14: 'date',
  16: 'bit',
  245: 'json',
  246: 'decimal',
  247: 'enum',
  248: 'set',
  255: 'geometry',
};

function typeName(code: number, charset: number): string {
  const named = TYPE_NAMES[code];
  if (named) return named;
  const binary = charset === BINARY_CHARSET;
  if (code >= 249 && code <= 252) return binary ? 'blob' : 'text';
  if (code === 15 || code === 253) return binary ? 'varbinary' : 'varchar';
  if (code === 254) return binary ? 'binary' : 'char';
  return 'unknown';
}

/** A ColumnDefinition41 packet's name and type (catalog, schema, table, org_table, name, org_name, fixed fields). */
export function columnOf(payload: Buffer): DbColumn {
  try {
    const reader = new PayloadReader(payload);
    for (let skipped = 0; skipped < 4; skipped += 1) reader.lenencBytes();
    const name = reader.lenencBytes().toString('utf8');
    reader.lenencBytes();
    reader.lenenc();
    const charset = reader.u16();
    reader.u32();
    return { name, type: typeName(reader.u8(), charset) };
  } catch {
    return { name: '?', type: 'unknown' };
  }
}
