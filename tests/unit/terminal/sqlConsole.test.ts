import { EditorSelection, EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { databaseProtocol } from '../../../src/app/features/terminal/session/dbProtocol';
import { resultCsv } from '../../../src/app/features/terminal/sql/resultCsv';
import { textToRun } from '../../../src/app/features/terminal/sql/runTarget';
import { DbColumnSchema } from '../../../src/shared/api/dbSessions';

const columns = [
  DbColumnSchema.parse({ name: 'id', type: 'int4' }),
  DbColumnSchema.parse({ name: 'name, full', type: 'text' }),
];

describe('SQL console (issue 18)', () => {
  it('exports a result as CSV with a BOM, CRLF, quoting where needed and NULL as an empty cell', () => {
    const csv = resultCsv(columns, [
      [1, '张三'],
      [2, 'say "hi"'],
      [null, 'two\nlines'],
      [3, ' padded'],
    ]);
    expect(csv).toBe('\uFEFFid,"name, full"\r\n1,张三\r\n2,"say ""hi"""\r\n,"two\nlines"\r\n3," padded"\r\n');
  });

  it('keeps a spreadsheet from running text as a formula, but leaves numbers as they are', () => {
    const csv = resultCsv([columns[0] ?? { name: 'a', type: 'text' }], [['=1+2'], ['@cmd'], ['-12.5'], [-3]]);
    expect(csv.split('\r\n').slice(1, 5)).toEqual(["'=1+2", "'@cmd", '-12.5', '-3']);
  });

  it('runs the selection when there is one, else the statement under the cursor', () => {
    const doc = 'select 1;\nselect 2;';
    expect(textToRun(EditorState.create({ doc }), 'PostgreSQL')).toBe('select 1');
    expect(textToRun(EditorState.create({ doc, selection: EditorSelection.cursor(12) }), 'PostgreSQL')).toBe(
      'select 2',
    );
    const selected = EditorState.create({ doc, selection: EditorSelection.single(10, 19) });
    expect(textToRun(selected, 'MySQL')).toBe('select 2;');
  });

  it('opens a database asset as a SQL console only when it has no terminal protocol', () => {
    expect(databaseProtocol({ protocols: [{ protocol: 'PostgreSQL' }] })).toBe('PostgreSQL');
    expect(databaseProtocol({ protocols: [{ protocol: 'MySQL' }] })).toBe('MySQL');
    expect(databaseProtocol({ protocols: [{ protocol: 'SSH' }, { protocol: 'MySQL' }] })).toBeUndefined();
    expect(databaseProtocol({ protocols: [{ protocol: 'RDP' }] })).toBeUndefined();
  });
});
