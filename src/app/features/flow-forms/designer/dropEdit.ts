import type { FormModel, Widget, WidgetKind } from '../../../../shared/forms';
import { type DesignerEdit, insertAt, moveTo } from './designerEdits';
import type { DragSource, DropData } from './dragData';
import { isSameList, placeOf } from './widgetPlaces';

/**
 * The edit a drop makes. From the palette, a new widget goes before the widget it was dropped on (after it
 * when dropped on its lower half), or at the end of a list. A canvas widget moved within its list takes the
 * place of the one it was dropped on, as a sortable list does; into another list it goes in as a new one.
 */
export function dropEdit(
  form: FormModel,
  source: DragSource,
  target: DropData,
  isLowerHalf: boolean,
  makeWidget: (kind: WidgetKind) => Widget,
): DesignerEdit | null {
  const { list, index } = target.place;
  const insertIndex = target.isWidget && isLowerHalf ? index + 1 : index;
  if (source.from === 'palette') return insertAt(form, makeWidget(source.kind), { list, index: insertIndex });
  const from = placeOf(form.list, source.model);
  if (!from) return null;
  return moveTo(form, source.model, { list, index: isSameList(from.list, list) ? index : insertIndex });
}
