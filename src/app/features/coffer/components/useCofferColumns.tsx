import { useTranslation } from 'react-i18next';
import type { Coffer } from '../../../../shared/api/coffers';
import { EnumBadge } from '../../../components/page';
import type { DataColumn } from '../../../components/table';
import type { CofferAction } from '../cofferActions';
import { CofferRowActions } from './CofferRowActions';
import { FavouriteStar } from './FavouriteStar';
import { LicenceCell } from './LicenceCell';
import { UserNameCell } from './UserNameCell';

/**
 * The columns of the safe lists (spec §2 /coffer): star, name, vault type, owner, group, accounts held, the
 * caller's licence, actions. `before` columns go after the name (a category, say).
 */
export function useCofferColumns(
  onAction: (action: CofferAction, coffer: Coffer) => void,
  options: { withStar?: boolean; before?: DataColumn<Coffer>[] } = {},
): DataColumn<Coffer>[] {
  const { t } = useTranslation();
  const { withStar = true, before = [] } = options;
  return [
    ...(withStar
      ? [
          {
            key: 'favourite',
            render: (coffer: Coffer) => (
              <FavouriteStar cofferId={coffer.cofferId} cofferName={coffer.cofferName} favourite={coffer.favourite} />
            ),
          },
        ]
      : []),
    { key: 'cofferName', header: t('coffer.field.cofferName'), render: (coffer) => coffer.cofferName },
    ...before,
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
    {
      key: 'group',
      header: t('coffer.field.group'),
      render: (coffer) => coffer.groupName || t('coffer.common.empty'),
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
    {
      key: 'actions',
      header: t('coffer.common.actions'),
      render: (coffer) => <CofferRowActions coffer={coffer} onAction={onAction} />,
    },
  ];
}
