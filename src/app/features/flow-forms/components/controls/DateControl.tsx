import { Input } from '@fluentui/react-components';
import { DATE_RANGE_TYPES } from '../../../../../shared/forms';
import type { ControlProps } from './controlProps';
import { DatesControl } from './DatesControl';
import { type DateValueFormat, fromInputText, nativeKindOfDate, toInputText } from './dateText';
import { nativeInputProps } from './nativeInputProps';
import { RangeInputs } from './RangeInputs';
import { YearControl } from './YearControl';

/**
 * A date picker of the widget's display type, on the browser's own inputs (Fluent has no date picker
 * here): a year, a month, a date, a date and time, several dates, or a range.
 */
export function DateControl({ widget, value, onChange, size }: ControlProps) {
  const { options } = widget;
  const type = options.type ?? 'date';
  const kind = nativeKindOfDate(type);
  if (kind === 'year') return <YearControl widget={widget} value={value} onChange={onChange} size={size} />;
  const shape: DateValueFormat = { kind, format: options.format, timestamp: Boolean(options.timestamp) };
  const inputProps = nativeInputProps(widget, kind, size);
  if (DATE_RANGE_TYPES.includes(type)) {
    return <RangeInputs title={widget.name} value={value} onChange={onChange} shape={shape} inputProps={inputProps} />;
  }
  if (type === 'dates') {
    return <DatesControl value={value} onChange={onChange} shape={shape} inputProps={inputProps} />;
  }
  return (
    <Input
      {...inputProps}
      value={toInputText(value, shape)}
      onChange={(_, data) => onChange(fromInputText(data.value, shape))}
    />
  );
}
