import { Checkbox, Field, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  days: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXS },
  monthDays: { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(56px, max-content))' },
});

/** Days to tick (of the week or of the month), each with its label; the chosen ones stay sorted. */
export function DayChecklist({
  label,
  hint,
  days,
  labelOf,
  chosen,
  onChange,
  error,
  isGrid = false,
}: {
  label: string;
  hint?: string;
  days: readonly number[];
  labelOf: (day: number) => string;
  chosen: readonly number[];
  onChange: (days: number[]) => void;
  error?: string | undefined;
  /** Seven to a row, as a calendar (days of the month). */
  isGrid?: boolean;
}) {
  const styles = useStyles();
  const toggle = (day: number, isChecked: boolean) =>
    onChange(isChecked ? [...chosen, day].sort((a, b) => a - b) : chosen.filter((chosenDay) => chosenDay !== day));
  return (
    <Field label={label} hint={hint} required validationMessage={error} validationState={error ? 'error' : 'none'}>
      <div className={isGrid ? styles.monthDays : styles.days}>
        {days.map((day) => (
          <Checkbox
            key={day}
            label={labelOf(day)}
            checked={chosen.includes(day)}
            onChange={(_, data) => toggle(day, data.checked === true)}
          />
        ))}
      </div>
    </Field>
  );
}
