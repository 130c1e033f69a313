import {
  createWidget,
  type FormModel,
  type FormModelInput,
  FormModelSchema,
  type Widget,
  type WidgetInput,
  type WidgetKind,
  WidgetSchema,
  widgetIdSource,
} from '../../../src/shared/forms';

/** A widget built through the schema, so fixtures cannot drift from the contract. */
export function widget(input: Partial<WidgetInput> & Pick<WidgetInput, 'type' | 'model' | 'name'>): Widget {
  return WidgetSchema.parse({ key: input.model, ...input });
}

/** A widget of the kind with the designer's defaults and a field name of our choosing. */
export function designed(kind: WidgetKind, model: string, name: string): Widget {
  return { ...createWidget(kind, { name, newId: () => model }), model };
}

/** A form model built through the schema. */
export function form(list: Widget[], input: Partial<FormModelInput> = {}): FormModel {
  return FormModelSchema.parse({ modelKey: 'Process_leave', name: '请假', list, ...input });
}

/** Ids that do not depend on the clock. */
export const fixedIds = () => widgetIdSource(() => 1000);
