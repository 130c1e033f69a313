import { useTranslation } from 'react-i18next';
import type { Coffer } from '../../../../shared/api/coffers';
import { EnumBadge } from '../../../components/page';
import type { DataColumn } from '../../../components/table';
import type { CofferAction } from '../cofferActions';
import { CofferRowActions } from './CofferRowActions';
import { FavouriteStar } from './FavouriteStar';
import { LicenceCell } from './LicenceCell';
import { UserNameCell } from './UserNameCell';

type CofferColumnKey = 'favourite' | 'cofferName' | 'vaultType' | 'owner' | 'group' | 'accountCount' | 'licence';

/** The columns a safe list may show, by key, for a list that takes some of them (/password-coffer). */
export function useCofferColumnSet(): Readonly<Record<CofferColumnKey, DataColumn<Coffer>>> {
  const { t } = useTranslation();
  return {
    favourite: {
      key: 'favourite',
      render: (coffer) => (
        <FavouriteStar cofferId={coffer.cofferId} cofferName={coffer.cofferName} favourite={coffer.favourite} />
      ),
    },
    cofferName: { key: 'cofferName', header: t('coffer.field.cofferName'), render: (coffer) => coffer.cofferName },
    vaultType: {
      key: 'vaultType',
      header: t('coffer.field.vaultType'),
      render: (coffer) => <EnumBadge dictType="vault_type" value={coffer.vaultType} />,
    },
    owner: {
      key: 'owner',
      header: t('coffer.field.owner'),
      render: (coffer) => <UserNameCell userName={coffer.ownerName} nickName={coffer.ownerNickName} />,
    },
    group: {
      key: 'group',
      header: t('coffer.field.group'),
      render: (coffer) => coffer.groupName || t('coffer.common.empty'),
    },
    accountCount: {
      key: 'accountCount',
      header: t('coffer.field.accountCount'),
      render: (coffer) => String(coffer.accountCount),
    },
    licence: {
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
  };
}

/**
 * The columns of the safe lists (spec §2 /coffer): star, name, vault type, owner, group, accounts held, the
 * caller's licence, actions. `before` columns go after the name (a category, say).
 */
export function useCofferColumns(
  onAction: (action: CofferAction, coffer: Coffer) => void,
  options: { withStar?: boolean; before?: DataColumn<Coffer>[] } = {},
): DataColumn<Coffer>[] {
  const { t } = useTranslation();
  const columns = useCofferColumnSet();
  const { withStar = true, before = [] } = options;
  return [
    ...(withStar ? [columns.favourite] : []),
    columns.cofferName,
    ...before,
    columns.vaultType,
    columns.owner,
    columns.group,
    columns.accountCount,
    columns.licence,
    {
      key: 'actions',
      header: t('coffer.common.actions'),
      render: (coffer) => <CofferRowActions coffer={coffer} onAction={onAction} />,
    },
  ];
}
