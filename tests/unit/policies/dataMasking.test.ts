import { describe, expect, it } from 'vitest';
import { DbError } from '../../../src/server/bastion/database/dbConnection';
import { maskedColumns } from '../../../src/server/modules/db-sessions/maskedColumns';
import { maskedError } from '../../../src/server/modules/db-sessions/maskedError';
import { FULL_MASK, globMatches, type MaskRule, maskValue } from '../../../src/shared/rules/dataMasking';
import { resolveDbRules } from '../../../src/shared/rules/dbSessionRules';

describe('mask functions', () => {
  it('masks a phone number keeping the first 3 and last 4 digits', () => {
    expect(maskValue('phone', '13812341234')).toBe('138****1234');
    expect(maskValue('phone', 13812341234)).toBe('138****1234');
    expect(maskValue('phone', '123456')).toBe(FULL_MASK);
  });

  it('masks a Chinese ID number keeping the first 6 and last 4 characters', () => {
    expect(maskValue('idNumber', '11010119900307123X')).toBe('110101********123X');
    expect(maskValue('idNumber', '110101900307123')).toBe('110101*****7123');
    expect(maskValue('idNumber', '1234567890')).toBe(FULL_MASK);
  });

  it('masks an e-mail, a name (by character, CJK included) and everything with full', () => {
    expect(maskValue('email', 'zhang.san@example.com')).toBe('z***@example.com');
    expect(maskValue('email', 'no-at-sign')).toBe(FULL_MASK);
    expect(maskValue('name', '张三丰')).toBe('张**');
    expect(maskValue('name', 'Alice')).toBe('A****');
    expect(maskValue('name', '王')).toBe('*');
    expect(maskValue('full', 'secret value')).toBe(FULL_MASK);
    expect(maskValue('full', true)).toBe(FULL_MASK);
  });

  it('leaves NULL as NULL', () => {
    expect(maskValue('phone', null)).toBeNull();
  });

  it('matches column patterns with * ignoring case, and nothing else', () => {
    expect(globMatches('mobile*', 'Mobile_Phone')).toBe(true);
    expect(globMatches('phone', 'phones')).toBe(false);
    expect(globMatches('*', 'anything')).toBe(true);
    expect(globMatches('a.b', 'axb')).toBe(false);
  });
});

describe('which result columns are masked', () => {
  const rules: MaskRule[] = [
    { pattern: 'phone', kind: 'phone' },
    { pattern: 'users.id_no', kind: 'idNumber' },
  ];
  const kinds = (sql: string, names: string[], protocol: 'MYSQL' | 'POSTGRESQL' = 'MYSQL') =>
    maskedColumns(protocol, sql, names, rules);

  it('by the column a select item reads: alias, expression, UNION part', () => {
    expect(kinds('select phone as p, name from users', ['p', 'name'])).toEqual(['phone', null]);
    expect(kinds("select concat(phone, '') from users", ["concat(phone, '')"])).toEqual(['phone']);
    expect(kinds('select name from a union select phone from users', ['name'])).toEqual(['phone']);
    expect(kinds('select 1 as phone', ['phone'])).toEqual(['phone']);
  });

  it('through derived tables and CTEs, and for `*` by name', () => {
    expect(kinds('select * from (select phone as p, id_no from users) x', ['p', 'id_no'], 'POSTGRESQL')).toEqual([
      'phone',
      'idNumber',
    ]);
    expect(kinds('with x as (select phone p from users) select p as q from x', ['q'])).toEqual(['phone']);
    expect(kinds('select * from users', ['id', 'phone', 'id_no'])).toEqual([null, 'phone', 'idNumber']);
  });

  it('a table-qualified rule only for that table, aliases resolved', () => {
    expect(kinds('select u.id_no, o.id_no from users u join orders o on 1 = 1', ['id_no', 'id_no'])).toEqual([
      'idNumber',
      null,
    ]);
    expect(kinds('select id_no from orders', ['id_no'])).toEqual([null]);
  });

  it('a whole row read as one value fully, when a rule may name a column of its table; count(*) not', () => {
    expect(
      kinds(
        'select count(*), row_to_json(u), to_jsonb(u.*) from users u',
        ['count', 'row_to_json', 'to_jsonb'],
        'POSTGRESQL',
      ),
    ).toEqual([null, 'full', 'full']);
    const onlyUsers: MaskRule[] = [{ pattern: 'users.id_no', kind: 'idNumber' }];
    expect(maskedColumns('POSTGRESQL', 'select row_to_json(o) from orders o', ['row_to_json'], onlyUsers)).toEqual([
      null,
    ]);
  });

  it('RETURNING like a select list; a plan (EXPLAIN) is never masked', () => {
    expect(kinds("update users set name = 'x' returning phone as p, name", ['p', 'name'], 'POSTGRESQL')).toEqual([
      'phone',
      null,
    ]);
    expect(kinds('/* plan */ explain analyze select phone from users;', ['QUERY PLAN'], 'POSTGRESQL')).toEqual([null]);
    // A second statement after the plan answers its own rows: not a plan.
    expect(kinds('explain select 1; select phone from users', ['phone'], 'POSTGRESQL')).toEqual(['phone']);
  });

  it('an unreadable statement by name, hiding every column when it mentions a masked one', () => {
    expect(kinds('selec phone, name frm users', ['phone', 'name'])).toEqual(['phone', 'full']);
    expect(kinds('selec name frm users', ['name'])).toEqual([null]);
  });
});

