import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PagedListFrame } from '../../components/page';
import { categoryOfRow } from './cofferFilters';
import { useCofferActions } from './components/useCofferActions';
import { useCofferColumns } from './components/useCofferColumns';
import { useCofferSearch } from './components/useCofferSearch';
import { ensureCofferTexts } from './i18n';
import { useCoffers } from './queries';

ensureCofferTexts();

/**
 * /coffer-search-all-list (spec §2; kept in use mode): one search over all three categories at once (the list's
 * category 'all'), paged, each safe tagged with its category, the licence held and the application action.
 */
export function CofferSearchAllListPage() {
  const { t } = useTranslation();
  const { filters, paging, setPaging, searchBar } = useCofferSearch();
  const list = useCoffers({ ...paging, ...filters, category: 'all' });
  const actions = useCofferActions();
  const columns = useCofferColumns(actions.handleAction, {
    withStar: false,
    before: [
      {
        key: 'category',
        header: t('coffer.field.category'),
        render: (coffer) => (
          <Badge appearance="outline" data-testid="coffer-category">
            {t(`coffer.category.${categoryOfRow(coffer)}`)}
          </Badge>
        ),
      },
    ],
  });
  return (
    <PagedListFrame
      title={t('coffer.search.titleAll')}
      search={searchBar}
      list={list}
      columns={columns}
      rowKey={(coffer) => coffer.cofferId}
      paging={paging}
      onPagingChange={setPaging}
    >
      {actions.dialogs}
    </PagedListFrame>
  );
}
