import {
  Checkbox,
  FieldContextProvider,
  type FieldControlProps,
  makeStyles,
  mergeClasses,
  tokens,
  useFieldControlProps_unstable,
} from '@fluentui/react-components';
import { choiceKey, choicesOf, chosenKeys, valuesOfKeys } from './choices';
import type { ControlProps } from './controlProps';

const useStyles = makeStyles({
  group: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  block: { display: 'flex', flexDirection: 'column' },
  inline: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
});

/**
 * Any of the options, as a group named by the field's label. Each box is named by its own option: the field
 * context is cut off below the group, or every box would take the field's id and label.
 */
export function CheckboxControl({ widget, value, onChange }: ControlProps) {
  const styles = useStyles();
  const { 'aria-required': _required, ...groupProps } = useFieldControlProps_unstable<FieldControlProps>(
    {},
    { supportsLabelFor: false },
  );
  const choices = choicesOf(widget);
  const chosen = chosenKeys(choices, value);
  const toggle = (key: string, isChecked: boolean) => {
    const keys = isChecked ? [...chosen, key] : chosen.filter((other) => other !== key);
    onChange(valuesOfKeys(choices, keys));
  };
  return (
    <fieldset
      {...groupProps}
      className={mergeClasses(styles.group, widget.options.inline ? styles.inline : styles.block)}
    >
      <FieldContextProvider value={undefined}>
        {choices.map((choice, index) => {
          const key = choiceKey(index);
          return (
            <Checkbox
              key={key}
              label={choice.text}
              checked={chosen.includes(key)}
              disabled={widget.options.disabled}
              onChange={(_, data) => toggle(key, data.checked === true)}
            />
          );
        })}
      </FieldContextProvider>
    </fieldset>
  );
}
