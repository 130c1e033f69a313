import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskRow } from '../../../../shared/api/flow';
import { formatDateTime } from '../../../components/formatDateTime';
import { RouteLink } from '../../../components/page';
import type { DataColumn } from '../../../components/table';
import { resultTag, taskTag } from '../flowTags';
import { tasksBody } from '../listFilters';
import { requestPath } from '../paths';
import { decidedTasksQuery } from '../queries';
import { CenterListFrame } from './CenterListFrame';
import { FlowTag } from './FlowTag';
import { RowActions } from './RowActions';
import { useCenterList } from './useCenterList';

/** 审批记录: the tasks the caller decided, newest first, with how each request ended. */
export function DecidedTasksTab({ tabs, actions }: { tabs: ReactNode; actions: ReactNode }) {
  const { t } = useTranslation();
  const { filters, paging, setPaging, searchForm } = useCenterList({ hasApplicant: true });
  const list = useQuery(decidedTasksQuery(tasksBody(filters, paging)));
  const columns: DataColumn<TaskRow>[] = [
    { key: 'modelName', header: t('approveCenter.field.modelName'), render: (row) => row.modelName },
    { key: 'activityName', header: t('approveCenter.field.activityName'), render: (row) => row.activityName },
    { key: 'applicantName', header: t('approveCenter.field.applicantName'), render: (row) => row.applicantName },
    {
      key: 'myDecision',
      header: t('approveCenter.field.myDecision'),
      render: (row) => <FlowTag tag={taskTag(row.taskStatus)} />,
    },
    { key: 'refuseReason', header: t('approveCenter.field.refuseReason'), render: (row) => row.refuseReason },
    { key: 'decideTime', header: t('approveCenter.field.decideTime'), render: (row) => formatDateTime(row.decideTime) },
    {
      key: 'result',
      header: t('approveCenter.field.result'),
      render: (row) => <FlowTag tag={resultTag(row.result)} />,
    },
    {
      key: 'operation',
      header: t('approveCenter.field.operation'),
      render: (row) => (
        <RowActions>
          <RouteLink to={requestPath(row.processInstanceId)}>{t('approveCenter.view')}</RouteLink>
        </RowActions>
      ),
    },
  ];
  return (
    <CenterListFrame
      tabs={tabs}
      search={searchForm}
      actions={actions}
      label={t('approveCenter.tab.done')}
      list={list}
      columns={columns}
      rowKey={(row) => row.taskId}
      paging={paging}
      onPagingChange={setPaging}
    />
  );
}
