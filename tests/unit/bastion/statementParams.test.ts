import { describe, expect, it } from 'vitest';
import { readBind, readParse } from '../../../src/server/bastion/database/native/postgres/pgBindParams';
import { PreparedStatements } from '../../../src/server/modules/db-native/mysql/preparedStatements';
import { STATEMENT_PARAM_MAX_CHARS } from '../../../src/shared/api/dbSessions';

const cstring = (text: string) => Buffer.from(`${text}\0`);
const int16 = (value: number) => {
  const out = Buffer.alloc(2);
  out.writeInt16BE(value);
  return out;
};
const int32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeInt32BE(value);
  return out;
};
const pgValue = (bytes: Buffer | null) => (bytes ? Buffer.concat([int32(bytes.length), bytes]) : int32(-1));

describe('issue 18: the parameter values a PostgreSQL client binds, as the audit records them', () => {
  const parse = Buffer.concat([
    cstring('s1'),
    cstring('select $1, $2, $3, $4'),
    int16(4),
    ...[25, 23, 17, 0].map(int32),
  ]);

  it('reads text values as written, binary ones by the type Parse gave them, NULL as null', () => {
    const { name, prepared } = readParse(parse);
    expect(name).toBe('s1');
    expect(prepared).toEqual({ sql: 'select $1, $2, $3, $4', paramTypes: [25, 23, 17, 0] });
    const bind = Buffer.concat([
      cstring('p'),
      cstring('s1'),
      int16(4),
      ...[0, 1, 1, 1].map(int16),
      int16(4),
      pgValue(Buffer.from('张三')),
      pgValue(int32(-7)),
      pgValue(Buffer.from([0xde, 0xad])),
      pgValue(null),
      int16(0),
    ]);
    expect(readBind(bind, () => prepared.paramTypes)).toEqual({
      portal: 'p',
      statement: 's1',
      params: ['张三', '-7', '\\xdead', null],
    });
  });

  it('one format code for all values; a statement without parameters has none; a long value is cut', () => {
    const long = 'x'.repeat(STATEMENT_PARAM_MAX_CHARS * 5);
    const bind = Buffer.concat([cstring(''), cstring(''), int16(0), int16(1), pgValue(Buffer.from(long)), int16(0)]);
    const [value] = readBind(bind, () => []).params ?? [];
    expect(value).toBe(`${'x'.repeat(STATEMENT_PARAM_MAX_CHARS)}…`);
    const none = Buffer.concat([cstring(''), cstring(''), int16(0), int16(0), int16(0)]);
    expect(readBind(none, () => []).params).toBeNull();
  });
});

/** COM_STMT_EXECUTE of statement 7: flags, one iteration, then what follows. */
const execute = (...rest: Buffer[]) => Buffer.concat([Buffer.from([0x17, 7, 0, 0, 0, 0, 1, 0, 0, 0]), ...rest]);
const u16 = (value: number) => {
  const out = Buffer.alloc(2);
  out.writeUInt16LE(value);
  return out;
};
const lenenc = (bytes: Buffer) => Buffer.concat([Buffer.from([bytes.length]), bytes]);

describe('issue 18: the parameter values a MySQL client binds to COM_STMT_EXECUTE, as the audit records them', () => {
  it('reads each value by its type, NULLs from the bitmap, and reuses the types an execute leaves out', () => {
    const statements = new PreparedStatements();
    statements.add(7, 'select ?, ?, ?, ?, ?', 5);
    const bigint = Buffer.alloc(8);
    bigint.writeBigInt64LE(-5n);
    const dateTime = Buffer.from([11, 0xea, 0x07, 11, 29, 8, 30, 5, 123, 0, 0, 0]);
    const first = execute(
      Buffer.from([0b00000100, 1]),
      ...[0x08, 0xfd, 0x06, 0x0c, 0x8001].map(u16),
      bigint,
      lenenc(Buffer.from('张三')),
      dateTime,
      Buffer.from([250]),
    );
    expect(statements.execute(first)).toEqual({
      sql: 'select ?, ?, ?, ?, ?',
      params: ['-5', '张三', null, '2026-11-29 08:30:05.000123', '250'],
    });
    const again = execute(Buffer.from([0b00011101, 0]), lenenc(Buffer.from('李四')));
    expect(statements.execute(again)?.params).toEqual([null, '李四', null, null, null]);
  });

  it('takes a value sent as long data from what was sent, not from the execute packet', () => {
    const statements = new PreparedStatements();
    statements.add(7, 'insert into notes values (?, ?)', 2);
    const longData = (piece: string) => Buffer.concat([Buffer.from([0x18, 7, 0, 0, 0]), u16(1), Buffer.from(piece)]);
    statements.longData(longData('第一段 '));
    statements.longData(longData('second part'));
    const withLongData = execute(Buffer.from([0, 1]), ...[0x03, 0xfc].map(u16), Buffer.from([9, 0, 0, 0]));
    expect(statements.execute(withLongData)?.params).toEqual(['9', '第一段 second part']);
    // Long data belongs to one execute: the next one binds its own value again.
    const next = execute(Buffer.from([0, 0]), Buffer.from([10, 0, 0, 0]), lenenc(Buffer.from('short')));
    expect(statements.execute(next)?.params).toEqual(['10', 'short']);
  });

  it('names values it cannot read and knows no statement it did not see prepared', () => {
    const statements = new PreparedStatements();
    statements.add(7, 'select ?, ?', 2);
    const unknownType = execute(Buffer.from([0, 1]), ...[0x03, 0x42].map(u16), Buffer.from([1, 0, 0, 0, 9, 9]));
    expect(statements.execute(unknownType)?.params).toEqual(['1', '(unreadable)']);
    expect(statements.execute(Buffer.from([0x17, 8, 0, 0, 0, 0, 1, 0, 0, 0]))).toBeUndefined();
  });
});
