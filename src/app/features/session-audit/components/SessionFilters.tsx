import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, SearchRegular } from '@fluentui/react-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_SESSION_FILTERS, type SessionFilterValues } from '../sessionFilters';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const TEXT_FILTERS = [
  { key: 'userName', label: 'user', placeholder: 'user' },
  { key: 'asset', label: 'asset', placeholder: 'asset' },
  { key: 'accountName', label: 'account', placeholder: 'account' },
  { key: 'command', label: 'command', placeholder: 'command' },
] as const;

/** The session records' search form: user, asset or address, account, command text and a start range. */
export function SessionFilters({ onSearch }: { onSearch: (values: SessionFilterValues) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState<SessionFilterValues>(EMPTY_SESSION_FILTERS);
  const set = (key: keyof SessionFilterValues, value: string) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };
  const handleReset = () => {
    setValues(EMPTY_SESSION_FILTERS);
    onSearch(EMPTY_SESSION_FILTERS);
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={t('sessionAudit.search')}>
      {TEXT_FILTERS.map((filter) => (
        <Field key={filter.key} label={t(`sessionAudit.field.${filter.label}`)}>
          <Input
            value={values[filter.key]}
            maxLength={64}
            placeholder={t(`sessionAudit.placeholder.${filter.placeholder}`)}
            onChange={(_, data) => set(filter.key, data.value)}
          />
        </Field>
      ))}
      <Field label={t('sessionAudit.field.startFrom')}>
        <Input type="datetime-local" value={values.startFrom} onChange={(_, data) => set('startFrom', data.value)} />
      </Field>
      <Field label={t('sessionAudit.field.startTo')}>
        <Input type="datetime-local" value={values.startTo} onChange={(_, data) => set('startTo', data.value)} />
      </Field>
      <div className={styles.buttons}>
        <Button appearance="primary" type="submit" icon={<SearchRegular />}>
          {t('sessionAudit.search')}
        </Button>
        <Button icon={<ArrowResetRegular />} onClick={handleReset}>
          {t('sessionAudit.reset')}
        </Button>
      </div>
    </form>
  );
}
