import { EditorSelection, EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { explainSql, planText, statementsToRun } from '../../../src/app/features/terminal/sql/runTarget';
import { splitStatements, statementAt } from '../../../src/app/features/terminal/sql/statementSplit';

const texts = (text: string, dialect: 'MySQL' | 'PostgreSQL') => splitStatements(text, dialect).map((s) => s.sql);

describe('SQL console statement splitter (issue 18)', () => {
  it('splits at semicolons and leaves out empty statements and comment-only ones', () => {
    expect(texts('select 1; select 2;\n;\n-- only a comment\n', 'PostgreSQL')).toEqual(['select 1', 'select 2']);
    expect(texts('select 1', 'MySQL')).toEqual(['select 1']);
  });

  it('keeps semicolons inside quotes, identifiers and comments', () => {
    const pg = `select 'a;b', "c;d" from t; -- x;y\nselect /* p;q */ 2;`;
    expect(texts(pg, 'PostgreSQL')).toEqual([`select 'a;b', "c;d" from t`, 'select /* p;q */ 2']);
    expect(texts("select 'it''s; fine'; select 3", 'PostgreSQL')).toEqual(["select 'it''s; fine'", 'select 3']);
    expect(texts('select `a;b` from t; select 2', 'MySQL')).toEqual(['select `a;b` from t', 'select 2']);
  });

  it('follows each dialect: backslash escapes and # comments on MySQL, E strings and nested comments on PostgreSQL', () => {
    expect(texts("select 'a\\';b'; select 2", 'MySQL')).toEqual(["select 'a\\';b'", 'select 2']);
    expect(texts('select 1; # a;b\nselect 2', 'MySQL')).toEqual(['select 1', 'select 2']);
    // On PostgreSQL a backslash is a plain character in a standard string, an escape in an E string.
    expect(texts("select 'a\\'; select 2", 'PostgreSQL')).toEqual(["select 'a\\'", 'select 2']);
    expect(texts("select E'a\\';b'; select 2", 'PostgreSQL')).toEqual(["select E'a\\';b'", 'select 2']);
    expect(texts('select /* a /* b; */ c; */ 1; select 2', 'PostgreSQL')).toEqual([
      'select /* a /* b; */ c; */ 1',
      'select 2',
    ]);
    // MySQL wants a space after --: "1--1" is arithmetic.
    expect(texts('select 1--1; select 2', 'MySQL')).toEqual(['select 1--1', 'select 2']);
  });

  it('keeps PostgreSQL dollar-quoted bodies whole, and leaves $1 parameters alone', () => {
    const fn = `create function f() returns int as $$ begin; return 1; end $$ language plpgsql;\nselect f();`;
    expect(texts(fn, 'PostgreSQL')).toEqual([
      'create function f() returns int as $$ begin; return 1; end $$ language plpgsql',
      'select f()',
    ]);
    expect(texts('do $body$ begin perform 1; end $body$; select 2', 'PostgreSQL')).toHaveLength(2);
    expect(texts('prepare p as select $1; execute p(1)', 'PostgreSQL')).toEqual([
      'prepare p as select $1',
      'execute p(1)',
    ]);
  });

  it('finds the statement under the cursor, between statements the one ending on its line', () => {
    const text = 'select 1;  \n\nselect 2;\nselect 3';
    expect(statementAt(text, 0, 'PostgreSQL')?.sql).toBe('select 1');
    expect(statementAt(text, 9, 'PostgreSQL')?.sql).toBe('select 1');
    expect(statementAt(text, 11, 'PostgreSQL')?.sql).toBe('select 1');
    expect(statementAt(text, 12, 'PostgreSQL')?.sql).toBe('select 2');
    expect(statementAt(text, 16, 'PostgreSQL')?.sql).toBe('select 2');
    expect(statementAt(text, text.length, 'PostgreSQL')?.sql).toBe('select 3');
    expect(statementAt('select 1;\n\n', 11, 'MySQL')?.sql).toBe('select 1');
    expect(statementAt('  -- nothing\n', 3, 'MySQL')).toBeNull();
  });

  it('runs every statement for Run all, of the selection when there is one', () => {
    const doc = 'select 1; select 2; select 3;';
    expect(statementsToRun(EditorState.create({ doc }), 'MySQL')).toEqual(['select 1', 'select 2', 'select 3']);
    const selected = EditorState.create({ doc, selection: EditorSelection.single(10, doc.length) });
    expect(statementsToRun(selected, 'MySQL')).toEqual(['select 2', 'select 3']);
  });

  it('explains a statement once, and reads PostgreSQL plans as text', () => {
    expect(explainSql('select 1')).toBe('EXPLAIN select 1');
    expect(explainSql('explain analyze select 1')).toBe('explain analyze select 1');
    expect(planText([{ name: 'QUERY PLAN' }], [['Seq Scan on t'], ['  Filter: (a = 1)']])).toBe(
      'Seq Scan on t\n  Filter: (a = 1)',
    );
    expect(planText([{ name: 'id' }, { name: 'select_type' }], [[1, 'SIMPLE']])).toBeNull();
  });
});
