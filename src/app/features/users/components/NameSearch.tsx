import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' } });

/** A one-field search form (group name, user name). */
export function NameSearch({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={label}>
      <Input aria-label={label} placeholder={placeholder} value={text} onChange={(_, data) => setText(data.value)} />
      <Button appearance="primary" type="submit" icon={<SearchRegular />}>
        {t('userGroups.search')}
      </Button>
    </form>
  );
}
