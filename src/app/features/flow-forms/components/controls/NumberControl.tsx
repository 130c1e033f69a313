import { SpinButton, type SpinButtonOnChangeData } from '@fluentui/react-components';
import type { FormValue } from '../../../../../shared/forms';
import { cssWidth } from '../formLook';
import type { ControlProps } from './controlProps';

/** What a spin button's change means: a step or a picked value, else the typed text ('' clears it). */
function numberOf(data: SpinButtonOnChangeData): FormValue {
  if (typeof data.value === 'number') return data.value;
  const text = data.displayValue?.trim() ?? '';
  const typed = Number(text);
  return text === '' || !Number.isFinite(typed) ? null : typed;
}

/** A number with its minimum, maximum and step; the step buttons stay at 1 when the step is 0. */
export function NumberControl({ widget, value, onChange, size }: ControlProps) {
  const { options } = widget;
  return (
    <SpinButton
      size={size === 'small' ? 'small' : 'medium'}
      style={{ width: cssWidth(options.width) }}
      value={typeof value === 'number' ? value : null}
      min={options.min}
      max={options.max}
      step={options.step || 1}
      disabled={options.disabled}
      onChange={(_, data) => onChange(numberOf(data))}
    />
  );
}
