import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { BehaviorPolicy } from '../../../../shared/api/behaviorPolicies';
import type { CommandPolicy, LoginPolicy } from '../../../../shared/api/policies';
import { type FormErrors, schemaErrors, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { usePoliciesMutation } from '../queries';
import type { ScopeValues } from './ScopeFields';

/** The fields every policy form has; each form adds its own. */
export interface PolicyValues extends ScopeValues {
  name: string;
  /** What the policy does; behaviour policies have no action and leave it unused. */
  action: number;
  priority: string;
  enabled: boolean;
  description: string;
}

type SavedPolicy = CommandPolicy | LoginPolicy | BehaviorPolicy;

/** The common fields of a new form (`policy` undefined) or of one that changes `policy`. */
export const policyValues = (policy: SavedPolicy | undefined, defaultAction = 0): PolicyValues => ({
  name: policy?.name ?? '',
  action: policy && 'action' in policy ? policy.action : defaultAction,
  priority: String(policy?.priority ?? 100),
  enabled: policy?.enabled ?? true,
  description: policy?.description ?? '',
  userIds: policy?.scope.userIds ?? [],
  groupIds: policy?.scope.groupIds ?? [],
  assetIds: policy?.scope.assetIds ?? [],
  accountIds: policy?.scope.accountIds ?? [],
  approverIds: policy && 'approvers' in policy ? policy.approvers.map((approver) => approver.id) : [],
});

/** What a policy form's fields and frame work with. */
export interface PolicyForm<V extends PolicyValues> {
  values: V;
  set: (next: Partial<V>) => void;
  errors: FormErrors;
  /** The chosen action asks for approval, so the form names approvers. */
  hasApprovers: boolean;
  handleSubmit: (event: FormEvent) => Promise<void>;
  isSaving: boolean;
}

/** One way to write a policy: the shared body schema and the call that sends what it parsed. */
export interface PolicyWrite<B> {
  schema: z.ZodType<B>;
  run: (body: B) => Promise<unknown>;
}

export interface PolicyFormOptions<V extends PolicyValues, A, U> {
  /** The policy being changed; undefined adds one. */
  policy: SavedPolicy | undefined;
  initialValues: () => V;
  /**
   * The action whose policies name approvers; other actions send none. Undefined: the policy has neither an
   * action nor approvers (behaviour policies), and the body carries neither.
   */
  approveAction?: number;
  /** The form's own fields as the body wants them; the common ones are added here. */
  ownFields: (values: V) => object;
  add: PolicyWrite<A>;
  update: PolicyWrite<U>;
  onClose: () => void;
}

/**
 * The state and submit of a policy form: checked against the shared schema before sending, a refusal shown
 * under its field (or in the banner), success toasted and the dialog closed.
 */
export function usePolicyForm<V extends PolicyValues, A, U>({
  policy,
  initialValues,
  approveAction,
  ownFields,
  add,
  update,
  onClose,
}: PolicyFormOptions<V, A, U>): PolicyForm<V> {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const adding = usePoliciesMutation(add.run);
  const saving = usePoliciesMutation(update.run);
  const set = (next: Partial<V>) => setValues((previous) => ({ ...previous, ...next }));
  const hasApprovers = approveAction !== undefined && values.action === approveAction;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const priority = values.priority.trim();
    const body = {
      name: values.name.trim(),
      ...(approveAction === undefined
        ? {}
        : { action: values.action, approverIds: hasApprovers ? values.approverIds : [] }),
      priority: priority === '' ? undefined : Number(priority),
      enabled: values.enabled,
      description: values.description.trim(),
      ...ownFields(values),
      userIds: values.userIds,
      groupIds: values.groupIds,
      assetIds: values.assetIds,
      accountIds: values.accountIds,
    };
    const found = policy ? schemaErrors(update.schema, { id: policy.id, ...body }) : schemaErrors(add.schema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (policy) await saving.mutateAsync(update.schema.parse({ id: policy.id, ...body }));
      else await adding.mutateAsync(add.schema.parse(body));
      notify.success(t(policy ? 'policies.updated' : 'policies.added'));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  return { values, set, errors, hasApprovers, handleSubmit, isSaving: adding.isPending || saving.isPending };
}
