import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../../components/page';
import { ColumnToolbar, DEFAULT_PAGE_SIZE, Pagination, useColumnVisibility } from '../../components/table';
import { LoginLogFilters } from './components/LoginLogFilters';
import { LOGIN_LOG_COLUMNS, type LoginLogColumn, LoginLogTable } from './components/LoginLogTable';
import { EMPTY_LOGIN_LOG_FILTERS, type LoginLogFilterValues, toLoginLogQuery } from './loginLogFilters';
import { useLoginLogs } from './queries';

/** /login-log-list (audit centre): every sign-in attempt and sign-out, filtered and paged. */
export function LoginLogListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<LoginLogFilterValues>(EMPTY_LOGIN_LOG_FILTERS);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [isSearchShown, setSearchShown] = useState(true);
  const columns = useColumnVisibility('login-log-list');
  const logs = useLoginLogs({ ...toLoginLogQuery(filters), ...paging });

  const handleSearch = (values: LoginLogFilterValues) => {
    setFilters(values);
    setPaging((previous) => ({ ...previous, pageNum: 1 }));
  };

  return (
    <ListFrame
      title={t('audit.loginLog.listTitle')}
      search={isSearchShown && <LoginLogFilters onSearch={handleSearch} />}
      toolbar={
        <ColumnToolbar
          isSearchShown={isSearchShown}
          onToggleSearch={setSearchShown}
          onRefresh={() => void logs.refetch()}
          columns={LOGIN_LOG_COLUMNS.map((key) => ({ key, label: t(`audit.loginLog.field.${key}`) }))}
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
      <LoginLogTable rows={logs.data?.rows ?? []} isVisible={(column: LoginLogColumn) => columns.isVisible(column)} />
    </ListFrame>
  );
}
