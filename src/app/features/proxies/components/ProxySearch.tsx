import { Button, Dropdown, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumTables } from '../../../../shared/enums';

const useStyles = makeStyles({ form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' } });

export interface ProxyFilter {
  name: string;
  /** Spec §4 Agent status, or null for all. */
  status: number | null;
}

/** Name (and, for network proxies, status) search form. */
export function ProxySearch({
  placeholder,
  withStatus,
  onSearch,
}: {
  placeholder: string;
  withStatus: boolean;
  onSearch: (filter: ProxyFilter) => void;
}) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<number | null>(null);
  const statuses = enumTables.find((table) => table.dictType === 'agent_status')?.items ?? [];
  const label = (value: number | null) => {
    const item = statuses.find((entry) => entry.value === String(value));
    if (!item) return t('proxies.allStatuses');
    return i18n.language.startsWith('en') ? item.en : item.zh;
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ name: name.trim(), status });
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={t('proxies.search')}>
      <Input
        aria-label={placeholder}
        placeholder={placeholder}
        value={name}
        onChange={(_, data) => setName(data.value)}
      />
      {withStatus && (
        <Dropdown
          aria-label={t('proxies.column.status')}
          value={label(status)}
          selectedOptions={[status === null ? '' : String(status)]}
          onOptionSelect={(_, data) => setStatus(data.optionValue ? Number(data.optionValue) : null)}
        >
          <Option value="">{t('proxies.allStatuses')}</Option>
          {statuses.map((item) => (
            <Option key={item.value} value={item.value}>
              {label(Number(item.value))}
            </Option>
          ))}
        </Dropdown>
      )}
      <Button appearance="primary" type="submit" icon={<SearchRegular />}>
        {t('proxies.search')}
      </Button>
    </form>
  );
}
