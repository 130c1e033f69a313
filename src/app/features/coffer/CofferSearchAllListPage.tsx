import { Badge, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coffer } from '../../../shared/api/coffers';
import { COFFER_CATEGORIES, type CofferCategory } from '../../../shared/rules/cofferRules';
import { ListFrame } from '../../components/page';
import { ColumnToolbar, DataTable } from '../../components/table';
import type { CofferFilters } from './cofferFilters';
import { CofferSearchBar } from './components/CofferSearchBar';
import { useCofferActions } from './components/useCofferActions';
import { useCofferColumns } from './components/useCofferColumns';
import { ensureCofferTexts } from './i18n';
import { coffersQuery } from './queries';

ensureCofferTexts();

/** Rows read per category: a search across all of them is for finding a safe, not for paging through. */
const ROWS_PER_CATEGORY = 100;

/**
 * /coffer-search-all-list (spec §2; kept in use mode): one search over all three categories at once — the
 * server's list answers one category per call, so each is asked and the answers are merged, each safe
 * tagged with its category, the licence held and the application action.
 */
export function CofferSearchAllListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<CofferFilters>({});
  const [isSearchShown, setSearchShown] = useState(true);
  const results = useQueries({
    queries: COFFER_CATEGORIES.map((category) =>
      coffersQuery({ pageNum: 1, pageSize: ROWS_PER_CATEGORY, ...filters, category }),
    ),
  });
  const categoryOf = new Map<number, CofferCategory>();
  const rows: Coffer[] = [];
  results.forEach((result, index) => {
    const category = COFFER_CATEGORIES[index] ?? 'use';
    for (const row of result.data?.rows ?? []) {
      if (categoryOf.has(row.cofferId)) continue;
      categoryOf.set(row.cofferId, category);
      rows.push(row);
    }
  });
  const isCut = results.some((result) => (result.data?.total ?? 0) > ROWS_PER_CATEGORY);
  const actions = useCofferActions();
  const columns = useCofferColumns(actions.handleAction, {
    withStar: false,
    before: [
      {
        key: 'category',
        header: t('coffer.field.category'),
        render: (coffer) => {
          const category = categoryOf.get(coffer.cofferId);
          return category && <Badge appearance="outline">{t(`coffer.category.${category}`)}</Badge>;
        },
      },
    ],
  });
  const title = t('coffer.search.titleAll');
  return (
    <ListFrame
      title={title}
      search={isSearchShown && <CofferSearchBar onSearch={setFilters} />}
      toolbar={
        <ColumnToolbar
          isSearchShown={isSearchShown}
          onToggleSearch={setSearchShown}
          onRefresh={() => results.forEach((result) => void result.refetch())}
        />
      }
      isPending={results.some((result) => result.isPending)}
      isError={results.some((result) => result.isError)}
      dataUpdatedAt={Math.min(...results.map((result) => result.dataUpdatedAt))}
    >
      {isCut && (
        <MessageBar intent="info">
          <MessageBarBody>{t('coffer.search.firstRows', { count: ROWS_PER_CATEGORY })}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable label={title} columns={columns} rows={rows} rowKey={(coffer) => coffer.cofferId} />
      {actions.dialogs}
    </ListFrame>
  );
}
