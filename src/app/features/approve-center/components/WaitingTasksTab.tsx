import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskRow } from '../../../../shared/api/flow';
import { formatDateTime } from '../../../components/formatDateTime';
import { RouteLink } from '../../../components/page';
import type { DataColumn } from '../../../components/table';
import { useHubBadges } from '../../../hub';
import { tasksBody } from '../listFilters';
import { requestPath } from '../paths';
import { waitingTasksQuery } from '../queries';
import { CenterListFrame } from './CenterListFrame';
import { RowActions } from './RowActions';
import { useCenterList } from './useCenterList';

/** 待我审批: the caller's waiting tasks, oldest first; 审批 opens the request with its decision panel. */
export function WaitingTasksTab({ tabs, actions }: { tabs: ReactNode; actions: ReactNode }) {
  const { t } = useTranslation();
  const { approvals: pendingCount } = useHubBadges();
  const { filters, paging, setPaging, searchForm } = useCenterList({ hasApplicant: true });
  const list = useQuery(waitingTasksQuery(tasksBody(filters, paging), pendingCount));
  const columns: DataColumn<TaskRow>[] = [
    { key: 'modelName', header: t('approveCenter.field.modelName'), render: (row) => row.modelName },
    { key: 'activityName', header: t('approveCenter.field.activityName'), render: (row) => row.activityName },
    { key: 'applicantName', header: t('approveCenter.field.applicantName'), render: (row) => row.applicantName },
    {
      key: 'receivedTime',
      header: t('approveCenter.field.receivedTime'),
      render: (row) => formatDateTime(row.createTime),
    },
    {
      key: 'operation',
      header: t('approveCenter.field.operation'),
      render: (row) => (
        <RowActions>
          <RouteLink to={requestPath(row.processInstanceId)}>{t('approveCenter.decide')}</RouteLink>
        </RowActions>
      ),
    },
  ];
  return (
    <CenterListFrame
      tabs={tabs}
      search={searchForm}
      actions={actions}
      label={t('approveCenter.tab.todo')}
      list={list}
      columns={columns}
      rowKey={(row) => row.taskId}
      paging={paging}
      onPagingChange={setPaging}
    />
  );
}
