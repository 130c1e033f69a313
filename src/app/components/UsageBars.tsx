import { makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(96px, max-content) minmax(120px, 1fr) max-content',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
  },
});

export interface UsageRow {
  key: string;
  label: string;
  used: number;
  limit: number;
}

export interface UsageBarsProps {
  rows: readonly UsageRow[];
  /** The list's accessible name. */
  label: string;
  /** The numbers beside the bar, e.g. "3 / 10". */
  valueText: (row: UsageRow) => string;
  /** The bar's accessible name, with its numbers (colour alone never carries them). */
  barLabel: (row: UsageRow) => string;
  /** data-testid of each row: `${testIdPrefix}-${row.key}`. */
  testIdPrefix?: string;
}

/**
 * What is in use against each limit, as bars people compare at a glance (the licence page, the home page's
 * health): brand below 90 %, warning from 90 %, error at the limit; each bar carries its numbers for readers.
 */
export function UsageBars({ rows, label, valueText, barLabel, testIdPrefix }: UsageBarsProps) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map((row) => {
        const share = row.limit > 0 ? Math.min(row.used / row.limit, 1) : 1;
        const colour = share >= 1 ? 'error' : share >= 0.9 ? 'warning' : 'brand';
        return (
          <li
            key={row.key}
            className={styles.row}
            data-testid={testIdPrefix ? `${testIdPrefix}-${row.key}` : undefined}
          >
            <Text>{row.label}</Text>
            <ProgressBar value={share} color={colour} thickness="large" aria-label={barLabel(row)} />
            <Text>{valueText(row)}</Text>
          </li>
        );
      })}
    </ul>
  );
}
