import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/formatDateTime';
import { StepList } from '../../../components/StepList';
import type { ApprovalRecord } from '../api';

/**
 * Spec §4: three steps (applicant submitted, approver reviewed, result), shown vertically; the active step
 * is 1 while the request is pending and 3 otherwise.
 */
export function ApprovalFlow({ record }: { record: ApprovalRecord }) {
  const { t } = useTranslation();
  const steps = [
    { title: t('approvals.step.submitted'), lines: [record.createByName, formatDateTime(record.createTime)] },
    { title: t('approvals.step.reviewed'), lines: [record.approveByName || t('approvals.none')] },
    {
      title: t('approvals.step.result'),
      lines: [t(`approvals.status.${record.status}`), record.updateTime ? formatDateTime(record.updateTime) : ''],
    },
  ];
  return <StepList label={t('approvals.result')} steps={steps} active={record.status === 1 ? 1 : 3} markDone />;
}
