import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PagedListFrame } from '../../components/page';
import { usePaging } from '../../components/table';
import { RunSearch } from './components/RunSearch';
import { runColumns, useRunColumnStyles } from './components/runColumns';
import { ensureTaskTexts } from './i18n';
import { runDetailPath } from './paths';
import { useRuns } from './queries';
import { NO_RUN_FILTERS, type RunFilters, toRunQuery } from './runFilters';
import { useLiveRuns } from './useLiveRuns';
import { useRunActions } from './useRunActions';

ensureTaskTexts();

/**
 * /task-center-list [system:taskcenter:query]: every task run, newest first, with live progress: the hub's socket
 * says when runs change and the page reads them again (useLiveRuns), no polling. Holders of system:task:edit cancel
 * running runs and retry the failures of finished ones.
 */
export function RunListPage() {
  const { t, i18n } = useTranslation();
  const styles = useRunColumnStyles();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<RunFilters>(NO_RUN_FILTERS);
  const { paging, setPaging, toFirstPage } = usePaging();
  const runs = useRuns({ ...toRunQuery(filters), ...paging });
  const { handleCancel, handleRetry, isBusy } = useRunActions();
  useLiveRuns();

  const columns = runColumns(t, i18n.language, styles, {
    isBusy,
    nowMs: runs.dataUpdatedAt || Date.now(),
    onDetail: (run) => navigate(runDetailPath(run.runId)),
    onCancel: (run) => void handleCancel(run),
    onRetry: (run) => void handleRetry(run),
  });

  return (
    <PagedListFrame
      title={t('tasks.runs.title')}
      tableLabel={t('tasks.runs.tableLabel')}
      search={
        <RunSearch
          onSearch={(next) => {
            setFilters(next);
            toFirstPage();
          }}
        />
      }
      list={runs}
      columns={columns}
      rowKey={(run) => run.runId}
      paging={paging}
      onPagingChange={setPaging}
    />
  );
}
