import type { DataType, DateType } from './designerRules';
import { DATE_RANGE_TYPES } from './designerRules';
import { holdsValue, isListKind, multipleShapesValue, takesOptions, type WidgetKind } from './widgetKinds';
import type { OptionItem, Widget } from './widgetSchema';

/** One field of the submitted data: a widget that holds a value, wherever it sits in the form. */
export interface FormField {
  /** The key of the value in the data. */
  model: string;
  /** The widget's title, used in the field's messages. */
  title: string;
  kind: WidgetKind;
  /** Whether the value is a list (checkbox, multiple select, upload, range…). */
  multiple: boolean;
  /** From the options or any of the library's derived rules. */
  required: boolean;
  dataType: DataType | undefined;
  /** The options' pattern and the rules' patterns, each a `new RegExp` source; all must match. */
  patterns: string[];
  /** The static options the value must be among; null when the options are remote or the kind has none. */
  options: OptionItem[] | null;
  widget: Widget;
}

/** The data fields of a form in display order, grid columns' fields included, layout and display widgets left out. */
export function formFields(form: { list: readonly Widget[] }): FormField[] {
  return form.list.flatMap((widget) => {
    const nested = (widget.columns ?? []).flatMap((column) => formFields(column));
    return holdsValue(widget.type) ? [fieldOf(widget), ...nested] : nested;
  });
}

function fieldOf(widget: Widget): FormField {
  const { options, rules } = widget;
  const patterns = [options.pattern, ...rules.map((rule) => rule.pattern)].filter((pattern): pattern is string =>
    Boolean(pattern),
  );
  return {
    model: widget.model,
    title: widget.name,
    kind: widget.type,
    multiple: isListValue(widget),
    required: Boolean(options.required) || rules.some((rule) => rule.required),
    dataType: options.dataType ?? rules.find((rule) => rule.type)?.type,
    patterns,
    options: takesOptions(widget.type) && !options.remote ? (options.options ?? []) : null,
    widget,
  };
}

/** Whether a widget's value is a list rather than one value. */
export function isListValue(widget: Widget): boolean {
  const { type, options } = widget;
  if (isListKind(type)) return true;
  if (multipleShapesValue(type)) return Boolean(options.multiple);
  if (type === 'time') return Boolean(options.isRange);
  if (type === 'date') return isDateList(options.type);
  return false;
}

/** A date picker of several dates or of a range. */
export const isDateList = (type: DateType | undefined): boolean =>
  type === 'dates' || (type !== undefined && DATE_RANGE_TYPES.includes(type));
