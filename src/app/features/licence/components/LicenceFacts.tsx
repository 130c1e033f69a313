import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LicenceView } from '../../../../shared/api/licence';
import { LicenseStatus } from '../../../../shared/enums';
import { formatDateTime } from '../../../components/formatDateTime';
import { DetailList } from '../../../components/page';

const STATUS_COLOUR = {
  [LicenseStatus.notActivated]: 'danger',
  [LicenseStatus.valid]: 'success',
  [LicenseStatus.expiringSoon]: 'warning',
  [LicenseStatus.expired]: 'danger',
} as const;

/** The status (§4) and, once there is one, what the activated licence says. */
export function LicenceFacts({ view }: { view: LicenceView }) {
  const { t } = useTranslation();
  const status = view.status as keyof typeof STATUS_COLOUR;
  const licence = view.licence;
  const badge = (
    <Badge appearance="tint" color={STATUS_COLOUR[status] ?? 'danger'} data-testid="licence-status">
      {t(`licence.statusText.${view.status}`)}
    </Badge>
  );
  const facts = licence
    ? [
        { label: t('licence.customer'), value: licence.customer },
        { label: t('licence.licenceId'), value: licence.licenceId },
        {
          label: t('licence.validity'),
          value: `${formatDateTime(licence.startTime)} ~ ${formatDateTime(licence.expireTime)}`,
        },
        { label: t('licence.issuedAt'), value: formatDateTime(licence.issuedAt) },
        { label: t('licence.boundTo'), value: licence.installationId ?? t('licence.anyInstallation') },
        {
          label: t('licence.activated'),
          value:
            licence.activatedBy === 'GATEHOUSE_LICENCE_FILE'
              ? t('licence.activatedByFile', { time: formatDateTime(licence.activatedAt) })
              : t('licence.activatedBy', { time: formatDateTime(licence.activatedAt), user: licence.activatedBy }),
        },
      ]
    : [];
  return <DetailList rows={[{ label: t('licence.status'), value: badge }, ...facts]} />;
}
