import { Button, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ManagedAccount } from '../../../../shared/api/vaultAccounts';
import { formatDateTime } from '../../../components/formatDateTime';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { type DataColumn, DataTable, Pagination, usePaging } from '../../../components/table';
import { useManagedAccounts } from '../vaultQueries';
import { StrengthBadge } from './StrengthBadge';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * The weak passwords the caller sees (the manage list with weak=true), paged; those they may change offer 选择,
 * which opens the form on that account. `chosenId` marks the one being fixed.
 */
export function WeakAccountList({
  chosenId,
  onChoose,
}: {
  chosenId: number | null;
  onChoose: (account: ManagedAccount) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { paging, setPaging } = usePaging();
  const list = useManagedAccounts({ ...paging, weak: 'true' });
  const title = t('coffer.weakFix.listTitle');
  const columns: DataColumn<ManagedAccount>[] = [
    { key: 'accountName', header: t('coffer.accountList.accountName'), render: (row) => row.accountName },
    { key: 'assetName', header: t('coffer.accountList.assetName'), render: (row) => row.assetName },
    { key: 'address', header: t('coffer.accountList.address'), render: (row) => row.address },
    { key: 'strength', header: t('coffer.accountList.strength'), render: (row) => <StrengthBadge account={row} /> },
    {
      key: 'lastChange',
      header: t('coffer.accountList.lastChange'),
      render: (row) => formatDateTime(row.lastChangeTime),
    },
    {
      key: 'actions',
      header: t('coffer.common.actions'),
      render: (row) =>
        row.canManage && (
          <Button
            size="small"
            appearance={row.accountId === chosenId ? 'primary' : 'secondary'}
            aria-label={t('coffer.weakFix.chooseOf', { name: `${row.accountName}@${row.assetName}` })}
            aria-pressed={row.accountId === chosenId}
            data-testid="weak-choose"
            onClick={() => onChoose(row)}
          >
            {t('coffer.weakFix.choose')}
          </Button>
        ),
    },
  ];
  return (
    <section className={styles.root} aria-label={title}>
      <Text as="h2" size={400} weight="semibold">
        {title}
      </Text>
      {list.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t('table.loadFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {list.isPending ? (
        <LoadingSpinner />
      ) : list.data?.total === 0 ? (
        <Text data-testid="weak-list-empty">{t('coffer.weakFix.listEmpty')}</Text>
      ) : (
        <DataTable label={title} columns={columns} rows={list.data?.rows ?? []} rowKey={(row) => row.accountId} />
      )}
      <Pagination
        pageNum={paging.pageNum}
        pageSize={paging.pageSize}
        total={list.data?.total ?? 0}
        onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
      />
    </section>
  );
}
