import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BehaviorPolicy } from '../../../../shared/api/behaviorPolicies';
import { deleteBehaviorPolicy } from '../api';
import { stateColumns } from '../components/closingColumns';
import { PolicyListFrame } from '../components/PolicyListFrame';
import type { PolicyColumn } from '../components/PolicyTable';
import { ScopeSummary } from '../components/ScopeSummary';
import { behaviorPoliciesQuery } from '../queries';
import { BehaviorPolicyFormDialog } from './BehaviorPolicyFormDialog';
import { behaviorSummary } from './behaviorSummary';
import { EffectivePreview } from './EffectivePreview';

/**
 * The behaviour-policy tab: what a session may do once open (time limits, transfers, clipboard, sharing,
 * monitoring, recording), by priority, with the check of what applies to a user on an account.
 */
export function BehaviorPolicyList({ tabs }: { tabs: ReactNode }) {
  const { t } = useTranslation();
  const columns: PolicyColumn<BehaviorPolicy>[] = [
    { key: 'name', render: (row) => row.name },
    { key: 'priority', render: (row) => row.priority },
    { key: 'scope', render: (row) => <ScopeSummary names={row.scopeNames} tags={row.tags} /> },
    { key: 'rules', render: (row) => behaviorSummary(row, t) },
    ...stateColumns<BehaviorPolicy>(t),
  ];

  return (
    <PolicyListFrame
      title={t('policies.loginTitle')}
      tabs={tabs}
      extraActions={<EffectivePreview />}
      columns={columns}
      listQuery={behaviorPoliciesQuery}
      remove={deleteBehaviorPolicy}
      renderForm={(policy, onClose) => <BehaviorPolicyFormDialog policy={policy} onClose={onClose} />}
    />
  );
}
