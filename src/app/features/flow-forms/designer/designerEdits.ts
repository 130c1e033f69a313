import {
  cloneWidget,
  type FormModel,
  findWidget,
  insertWidget,
  moveWidget,
  removeWidget,
  replaceWidget,
  type Widget,
  type WidgetIdSource,
} from '../../../../shared/forms';
import { FORM_LIST, isSameList, listAt, type Place, placeOf, withListAt } from './widgetPlaces';

/**
 * The designer's edits of a form (spec §2 "Actions"): each answers the new form and the widget to select,
 * by field name. Field names are unique in a form (the identifier property commits only a free one), so
 * a field name is what the designer selects by.
 */
export interface DesignerEdit {
  form: FormModel;
  selected: string | null;
}

/** The widget inserted at the place (the end of the form when the place has gone), selected. */
export function insertAt(form: FormModel, widget: Widget, place: Place): DesignerEdit {
  const target = listAt(form.list, place.list);
  const list = target
    ? withListAt(form.list, place.list, insertWidget(target, place.index, widget))
    : insertWidget(form.list, form.list.length, widget);
  return { form: { ...form, list }, selected: widget.model };
}

/** A new widget at the end of the form: what a click on the palette does. */
export const appendWidget = (form: FormModel, widget: Widget): DesignerEdit =>
  insertAt(form, widget, { list: FORM_LIST, index: form.list.length });

/** A copy of the widget right after it, in the same list, selected; null when there is no such widget. */
export function cloneAt(form: FormModel, model: string, newId?: WidgetIdSource): DesignerEdit | null {
  const widget = findWidget(form.list, model);
  const place = placeOf(form.list, model);
  if (!widget || !place) return null;
  return insertAt(form, cloneWidget(widget, newId), { list: place.list, index: place.index + 1 });
}

/** The form without the widget; its neighbour (the next one, else the one before) is selected. */
export function deleteAt(form: FormModel, model: string): DesignerEdit {
  const { list, selected } = removeWidget(form.list, model);
  return { form: { ...form, list }, selected: selected?.model ?? null };
}

/**
 * The widget moved to the place: within its list as a sortable list moves (to the index of the widget it was
 * dropped on), or into another list before the index. Null when nothing moves: no such widget, or a grid
 * dropped into one of its own columns.
 */
export function moveTo(form: FormModel, model: string, to: Place): DesignerEdit | null {
  const widget = findWidget(form.list, model);
  const from = placeOf(form.list, model);
  if (!widget || !from) return null;
  if (to.list.grid !== null && findWidget([widget], to.list.grid)) return null;
  if (isSameList(from.list, to.list)) {
    const current = listAt(form.list, from.list) ?? [];
    if (from.index === to.index) return null;
    const list = withListAt(form.list, from.list, moveWidget(current, from.index, to.index));
    return { form: { ...form, list }, selected: model };
  }
  const rest = removeWidget(form.list, model).list;
  const target = listAt(rest, to.list);
  if (!target) return null;
  return {
    form: { ...form, list: withListAt(rest, to.list, insertWidget(target, to.index, widget)) },
    selected: model,
  };
}

/** The widget of this field name replaced by its edited self, which stays selected under its (new) name. */
export function updateAt(form: FormModel, model: string, next: Widget): DesignerEdit {
  return { form: { ...form, list: replaceWidget(form.list, model, next) }, selected: next.model };
}
