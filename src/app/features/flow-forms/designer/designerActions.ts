import type { FormConfig, FormModel, Widget, WidgetKind } from '../../../../shared/forms';
import { appendWidget, cloneAt, type DesignerEdit, deleteAt, updateAt } from './designerEdits';

interface DesignerState {
  value: FormModel;
  onChange: (next: FormModel) => void;
  selected: string | null;
  /** Another widget is selected (or none): the property boxes start over. */
  select: (model: string | null) => void;
  /** The selected widget took a new field name: the same widget stays selected, its boxes as they are. */
  follow: (model: string) => void;
  makeWidget: (kind: WidgetKind) => Widget;
  isKeyEditable: boolean;
}

/** What the designer's controls do to the model and the selection; apart from React so tests can call it. */
export function designerActions(state: DesignerState) {
  const { value, onChange, selected, select, follow, makeWidget, isKeyEditable } = state;
  const apply = (edit: DesignerEdit | null) => {
    if (!edit) return;
    onChange(edit.form);
    select(edit.selected);
  };
  return {
    apply,
    select,
    /** A click on the palette: the new widget at the end of the form, selected. */
    add: (kind: WidgetKind) => apply(appendWidget(value, makeWidget(kind))),
    clone: (model: string) => apply(cloneAt(value, model)),
    /** The neighbour of the deleted widget is selected (spec §2). */
    remove: (model: string) => apply(deleteAt(value, model)),
    changeWidget: (next: Widget) => {
      if (!selected) return;
      onChange(updateAt(value, selected, next).form);
      follow(next.model);
    },
    changeConfig: (config: FormConfig) => onChange({ ...value, config }),
    /** Widgets and form properties come from the import; the saved model keeps its id and its key. */
    importForm: (imported: FormModel) => {
      onChange({ ...imported, id: value.id, modelKey: isKeyEditable ? imported.modelKey : value.modelKey });
      select(null);
    },
  };
}
