import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../../components/page';
import { ColumnToolbar, DEFAULT_PAGE_SIZE, Pagination, useColumnVisibility } from '../../components/table';
import { OperLogDetailDialog } from './components/OperLogDetailDialog';
import { OperLogFilters } from './components/OperLogFilters';
import { OPER_LOG_COLUMNS, type OperLogColumn, OperLogTable } from './components/OperLogTable';
import { EMPTY_OPER_LOG_FILTERS, type OperLogFilterValues, toOperLogQuery } from './operLogFilters';
import { useOperationLogs } from './queries';

/** /oper-log-list (audit centre): every state-changing call, filtered, paged, one entry in detail. */
export function OperLogListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<OperLogFilterValues>(EMPTY_OPER_LOG_FILTERS);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [isSearchShown, setSearchShown] = useState(true);
  const [openId, setOpenId] = useState<number | null>(null);
  const columns = useColumnVisibility('oper-log-list');
  const logs = useOperationLogs({ ...toOperLogQuery(filters), ...paging });

  const handleSearch = (values: OperLogFilterValues) => {
    setFilters(values);
    setPaging((previous) => ({ ...previous, pageNum: 1 }));
  };

  return (
    <ListFrame
      title={t('audit.listTitle')}
      search={isSearchShown && <OperLogFilters onSearch={handleSearch} />}
      toolbar={
        <ColumnToolbar
          isSearchShown={isSearchShown}
          onToggleSearch={setSearchShown}
          onRefresh={() => void logs.refetch()}
          columns={OPER_LOG_COLUMNS.map((key) => ({ key, label: t(`audit.field.${key}`) }))}
          hidden={columns.hidden}
          onHiddenChange={columns.setHidden}
        />
      }
      isPending={logs.isPending}
      isError={logs.isError}
      dataUpdatedAt={logs.dataUpdatedAt}
      pager={
        <Pagination
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={logs.data?.total ?? 0}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
        />
      }
    >
      <OperLogTable
        rows={logs.data?.rows ?? []}
        isVisible={(column: OperLogColumn) => columns.isVisible(column)}
        onOpen={(row) => setOpenId(row.operId)}
      />
      {openId !== null && <OperLogDetailDialog operId={openId} onClose={() => setOpenId(null)} />}
    </ListFrame>
  );
}
