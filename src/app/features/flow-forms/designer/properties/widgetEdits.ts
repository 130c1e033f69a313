import {
  DATE_RANGE_TYPES,
  type DateType,
  type FormValue,
  GRID_COLUMN_SPAN_DEFAULT,
  isListValue,
  type OptionItem,
  toSingleValue,
  type Widget,
  type WidgetOptions,
} from '../../../../../shared/forms';
import { defaultFormatOf, nativeKindOfDate } from '../../components/controls/dateText';

/** Edits of one widget's properties that change more than the property itself. Each answers a new widget. */

export const withOptions = (widget: Widget, patch: Partial<WidgetOptions>): Widget => ({
  ...widget,
  options: { ...widget.options, ...patch },
});

/**
 * A date picker of another display type: the format follows the type ("yyyy-MM-dd HH:mm:ss" for a date and
 * time) and the default value starts over in the new shape, a list for several dates or a range.
 */
export function setDateType(widget: Widget, type: DateType): Widget {
  const isList = type === 'dates' || DATE_RANGE_TYPES.includes(type);
  return withOptions(widget, {
    type,
    format: defaultFormatOf(nativeKindOfDate(type)),
    defaultValue: isList ? [] : '',
  });
}

/** A date kept as a timestamp or as text: the default value starts over, as its type changes. */
export const setTimestamp = (widget: Widget, timestamp: boolean): Widget =>
  withOptions(widget, { timestamp, defaultValue: isListValue(widget) ? [] : '' });

/** A time picker turned into a range or back: the default becomes [time, time], or the range's start. */
export function setTimeRange(widget: Widget, isRange: boolean): Widget {
  const value = widget.options.defaultValue;
  if (isRange) {
    const single = toSingleValue(value);
    return withOptions(widget, { isRange, defaultValue: single === '' ? [] : [single, single] });
  }
  return withOptions(widget, { isRange, defaultValue: toSingleValue(value) });
}

/** The default value with `from` replaced by `to` (in a list too), or left out when `to` is undefined. */
function renameInDefault(
  value: FormValue | undefined,
  from: FormValue,
  to: FormValue | undefined,
): FormValue | undefined {
  if (Array.isArray(value)) {
    return value.flatMap((item) => (item === from ? (to === undefined ? [] : [to]) : [item]));
  }
  if (value === from) return to ?? '';
  return value;
}

/** The static options with option `index` edited; a default that chose its old value follows the new one. */
export function editOption(widget: Widget, index: number, next: OptionItem): Widget {
  const options = widget.options.options ?? [];
  const previous = options[index];
  if (!previous) return widget;
  return withOptions(widget, {
    options: options.map((option, at) => (at === index ? next : option)),
    defaultValue: renameInDefault(widget.options.defaultValue, previous.value, next.value),
  });
}

/** The static options without option `index`; a default that chose it chooses nothing. */
export function removeOption(widget: Widget, index: number): Widget {
  const options = widget.options.options ?? [];
  const removed = options[index];
  if (!removed) return widget;
  return withOptions(widget, {
    options: options.filter((_, at) => at !== index),
    defaultValue: renameInDefault(widget.options.defaultValue, removed.value, undefined),
  });
}

/** One more static option, named like the designer's starting ones. */
export function addOption(widget: Widget, label: string): Widget {
  return withOptions(widget, { options: [...(widget.options.options ?? []), { value: label, label }] });
}

/** The value an option's text box gives: a number stays a number while the text reads as one. */
export function optionValueOf(text: string, previous: OptionItem['value']): OptionItem['value'] {
  const number = Number(text);
  return typeof previous === 'number' && text.trim() !== '' && Number.isFinite(number) ? number : text;
}

/** Another column of the default span, empty. */
export function addColumn(widget: Widget): Widget {
  return { ...widget, columns: [...(widget.columns ?? []), { span: GRID_COLUMN_SPAN_DEFAULT, list: [] }] };
}

/** The grid without column `index` and the widgets in it; a grid keeps at least one column. */
export function removeColumn(widget: Widget, index: number): Widget {
  const columns = widget.columns ?? [];
  if (columns.length <= 1) return widget;
  return { ...widget, columns: columns.filter((_, at) => at !== index) };
}

export function setColumnSpan(widget: Widget, index: number, span: number): Widget {
  return {
    ...widget,
    columns: (widget.columns ?? []).map((column, at) => (at === index ? { ...column, span } : column)),
  };
}
