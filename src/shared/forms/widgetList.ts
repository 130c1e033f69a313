import type { Widget } from './widgetSchema';

/**
 * The designer's edits of a widget list. Each answers a new list and leaves the one it was given alone,
 * so the console can keep the old list for undo and compare by identity.
 */

/** The list with the widget at the index (clamped to the list's ends). */
export function insertWidget(list: readonly Widget[], index: number, widget: Widget): Widget[] {
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), widget, ...list.slice(at)];
}

/** The list with the widget at `from` moved to `to` (clamped); the same order when `from` is out of range. */
export function moveWidget(list: readonly Widget[], from: number, to: number): Widget[] {
  if (from < 0 || from >= list.length) return [...list];
  const rest = list.filter((_, index) => index !== from);
  return insertWidget(rest, to, list[from] as Widget);
}

/** The widget with this field name, looked for in grid columns too; null when the form has none. */
export function findWidget(list: readonly Widget[], model: string): Widget | null {
  for (const widget of list) {
    if (widget.model === model) return widget;
    for (const column of widget.columns ?? []) {
      const found = findWidget(column.list, model);
      if (found) return found;
    }
  }
  return null;
}

/** The list with the widget of this field name (in grid columns too) replaced; unchanged when there is none. */
export function replaceWidget(list: readonly Widget[], model: string, next: Widget): Widget[] {
  return list.map((widget) => {
    if (widget.model === model) return next;
    if (!widget.columns) return widget;
    return {
      ...widget,
      columns: widget.columns.map((column) => ({ ...column, list: replaceWidget(column.list, model, next) })),
    };
  });
}

export interface RemovedWidget {
  list: Widget[];
  /** The widget to select next: the one after the removed one in its list, else the one before, else none. */
  selected: Widget | null;
}

/** The list without the widget of this field name, wherever it sits, and its neighbour to select (spec §2). */
export function removeWidget(list: readonly Widget[], model: string): RemovedWidget {
  const { list: rest, selected } = removeFrom(list, model) ?? { list: [...list], selected: null };
  return { list: rest, selected };
}

/** As removeWidget, or null when no widget of the list or its grids has the field name. */
function removeFrom(list: readonly Widget[], model: string): RemovedWidget | null {
  const index = list.findIndex((widget) => widget.model === model);
  if (index >= 0) {
    const rest = list.filter((_, at) => at !== index);
    return { list: rest, selected: rest[index] ?? rest[index - 1] ?? null };
  }
  for (const [at, widget] of list.entries()) {
    for (const [c, column] of (widget.columns ?? []).entries()) {
      const removed = removeFrom(column.list, model);
      if (!removed) continue;
      const columns = (widget.columns ?? []).map((other, oc) => (oc === c ? { ...other, list: removed.list } : other));
      return {
        list: list.map((other, ow) => (ow === at ? { ...widget, columns } : other)),
        selected: removed.selected,
      };
    }
  }
  return null;
}
