import { Button, Field, Input, makeStyles, Tab, TabList, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListFrame, RouteLink } from '../../components/page';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../components/table';
import { CommandRecordTable, SessionRecordTable, SignInRecordTable } from './components/InfoListTables';
import { ensureStatisticsTexts } from './i18n';
import { filterOfSearch, INFO_LIST_TABS, type InfoListFilter, type InfoListTab } from './infoListLinks';
import { useCommandRecords, useSessionRecords, useSignInRecords } from './queries';
import { defaultParams, periodBounds, searchOfParams } from './reportParams';

ensureStatisticsTexts();

const useStyles = makeStyles({
  search: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
});

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The list's narrowing by one breakdown key, as each list's query names it. */
function filterQuery(filter: InfoListFilter | null): Record<string, string> {
  if (!filter) return {};
  switch (filter.kind) {
    case 'user':
      return { userId: filter.key };
    case 'asset':
      return { assetId: filter.key };
    case 'protocol':
      return { protocol: filter.key };
    case 'action':
      return { action: filter.key };
    case 'held':
      return { held: 'true' };
  }
}

/**
 * /statis-info-list (统计信息; breadcrumb hidden) [system:log:query]: the rows behind the statistics report's
 * counts — sessions, command lines, failed sign-ins — over a period of UTC days, narrowed by one breakdown key
 * when a report's link opened it (?tab=commands&from=…&to=…&action=blocked).
 */
export function StatisInfoListPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [now] = useState(() => new Date());
  const defaults = defaultParams(now);
  const tab: InfoListTab = (INFO_LIST_TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as InfoListTab)
    : 'sessions';
  const from = DAY_PATTERN.test(search.get('from') ?? '') ? (search.get('from') as string) : defaults.from;
  const to = DAY_PATTERN.test(search.get('to') ?? '') ? (search.get('to') as string) : defaults.to;
  const filter = filterOfSearch(search);
  const [draft, setDraft] = useState({ from, to });
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const { start, end } = periodBounds(from, to);
  // A filter that does not belong to a tab (an outcome on sessions) is not sent with it.
  const sessionFilter = filter && filter.kind !== 'action' && filter.kind !== 'held' ? filterQuery(filter) : {};
  const commandFilter = filter && filter.kind !== 'protocol' ? filterQuery(filter) : {};
  const sessions = useSessionRecords(
    { ...paging, startFrom: start, startTo: end, ...sessionFilter },
    tab === 'sessions',
  );
  const commands = useCommandRecords({ ...paging, timeFrom: start, timeTo: end, ...commandFilter }, tab === 'commands');
  const signIns = useSignInRecords({ ...paging, status: 2, beginTime: start, endTime: end }, tab === 'signInFailures');
  const shown = tab === 'sessions' ? sessions : tab === 'commands' ? commands : signIns;
  const update = (changes: Record<string, string | null>) => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
    setPaging((previous) => ({ ...previous, pageNum: 1 }));
  };
  const filterLabel = useMemo(() => {
    if (!filter) return null;
    if (filter.label)
      return `${t(`statistics.dimension.${filter.kind === 'held' ? 'action' : filter.kind}`)}: ${filter.label}`;
    if (filter.kind === 'held') return t('statistics.details.held');
    if (filter.kind === 'action') return `${t('statistics.dimension.action')}: ${t(`statistics.action.${filter.key}`)}`;
    return `${t(`statistics.dimension.${filter.kind}`)}: ${filter.key}`;
  }, [filter, t]);
  const reportLink = `/index?${searchOfParams({ ...defaults, from, to }).toString()}`;
  return (
    <ListFrame
      title={t('statistics.list.title')}
      search={
        <div className={styles.search}>
          <TabList selectedValue={tab} onTabSelect={(_, data) => update({ tab: String(data.value) })}>
            {INFO_LIST_TABS.map((value) => (
              <Tab key={value} value={value}>
                {t(`statistics.list.tabs.${value}`)}
              </Tab>
            ))}
          </TabList>
          <form
            className={styles.row}
            onSubmit={(event) => {
              event.preventDefault();
              update({ from: draft.from, to: draft.to });
            }}
          >
            <Field label={t('statistics.filters.from')}>
              <Input type="date" value={draft.from} onChange={(_, data) => setDraft({ ...draft, from: data.value })} />
            </Field>
            <Field label={t('statistics.filters.to')}>
              <Input type="date" value={draft.to} onChange={(_, data) => setDraft({ ...draft, to: data.value })} />
            </Field>
            <Button type="submit" appearance="primary">
              {t('statistics.filters.query')}
            </Button>
            <RouteLink to={reportLink}>{t('statistics.list.backToReport')}</RouteLink>
          </form>
          {filterLabel && (
            <TagGroup
              aria-label={t('statistics.list.filteredBy', { filter: '' })}
              onDismiss={() =>
                update({ userId: null, assetId: null, protocol: null, action: null, held: null, label: null })
              }
            >
              <Tag dismissible value="filter" dismissIcon={{ 'aria-label': t('statistics.list.clearFilter') }}>
                {t('statistics.list.filteredBy', { filter: filterLabel })}
              </Tag>
            </TagGroup>
          )}
        </div>
      }
      isPending={shown.isPending}
      isError={shown.isError}
      dataUpdatedAt={shown.dataUpdatedAt}
      pager={
        <Pagination
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={shown.data?.total ?? 0}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
        />
      }
    >
      {tab === 'sessions' && <SessionRecordTable rows={sessions.data?.rows ?? []} />}
      {tab === 'commands' && <CommandRecordTable rows={commands.data?.rows ?? []} />}
      {tab === 'signInFailures' && <SignInRecordTable rows={signIns.data?.rows ?? []} />}
    </ListFrame>
  );
}
