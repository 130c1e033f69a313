import { describe, expect, it } from 'vitest';
import {
  type Frame,
  FrameScanner,
  MAX_PAYLOAD,
  packets,
} from '../../../src/server/bastion/database/native/mysql/mysqlWire';
import { ResponseTracker } from '../../../src/server/bastion/database/native/mysql/responseTracker';
import { isLoadData, killOf } from '../../../src/server/bastion/database/native/mysql/statementText';

/** A text result set as MariaDB sends it: column count, definitions, EOF, rows, EOF. */
function resultSet(rows: string[]): Buffer {
  const column = Buffer.concat([
    Buffer.from([
      3,
      ...Buffer.from('def'),
      0,
      0,
      0,
      2,
      ...Buffer.from('id'),
      0,
      0x0c,
      33,
      0,
      11,
      0,
      0,
      0,
      3,
      0,
      0,
      0,
      0,
      0,
    ]),
  ]);
  const eof = Buffer.from([0xfe, 0, 0, 2, 0]);
  const parts = [packets(Buffer.from([1]), 1), packets(column, 2), packets(eof, 3)];
  let seq = 4;
  for (const row of rows) parts.push(packets(Buffer.from([row.length, ...Buffer.from(row)]), seq++));
  parts.push(packets(eof, seq));
  return Buffer.concat(parts);
}

function track(bytes: Buffer, chunk: number): ResponseTracker {
  const tracker = new ResponseTracker('results');
  const scanner = new FrameScanner(
    (frame: Frame) => tracker.accept(frame),
    (first, length) => tracker.skipsBody(first, length),
    () => tracker.countRow(),
  );
  for (let at = 0; at < bytes.length; at += chunk) scanner.push(bytes.subarray(at, at + chunk));
  return tracker;
}

describe('MySQL listener wire (issue 18 item 4)', () => {
  it('follows a result set to its end in any chunking, counting rows without reading them', () => {
    const bytes = resultSet(['1', '22', '333']);
    for (const chunk of [1, 2, 3, 7, bytes.length]) {
      const tracker = track(bytes, chunk);
      expect(tracker.done).toBe(true);
      expect(tracker.facts).toMatchObject({ rowCount: 3, resultSets: 1, columns: [{ name: 'id', type: 'int' }] });
    }
  });

  it('a row of 16 MiB or more is one row, its continuation never taken for an EOF', () => {
    const big = Buffer.alloc(MAX_PAYLOAD + 4, 0x61);
    big[0] = 0xfc; // any first byte of a row
    const continuation = big.subarray(MAX_PAYLOAD);
    continuation[0] = 0xfe; // the continuation's first byte looks like an EOF marker
    const head = resultSet([]).subarray(0, -9);
    const rowPackets = packets(big, 4);
    const tail = packets(Buffer.from([0xfe, 0, 0, 2, 0]), 6);
    const tracker = track(Buffer.concat([head, rowPackets, tail]), 65_536);
    expect(tracker.done).toBe(true);
    expect(tracker.facts.rowCount).toBe(1);
  });

  it('an ERR and an OK answer', () => {
    const err = packets(
      Buffer.concat([Buffer.from([0xff, 0x7a, 0x04]), Buffer.from("#42S02Table 'x' doesn't exist")]),
      1,
    );
    expect(track(err, 5).facts.error).toEqual({ code: 1146, sqlState: '42S02', message: "Table 'x' doesn't exist" });
    const ok = track(packets(Buffer.from([0, 3, 0, 2, 0, 0, 0]), 1), 100);
    expect(ok.done && ok.facts.affectedRows).toBe(3);
  });

  it('LOAD DATA and LOAD XML are found behind comments, in MySQL-run comments and in any case', () => {
    expect(isLoadData("LOAD DATA LOCAL INFILE '/etc/passwd' INTO TABLE t")).toBe(true);
    expect(isLoadData("  /* hi */ -- x\n# y\n load  xml infile 'a' into table t")).toBe(true);
    expect(isLoadData("/*!50000 LOAD DATA INFILE 'a' INTO TABLE t */")).toBe(true);
    expect(isLoadData("/*M!100000 LoAd DaTa INFILE 'a' INTO TABLE t */")).toBe(true);
    expect(isLoadData("SELECT 'LOAD DATA'")).toBe(false);
    expect(isLoadData('/* LOAD DATA */ SELECT 1')).toBe(false);
  });

  it('KILL [QUERY | CONNECTION] <id>', () => {
    expect(killOf('KILL QUERY 1073741825')).toEqual({ query: true, id: 1073741825 });
    expect(killOf('kill connection 7;')).toEqual({ query: false, id: 7 });
    expect(killOf('KILL 9')).toEqual({ query: false, id: 9 });
    expect(killOf('KILL QUERY ID 9')).toBeNull();
    expect(killOf('SELECT 1')).toBeNull();
  });
});
