import { useTranslation } from 'react-i18next';
import type { SafeApplication } from '../../../../shared/api/cofferApplications';
import { SafeApplicationStatus } from '../../../../shared/rules/cofferRules';
import { formatDateTime } from '../../../components/formatDateTime';
import { DetailList, EnumBadge } from '../../../components/page';
import { periodText } from '../licencePeriod';
import { licenceTypeKey } from '../licenceTypes';

/**
 * What an application says, read-only (view-my-apply, approve, result). The result adds who decided and,
 * for a refusal, why (spec §4: status, approver, refusal reason).
 */
export function ApplicationFacts({ record, isResult }: { record: SafeApplication; isResult: boolean }) {
  const { t } = useTranslation();
  const none = t('coffer.common.none');
  const rows = [
    { label: t('coffer.application.coffer'), value: record.cofferName },
    { label: t('coffer.application.owner'), value: record.ownerName || t('coffer.common.empty') },
    { label: t('coffer.application.applicant'), value: record.createByName },
    { label: t('coffer.application.createTime'), value: formatDateTime(record.createTime) },
    { label: t('coffer.application.reason'), value: record.reason },
    { label: t('coffer.application.licenseType'), value: t(licenceTypeKey(record.licenseType)) },
    { label: t('coffer.application.period'), value: periodText(record) },
    {
      label: t('coffer.application.status'),
      value: <EnumBadge dictType="safe_application_status" value={record.status} />,
    },
    ...(isResult
      ? [
          { label: t('coffer.application.approver'), value: record.approveByName || none },
          { label: t('coffer.application.updateTime'), value: formatDateTime(record.updateTime) || none },
        ]
      : []),
    ...(isResult && record.status === SafeApplicationStatus.refused
      ? [{ label: t('coffer.application.refuseReason'), value: record.refuseReason || none }]
      : []),
  ];
  return <DetailList rows={rows} />;
}
