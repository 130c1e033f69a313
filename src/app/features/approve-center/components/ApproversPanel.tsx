import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ApproverStep } from '../../../../shared/api/flow';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { ApproverSteps } from './ApproverSteps';

export interface ApproversPanelProps {
  /** A query of the approver steps (before applying, or of a filed request). */
  approvers: { data?: ApproverStep[] | undefined; isError: boolean };
  noApproversText: string;
}

/** Who decides which step, once loaded. */
export function ApproversPanel({ approvers, noApproversText }: ApproversPanelProps) {
  const { t } = useTranslation();
  if (approvers.data) return <ApproverSteps steps={approvers.data} noApproversText={noApproversText} />;
  if (approvers.isError) return <Text>{t('approveCenter.loadFailed')}</Text>;
  return <LoadingSpinner size="tiny" />;
}
