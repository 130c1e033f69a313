import { useTranslation } from 'react-i18next';
import {
  AddBehaviorPolicyBodySchema,
  type BehaviorPolicy,
  UpdateBehaviorPolicyBodySchema,
} from '../../../../shared/api/behaviorPolicies';
import { createBehaviorPolicy, saveBehaviorPolicy } from '../api';
import { PolicyFormDialog } from '../components/PolicyFormDialog';
import { ScopeFields } from '../components/ScopeFields';
import { usePolicyForm } from '../components/usePolicyForm';
import { BehaviorRuleFields } from './BehaviorRuleFields';
import { behaviorFields, behaviorValues } from './behaviorValues';
import { DbRuleFields } from './DbRuleFields';

/**
 * Add or change a behaviour policy of /maintenance-policy-list: whom it applies to (asset tags too) and the
 * session rules it sets. It has no action and no approvers.
 */
export function BehaviorPolicyFormDialog({ policy, onClose }: { policy?: BehaviorPolicy; onClose: () => void }) {
  const { t } = useTranslation();
  const form = usePolicyForm({
    policy,
    initialValues: () => behaviorValues(policy),
    ownFields: behaviorFields,
    add: { schema: AddBehaviorPolicyBodySchema, run: createBehaviorPolicy },
    update: { schema: UpdateBehaviorPolicyBodySchema, run: saveBehaviorPolicy },
    onClose,
  });
  return (
    <PolicyFormDialog
      title={policy ? t('policies.editBehavior') : t('policies.addBehavior')}
      form={form}
      onClose={onClose}
    >
      <ScopeFields values={form.values} onChange={form.set} withApprovers={false} withTags errors={form.errors} />
      <BehaviorRuleFields form={form} />
      <DbRuleFields form={form} />
    </PolicyFormDialog>
  );
}
