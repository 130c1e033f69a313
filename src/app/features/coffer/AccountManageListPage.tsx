import { Button } from '@fluentui/react-components';
import { AddRegular, KeyResetRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import { PagedListFrame } from '../../components/page';
import { usePaging } from '../../components/table';
import { useHasPermission } from '../../session';
import type { AccountFilters } from './accountFilters';
import { ManagedAccountSearchBar } from './components/ManagedAccountSearchBar';
import { StrengthChart } from './components/StrengthChart';
import { useManagedAccountColumns } from './components/useManagedAccountColumns';
import { ensureCofferTexts } from './i18n';
import { GHOST_ADD_ACCOUNT_PATH, weakFixPath } from './paths';
import { useManagedAccounts } from './vaultQueries';

ensureCofferTexts();

/**
 * /account-manage-list [system:coffer:query] (docs/coffer.md "Accounts in the vault"): every account the caller
 * sees, with the safes holding it and the §4 strength of its password, searched by name, strength, weakness and
 * safe, over a chart of the strengths of what is searched. Holders of system:coffer:manage adopt accounts and fix
 * weak passwords from here.
 */
export function AccountManageListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<AccountFilters>({});
  const { paging, setPaging, toFirstPage } = usePaging();
  const list = useManagedAccounts({ ...paging, ...filters });
  const canManage = useHasPermission([Permission.cofferManage]);
  const columns = useManagedAccountColumns(canManage);
  return (
    <PagedListFrame
      title={t('coffer.accountList.title')}
      header={<StrengthChart filters={filters} />}
      search={
        <ManagedAccountSearchBar
          onSearch={(next) => {
            setFilters(next);
            toFirstPage();
          }}
        />
      }
      actions={
        canManage && (
          <>
            <Button
              appearance="primary"
              icon={<AddRegular />}
              onClick={() => navigate(GHOST_ADD_ACCOUNT_PATH)}
              data-testid="account-adopt"
            >
              {t('coffer.accountList.adopt')}
            </Button>
            <Button icon={<KeyResetRegular />} onClick={() => navigate(weakFixPath())} data-testid="account-weak-fix">
              {t('coffer.accountList.weakFix')}
            </Button>
          </>
        )
      }
      list={list}
      columns={columns}
      rowKey={(row) => row.accountId}
      tableLabel={t('coffer.accountList.tableLabel')}
      paging={paging}
      onPagingChange={setPaging}
    />
  );
}
