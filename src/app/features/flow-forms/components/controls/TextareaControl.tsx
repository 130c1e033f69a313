import { Textarea } from '@fluentui/react-components';
import { cssWidth } from '../formLook';
import type { ControlProps } from './controlProps';
import { textOf, typedValueOf } from './typedText';

/** A multi-line text box. */
export function TextareaControl({ widget, value, onChange, size }: ControlProps) {
  const { options } = widget;
  return (
    <Textarea
      size={size}
      resize="vertical"
      style={{ width: cssWidth(options.width) }}
      value={textOf(value)}
      placeholder={options.placeholder || undefined}
      disabled={options.disabled}
      readOnly={options.readonly}
      maxLength={options.maxlength}
      onChange={(_, data) => onChange(typedValueOf(data.value, options.dataType))}
    />
  );
}
