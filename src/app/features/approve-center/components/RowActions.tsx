import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
});

/** The operation cell of a list row: its links and buttons on one line. */
export function RowActions({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <span className={styles.root}>{children}</span>;
}
