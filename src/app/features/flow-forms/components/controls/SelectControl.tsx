import { Combobox, Dropdown, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { cssWidth } from '../formLook';
import { type Choice, choiceKey, choicesOf, chosenKeys, chosenTexts, valuesOfKeys } from './choices';
import type { ControlProps } from './controlProps';

/**
 * A drop-down of the options: one value, or a list when the widget is multiple. A searchable one is a
 * combo box whose typed text narrows the options.
 */
export function SelectControl({ widget, value, onChange, size }: ControlProps) {
  const { options } = widget;
  const isMultiple = Boolean(options.multiple);
  const choices = choicesOf(widget);
  const chosen = chosenKeys(choices, value);
  const shown = chosenTexts(choices, value).join(', ');
  const [query, setQuery] = useState<string | null>(null);

  const handleSelect = (keys: readonly string[]) => {
    const values = valuesOfKeys(choices, keys);
    onChange(isMultiple ? values : (values[0] ?? ''));
    setQuery(null);
  };
  const common = {
    size,
    style: { width: cssWidth(options.width), minWidth: 0 },
    multiselect: isMultiple,
    clearable: options.clearable,
    disabled: options.disabled,
    placeholder: options.placeholder || undefined,
    selectedOptions: chosen,
    onOptionSelect: (_: unknown, data: { selectedOptions: string[] }) => handleSelect(data.selectedOptions),
  };
  const optionsOf = (list: readonly Choice[]) =>
    list.map((choice) => {
      const key = choiceKey(choices.indexOf(choice));
      return (
        <Option key={key} value={key}>
          {choice.text}
        </Option>
      );
    });

  if (!options.filterable) {
    return (
      <Dropdown {...common} value={shown}>
        {optionsOf(choices)}
      </Dropdown>
    );
  }
  const needle = (query ?? '').trim().toLowerCase();
  const matching = needle ? choices.filter((choice) => choice.text.toLowerCase().includes(needle)) : choices;
  return (
    <Combobox
      {...common}
      value={query ?? shown}
      onChange={(event) => setQuery(event.target.value)}
      onOpenChange={(_, data) => !data.open && setQuery(null)}
    >
      {optionsOf(matching)}
    </Combobox>
  );
}
