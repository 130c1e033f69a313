import { SpinButton } from '@fluentui/react-components';
import { cssWidth } from '../formLook';
import type { ControlProps } from './controlProps';
import { type DateValueFormat, fromInputText, toInputText } from './dateText';

const YEAR_MIN = 1000;
const YEAR_MAX = 9999;

/** A year: a spin button, so a half-typed year is not cut short (browsers have no year input). */
export function YearControl({ widget, value, onChange, size }: ControlProps) {
  const { options } = widget;
  const shape: DateValueFormat = { kind: 'year', format: options.format, timestamp: Boolean(options.timestamp) };
  const text = toInputText(value, shape);
  return (
    <SpinButton
      size={size === 'small' ? 'small' : 'medium'}
      style={{ width: cssWidth(options.width) }}
      value={text ? Number(text) : null}
      min={YEAR_MIN}
      max={YEAR_MAX}
      disabled={options.disabled}
      placeholder={options.placeholder || undefined}
      onChange={(_, data) => {
        const year = data.value ?? Number(data.displayValue);
        const isYear = typeof year === 'number' && Number.isInteger(year) && year >= YEAR_MIN && year <= YEAR_MAX;
        onChange(isYear ? fromInputText(String(year), shape) : '');
      }}
    />
  );
}
