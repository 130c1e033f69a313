/** Forms of approval flows: the form model the designer edits and the check of the data submitted with it. */
export * from './designerRules';
export type { FieldCheck } from './fieldChecks';
export { fieldCheck } from './fieldChecks';
export { buildFormDataSchema, defaultFormData, type FormValues } from './formDataSchema';
export { type FormField, formFields, isListValue } from './formFields';
export {
  type FormConfig,
  FormConfigSchema,
  type FormModel,
  type FormModelInput,
  FormModelSchema,
  ModelKeySchema,
  ModelNameSchema,
} from './formModel';
export { type ImportedFormModel, importFormModel } from './importFormModel';
export { type FormValue, isEmptyValue, toListValue, toSingleValue } from './valueShape';
export { type ModelProblem, widgetProblems } from './widgetChecks';
export {
  type CreateWidgetOptions,
  cloneWidget,
  createWidget,
  setMultiple,
  type WidgetIdSource,
  widgetIdSource,
} from './widgetFactory';
export {
  BASIC_KINDS,
  canBeMultiple,
  holdsValue,
  isListKind,
  isTextKind,
  isWidgetKind,
  LAYOUT_KINDS,
  multipleShapesValue,
  OTHER_KINDS,
  takesOptions,
  WIDGET_KINDS,
  type WidgetKind,
} from './widgetKinds';
export { findWidget, insertWidget, moveWidget, type RemovedWidget, removeWidget, replaceWidget } from './widgetList';
export {
  type GridColumn,
  GridColumnSchema,
  type OptionItem,
  OptionItemSchema,
  type RemoteOption,
  RemoteOptionSchema,
  type Widget,
  type WidgetInput,
  type WidgetOptions,
  WidgetOptionsSchema,
  type WidgetRule,
  WidgetRuleSchema,
  WidgetSchema,
} from './widgetSchema';
