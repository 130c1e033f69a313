import { describe, expect, it } from 'vitest';
import { filterStatements, isDatabaseSession } from '../../../src/app/features/session-audit/statementFilter';
import { type StatementRecord, StatementRecordSchema } from '../../../src/shared/api/dbSessions';

const statement = (
  statementId: number,
  sql: string,
  error: string | null = null,
  errorCode: string | null = null,
  params: (string | null)[] | null = null,
) =>
  StatementRecordSchema.parse({
    statementId,
    sql,
    time: '2026-11-28T04:00:00.000Z',
    durationMs: 3,
    outcome: error ? 'error' : 'ok',
    rowCount: error ? null : 1,
    affectedRows: null,
    truncated: false,
    error,
    errorCode,
    columns: [],
    params,
  });

const statements: StatementRecord[] = [
  statement(1, 'SELECT * FROM Users'),
  statement(2, 'select * from nope', 'relation "nope" does not exist', '42P01'),
  statement(3, "update orders set state = 'paid'"),
  statement(4, 'delete from orders where id = $1', null, null, ['20261129-Order', null]),
];

describe('issue 18: searching a database session’s statements', () => {
  it('keeps every statement, in order, for an empty or blank search', () => {
    expect(filterStatements(statements, '').map((s) => s.statementId)).toEqual([1, 2, 3, 4]);
    expect(filterStatements(statements, '   ').map((s) => s.statementId)).toEqual([1, 2, 3, 4]);
  });

  it('matches the statement text ignoring case and surrounding blanks', () => {
    expect(filterStatements(statements, ' users ').map((s) => s.statementId)).toEqual([1]);
    expect(filterStatements(statements, 'SELECT').map((s) => s.statementId)).toEqual([1, 2]);
  });

  it('matches the database’s error and its code', () => {
    expect(filterStatements(statements, 'DOES NOT EXIST').map((s) => s.statementId)).toEqual([2]);
    expect(filterStatements(statements, '42p01').map((s) => s.statementId)).toEqual([2]);
  });

  it('matches the values a prepared statement ran with', () => {
    expect(filterStatements(statements, '20261129-order').map((s) => s.statementId)).toEqual([4]);
  });

  it('finds nothing for a text no statement holds', () => {
    expect(filterStatements(statements, 'drop table')).toEqual([]);
  });

  it('knows database sessions by their protocol', () => {
    expect(isDatabaseSession({ protocol: 'POSTGRESQL' })).toBe(true);
    expect(isDatabaseSession({ protocol: 'MYSQL' })).toBe(true);
    expect(isDatabaseSession({ protocol: 'SSH' })).toBe(false);
  });
});
