import { z } from 'zod';
import { Permission } from '../access/permissions';
import { BEHAVIOR_RULES, IDLE_MINUTES_MAX, RECORDING_MODES, SESSION_MINUTES_MAX } from '../rules/behaviorRules';
import { msgRef } from '../rules/validation';
import { requiredName } from './common';
import { endpoint } from './endpoint';
import { idListText, idNumber, idText, sortedIdSet } from './ids';
import {
  ListPoliciesQuerySchema,
  NamedRefSchema,
  POLICY_NAME_MAX,
  PolicyCommonSchema,
  policyDescription,
  policyPriority,
  policyScopeFields,
} from './policies';

/**
 * Behaviour policies (/maintenance-policy-list, behaviour-policy form; docs/behaviour-policies.md): what a
 * session may do once it is open, by user, user group, asset, account or asset tag. Every rule may be left
 * unset (null): the next policy by priority that sets it decides, and without one the default applies (no
 * time limit, what the authorisation allows, strict recording). The paths are ours; the spec shows no fields.
 */
const tag = 'policies';

const rule = (field: string) =>
  z
    .literal(BEHAVIOR_RULES, { error: msgRef('fieldInvalid', { field }) })
    .nullable()
    .default(null);

const minutes = (field: string, max: number) =>
  z
    .number({ error: msgRef('behaviorMinutesInvalid', { field, max }) })
    .int({ error: msgRef('behaviorMinutesInvalid', { field, max }) })
    .min(1, { error: msgRef('behaviorMinutesInvalid', { field, max }) })
    .max(max, { error: msgRef('behaviorMinutesInvalid', { field, max }) })
    .nullable()
    .default(null);

/** The rules of a policy; null = not set here. */
const ruleFields = {
  /** Minutes without the user's input after which the session ends. */
  idleMinutes: minutes('idleMinutes', IDLE_MINUTES_MAX),
  /** Minutes after its start at which the session ends, whatever happens in it. */
  maxSessionMinutes: minutes('maxSessionMinutes', SESSION_MINUTES_MAX),
  /** BehaviorRule (allow 0: as the authorisation says, deny 1) for each capability. */
  upload: rule('upload'),
  download: rule('download'),
  /** Copying from the session to the user's clipboard. */
  clipboardCopy: rule('clipboardCopy'),
  /** Pasting the user's clipboard into the session. */
  clipboardPaste: rule('clipboardPaste'),
  /** The owner may share the session with a verification code. */
  share: rule('share'),
  /** Auditors may watch the session live (terminating it stays possible). */
  monitor: rule('monitor'),
  /** RecordingMode: strict 0 (the session ends when its recording cannot be written), best effort 1. */
  recording: z
    .literal(RECORDING_MODES, { error: msgRef('fieldInvalid', { field: 'recording' }) })
    .nullable()
    .default(null),
};

const RulesSchema = z.object({
  idleMinutes: z.number().int().nullable(),
  maxSessionMinutes: z.number().int().nullable(),
  upload: z.number().int().nullable(),
  download: z.number().int().nullable(),
  clipboardCopy: z.number().int().nullable(),
  clipboardPaste: z.number().int().nullable(),
  share: z.number().int().nullable(),
  monitor: z.number().int().nullable(),
  recording: z.number().int().nullable(),
});
export type BehaviorRules = z.infer<typeof RulesSchema>;

export const BehaviorPolicySchema = PolicyCommonSchema.omit({ approvers: true }).extend({
  ...RulesSchema.shape,
  /** Asset tags in scope (empty = every tag); an asset is in scope when it carries one of them. */
  tagIds: z.array(z.number().int()),
  tags: z.array(NamedRefSchema),
});
export type BehaviorPolicy = z.infer<typeof BehaviorPolicySchema>;

const behaviorPolicyFields = {
  name: requiredName('name', POLICY_NAME_MAX),
  priority: policyPriority,
  enabled: z.boolean({ error: msgRef('fieldInvalid', { field: 'enabled' }) }).default(true),
  description: policyDescription,
  ...policyScopeFields,
  tagIds: sortedIdSet('tagIds'),
  ...ruleFields,
};

/** The rule fields of a save; a save that sets none of them is refused (behaviorRulesRequired). */
export const BEHAVIOR_RULE_FIELDS = Object.keys(ruleFields) as (keyof typeof ruleFields)[];

export const AddBehaviorPolicyBodySchema = z.object(behaviorPolicyFields);
export type AddBehaviorPolicyBody = z.input<typeof AddBehaviorPolicyBodySchema>;
export const UpdateBehaviorPolicyBodySchema = z.object({ id: idNumber('id'), ...behaviorPolicyFields });
export type UpdateBehaviorPolicyBody = z.input<typeof UpdateBehaviorPolicyBodySchema>;

/** What applies to one session: every rule decided, with the policy that decided it (null: the default). */
export const EffectiveBehaviorSchema = z.object({
  idleMinutes: z.number().int().nullable(),
  maxSessionMinutes: z.number().int().nullable(),
  upload: z.boolean(),
  download: z.boolean(),
  clipboardCopy: z.boolean(),
  clipboardPaste: z.boolean(),
  share: z.boolean(),
  monitor: z.boolean(),
  recordingStrict: z.boolean(),
  /** Rule name → the deciding policy's name; rules left at their default are absent. */
  decidedBy: z.record(z.string(), z.string()),
});
export type EffectiveBehavior = z.infer<typeof EffectiveBehaviorSchema>;

export const listBehaviorPolicies = endpoint({
  method: 'GET',
  path: '/policy/behavior/list',
  access: Permission.policyCenterQuery,
  tag,
  summary: 'Behaviour policies by priority (1 first); filter by name',
  query: ListPoliciesQuerySchema,
  reply: BehaviorPolicySchema,
  paged: true,
});

export const previewBehavior = endpoint({
  method: 'GET',
  path: '/policy/behavior/effective',
  access: Permission.policyCenterQuery,
  tag,
  summary: 'What the behaviour policies decide for a user on an account now, rule by rule',
  query: z.object({ userId: idText('userId'), accountId: idText('accountId') }),
  reply: EffectiveBehaviorSchema,
});

export const getBehaviorPolicy = endpoint({
  method: 'GET',
  path: '/policy/behavior/:id',
  access: Permission.policyCenterQuery,
  tag,
  summary: 'One behaviour policy',
  params: z.object({ id: idText('id') }),
  reply: BehaviorPolicySchema,
});

export const addBehaviorPolicy = endpoint({
  method: 'POST',
  path: '/policy/behavior/add',
  access: Permission.policyEdit,
  tag,
  summary: 'Adds a behaviour policy; it applies to sessions opened afterwards and to live ones within 30 s',
  body: AddBehaviorPolicyBodySchema,
  reply: BehaviorPolicySchema,
});

export const updateBehaviorPolicy = endpoint({
  method: 'PUT',
  path: '/policy/behavior/edit',
  access: Permission.policyEdit,
  tag,
  summary: 'Changes a behaviour policy',
  body: UpdateBehaviorPolicyBodySchema,
  reply: BehaviorPolicySchema,
});

export const removeBehaviorPolicies = endpoint({
  method: 'POST',
  path: '/policy/behavior/remove/:ids',
  access: Permission.policyEdit,
  tag,
  summary: 'Deletes behaviour policies (comma-separated ids)',
  params: z.object({ ids: idListText('ids') }),
  reply: z.object({ removed: z.number().int() }),
});
