import { useTranslation } from 'react-i18next';
import { JobOutcome } from '../../../../shared/api/tasks';
import { ChoiceFilter, SearchForm, TextFilter, useSearchValues } from '../../../components/page';

export interface JobLogFilters {
  taskName: string;
  /** '' any, else a JobOutcome. */
  outcome: string;
}

export const NO_JOB_LOG_FILTERS: JobLogFilters = { taskName: '', outcome: '' };

/** The job log's search: task name contains, outcome. */
export function JobLogSearch({ onSearch }: { onSearch: (filters: JobLogFilters) => void }) {
  const { t } = useTranslation();
  const { values, set, submit, reset } = useSearchValues(NO_JOB_LOG_FILTERS, onSearch);
  return (
    <SearchForm
      searchLabel={t('tasks.jobLog.search')}
      resetLabel={t('tasks.jobLog.reset')}
      onSubmit={submit}
      onReset={reset}
    >
      <TextFilter
        label={t('tasks.jobLog.taskName')}
        value={values.taskName}
        placeholder={t('tasks.jobLog.namePlaceholder')}
        onChange={(value) => set('taskName', value)}
      />
      <ChoiceFilter
        label={t('tasks.jobLog.outcome')}
        value={values.outcome}
        anyLabel={t('tasks.jobLog.any')}
        choices={Object.values(JobOutcome).map((outcome) => ({
          value: outcome,
          label: t(`tasks.jobLog.outcomes.${outcome}`),
        }))}
        onChange={(value) => set('outcome', value)}
      />
    </SearchForm>
  );
}
