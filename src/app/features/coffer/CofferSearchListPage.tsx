import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CofferCategory } from '../../../shared/rules/cofferRules';
import { PagedListFrame } from '../../components/page';
import { openingCategory } from './cofferFilters';
import { CategoryTabs } from './components/CategoryTabs';
import { useCofferActions } from './components/useCofferActions';
import { useCofferColumns } from './components/useCofferColumns';
import { useCofferSearch } from './components/useCofferSearch';
import { ensureCofferTexts } from './i18n';
import { useCofferCounts, useCoffers } from './queries';

ensureCofferTexts();

/**
 * /coffer-search-list (spec §2): search the caller's safes of one category by safe or account name, with the
 * licence they hold and the application action. The category is chosen here (it starts on the server's).
 */
export function CofferSearchListPage() {
  const { t } = useTranslation();
  const counts = useCofferCounts();
  const [chosen, setChosen] = useState<CofferCategory | null>(null);
  const category = openingCategory(chosen, counts);
  const { filters, paging, setPaging, toFirstPage, searchBar } = useCofferSearch();
  const list = useCoffers({ ...paging, ...filters, category: category ?? 'use' }, category !== null);
  const actions = useCofferActions();
  const columns = useCofferColumns(actions.handleAction, { withStar: false });
  const shown = category ?? 'manage';
  return (
    <PagedListFrame
      title={t('coffer.search.title')}
      header={
        <CategoryTabs
          selected={shown}
          counts={counts.data}
          onSelect={(next) => {
            setChosen(next);
            toFirstPage();
          }}
        />
      }
      search={searchBar}
      list={list}
      columns={columns}
      rowKey={(coffer) => coffer.cofferId}
      tableLabel={t(`coffer.category.${shown}`)}
      paging={paging}
      onPagingChange={setPaging}
    >
      {actions.dialogs}
    </PagedListFrame>
  );
}
