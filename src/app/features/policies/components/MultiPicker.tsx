import { Combobox, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import type { NamedRef } from '../../../../shared/api/policies';

export interface MultiPickerProps {
  label: string;
  hint?: string;
  options: readonly NamedRef[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}

/** Several named entries chosen from a list, typed to filter; the chosen ones show as the field's value. */
export function MultiPicker({ label, hint, options, chosen, onChange, error }: MultiPickerProps) {
  const [query, setQuery] = useState('');
  const names = new Map(options.map((option) => [option.id, option.name]));
  const shown = options.filter((option) => option.name.toLowerCase().includes(query.trim().toLowerCase()));
  const value = chosen.map((id) => names.get(id) ?? `#${id}`).join(', ');
  return (
    <Field label={label} hint={hint} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Combobox
        multiselect
        aria-label={label}
        value={query || value}
        placeholder={value}
        selectedOptions={chosen.map(String)}
        onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
        onOpenChange={(_, data) => !data.open && setQuery('')}
        onOptionSelect={(_, data) => onChange(data.selectedOptions.map(Number))}
      >
        {shown.map((option) => (
          <Option key={option.id} value={String(option.id)}>
            {option.name}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
