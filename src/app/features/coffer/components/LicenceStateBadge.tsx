import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CofferLicence } from '../../../../shared/api/coffers';
import { licenceStateTag } from '../licenceState';

/** 有效 / 待生效 / 已过期 / 已撤销 of one licence (spec §4 permission validity and expiry reason). */
export function LicenceStateBadge({ licence }: { licence: Pick<CofferLicence, 'state' | 'expiryReason'> }) {
  const { t } = useTranslation();
  const tag = licenceStateTag(licence);
  return (
    <Badge appearance="tint" color={tag.colour} data-testid="licence-state">
      {t(tag.labelKey)}
    </Badge>
  );
}
