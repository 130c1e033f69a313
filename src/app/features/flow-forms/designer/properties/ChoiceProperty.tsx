import { Field, Radio, RadioGroup } from '@fluentui/react-components';

export interface PropertyChoice<T extends string> {
  value: T;
  text: string;
}

export interface ChoicePropertyProps<T extends string> {
  label: string;
  value: T | undefined;
  choices: readonly PropertyChoice<T>[];
  onChange: (next: T) => void;
}

/** One of a few values side by side (label position, size, layout). */
export function ChoiceProperty<T extends string>({ label, value, choices, onChange }: ChoicePropertyProps<T>) {
  const handleChange = (picked: string) => {
    const choice = choices.find((candidate) => candidate.value === picked);
    if (choice) onChange(choice.value);
  };
  return (
    <Field label={label}>
      <RadioGroup layout="horizontal" value={value ?? ''} onChange={(_, data) => handleChange(data.value)}>
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} label={choice.text} />
        ))}
      </RadioGroup>
    </Field>
  );
}
