import { Field, SpinButton } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface BoundedNumberFieldProps {
  label: string;
  /** The bounds the shared schema checks (shared/rules/policyRules.ts), shown as the hint. */
  limits: { min: number; max: number };
  /** A remark after the bounds, e.g. what 0 means. */
  note?: string;
  value: number;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: number) => void;
}

/** A whole number of a policy with its bounds as the hint and its message (the form's or the server's) under it. */
export function BoundedNumberField({ label, limits, note, value, error, disabled, onChange }: BoundedNumberFieldProps) {
  const { t } = useTranslation();
  const bounds = t('setupCenter.policy.range', limits);
  return (
    <Field
      label={label}
      hint={note ? `${bounds}; ${note}` : bounds}
      {...(error ? { validationMessage: error, validationState: 'error' as const } : {})}
    >
      <SpinButton
        value={value}
        min={limits.min}
        max={limits.max}
        disabled={disabled}
        onChange={(_, data) => {
          // Typed text arrives as displayValue when the field commits (blur, Enter); the arrows give value.
          const next = data.value ?? Number(data.displayValue);
          if (Number.isFinite(next)) onChange(next);
        }}
      />
    </Field>
  );
}
