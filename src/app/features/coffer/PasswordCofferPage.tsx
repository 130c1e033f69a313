import { Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coffer } from '../../../shared/api/coffers';
import { EnumBadge, PagedListFrame, RouteLink } from '../../components/page';
import { type DataColumn, usePaging } from '../../components/table';
import type { CofferFilters } from './cofferFilters';
import { CofferSearchBar } from './components/CofferSearchBar';
import { FavouriteStar } from './components/FavouriteStar';
import { LicenceCell } from './components/LicenceCell';
import { UserNameCell } from './components/UserNameCell';
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
  const [filters, setFilters] = useState<CofferFilters>({});
  const { paging, setPaging, toFirstPage } = usePaging();
  const list = useCoffers({ ...paging, ...filters, category: 'use' });
  const columns: DataColumn<Coffer>[] = [
    {
      key: 'favourite',
      render: (coffer) => (
        <FavouriteStar cofferId={coffer.cofferId} cofferName={coffer.cofferName} favourite={coffer.favourite} />
      ),
    },
    {
      key: 'cofferName',
      header: t('coffer.field.cofferName'),
      render: (coffer) => <RouteLink to={cofferAccountPath(coffer.cofferId)}>{coffer.cofferName}</RouteLink>,
    },
    {
      key: 'vaultType',
      header: t('coffer.field.vaultType'),
      render: (coffer) => <EnumBadge dictType="vault_type" value={coffer.vaultType} />,
    },
    {
      key: 'owner',
      header: t('coffer.field.owner'),
      render: (coffer) => <UserNameCell userName={coffer.ownerName} nickName={coffer.ownerNickName} />,
    },
    { key: 'accountCount', header: t('coffer.field.accountCount'), render: (coffer) => String(coffer.accountCount) },
    {
      key: 'licence',
      header: t('coffer.field.licence'),
      render: (coffer) => (
        <LicenceCell
          licenseType={coffer.licenseType}
          expireTime={coffer.licenseExpireTime}
          lapsed={coffer.lapsedLicense}
        />
      ),
    },
  ];
  return (
    <PagedListFrame
      title={t('coffer.password.title')}
      header={<Text>{t('coffer.password.hint')}</Text>}
      search={
        <CofferSearchBar
          onSearch={(next) => {
            setFilters(next);
            toFirstPage();
          }}
        />
      }
      list={list}
      columns={columns}
      rowKey={(coffer) => coffer.cofferId}
      paging={paging}
      onPagingChange={setPaging}
    />
  );
}
