import { Field, Textarea } from '@fluentui/react-components';
import { FLOW_COMMENT_MAX } from '../../../../shared/rules/flowRules';

/** Spec §5: the box starts at 2 rows and grows with its lines up to 4. */
const MIN_ROWS = 2;
const MAX_ROWS = 4;

export interface ReasonFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A required reason of at most 99 characters with its counter (refusing a task, stopping a request). */
export function ReasonField({ label, placeholder, value, onChange, error }: ReasonFieldProps) {
  const rows = Math.min(MAX_ROWS, Math.max(MIN_ROWS, value.split('\n').length));
  return (
    <Field
      label={label}
      required
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
      hint={`${value.length}/${FLOW_COMMENT_MAX}`}
    >
      <Textarea
        rows={rows}
        resize="vertical"
        maxLength={FLOW_COMMENT_MAX}
        placeholder={placeholder}
        value={value}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}
