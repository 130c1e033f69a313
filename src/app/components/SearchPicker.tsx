import { Badge, Button, Checkbox, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  options: {
    maxHeight: '220px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingHorizontalS,
    display: 'flex',
    flexDirection: 'column',
  },
  chosen: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  detail: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalS },
});

/** The chosen items after ticking (added at the end) or unticking (removed wherever it stands) `item`. */
export function toggleChosen<T>(chosen: readonly T[], item: T, isChecked: boolean, keyOf: (item: T) => string): T[] {
  if (isChecked) return [...chosen, item];
  const key = keyOf(item);
  return chosen.filter((entry) => keyOf(entry) !== key);
}

export interface SearchPickerProps<T> {
  /** The field's label and hint, over the search box. */
  label: string;
  hint: string;
  /** The search box's placeholder and accessible name. */
  searchLabel: string;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  /** What the search found, each with a checkbox. */
  options: readonly T[];
  chosen: T[];
  onChange: (next: T[]) => void;
  keyOf: (item: T) => string;
  /** An option's checkbox label; `detailOf` adds a dimmer line after it. */
  labelOf: (item: T) => string;
  detailOf?: (item: T) => string | undefined;
  /** A chosen item's tag; the option's label when absent. */
  tagOf?: (item: T) => string;
  /** The line before the tags, e.g. "2 chosen". */
  chosenText: string;
  /** The accessible name of a tag's remove button. */
  removeLabel: (tag: string) => string;
  error?: string | undefined;
}

/** A search box, the found items to tick, and the chosen ones as tags that can be removed. */
export function SearchPicker<T>({
  label,
  hint,
  searchLabel,
  keyword,
  onKeywordChange,
  options,
  chosen,
  onChange,
  keyOf,
  labelOf,
  detailOf,
  tagOf = labelOf,
  chosenText,
  removeLabel,
  error,
}: SearchPickerProps<T>) {
  const styles = useStyles();
  const chosenKeys = new Set(chosen.map(keyOf));
  const toggle = (item: T, isChecked: boolean) => onChange(toggleChosen(chosen, item, isChecked, keyOf));
  return (
    <div className={styles.group}>
      <Field label={label} hint={hint} validationMessage={error} validationState={error ? 'error' : 'none'}>
        <Input
          value={keyword}
          placeholder={searchLabel}
          aria-label={searchLabel}
          onChange={(_, data) => onKeywordChange(data.value)}
        />
      </Field>
      <div className={styles.options}>
        {options.map((item) => {
          const detail = detailOf?.(item);
          return (
            <Checkbox
              key={keyOf(item)}
              checked={chosenKeys.has(keyOf(item))}
              onChange={(_, data) => toggle(item, data.checked === true)}
              label={
                <>
                  {labelOf(item)}
                  {detail && <Text className={styles.detail}>{detail}</Text>}
                </>
              }
            />
          );
        })}
      </div>
      <div className={styles.chosen}>
        <Text>{chosenText}</Text>
        {chosen.map((item) => (
          <Badge key={keyOf(item)} appearance="tint">
            {tagOf(item)}
            <Button
              size="small"
              appearance="transparent"
              icon={<DismissRegular />}
              aria-label={removeLabel(tagOf(item))}
              onClick={() => toggle(item, false)}
            />
          </Badge>
        ))}
      </div>
    </div>
  );
}
