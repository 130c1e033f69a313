import { Input } from '@fluentui/react-components';
import type { ControlProps } from './controlProps';
import { type DateValueFormat, fromInputText, toInputText } from './dateText';
import { nativeInputProps } from './nativeInputProps';
import { RangeInputs } from './RangeInputs';

/** A time of day in the widget's format, or a range of two. */
export function TimeControl({ widget, value, onChange, size }: ControlProps) {
  const shape: DateValueFormat = { kind: 'time', format: widget.options.format, timestamp: false };
  const inputProps = nativeInputProps(widget, 'time', size);
  if (widget.options.isRange) {
    return <RangeInputs title={widget.name} value={value} onChange={onChange} shape={shape} inputProps={inputProps} />;
  }
  return (
    <Input
      {...inputProps}
      value={toInputText(value, shape)}
      onChange={(_, data) => onChange(fromInputText(data.value, shape))}
    />
  );
}
