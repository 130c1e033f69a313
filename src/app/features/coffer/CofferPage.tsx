import { Button } from '@fluentui/react-components';
import { AddRegular, DocumentBulletListRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import type { CofferCategory } from '../../../shared/rules/cofferRules';
import { PagedListFrame } from '../../components/page';
import { useHasPermission } from '../../session';
import { categoryFrom, openingCategory } from './cofferFilters';
import { CategoryTabs } from './components/CategoryTabs';
import { useCofferActions } from './components/useCofferActions';
import { useCofferColumns } from './components/useCofferColumns';
import { useCofferSearch } from './components/useCofferSearch';
import { ensureCofferTexts } from './i18n';
import { useCofferCounts, useCoffers } from './queries';

ensureCofferTexts();

/**
 * /coffer (spec §2, §6): the caller's safes in three categories — 管理权限, 使用权限, 未授权 — opening on the one
 * the server names (counts.category) unless the address names one (?category=, kept on reload and Back).
 * Rows apply for a licence, open their accounts, and for their managers edit, licence and delete.
 */
export function CofferPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const counts = useCofferCounts();
  const category = openingCategory(categoryFrom(search.get('category')), counts);
  const { filters, paging, setPaging, toFirstPage, searchBar } = useCofferSearch();
  const list = useCoffers({ ...paging, ...filters, category: category ?? 'use' }, category !== null);
  const actions = useCofferActions();
  const columns = useCofferColumns(actions.handleAction);
  const canCreate = useHasPermission([Permission.cofferManage]);
  const handleSelect = (next: CofferCategory) => {
    setSearch({ category: next }, { replace: true });
    toFirstPage();
  };
  const shown = category ?? 'manage';
  return (
    <PagedListFrame
      title={t('coffer.list.title')}
      header={<CategoryTabs selected={shown} counts={counts.data} onSelect={handleSelect} />}
      search={searchBar}
      actions={
        <>
          {canCreate && (
            <Button appearance="primary" icon={<AddRegular />} onClick={actions.openCreate} data-testid="coffer-create">
              {t('coffer.list.create')}
            </Button>
          )}
          <Button
            icon={<DocumentBulletListRegular />}
            onClick={actions.openApplications}
            data-testid="coffer-applications"
          >
            {t('coffer.list.applications')}
          </Button>
        </>
      }
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
