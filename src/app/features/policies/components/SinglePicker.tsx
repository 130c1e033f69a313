import { Combobox, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import type { NamedRef } from '../../../../shared/api/policies';

export interface SinglePickerProps {
  label: string;
  options: readonly NamedRef[];
  chosen: number | null;
  onChange: (id: number | null) => void;
}

/** One named entry chosen from a list, typed to filter (MultiPicker's one-choice sibling). */
export function SinglePicker({ label, options, chosen, onChange }: SinglePickerProps) {
  const [query, setQuery] = useState<string | null>(null);
  const chosenName = options.find((option) => option.id === chosen)?.name ?? '';
  const filter = (query ?? '').trim().toLowerCase();
  const shown = options.filter((option) => option.name.toLowerCase().includes(filter));
  return (
    <Field label={label}>
      <Combobox
        aria-label={label}
        value={query ?? chosenName}
        selectedOptions={chosen === null ? [] : [String(chosen)]}
        onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
        onOpenChange={(_, data) => !data.open && setQuery(null)}
        onOptionSelect={(_, data) => {
          setQuery(null);
          onChange(data.optionValue === undefined ? null : Number(data.optionValue));
        }}
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
