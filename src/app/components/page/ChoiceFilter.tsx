import { Dropdown, Field, Option } from '@fluentui/react-components';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceFilterProps {
  label: string;
  /** '' means "any". */
  value: string;
  anyLabel: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}

/** A search-form field that picks one value of a short list, or any ('' ). */
export function ChoiceFilter({ label, value, anyLabel, choices, onChange }: ChoiceFilterProps) {
  return (
    <Field label={label}>
      <Dropdown
        value={choices.find((choice) => choice.value === value)?.label ?? anyLabel}
        selectedOptions={[value]}
        onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}
      >
        <Option value="">{anyLabel}</Option>
        {choices.map((choice) => (
          <Option key={choice.value} value={choice.value}>
            {choice.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
