import { IMPORT_COLUMNS, type ImportColumnKey } from '../../../shared/api/assetImport';
import { ResponseCode } from '../../../shared/codes';
import { AppError } from '../../errors/appError';

/** Which cell of a row holds each column, read from the header row. */
export type ColumnIndex = Map<ImportColumnKey, number>;

/** "资产名称", "Asset name", "assetName", "资产名称*" and "资产名称 (assetName)" all name the same column. */
function normalise(header: string): string {
  return header
    .replace(/[（(][^)）]*[)）]/g, '')
    .replace(/[*＊\s]/g, '')
    .toLowerCase();
}

const COLUMN_BY_HEADER = new Map<string, ImportColumnKey>(
  IMPORT_COLUMNS.flatMap((column) => [
    [normalise(column.key), column.key],
    [normalise(column.zh), column.key],
    [normalise(column.en), column.key],
  ]),
);

export function columnIndexOf(header: readonly string[]): ColumnIndex {
  const index: ColumnIndex = new Map();
  header.forEach((cell, position) => {
    const key = COLUMN_BY_HEADER.get(normalise(cell));
    if (key && !index.has(key)) index.set(key, position);
  });
  const missing = IMPORT_COLUMNS.filter((column) => column.required && !index.has(column.key));
  if (missing.length > 0) {
    throw new AppError(
      ResponseCode.importFileInvalid,
      'importMissingColumns',
      { columns: missing.map((column) => `${column.zh} (${column.key})`).join(', ') },
      { data: { field: 'file' } },
    );
  }
  return index;
}

export function cellOf(cells: readonly string[], index: ColumnIndex, key: ImportColumnKey): string {
  const position = index.get(key);
  return position === undefined ? '' : (cells[position] ?? '').trim();
}

/** "a;b", "a；b" → ["a", "b"]. */
export function splitList(text: string): string[] {
  return text
    .split(/[;；]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** "华东总部/运维一部", "华东总部 / 运维一部" → "华东总部/运维一部". */
export function normaliseDeptPath(text: string): string {
  return text
    .split(/[/／]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('/');
}
