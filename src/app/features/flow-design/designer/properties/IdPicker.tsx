import { Combobox, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';

export interface IdChoice {
  id: number;
  name: string;
}

export interface IdPickerProps {
  label: string;
  hint?: string;
  /** What the list offers now (a search's results, or every choice). */
  options: readonly IdChoice[];
  chosen: readonly number[];
  /** Names of chosen ids that may not be among the options. */
  names: ReadonlyMap<number, string>;
  onChange: (ids: number[]) => void;
  /** Typing searches the server; without it the options are filtered here. */
  onSearch?: (text: string) => void;
  error?: string | undefined;
}

/** Several users or roles chosen by name; the diagram keeps their ids. */
export function IdPicker({ label, hint, options, chosen, names, onChange, onSearch, error }: IdPickerProps) {
  const [query, setQuery] = useState('');
  const nameOf = (id: number) => names.get(id) ?? options.find((option) => option.id === id)?.name ?? `#${id}`;
  const missing = chosen.filter((id) => !options.some((option) => option.id === id));
  const needle = query.trim().toLowerCase();
  const shown = onSearch ? options : options.filter((option) => option.name.toLowerCase().includes(needle));
  const value = chosen.map(nameOf).join(', ');
  const handleInput = (text: string) => {
    setQuery(text);
    onSearch?.(text.trim());
  };
  return (
    <Field label={label} hint={hint} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Combobox
        multiselect
        freeform
        // The box holds only what is typed (a search); the chosen names show as its placeholder while it is
        // empty. Showing them as its value made typing append to them, so a second search found nothing.
        value={query}
        placeholder={value}
        selectedOptions={chosen.map(String)}
        onInput={(event) => handleInput((event.target as HTMLInputElement).value)}
        onOpenChange={(_, data) => !data.open && setQuery('')}
        onOptionSelect={(_, data) => onChange(data.selectedOptions.map(Number))}
      >
        {[...missing.map((id) => ({ id, name: nameOf(id) })), ...shown].map((option) => (
          <Option key={option.id} value={String(option.id)}>
            {option.name}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
