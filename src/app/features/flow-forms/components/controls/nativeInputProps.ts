import type { InputProps } from '@fluentui/react-components';
import type { Widget } from '../../../../../shared/forms';
import { cssWidth } from '../formLook';
import type { NativeKind } from './dateText';

const INPUT_TYPES: Record<Exclude<NativeKind, 'year'>, InputProps['type']> = {
  month: 'month',
  date: 'date',
  datetime: 'datetime-local',
  time: 'time',
};

/**
 * The props of a browser date or time input for a picker widget: seconds can be picked, as the library's
 * default formats hold them. A year has a control of its own (YearControl).
 */
export function nativeInputProps(
  widget: Widget,
  kind: Exclude<NativeKind, 'year'>,
  size: InputProps['size'],
): InputProps {
  const { options } = widget;
  const props: InputProps = {
    type: INPUT_TYPES[kind],
    size,
    style: { width: cssWidth(options.width) },
    disabled: options.disabled,
    readOnly: options.readonly,
    placeholder: options.placeholder || undefined,
  };
  if (kind === 'datetime' || kind === 'time') return { ...props, step: 1 };
  return props;
}
