import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobLog } from '../../../shared/api/tasks';
import { PagedListFrame } from '../../components/page';
import { usePaging } from '../../components/table';
import type { ListJobLogQuery } from './api';
import { type JobLogFilters, JobLogSearch, NO_JOB_LOG_FILTERS } from './components/JobLogSearch';
import { jobLogColumns } from './components/jobLogColumns';
import { ensureTaskTexts } from './i18n';
import { useJobLog } from './queries';
import { useLiveRuns } from './useLiveRuns';

ensureTaskTexts();

const toQuery = (filters: JobLogFilters): Omit<ListJobLogQuery, 'pageNum' | 'pageSize'> => ({
  ...(filters.taskName.trim() ? { taskName: filters.taskName.trim() } : {}),
  ...(filters.outcome ? { outcome: filters.outcome as JobLog['outcome'] } : {}),
});

/**
 * /monitor/job-log/index [monitor:job:list]: every firing of the scheduler, newest first: whether a run began, the
 * firing was missed (no node ran then) or skipped (the previous run still ran), with a link to its run.
 */
export function JobLogPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<JobLogFilters>(NO_JOB_LOG_FILTERS);
  const { paging, setPaging, toFirstPage } = usePaging();
  const log = useJobLog({ ...toQuery(filters), ...paging });
  useLiveRuns();
  return (
    <PagedListFrame
      title={t('tasks.jobLog.title')}
      tableLabel={t('tasks.jobLog.tableLabel')}
      search={
        <JobLogSearch
          onSearch={(next) => {
            setFilters(next);
            toFirstPage();
          }}
        />
      }
      list={log}
      columns={jobLogColumns(t)}
      rowKey={(row) => row.jobLogId}
      paging={paging}
      onPagingChange={setPaging}
    />
  );
}
