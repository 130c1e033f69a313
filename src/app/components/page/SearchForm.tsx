import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, SearchRegular } from '@fluentui/react-icons';
import { type FormEvent, type ReactNode, useState } from 'react';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface SearchFormProps {
  /** The form's accessible name, also the submit button's text. */
  searchLabel: string;
  resetLabel: string;
  onSubmit: () => void;
  onReset: () => void;
  children: ReactNode;
}

/** A list page's search form: its fields in a grid, then search and reset. */
export function SearchForm({ searchLabel, resetLabel, onSubmit, onReset, children }: SearchFormProps) {
  const styles = useStyles();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={searchLabel}>
      {children}
      <div className={styles.buttons}>
        <Button appearance="primary" type="submit" icon={<SearchRegular />}>
          {searchLabel}
        </Button>
        <Button icon={<ArrowResetRegular />} onClick={onReset}>
          {resetLabel}
        </Button>
      </div>
    </form>
  );
}

/** The typed values of a search form: `submit` searches with them, `reset` empties them and searches. */
export function useSearchValues<T extends object>(empty: T, onSearch: (values: T) => void) {
  const [values, setValues] = useState<T>(empty);
  const set = <K extends keyof T>(key: K, value: T[K]) => setValues((previous) => ({ ...previous, [key]: value }));
  const submit = () => onSearch(values);
  const reset = () => {
    setValues(empty);
    onSearch(empty);
  };
  return { values, set, submit, reset };
}
