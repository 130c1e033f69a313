import { useTranslation } from 'react-i18next';
import { ChoiceFilter, enumOptions, SearchForm, TextFilter, useSearchValues } from '../../../components/page';

export interface TaskFilters {
  taskName: string;
  /** '' any, else a task type. */
  taskType: string;
  /** '' any, 'true' or 'false'. */
  enabled: string;
}

export const NO_TASK_FILTERS: TaskFilters = { taskName: '', taskType: '', enabled: '' };

/** The scheduled tasks' search: name contains, type, enabled or not. */
export function TaskSearch({ onSearch }: { onSearch: (filters: TaskFilters) => void }) {
  const { t, i18n } = useTranslation();
  const { values, set, submit, reset } = useSearchValues(NO_TASK_FILTERS, onSearch);
  return (
    <SearchForm
      searchLabel={t('tasks.list.search')}
      resetLabel={t('tasks.list.reset')}
      onSubmit={submit}
      onReset={reset}
    >
      <TextFilter
        label={t('tasks.column.taskName')}
        value={values.taskName}
        placeholder={t('tasks.list.namePlaceholder')}
        onChange={(value) => set('taskName', value)}
      />
      <ChoiceFilter
        label={t('tasks.column.taskType')}
        value={values.taskType}
        anyLabel={t('tasks.list.any')}
        choices={enumOptions('task_type', i18n.language)}
        onChange={(value) => set('taskType', value)}
      />
      <ChoiceFilter
        label={t('tasks.column.enabled')}
        value={values.enabled}
        anyLabel={t('tasks.list.any')}
        choices={[
          { value: 'true', label: t('tasks.list.enabledOnly') },
          { value: 'false', label: t('tasks.list.disabledOnly') },
        ]}
        onChange={(value) => set('enabled', value)}
      />
    </SearchForm>
  );
}
