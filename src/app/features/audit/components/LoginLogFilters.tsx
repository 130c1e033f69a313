import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, SearchForm, useSearchValues } from '../../../components/page';
import { EMPTY_LOGIN_LOG_FILTERS, type LoginLogFilterValues } from '../loginLogFilters';
import { TimeRangeFields } from './TimeRangeFields';

/** The sign-in log's search form: user, address, outcome and a time range. */
export function LoginLogFilters({ onSearch }: { onSearch: (values: LoginLogFilterValues) => void }) {
  const { t } = useTranslation();
  const { values, set, submit, reset } = useSearchValues(EMPTY_LOGIN_LOG_FILTERS, onSearch);
  return (
    <SearchForm searchLabel={t('audit.search')} resetLabel={t('audit.reset')} onSubmit={submit} onReset={reset}>
      {(['userName', 'ipaddr'] as const).map((key) => (
        <Field key={key} label={t(`audit.loginLog.field.${key}`)}>
          <Input
            value={values[key]}
            placeholder={t(`audit.loginLog.placeholder.${key}`)}
            onChange={(_, data) => set(key, data.value)}
          />
        </Field>
      ))}
      <ChoiceFilter
        label={t('audit.loginLog.field.status')}
        value={values.status}
        anyLabel={t('audit.placeholder.any')}
        choices={['1', '2'].map((status) => ({ value: status, label: t(`audit.outcome.${status}`) }))}
        onChange={(value) => set('status', value)}
      />
      <TimeRangeFields values={values} onChange={set} />
    </SearchForm>
  );
}
