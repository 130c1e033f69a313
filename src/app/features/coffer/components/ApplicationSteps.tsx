import { useTranslation } from 'react-i18next';
import type { SafeApplication } from '../../../../shared/api/cofferApplications';
import { SafeApplicationStatus } from '../../../../shared/rules/cofferRules';
import { formatDateTime } from '../../../components/formatDateTime';
import { enumLabel } from '../../../components/page';
import { StepList } from '../../../components/StepList';

/**
 * The three steps of an application, as the approval dialog shows them (spec §4): submitted, reviewed,
 * result; step 1 is current while it waits, step 3 once decided or withdrawn.
 */
export function ApplicationSteps({ record }: { record: SafeApplication }) {
  const { t, i18n } = useTranslation();
  const isWaiting = record.status === SafeApplicationStatus.waiting;
  const steps = [
    { title: t('coffer.application.applicant'), lines: [record.createByName, formatDateTime(record.createTime)] },
    { title: t('coffer.application.approver'), lines: [record.approveByName || t('coffer.common.none')] },
    {
      title: t('coffer.application.status'),
      lines: [
        enumLabel('safe_application_status', record.status, i18n.language),
        isWaiting ? '' : formatDateTime(record.updateTime),
      ],
    },
  ];
  return <StepList label={t('coffer.application.status')} steps={steps} active={isWaiting ? 1 : 3} />;
}
