import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { ChoicePropertyProps } from './ChoiceProperty';

/** One of a longer list of values, in a drop-down (data type, date type, justify, align). */
export function SelectProperty<T extends string>({ label, value, choices, onChange }: ChoicePropertyProps<T>) {
  const chosen = choices.find((choice) => choice.value === value);
  const handleSelect = (picked: string | undefined) => {
    const choice = choices.find((candidate) => candidate.value === picked);
    if (choice) onChange(choice.value);
  };
  return (
    <Field label={label}>
      <Dropdown
        value={chosen?.text ?? ''}
        selectedOptions={chosen ? [chosen.value] : []}
        onOptionSelect={(_, data) => handleSelect(data.optionValue)}
      >
        {choices.map((choice) => (
          <Option key={choice.value} value={choice.value}>
            {choice.text}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
