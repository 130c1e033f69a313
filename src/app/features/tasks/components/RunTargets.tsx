import { Badge, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunTarget } from '../../../../shared/api/tasks';
import { formatDateTime } from '../../../components/formatDateTime';
import { ChoiceFilter, EnumBadge, enumOptions } from '../../../components/page';
import { type DataColumn, DataTable, Pagination, usePaging } from '../../../components/table';
import { useRunTargets } from '../queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  filter: { maxWidth: '240px' },
});

/** A run's targets, filtered by state, with each account's result (for inspection: the password check). */
export function RunTargets({ runId }: { runId: number }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState('');
  const { paging, setPaging, toFirstPage } = usePaging();
  const targets = useRunTargets({ runId: String(runId), ...(status ? { status: Number(status) } : {}), ...paging });
  const title = t('tasks.target.title');
  const columns: DataColumn<RunTarget>[] = [
    { key: 'accountName', header: t('tasks.target.accountName'), render: (row) => row.accountName },
    { key: 'assetName', header: t('tasks.target.assetName'), render: (row) => row.assetName },
    { key: 'address', header: t('tasks.target.address'), render: (row) => row.address },
    {
      key: 'status',
      header: t('tasks.target.status'),
      render: (row) => <EnumBadge dictType="task_execution" value={row.status} />,
    },
    {
      key: 'checkResult',
      header: t('tasks.target.checkResult'),
      render: (row) =>
        row.checkResult === null ? '' : <EnumBadge dictType="password_check" value={row.checkResult} />,
    },
    {
      key: 'strength',
      header: t('tasks.target.strength'),
      render: (row) => (row.strength === null ? '' : <EnumBadge dictType="password_strength" value={row.strength} />),
    },
    {
      key: 'changedOutside',
      header: t('tasks.target.changedOutside'),
      render: (row) =>
        row.changedOutside ? (
          <Badge appearance="tint" color="warning">
            {t('tasks.target.changedOutsideYes')}
          </Badge>
        ) : (
          ''
        ),
    },
    { key: 'message', header: t('tasks.target.message'), render: (row) => row.message },
    { key: 'startTime', header: t('tasks.target.startTime'), render: (row) => formatDateTime(row.startTime) },
    { key: 'endTime', header: t('tasks.target.endTime'), render: (row) => formatDateTime(row.endTime) },
  ];
  return (
    <section className={styles.root} aria-label={title}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      <div className={styles.filter}>
        <ChoiceFilter
          label={t('tasks.target.status')}
          value={status}
          anyLabel={t('tasks.target.any')}
          choices={enumOptions('task_execution', i18n.language)}
          onChange={(value) => {
            setStatus(value);
            toFirstPage();
          }}
        />
      </div>
      <DataTable
        label={t('tasks.target.tableLabel')}
        columns={columns}
        rows={targets.data?.rows ?? []}
        rowKey={(row) => row.targetId}
      />
      <Pagination
        pageNum={paging.pageNum}
        pageSize={paging.pageSize}
        total={targets.data?.total ?? 0}
        onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
      />
    </section>
  );
}
