import { type FormValue, isListValue, takesOptions, type Widget } from '../../../../shared/forms';
import { type DateValueFormat, nativeKindOfDate, toInputText } from '../components/controls/dateText';

/**
 * The values of generated code are plain: an option is its value as text, a date or time the browser
 * input's own text. So the generated form stays short; the console's renderer keeps the model's types.
 */

function dateShapeOf(widget: Widget): DateValueFormat | null {
  const { options } = widget;
  if (widget.type === 'time') return { kind: 'time', format: options.format, timestamp: false };
  if (widget.type !== 'date') return null;
  return { kind: nativeKindOfDate(options.type), format: options.format, timestamp: Boolean(options.timestamp) };
}

/** The TypeScript type of a field's value in the generated component. */
export function valueTypeOf(widget: Widget): string {
  switch (widget.type) {
    case 'number':
    case 'rate':
    case 'slider':
      return 'number | null';
    case 'switch':
      return 'boolean';
    case 'fileupload':
    case 'imgupload':
    case 'cascader':
    case 'table':
      return 'unknown[]';
    default:
      return isListValue(widget) ? 'string[]' : 'string';
  }
}

/** A field's default value in the shape of valueTypeOf. */
export function initialValueOf(widget: Widget, value: FormValue | undefined): FormValue {
  const shape = dateShapeOf(widget);
  const plain = (item: FormValue | undefined): FormValue => {
    if (shape) return toInputText(item, shape);
    return takesOptions(widget.type) ? String(item ?? '') : (item ?? null);
  };
  if (valueTypeOf(widget) === 'unknown[]') return Array.isArray(value) ? value : [];
  if (Array.isArray(value)) return value.map(plain);
  return plain(value);
}
