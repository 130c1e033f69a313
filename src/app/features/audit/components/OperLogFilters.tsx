import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AUDIT_KINDS } from '../../../../shared/api';
import { type Choice, ChoiceFilter, SearchForm, useSearchValues } from '../../../components/page';
import { moduleLabel } from '../labels';
import { AUDITED_MODULES, EMPTY_OPER_LOG_FILTERS, type OperLogFilterValues } from '../operLogFilters';
import { TimeRangeFields } from './TimeRangeFields';

/** The operation log's search form: user, module, kind, outcome and a time range. */
export function OperLogFilters({ onSearch }: { onSearch: (values: OperLogFilterValues) => void }) {
  const { t } = useTranslation();
  const { values, set, submit, reset } = useSearchValues(EMPTY_OPER_LOG_FILTERS, onSearch);
  const choices: Record<'module' | 'businessType' | 'status', Choice[]> = {
    module: AUDITED_MODULES.map((tag) => ({ value: tag, label: moduleLabel(t, tag) })),
    businessType: AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`audit.kind.${kind}`) })),
    status: ['1', '2'].map((status) => ({ value: status, label: t(`audit.outcome.${status}`) })),
  };
  return (
    <SearchForm searchLabel={t('audit.search')} resetLabel={t('audit.reset')} onSubmit={submit} onReset={reset}>
      <Field label={t('audit.field.operName')}>
        <Input
          value={values.operName}
          placeholder={t('audit.placeholder.operName')}
          onChange={(_, data) => set('operName', data.value)}
        />
      </Field>
      {(['module', 'businessType', 'status'] as const).map((key) => (
        <ChoiceFilter
          key={key}
          label={t(`audit.field.${key}`)}
          value={values[key]}
          anyLabel={t('audit.placeholder.any')}
          choices={choices[key]}
          onChange={(value) => set(key, value)}
        />
      ))}
      <TimeRangeFields values={values} onChange={set} />
    </SearchForm>
  );
}
