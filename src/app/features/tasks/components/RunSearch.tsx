import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, enumOptions, SearchForm, TextFilter, useSearchValues } from '../../../components/page';
import { NO_RUN_FILTERS, type RunFilters } from '../runFilters';

/** The task centre's search: task name, type, state and when the run started. */
export function RunSearch({ onSearch }: { onSearch: (filters: RunFilters) => void }) {
  const { t, i18n } = useTranslation();
  const { values, set, submit, reset } = useSearchValues(NO_RUN_FILTERS, onSearch);
  return (
    <SearchForm
      searchLabel={t('tasks.runs.search')}
      resetLabel={t('tasks.runs.reset')}
      onSubmit={submit}
      onReset={reset}
    >
      <TextFilter
        label={t('tasks.runs.taskName')}
        value={values.taskName}
        placeholder={t('tasks.runs.namePlaceholder')}
        onChange={(value) => set('taskName', value)}
      />
      <ChoiceFilter
        label={t('tasks.runs.taskType')}
        value={values.taskType}
        anyLabel={t('tasks.runs.any')}
        choices={enumOptions('task_type', i18n.language)}
        onChange={(value) => set('taskType', value)}
      />
      <ChoiceFilter
        label={t('tasks.runs.status')}
        value={values.status}
        anyLabel={t('tasks.runs.any')}
        choices={enumOptions('task_execution', i18n.language)}
        onChange={(value) => set('status', value)}
      />
      {(['beginTime', 'endTime'] as const).map((key) => (
        <Field key={key} label={t(`tasks.runs.${key}`)}>
          <Input type="datetime-local" value={values[key]} onChange={(_, data) => set(key, data.value)} />
        </Field>
      ))}
    </SearchForm>
  );
}
