import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import type { PagedList } from '../../../components/page';
import { type DataColumn, DataTable, Pagination, type Paging } from '../../../components/table';

/** One page of a list inside a coffer dialog: 加载失败 when the call failed, a spinner until it answers, the pager. */
export function PagedDialogTable<R>({
  label,
  list,
  columns,
  rowKey,
  paging,
  onPagingChange,
}: {
  /** The table's accessible name. */
  label: string;
  list: Pick<PagedList<R>, 'isPending' | 'isError' | 'data'>;
  columns: readonly DataColumn<R>[];
  rowKey: (row: R) => Key;
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {list.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t('coffer.common.loadFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {list.isPending ? (
        <LoadingSpinner />
      ) : (
        <DataTable label={label} columns={columns} rows={list.data?.rows ?? []} rowKey={rowKey} />
      )}
      <Pagination
        pageNum={paging.pageNum}
        pageSize={paging.pageSize}
        total={list.data?.total ?? 0}
        onChange={(pageNum, pageSize) => onPagingChange({ pageNum, pageSize })}
      />
    </>
  );
}
