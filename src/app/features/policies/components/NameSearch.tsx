import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ form: { display: 'flex', gap: tokens.spacingHorizontalS } });

/** The policy lists' search: a name that contains the text. */
export function NameSearch({ onSearch }: { onSearch: (name: string) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(name.trim());
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <Input
        value={name}
        placeholder={t('policies.namePlaceholder')}
        aria-label={t('policies.namePlaceholder')}
        onChange={(_, data) => setName(data.value)}
      />
      <Button type="submit" appearance="primary">
        {t('policies.search')}
      </Button>
    </form>
  );
}
