import { findWidget, replaceWidget, type Widget } from '../../../../shared/forms';

/** A list of widgets in a form: the form's own, or a column of one of its grids. */
export type ListRef = { grid: null } | { grid: string; column: number };

export const FORM_LIST: ListRef = { grid: null };

/** A place in a list: where a widget sits, or where a new one goes. */
export interface Place {
  list: ListRef;
  index: number;
}

export const isSameList = (a: ListRef, b: ListRef): boolean =>
  a.grid === b.grid && (a.grid === null || (b.grid !== null && a.column === b.column));

/** The widgets of the list, or null when the form has no such grid or column. */
export function listAt(list: readonly Widget[], ref: ListRef): readonly Widget[] | null {
  if (ref.grid === null) return list;
  return findWidget(list, ref.grid)?.columns?.[ref.column]?.list ?? null;
}

/** The form's list with the referenced list replaced; unchanged when there is no such list. */
export function withListAt(list: readonly Widget[], ref: ListRef, next: Widget[]): Widget[] {
  if (ref.grid === null) return next;
  const grid = findWidget(list, ref.grid);
  if (!grid?.columns?.[ref.column]) return [...list];
  const at = ref.column;
  const columns = grid.columns.map((column, index) => (index === at ? { ...column, list: next } : column));
  return replaceWidget(list, ref.grid, { ...grid, columns });
}

/** Where the widget of this field name sits, looked for in grid columns too; null when nowhere. */
export function placeOf(list: readonly Widget[], model: string, ref: ListRef = FORM_LIST): Place | null {
  for (const [index, widget] of list.entries()) {
    if (widget.model === model) return { list: ref, index };
    for (const [column, { list: inner }] of (widget.columns ?? []).entries()) {
      const found = placeOf(inner, model, { grid: widget.model, column });
      if (found) return found;
    }
  }
  return null;
}
