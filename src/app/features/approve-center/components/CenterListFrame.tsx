import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame, type PagedList } from '../../../components/page';
import { ColumnToolbar, type DataColumn, DataTable, Pagination, type Paging } from '../../../components/table';

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
});

export interface CenterListFrameProps<R> {
  /** The tab list: stays shown when the search is hidden. */
  tabs: ReactNode;
  search: ReactNode;
  actions?: ReactNode;
  /** The table's accessible name: the tab's. */
  label: string;
  list: PagedList<R>;
  columns: readonly DataColumn<R>[];
  rowKey: (row: R) => Key;
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
}

/** One tab of the approval centre: the tabs, its search, the toolbar (search toggle, refresh), table, pager. */
export function CenterListFrame<R>(props: CenterListFrameProps<R>) {
  const { tabs, search, actions, label, list, columns, rowKey, paging, onPagingChange } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const [isSearchShown, setSearchShown] = useState(true);
  const rows = list.data?.rows ?? [];
  return (
    <ListFrame
      title={t('approveCenter.title')}
      search={
        <>
          {tabs}
          {isSearchShown && search}
        </>
      }
      actions={actions}
      toolbar={
        <ColumnToolbar
          isSearchShown={isSearchShown}
          onToggleSearch={setSearchShown}
          onRefresh={() => void list.refetch()}
        />
      }
      isPending={list.isPending}
      isError={list.isError}
      dataUpdatedAt={list.dataUpdatedAt}
      pager={
        <Pagination
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={list.data?.total ?? 0}
          onChange={(pageNum, pageSize) => onPagingChange({ pageNum, pageSize })}
        />
      }
    >
      <DataTable label={label} columns={columns} rows={rows} rowKey={rowKey} />
      {rows.length === 0 && !list.isError && <Text className={styles.empty}>{t('approveCenter.empty')}</Text>}
    </ListFrame>
  );
}