describe('database errors under masking', () => {
  const rules: MaskRule[] = [{ pattern: 'phone', kind: 'phone' }];
  const error = (message: string) => new DbError(message, 'statement', 'E');

  it('hides quoted values the user did not type, keeps names and literals they did', () => {
    const sql = 'insert into shop.contacts (id, phone) select 3, phone from contacts where id = 1';
    expect(maskedError(error("Duplicate entry '13812341234' for key 'phone'"), sql, rules).message).toBe(
      "Duplicate entry '******' for key 'phone'",
    );
    expect(maskedError(error("Table 'shop.nope' doesn't exist"), 'select * from nope', rules).message).toBe(
      "Table 'shop.nope' doesn't exist",
    );
    expect(maskedError(error('invalid input syntax: "abc"'), "select 'abc'::int", rules).message).toBe(
      'invalid input syntax: "abc"',
    );
  });

  it('leaves errors alone without rules, and timeouts and cancels always', () => {
    const message = "Duplicate entry '13812341234' for key 'phone'";
    expect(maskedError(error(message), 'insert', []).message).toBe(message);
    const timeout = new DbError("canceling statement '1'", 'timeout', null);
    expect(maskedError(timeout, 'select 1', rules)).toBe(timeout);
  });
});

describe('database rules of several policies', () => {
  const policy = (id: number, priority: number, rules: Partial<Parameters<typeof resolveDbRules>[0][number]>) => ({
    id,
    name: `p${id}`,
    priority,
    dbRowLimit: null,
    dbTimeoutSeconds: null,
    masking: [],
    ...rules,
  });

  it('takes the first priority that sets a rule; equal priority: the lower limit and every masking rule', () => {
    const resolved = resolveDbRules([
      policy(1, 5, { dbRowLimit: 100, masking: [{ pattern: 'phone', kind: 'phone' }] }),
      policy(2, 5, { dbRowLimit: 50, masking: [{ pattern: 'email', kind: 'email' }] }),
      policy(3, 9, { dbRowLimit: 10, dbTimeoutSeconds: 20, masking: [{ pattern: 'name', kind: 'name' }] }),
    ]);
    expect(resolved).toMatchObject({ dbRowLimit: 50, dbTimeoutSeconds: 20 });
    expect(resolved.masking.map((rule) => rule.pattern)).toEqual(['phone', 'email']);
    expect(resolved.decidedBy).toEqual({ dbRowLimit: 'p2', dbTimeoutSeconds: 'p3', masking: 'p1, p2' });
  });
});
