import { makeStyles, Text, tokens } from '@fluentui/react-components';

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

export interface FieldRow {
  label: string;
  value: string;
}

/** A read-only list of label / value pairs. */
export function FieldList({ rows }: { rows: readonly FieldRow[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.root}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt className={styles.term}>
            <Text>{row.label}</Text>
          </dt>
          <dd className={styles.value}>
            <Text>{row.value}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
