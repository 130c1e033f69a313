import { z } from 'zod';
import { Permission } from '../access/permissions';
import {
  BEHAVIOR_RULES,
  HELD_CAPABILITY_RULES,
  HOLDABLE_BEHAVIOR_RULES,
  IDLE_MINUTES_MAX,
  RECORDING_MODES,
  SESSION_MINUTES_MAX,
} from '../rules/behaviorRules';
import { MASK_KINDS, MASK_PATTERN_MAX, MASK_PATTERN_SYNTAX, MASK_RULES_MAX } from '../rules/dataMasking';
import { DB_POLICY_ROW_LIMIT_MAX, DB_POLICY_TIMEOUT_SECONDS_MAX } from '../rules/dbSessionRules';
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

/** A capability whose single actions may wait for an approver: allow 0, deny 1, approval 2. */
const holdableRule = (field: string) =>
  z
    .literal(HOLDABLE_BEHAVIOR_RULES, { error: msgRef('fieldInvalid', { field }) })
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

const wholeNumber = (field: string, max: number) =>
  z
    .number({ error: msgRef('behaviorNumberInvalid', { field, max }) })
    .int({ error: msgRef('behaviorNumberInvalid', { field, max }) })
    .min(1, { error: msgRef('behaviorNumberInvalid', { field, max }) })
    .max(max, { error: msgRef('behaviorNumberInvalid', { field, max }) })
    .nullable()
    .default(null);

/** One masking rule of database results: a `[table.]column` pattern (`*` any characters) and a MaskKind. */
export const MaskRuleSchema = z.object({
  pattern: z
    .string({ error: msgRef('maskPatternInvalid', { max: MASK_PATTERN_MAX }) })
    .trim()
    .min(1, { error: msgRef('maskPatternInvalid', { max: MASK_PATTERN_MAX }) })
    .max(MASK_PATTERN_MAX, { error: msgRef('maskPatternInvalid', { max: MASK_PATTERN_MAX }) })
    .regex(MASK_PATTERN_SYNTAX, { error: msgRef('maskPatternInvalid', { max: MASK_PATTERN_MAX }) }),
  kind: z.enum(MASK_KINDS, { error: msgRef('fieldInvalid', { field: 'kind' }) }),
});

/** The rules of a policy; null = not set here. */
const ruleFields = {
  /** Minutes without the user's input after which the session ends. */
  idleMinutes: minutes('idleMinutes', IDLE_MINUTES_MAX),
  /** Minutes after its start at which the session ends, whatever happens in it. */
  maxSessionMinutes: minutes('maxSessionMinutes', SESSION_MINUTES_MAX),
  /**
   * BehaviorRule (allow 0: as the authorisation says, deny 1) for each capability; file transfer and the clipboard
   * also take approval 2 (each file, copy or paste waits for an approver through the approval flows).
   */
  upload: holdableRule('upload'),
  download: holdableRule('download'),
  /** Copying from the session to the user's clipboard. */
  clipboardCopy: holdableRule('clipboardCopy'),
  /** Pasting the user's clipboard into the session. */
  clipboardPaste: holdableRule('clipboardPaste'),
  /** The owner may share the session with a verification code. */
  share: rule('share'),
  /** Auditors may watch the session live (terminating it stays possible). */
  monitor: rule('monitor'),
  /** RecordingMode: strict 0 (the session ends when its recording cannot be written), best effort 1. */
  recording: z
    .literal(RECORDING_MODES, { error: msgRef('fieldInvalid', { field: 'recording' }) })
    .nullable()
    .default(null),
  /** Database sessions (web SQL console): most rows a statement returns; a caller may only ask for fewer. */
  dbRowLimit: wholeNumber('dbRowLimit', DB_POLICY_ROW_LIMIT_MAX),
  /** Database sessions: seconds a statement may run; a caller may only ask for less. */
  dbTimeoutSeconds: wholeNumber('dbTimeoutSeconds', DB_POLICY_TIMEOUT_SECONDS_MAX),
};

/** Masking of database results; an empty list leaves masking to the next policy (docs/database-sessions.md). */
const maskingField = z
  .array(MaskRuleSchema, { error: msgRef('fieldInvalid', { field: 'masking' }) })
  .max(MASK_RULES_MAX, { error: msgRef('fieldInvalid', { field: 'masking' }) })
  .default([]);

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
  dbRowLimit: z.number().int().nullable(),
  dbTimeoutSeconds: z.number().int().nullable(),
  masking: z.array(MaskRuleSchema),
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
  masking: maskingField,
};

/** The rule fields of a save; a save that sets none of them and no masking rule is refused (behaviorRulesRequired). */
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
  /**
   * Capabilities held for approval (rule approval 2): false above, yet each single action may go through once an
   * approver agrees. Absent from sessions recorded before the value existed.
   */
  held: z.array(z.enum(HELD_CAPABILITY_RULES)).default([]),
  recordingStrict: z.boolean(),
  /** The database rules (the preview only): the row limit and timeout a statement runs under, the masking rules. */
  database: z
    .object({ rowLimit: z.number().int(), statementTimeoutSeconds: z.number(), masking: z.array(MaskRuleSchema) })
    .optional(),
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
  summary: 'What the behaviour policies decide for a user on an account now, rule by rule (database rules included)',
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
