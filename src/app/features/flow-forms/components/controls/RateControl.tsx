import {
  type FieldControlProps,
  Rating,
  RatingDisplay,
  useFieldControlProps_unstable,
} from '@fluentui/react-components';
import { RATE_MAX_DEFAULT } from '../../../../../shared/forms';
import type { ControlProps } from './controlProps';

/** A rating out of the widget's maximum; Fluent's Rating is a radio group, named here by the field's label. */
export function RateControl({ widget, value, onChange }: ControlProps) {
  const { 'aria-required': _required, ...fieldProps } = useFieldControlProps_unstable<FieldControlProps>(
    {},
    { supportsLabelFor: false },
  );
  const max = widget.options.max ?? RATE_MAX_DEFAULT;
  const rating = typeof value === 'number' ? value : 0;
  if (widget.options.disabled) return <RatingDisplay {...fieldProps} value={rating} max={max} size="large" />;
  return <Rating {...fieldProps} value={rating} max={max} size="large" onChange={(_, data) => onChange(data.value)} />;
}
