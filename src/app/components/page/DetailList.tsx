import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-all' },
  row: { display: 'contents' },
});

/** Read-only label / value pairs; values may be widgets (badges, links). */
export function DetailList({ rows }: { rows: readonly { label: string; value: ReactNode }[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.root}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt className={styles.term}>
            <Text>{row.label}</Text>
          </dt>
          <dd className={styles.value}>{typeof row.value === 'string' ? <Text>{row.value}</Text> : row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
