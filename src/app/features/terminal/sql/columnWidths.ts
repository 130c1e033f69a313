import type { DbColumn, StatementResult } from '../../../../shared/api/dbSessions';

export const MIN_COLUMN_PX = 48;
export const MAX_COLUMN_PX = 1200;
/** One arrow key press on a column's resize handle; with Shift, five times as much. */
export const RESIZE_STEP_PX = 16;
const CHAR_PX = 8;
const PADDING_PX = 24;
/** Columns start no wider than this, however long their values; the user widens them. */
const START_MAX_PX = 360;
/** Rows looked at to guess a column's starting width. */
const SAMPLE_ROWS = 50;

export function clampWidth(px: number): number {
  return Math.round(Math.min(MAX_COLUMN_PX, Math.max(MIN_COLUMN_PX, px)));
}

/** Starting widths: the longest of the name, the type and the first rows' values, within bounds. */
export function initialWidths(columns: readonly DbColumn[], rows: StatementResult['rows']): number[] {
  return columns.map((column, index) => {
    let chars = Math.max(column.name.length, column.type.length, 4);
    for (const row of rows.slice(0, SAMPLE_ROWS)) {
      const value = row[index];
      const text = value === null || value === undefined ? 'NULL' : String(value);
      chars = Math.max(chars, text.split('\n', 1)[0]?.length ?? 0);
    }
    return clampWidth(Math.min(START_MAX_PX, chars * CHAR_PX + PADDING_PX));
  });
}

/** The widths after one column is set to `px` (bounded); the others stay. */
export function withWidth(widths: readonly number[], index: number, px: number): number[] {
  return widths.map((width, at) => (at === index ? clampWidth(px) : width));
}

/** What a key does on a resize handle: arrows narrow or widen (Shift for big steps), Home/End go to the bounds. */
export function keyedWidth(width: number, key: string, isBigStep: boolean): number | null {
  const step = RESIZE_STEP_PX * (isBigStep ? 5 : 1);
  if (key === 'ArrowLeft') return clampWidth(width - step);
  if (key === 'ArrowRight') return clampWidth(width + step);
  if (key === 'Home') return MIN_COLUMN_PX;
  if (key === 'End') return MAX_COLUMN_PX;
  return null;
}
