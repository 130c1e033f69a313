import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

export interface FilterField {
  name: string;
  label: string;
  placeholder: string;
}

export interface FilterBarProps {
  fields: readonly FilterField[];
  onSearch: (values: Record<string, string>) => void;
}

/** Text filters with search and reset; empty values are left out of what onSearch receives. */
export function FilterBar({ fields, onSearch }: FilterBarProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')));
  };
  const reset = () => {
    setValues({});
    onSearch({});
  };
  return (
    <form className={styles.root} onSubmit={submit}>
      {fields.map((field) => (
        <Field key={field.name} label={field.label}>
          <Input
            value={values[field.name] ?? ''}
            maxLength={64}
            placeholder={field.placeholder}
            onChange={(_, data) => setValues((previous) => ({ ...previous, [field.name]: data.value }))}
          />
        </Field>
      ))}
      <Button appearance="primary" type="submit">
        {t('access.common.search')}
      </Button>
      <Button onClick={reset}>{t('access.common.reset')}</Button>
    </form>
  );
}
