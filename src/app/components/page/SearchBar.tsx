import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** A short search form on one row: its fields, then the search button (no reset, unlike SearchForm). */
export function SearchBar({
  searchLabel,
  onSubmit,
  children,
}: {
  /** The form's accessible name, also the button's text. */
  searchLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const styles = useStyles();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={searchLabel}>
      {children}
      <Button appearance="primary" type="submit">
        {searchLabel}
      </Button>
    </form>
  );
}
