import { Checkbox, Field, Input, Label, makeStyles, Text, tokens, useId } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '../../../data/formErrors';
import type { ProtocolEntry } from '../assetForm';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  row: { display: 'flex', alignItems: 'start', gap: tokens.spacingHorizontalM },
  check: { minWidth: '140px', paddingBlockStart: tokens.spacingVerticalXS },
  port: { width: '140px' },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface ProtocolPortsProps {
  label: string;
  hint?: string;
  /** Shown in place of the list while it has no entries (why it is empty). */
  emptyHint?: string;
  /** The list's own failure (none ticked, a protocol the type does not offer). */
  error?: string | undefined;
  entries: readonly ProtocolEntry[];
  /** Errors keyed as the body's paths: "protocols.<index among the ticked>.port". */
  errors: FormErrors;
  onChange: (entries: ProtocolEntry[]) => void;
}

/**
 * The protocols an asset (or asset type) offers, each with a tick box and its port: a labelled group
 * rather than a Field, because a Field would lend its label to the first tick box.
 */
export function ProtocolPorts({
  label,
  hint,
  emptyHint,
  error: listError,
  entries,
  errors,
  onChange,
}: ProtocolPortsProps) {
  const styles = useStyles();
  const labelId = useId('protocols');
  const { t } = useTranslation();
  const update = (index: number, change: Partial<ProtocolEntry>) =>
    onChange(entries.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));
  let tickedIndex = -1;
  return (
    <fieldset className={styles.list} aria-labelledby={labelId}>
      <Label id={labelId} required>
        {label}
      </Label>
      {hint && <Text className={styles.hint}>{hint}</Text>}
      {entries.length === 0 && emptyHint && <Text className={styles.hint}>{emptyHint}</Text>}
      {entries.map((entry, index) => {
        if (entry.isChecked) tickedIndex += 1;
        const prefix = `protocols.${tickedIndex}`;
        const error = entry.isChecked ? (errors[`${prefix}.port`] ?? errors[`${prefix}.protocol`]) : undefined;
        return (
          <div key={entry.protocol} className={styles.row}>
            <Checkbox
              className={styles.check}
              label={entry.protocol}
              checked={entry.isChecked}
              onChange={(_, data) => update(index, { isChecked: data.checked === true })}
            />
            <Field validationMessage={error}>
              <Input
                className={styles.port}
                aria-label={t('assets.asset.portFor', { protocol: entry.protocol })}
                value={entry.port}
                disabled={!entry.isChecked}
                onChange={(_, data) => update(index, { port: data.value })}
              />
            </Field>
          </div>
        );
      })}
      {listError && (
        <Text role="alert" className={styles.error}>
          {listError}
        </Text>
      )}
    </fieldset>
  );
}
