import type { WidgetKind } from '../../../../shared/forms';
import type { ListRef, Place } from './widgetPlaces';

/**
 * What the designer's draggables and drop targets carry (dnd-kit's `data`). Drop targets are the lists (the
 * form, each grid column) and the widgets in them; `ancestors` are the grids a target sits in, so a grid is
 * never offered its own columns, and `depth` lets the innermost target under the pointer win.
 */
export type DragSource = { from: 'palette'; kind: WidgetKind } | { from: 'canvas'; model: string };

export interface DragData {
  source: DragSource;
  /** What announcements call it. */
  label: string;
}

export interface DropData {
  place: Place;
  /** Whether the target is a widget (insert before or after it) rather than a list (append to it). */
  isWidget: boolean;
  depth: number;
  ancestors: readonly string[];
  label: string;
}

export const paletteDragId = (kind: WidgetKind): string => `palette:${kind}`;
export const widgetDragId = (model: string): string => `widget:${model}`;
export const listDropId = (ref: ListRef): string =>
  ref.grid === null ? 'list:form' : `list:${ref.grid}:${ref.column}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function dragDataOf(data: unknown): DragData | null {
  return isRecord(data) && isRecord(data.source) ? (data as unknown as DragData) : null;
}

export function dropDataOf(data: unknown): DropData | null {
  return isRecord(data) && isRecord(data.place) ? (data as unknown as DropData) : null;
}
