import { Combobox, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPickerRefusal, type PersonChoice, personChoiceOf, pickerProblem } from '../people';
import { usePeople } from '../queries';

/** A chosen user or user group: its id and the text shown for it. */
export type SubjectChoice = PersonChoice;

/**
 * One user (the owner) or one user group, searched by name as one types (/coffer/selectUsers, selectGroups).
 * `noneLabel` adds a first option that chooses nothing (no group). The pickers are for those who keep safes:
 * for anyone else the field keeps its value and says why it cannot change.
 */
export function SubjectCombobox({
  kind,
  label,
  hint,
  value,
  onChange,
  noneLabel,
  error,
}: {
  kind: 'user' | 'group';
  label: string;
  hint?: string;
  value: SubjectChoice | null;
  onChange: (next: SubjectChoice | null) => void;
  noneLabel?: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<string | null>(null);
  const people = usePeople(kind, (query ?? '').trim());
  const options = (people.data ?? []).map((person) => personChoiceOf(person, t));
  const problem = people.isError ? pickerProblem(people.error, t) : undefined;
  const shown = value?.name ?? noneLabel ?? '';
  const handleSelect = (optionValue: string | undefined) => {
    if (optionValue === undefined) return;
    if (optionValue === '') onChange(null);
    else {
      const found = options.find((option) => String(option.id) === optionValue);
      if (found) onChange(found);
    }
    setQuery(null);
  };
  const message = error ?? problem;
  return (
    <Field
      label={label}
      hint={hint}
      validationMessage={message}
      validationState={error ? 'error' : problem ? 'warning' : 'none'}
    >
      <Combobox
        value={query ?? shown}
        disabled={people.isError && isPickerRefusal(people.error)}
        placeholder={kind === 'user' ? t('coffer.picker.userSearch') : t('coffer.picker.groupSearch')}
        selectedOptions={value ? [String(value.id)] : ['']}
        data-testid={`coffer-picker-${kind}`}
        onChange={(event) => setQuery(event.target.value)}
        onOpenChange={(_, data) => !data.open && setQuery(null)}
        onOptionSelect={(_, data) => handleSelect(data.optionValue)}
      >
        {noneLabel !== undefined && (
          <Option value="" text={noneLabel}>
            {noneLabel}
          </Option>
        )}
        {options.map((option) => (
          <Option key={option.id} value={String(option.id)} text={option.name}>
            {option.name}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
