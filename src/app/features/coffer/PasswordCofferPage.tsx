import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Coffer } from '../../../shared/api/coffers';
import { PagedListFrame, RouteLink } from '../../components/page';
import type { DataColumn } from '../../components/table';
import { useCofferColumnSet } from './components/useCofferColumns';
import { useCofferSearch } from './components/useCofferSearch';
import { ensureCofferTexts } from './i18n';
import { cofferAccountPath } from './paths';
import { useCoffers } from './queries';

ensureCofferTexts();

/**
 * /password-coffer (spec §2): the safes the caller holds a use-rights licence on, with the licence (type and
 * until when); each name links to the safe's accounts, where they connect or reveal as the licence allows.
 */
export function PasswordCofferPage() {
  const { t } = useTranslation();
  const { filters, paging, setPaging, searchBar } = useCofferSearch();
  const list = useCoffers({ ...paging, ...filters, category: 'use' });
  const column = useCofferColumnSet();
  const columns: DataColumn<Coffer>[] = [
    column.favourite,
    {
      ...column.cofferName,
      render: (coffer) => <RouteLink to={cofferAccountPath(coffer.cofferId)}>{coffer.cofferName}</RouteLink>,
    },
    column.vaultType,
    column.owner,
    column.accountCount,
    column.licence,
  ];
  return (
    <PagedListFrame
      title={t('coffer.password.title')}
      header={<Text>{t('coffer.password.hint')}</Text>}
      search={searchBar}
      list={list}
      columns={columns}
      rowKey={(coffer) => coffer.cofferId}
      paging={paging}
      onPagingChange={setPaging}
    />
  );
}
