import { Field, Input } from '@fluentui/react-components';

/** A search-form field for free text ('' means "any"). */
export function TextFilter({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      <Input value={value} placeholder={placeholder} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}
