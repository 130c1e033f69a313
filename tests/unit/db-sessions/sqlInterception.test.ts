import { describe, expect, it } from 'vitest';
import { matchesObject, parseObjectPattern } from '../../../src/server/modules/db-sessions/interception/objectPattern';
import { classifySql } from '../../../src/server/modules/db-sessions/interception/sqlFacts';
import {
  decideSql,
  rankSqlPolicies,
  toSqlPolicy,
} from '../../../src/server/modules/db-sessions/interception/sqlPolicyMatch';
import type { StoredCommandPolicy } from '../../../src/server/modules/policies/commandPolicies';

describe('classifySql', () => {
  it('gives each statement its kind, WHERE-less DELETE/UPDATE and the tables it names', () => {
    expect(classifySql('DROP TABLE hr.salary; delete from users', 'MYSQL')).toEqual([
      { kind: 'DROP', noWhere: false, touched: [{ schema: 'hr', table: 'salary' }] },
      { kind: 'DELETE', noWhere: true, touched: [{ schema: null, table: 'users' }] },
    ]);
    expect(classifySql('update t set a = 1 where b = 2', 'POSTGRESQL')).toEqual([
      { kind: 'UPDATE', noWhere: false, touched: [{ schema: null, table: 't' }] },
    ]);
  });

  it('finds tables in subqueries, CTEs, ALTER, CREATE INDEX, GRANT and whole databases', () => {
    const tables = (sql: string, protocol: 'MYSQL' | 'POSTGRESQL' = 'POSTGRESQL') => {
      const facts = classifySql(sql, protocol);
      return facts === 'unparseable' ? facts : facts.flatMap((f) => f.touched);
    };
    expect(tables('delete from t where a in (select b from s.u)')).toEqual([
      { schema: null, table: 't' },
      { schema: 's', table: 'u' },
    ]);
    expect(tables('with c as (select * from hr.a) select * from c')).toContainEqual({ schema: 'hr', table: 'a' });
    expect(tables('alter table hr.x add column y int')).toEqual([{ schema: 'hr', table: 'x' }]);
    expect(tables('create index i on hr.t(a)')).toEqual([{ schema: 'hr', table: 't' }]);
    expect(tables('grant select on hr.x to bob', 'MYSQL')).toEqual([{ schema: 'hr', table: 'x' }]);
    expect(tables('drop database hr', 'MYSQL')).toEqual([{ schema: 'hr', table: null }]);
    // A column's qualifier is not a table.
    expect(tables('update t set a.x = 1', 'MYSQL')).toEqual([{ schema: null, table: 't' }]);
  });

  it('answers unparseable for what the parser cannot read', () => {
    expect(classifySql('LISTEN foo', 'POSTGRESQL')).toBe('unparseable');
    expect(classifySql('DO 1', 'MYSQL')).toBe('unparseable');
    expect(classifySql('this is not sql', 'MYSQL')).toBe('unparseable');
  });
});

describe('object patterns', () => {
  const matches = (
    pattern: string,
    schema: string | null,
    table: string | null,
    defaultSchema: string | null = null,
  ) => {
    const parsed = parseObjectPattern(pattern);
    if (!parsed) throw new Error(`bad pattern ${pattern}`);
    return matchesObject(parsed, { schema, table }, defaultSchema);
  };

  it('matches table, schema.*, *.table and globs without regard to case', () => {
    expect(matches('salary', 'hr', 'SALARY')).toBe(true);
    expect(matches('salary', null, 'salary')).toBe(true);
    expect(matches('salary', null, 'salary_old')).toBe(false);
    expect(matches('hr.*', 'HR', 'anything')).toBe(true);
    expect(matches('hr.*', 'sales', 'anything')).toBe(false);
    expect(matches('hr.*', null, 'people', 'hr')).toBe(true);
    expect(matches('hr.*', null, 'people', 'public')).toBe(false);
    expect(matches('hr.*', 'hr', null)).toBe(true);
    expect(matches('hr.salary', 'hr', null)).toBe(false);
    expect(matches('*.users', 'app', 'users')).toBe(true);
    expect(matches('"Hr".`pay*`', 'hr', 'payroll')).toBe(true);
  });

  it('refuses what is not [schema.]table', () => {
    expect(parseObjectPattern('a.b.c')).toBeNull();
    expect(parseObjectPattern('a b')).toBeNull();
    expect(parseObjectPattern('')).toBeNull();
  });
});

describe('decideSql', () => {
  const policy = (id: number, fields: Partial<StoredCommandPolicy>): StoredCommandPolicy => ({
    id,
    name: `p${id}`,
    priority: 100,
    action: 0,
    enabled: true,
    approverIds: [],
    userIds: [],
    groupIds: [],
    assetIds: [],
    accountIds: [],
    matchKind: 0,
    patterns: [],
    target: 1,
    sqlKinds: [],
    sqlNoWhere: false,
    sqlObjects: [],
    sqlUnparseable: 0,
    ...fields,
  });
  const decide = (policies: StoredCommandPolicy[], sql: string) =>
    decideSql(rankSqlPolicies(policies.map(toSqlPolicy)), classifySql(sql, 'POSTGRESQL'), 'public')?.policy.stored
      .name ?? null;

  it('requires every rule a policy sets', () => {
    const deleteSalary = [policy(1, { sqlKinds: ['DELETE'], sqlObjects: ['salary'] })];
    expect(decide(deleteSalary, 'delete from salary where id = 1')).toBe('p1');
    expect(decide(deleteSalary, 'select * from salary')).toBeNull();
    expect(decide(deleteSalary, 'delete from other')).toBeNull();
    const noWhere = [policy(2, { sqlNoWhere: true })];
    expect(decide(noWhere, 'update t set a = 1')).toBe('p2');
    expect(decide(noWhere, 'update t set a = 1 where id = 2')).toBeNull();
  });

  it('judges each statement and keeps the strictest verdict', () => {
    const policies = [policy(1, { action: 2, sqlKinds: ['SELECT'], priority: 1 }), policy(2, { sqlKinds: ['DROP'] })];
    expect(decide(policies, 'select 1; drop table t')).toBe('p2');
    expect(decide(policies, 'select 1')).toBe('p1');
  });

  it('applies fail-closed policies to unparseable text and skips fail-open ones', () => {
    const open = policy(1, { sqlKinds: ['DROP'], sqlUnparseable: 1, priority: 1 });
    const closed = policy(2, { action: 2, sqlKinds: ['GRANT'] });
    expect(decide([open, closed], 'LISTEN x')).toBe('p2');
    expect(decide([open], 'LISTEN x')).toBeNull();
  });
});
