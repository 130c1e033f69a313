import { Radio, RadioGroup } from '@fluentui/react-components';
import { choiceKey, choicesOf, chosenKeys, valuesOfKeys } from './choices';
import type { ControlProps } from './controlProps';

/** One of the options, side by side when the widget is inline, else one per line. */
export function RadioControl({ widget, value, onChange }: ControlProps) {
  const choices = choicesOf(widget);
  return (
    <RadioGroup
      layout={widget.options.inline ? 'horizontal' : 'vertical'}
      value={chosenKeys(choices, value)[0] ?? ''}
      disabled={widget.options.disabled}
      onChange={(_, data) => onChange(valuesOfKeys(choices, [data.value])[0] ?? '')}
    >
      {choices.map((choice, index) => (
        <Radio key={choiceKey(index)} value={choiceKey(index)} label={choice.text} />
      ))}
    </RadioGroup>
  );
}
