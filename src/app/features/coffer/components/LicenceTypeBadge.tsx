import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LicenceType } from '../../../../shared/rules/cofferRules';
import { LICENCE_TYPE_COLOURS, licenceTypeKey } from '../licenceTypes';

/** A licence type as a tag in its colour; a licence that ended (expired or revoked) is red. */
export function LicenceTypeBadge({ type, hasEnded = false }: { type: LicenceType; hasEnded?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge appearance="tint" color={hasEnded ? 'danger' : LICENCE_TYPE_COLOURS[type]}>
      {t(licenceTypeKey(type))}
    </Badge>
  );
}
