import type { DbColumn } from '../../../../shared/api/dbSessions';

type Value = string | number | boolean | null;

/** Text a spreadsheet would run as a formula (OWASP CSV injection): prefixed with ' unless it is a plain number. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/;

function cell(value: Value): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A result as CSV (RFC 4180: CRLF, quoted where needed) with a UTF-8 byte-order mark so spreadsheet programs read
 * Chinese text right. NULL is an empty cell; the header row is the column names.
 */
export function resultCsv(columns: readonly DbColumn[], rows: readonly (readonly Value[])[]): string {
  const lines = [columns.map((column) => cell(column.name)), ...rows.map((row) => row.map(cell))];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** Saves the text as a file through a temporary link (the result is already in the page: no request). */
export function saveCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; the download keeps its own copy.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
