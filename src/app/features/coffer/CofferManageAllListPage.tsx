import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../shared/access/permissions';
import { PagedListFrame } from '../../components/page';
import { useHasPermission } from '../../session';
import { useCofferActions } from './components/useCofferActions';
import { useCofferColumns } from './components/useCofferColumns';
import { useCofferSearch } from './components/useCofferSearch';
import { ensureCofferTexts } from './i18n';
import { useAllCoffers } from './queries';

ensureCofferTexts();

/**
 * /coffer-manage-all-list [system:allcoffer:manage] (spec §2, §6): every safe, with the same manage actions
 * as /coffer (holders of system:allcoffer:manage manage them all).
 */
export function CofferManageAllListPage() {
  const { t } = useTranslation();
  const { filters, paging, setPaging, searchBar } = useCofferSearch();
  const list = useAllCoffers({ ...paging, ...filters });
  const actions = useCofferActions();
  const columns = useCofferColumns(actions.handleAction);
  const canCreate = useHasPermission([Permission.cofferManage]);
  return (
    <PagedListFrame
      title={t('coffer.manageAll.title')}
      search={searchBar}
      actions={
        canCreate && (
          <Button appearance="primary" icon={<AddRegular />} onClick={actions.openCreate} data-testid="coffer-create">
            {t('coffer.list.create')}
          </Button>
        )
      }
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
