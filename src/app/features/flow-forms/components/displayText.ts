import { type FormValue, takesOptions, type Widget } from '../../../../shared/forms';
import { choicesOf, chosenTexts } from './controls/choices';
import { type DateValueFormat, nativeKindOfDate, toDisplayText } from './controls/dateText';

/** Words the read-only text of a switch is made of, in the user's language. */
export interface DisplayWords {
  yes: string;
  no: string;
}

function dateShapeOf(widget: Widget): DateValueFormat | null {
  const { options } = widget;
  if (widget.type === 'time') return { kind: 'time', format: options.format, timestamp: false };
  if (widget.type !== 'date') return null;
  return { kind: nativeKindOfDate(options.type), format: options.format, timestamp: Boolean(options.timestamp) };
}

const isRange = (widget: Widget) =>
  widget.type === 'time' ? Boolean(widget.options.isRange) : /range$/.test(widget.options.type ?? '');

const plainText = (value: FormValue): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '');

/**
 * A submitted value as the read-only form shows it: option labels for choices, dates in the widget's format
 * (timestamps too), a range as "start ~ end", a list joined with commas; data of kinds the form cannot fill
 * in is shown as its JSON, so an approver still sees it. '' when there is nothing.
 */
export function displayText(widget: Widget, value: FormValue | undefined, words: DisplayWords): string {
  if (value === undefined || value === null || value === '') return '';
  if (widget.type === 'switch') return value === true ? words.yes : value === false ? words.no : plainText(value);
  if (takesOptions(widget.type)) {
    const texts = chosenTexts(choicesOf(widget), value);
    if (texts.length > 0) return texts.join(', ');
  }
  const shape = dateShapeOf(widget);
  if (shape) {
    const parts = (Array.isArray(value) ? value : [value]).map((part) => toDisplayText(part, shape) || plainText(part));
    return parts.join(isRange(widget) ? ' ~ ' : ', ');
  }
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.map(plainText).join(', ');
  }
  return plainText(value);
}
