import type { EditorState } from '@codemirror/state';
import type { DbProtocol } from '../session/dbProtocol';
import { splitStatements, statementAt } from './statementSplit';

/** What Run (Ctrl/Cmd+Enter) sends: the selection when there is one, else the statement the cursor is in. */
export function textToRun(state: EditorState, dialect: DbProtocol): string {
  const selected = state.selection.ranges
    .filter((range) => !range.empty)
    .map((range) => state.sliceDoc(range.from, range.to))
    .join('\n')
    .trim();
  if (selected) return selected;
  return statementAt(state.doc.toString(), state.selection.main.head, dialect)?.sql.trim() ?? '';
}

/** What Run all sends, one after another: every statement of the text (of the selection, when there is one). */
export function statementsToRun(state: EditorState, dialect: DbProtocol): string[] {
  const range = state.selection.main;
  const text = range.empty ? state.doc.toString() : state.sliceDoc(range.from, range.to);
  return splitStatements(text, dialect).map((span) => span.sql.trim());
}

/** The plan of a statement (without running it): EXPLAIN in both dialects; a statement that is one already stays. */
export function explainSql(statement: string): string {
  return /^\s*explain\b/i.test(statement) ? statement : `EXPLAIN ${statement}`;
}

/** PostgreSQL's EXPLAIN answers one text column, a line of the plan per row: shown as text rather than a grid. */
export function planText(columns: readonly { name: string }[], rows: readonly (readonly unknown[])[]): string | null {
  if (columns.length !== 1 || columns[0]?.name.toUpperCase() !== 'QUERY PLAN') return null;
  return rows.map((row) => String(row[0] ?? '')).join('\n');
}
