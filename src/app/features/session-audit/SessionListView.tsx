import { Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TerminalSession } from '../../../shared/api/terminal';
import { confirm } from '../../components/confirm';
import { ListFrame } from '../../components/page';
import { ColumnToolbar, DEFAULT_PAGE_SIZE, Pagination, useColumnVisibility } from '../../components/table';
import { notify } from '../../notify';
import { endSession, monitorPath } from './api';
import { SessionFilters } from './components/SessionFilters';
import { SESSION_COLUMNS, type SessionColumn, SessionTable } from './components/SessionTable';
import { userLabel } from './format';
import { useSessions } from './queries';
import { EMPTY_SESSION_FILTERS, type SessionFilterValues, type SessionTab, toSessionQuery } from './sessionFilters';

const TABS: readonly { value: SessionTab; key: string }[] = [
  { value: 'all', key: 'all' },
  { value: '1', key: 'online' },
  { value: '2', key: 'finished' },
];

/** The session records: online and finished sessions, filtered and paged; a row opens its replay. */
export function SessionListView({ onOpen }: { onOpen: (session: TerminalSession) => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SessionTab>('all');
  const [filters, setFilters] = useState<SessionFilterValues>(EMPTY_SESSION_FILTERS);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [isSearchShown, setSearchShown] = useState(true);
  const columns = useColumnVisibility('vedio-replay');
  const sessions = useSessions({ ...toSessionQuery(filters, tab), ...paging });
  const terminate = async (row: TerminalSession) => {
    const confirmed = await confirm({
      message: t('sessionAudit.terminateConfirm', { user: userLabel(row), asset: row.assetName }),
    });
    if (!confirmed) return;
    try {
      await endSession(row.sessionId);
      notify.success(t('sessionAudit.terminated'));
    } finally {
      void sessions.refetch();
    }
  };
  const firstPage = () => setPaging((previous) => ({ ...previous, pageNum: 1 }));

  return (
    <ListFrame
      title={t('sessionAudit.listTitle')}
      search={
        <>
          <TabList
            selectedValue={tab}
            onTabSelect={(_, data) => {
              setTab(data.value as SessionTab);
              firstPage();
            }}
          >
            {TABS.map((item) => (
              <Tab key={item.value} value={item.value}>
                {t(`sessionAudit.tabs.${item.key}`)}
              </Tab>
            ))}
          </TabList>
          {isSearchShown && (
            <SessionFilters
              onSearch={(values) => {
                setFilters(values);
                firstPage();
              }}
            />
          )}
        </>
      }
      toolbar={
        <ColumnToolbar
          isSearchShown={isSearchShown}
          onToggleSearch={setSearchShown}
          onRefresh={() => void sessions.refetch()}
          columns={SESSION_COLUMNS.map((key) => ({ key, label: t(`sessionAudit.field.${key}`) }))}
          hidden={columns.hidden}
          onHiddenChange={columns.setHidden}
        />
      }
      isPending={sessions.isPending}
      isError={sessions.isError}
      dataUpdatedAt={sessions.dataUpdatedAt}
      pager={
        <Pagination
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={sessions.data?.total ?? 0}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
        />
      }
    >
      <SessionTable
        rows={sessions.data?.rows ?? []}
        isVisible={(column: SessionColumn) => columns.isVisible(column)}
        onOpen={onOpen}
        onMonitor={(row) => window.open(monitorPath(row), '_blank')}
        onTerminate={(row) => void terminate(row)}
      />
    </ListFrame>
  );
}
