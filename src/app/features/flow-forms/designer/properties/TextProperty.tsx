import { Field, Input } from '@fluentui/react-components';

interface TextPropertyProps {
  label: string;
  value: string;
  onChange: (next: string) => void;
  hint?: string;
  error?: string | undefined;
  maxLength?: number;
}

/** A text property: a labelled box that commits as it is typed. */
export function TextProperty({ label, value, onChange, hint, error, maxLength }: TextPropertyProps) {
  return (
    <Field label={label} hint={hint} validationMessage={error}>
      <Input value={value} maxLength={maxLength} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}
