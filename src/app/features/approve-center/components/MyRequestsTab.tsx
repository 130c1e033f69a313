import { Button } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyInstanceRow } from '../../../../shared/api/flow';
import { FlowStatus } from '../../../../shared/rules/flowRules';
import { formatDateTime } from '../../../components/formatDateTime';
import { RouteLink } from '../../../components/page';
import type { DataColumn } from '../../../components/table';
import { resultTag, statusTag } from '../flowTags';
import { myRequestsBody } from '../listFilters';
import { requestPath } from '../paths';
import { myRequestsQuery } from '../queries';
import { useWithdrawAction } from '../useWithdrawAction';
import { CenterListFrame } from './CenterListFrame';
import { FlowTag } from './FlowTag';
import { RowActions } from './RowActions';
import { useCenterList } from './useCenterList';

/** 我的申请: the caller's requests, newest first; a waiting one can be withdrawn. */
export function MyRequestsTab({ tabs, actions }: { tabs: ReactNode; actions: ReactNode }) {
  const { t } = useTranslation();
  const { filters, paging, setPaging, searchForm } = useCenterList({ hasStatus: true });
  const list = useQuery(myRequestsQuery(myRequestsBody(filters, paging)));
  const withdraw = useWithdrawAction();
  const columns: DataColumn<MyInstanceRow>[] = [
    { key: 'modelName', header: t('approveCenter.field.modelName'), render: (row) => row.modelName },
    {
      key: 'status',
      header: t('approveCenter.field.status'),
      render: (row) => <FlowTag tag={statusTag(row.status)} />,
    },
    {
      key: 'result',
      header: t('approveCenter.field.result'),
      render: (row) => <FlowTag tag={resultTag(row.result)} />,
    },
    {
      key: 'currentSteps',
      header: t('approveCenter.field.currentSteps'),
      render: (row) => row.currentActivityNames.join(t('approveCenter.separator')),
    },
    { key: 'createTime', header: t('approveCenter.field.createTime'), render: (row) => formatDateTime(row.createTime) },
    { key: 'endTime', header: t('approveCenter.field.endTime'), render: (row) => formatDateTime(row.endTime) },
    {
      key: 'operation',
      header: t('approveCenter.field.operation'),
      render: (row) => (
        <RowActions>
          <RouteLink to={requestPath(row.processInstanceId)}>{t('approveCenter.view')}</RouteLink>
          {row.status === FlowStatus.waiting && (
            <Button size="small" appearance="subtle" onClick={() => void withdraw(row)}>
              {t('approveCenter.withdraw')}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <CenterListFrame
      tabs={tabs}
      search={searchForm}
      actions={actions}
      label={t('approveCenter.tab.mine')}
      list={list}
      columns={columns}
      rowKey={(row) => row.processInstanceId}
      paging={paging}
      onPagingChange={setPaging}
    />
  );
}
