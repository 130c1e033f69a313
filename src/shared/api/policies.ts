import { z } from 'zod';
import { Permission } from '../access/permissions';
import { COMMAND_ACTIONS, LOGIN_ACTIONS, TIME_OF_DAY, TIME_OF_DAY_END, WEEK_DAYS } from '../rules/approvalRules';
import { msgRef } from '../rules/validation';
import { accessListBodyFields, accessListReplyFields } from './accessList';
import { PageQuerySchema, requiredName } from './common';
import { endpoint } from './endpoint';
import { idListText, idNumber, idText, optionalFilter, sortedIdSet } from './ids';
import { checkPolicyRules, sqlRuleFields, sqlRuleViewFields } from './sqlPolicyRules';

/**
 * Command interception policies (/command-intercept-list) and login policies (/maintenance-policy-list,
 * login-policy form). Spec §2 shows the pages, §3 the match kinds; the paths are not shown and are ours
 * (docs/approvals.md). Reading needs system:policycenter:query, changing system:policy:edit.
 */
const tag = 'policies';

export const POLICY_NAME_MAX = 64;
export const POLICY_PATTERNS_MAX = 50;
export const POLICY_DESCRIPTION_MAX = 255;

export const policyPriority = z
  .number({ error: msgRef('fieldInvalid', { field: 'priority' }) })
  .int({ error: msgRef('fieldInvalid', { field: 'priority' }) })
  .min(1, { error: msgRef('fieldInvalid', { field: 'priority' }) })
  .max(9999, { error: msgRef('fieldInvalid', { field: 'priority' }) })
  .default(100);

export const policyDescription = z
  .string()
  .trim()
  .max(POLICY_DESCRIPTION_MAX, { error: msgRef('fieldTooLong', { field: 'description', max: 255 }) })
  .default('');

/** Who and what a policy applies to; an empty list means everyone / every asset / every account. */
export const policyScopeFields = {
  userIds: sortedIdSet('userIds'),
  groupIds: sortedIdSet('groupIds'),
  assetIds: sortedIdSet('assetIds'),
  accountIds: sortedIdSet('accountIds'),
};

const ScopeSchema = z.object({
  userIds: z.array(z.number().int()),
  groupIds: z.array(z.number().int()),
  assetIds: z.array(z.number().int()),
  accountIds: z.array(z.number().int()),
});

/** A named entry of a scope list, for the list page and the form's pickers. */
export const NamedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

export const PolicyCommonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  priority: z.number().int(),
  enabled: z.boolean(),
  description: z.string(),
  scope: ScopeSchema,
  /** The scope's entries with names (users by user name), for display. */
  scopeNames: z.object({
    users: z.array(NamedRefSchema),
    groups: z.array(NamedRefSchema),
    assets: z.array(NamedRefSchema),
    accounts: z.array(NamedRefSchema),
  }),
  approvers: z.array(NamedRefSchema),
  createdBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});

// ---- Command interception ----

export const CommandPolicySchema = PolicyCommonSchema.extend({
  /** Spec §3 Intercept match: string 0, regex 1. */
  matchKind: z.number().int(),
  /** One or more patterns; any of them matching is a match. */
  patterns: z.array(z.string()),
  /** CommandAction: block 0, hold for approval 1, warn 2. */
  action: z.number().int(),
  ...sqlRuleViewFields,
});
export type CommandPolicy = z.infer<typeof CommandPolicySchema>;

const commandPolicyFields = {
  name: requiredName('name', POLICY_NAME_MAX),
  matchKind: z.literal([0, 1], { error: msgRef('fieldInvalid', { field: 'matchKind' }) }),
  patterns: z
    .array(z.string({ error: msgRef('policyPatternsRequired') }), { error: msgRef('policyPatternsRequired') })
    .max(POLICY_PATTERNS_MAX, { error: msgRef('fieldInvalid', { field: 'patterns' }) })
    .transform((patterns) => [...new Set(patterns.filter((pattern) => pattern.trim() !== ''))])
    .default([]),
  action: z.literal(COMMAND_ACTIONS, { error: msgRef('fieldInvalid', { field: 'action' }) }),
  priority: policyPriority,
  enabled: z.boolean({ error: msgRef('fieldInvalid', { field: 'enabled' }) }).default(true),
  description: policyDescription,
  approverIds: sortedIdSet('approverIds'),
  ...policyScopeFields,
  ...sqlRuleFields,
};

export const AddCommandPolicyBodySchema = z.object(commandPolicyFields).superRefine(checkPolicyRules);
export type AddCommandPolicyBody = z.input<typeof AddCommandPolicyBodySchema>;
export const UpdateCommandPolicyBodySchema = z
  .object({ id: idNumber('id'), ...commandPolicyFields })
  .superRefine(checkPolicyRules);
export type UpdateCommandPolicyBody = z.input<typeof UpdateCommandPolicyBodySchema>;

export const ListPoliciesQuerySchema = PageQuerySchema.extend({ name: optionalFilter('name') });
export type ListPoliciesQuery = z.input<typeof ListPoliciesQuerySchema>;

export const listCommandPolicies = endpoint({
  method: 'GET',
  path: '/policy/command/list',
  access: Permission.policyCenterQuery,
  tag,
  summary: 'Command interception policies by priority (1 first); filter by name',
  query: ListPoliciesQuerySchema,
  reply: CommandPolicySchema,
  paged: true,
});

export const getCommandPolicy = endpoint({
  method: 'GET',
  path: '/policy/command/:id',
  access: Permission.policyCenterQuery,
  tag,
  summary: 'One command interception policy',
  params: z.object({ id: idText('id') }),
  reply: CommandPolicySchema,
});

export const addCommandPolicy = endpoint({
  method: 'POST',
  path: '/policy/command/add',
  access: Permission.policyEdit,
  tag,
  summary: 'Adds a command interception policy; regular expressions are checked for safety first',
  body: AddCommandPolicyBodySchema,
  reply: CommandPolicySchema,
});

export const updateCommandPolicy = endpoint({
  method: 'PUT',
  path: '/policy/command/edit',
  access: Permission.policyEdit,
  tag,
  summary: 'Changes a command interception policy',
  body: UpdateCommandPolicyBodySchema,
  reply: CommandPolicySchema,
});

export const removeCommandPolicies = endpoint({
  method: 'POST',
  path: '/policy/command/remove/:ids',
  access: Permission.policyEdit,
  tag,
  summary: 'Deletes command interception policies (comma-separated ids); approvals already filed stay',
  params: z.object({ ids: idListText('ids') }),
  reply: z.object({ removed: z.number().int() }),
});

// ---- Login policies ----

export const TimeRangeSchema = z
  .object({
    start: z.string().regex(TIME_OF_DAY, { error: msgRef('policyTimeRangeInvalid') }),
    end: z.string().regex(TIME_OF_DAY_END, { error: msgRef('policyTimeRangeInvalid') }),
  })
  .refine((range) => range.start !== range.end, { error: msgRef('policyTimeRangeInvalid') });

export const LoginPolicySchema = PolicyCommonSchema.extend({
  /** LoginAction: allow 0, deny 1, require approval 2. */
  action: z.number().int(),
  /** ISO days 1 (Monday) … 7; empty = every day. */
  days: z.array(z.number().int()),
  /** Local times of the server; empty = the whole day. */
  timeRanges: z.array(z.object({ start: z.string(), end: z.string() })),
  ...accessListReplyFields,
});
export type LoginPolicy = z.infer<typeof LoginPolicySchema>;

const loginPolicyFields = {
  name: requiredName('name', POLICY_NAME_MAX),
  action: z.literal(LOGIN_ACTIONS, { error: msgRef('fieldInvalid', { field: 'action' }) }),
  priority: policyPriority,
  enabled: z.boolean({ error: msgRef('fieldInvalid', { field: 'enabled' }) }).default(true),
  description: policyDescription,
  approverIds: sortedIdSet('approverIds'),
  days: z
    .array(z.literal(WEEK_DAYS, { error: msgRef('fieldInvalid', { field: 'days' }) }), {
      error: msgRef('fieldInvalid', { field: 'days' }),
    })
    .default([])
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  timeRanges: z
    .array(TimeRangeSchema, { error: msgRef('policyTimeRangeInvalid') })
    .max(20, { error: msgRef('fieldInvalid', { field: 'timeRanges' }) })
    .default([]),
  ...accessListBodyFields,
  ...policyScopeFields,
};

const loginPolicyRules = (body: { accessMode: number | null; accessEntries: string[] }, ctx: z.RefinementCtx) => {
  if (body.accessMode !== null && body.accessEntries.length === 0)
    ctx.addIssue({ code: 'custom', path: ['accessEntries'], message: msgRef('policyAccessEntriesRequired') });
};

export const AddLoginPolicyBodySchema = z.object(loginPolicyFields).superRefine(loginPolicyRules);
export type AddLoginPolicyBody = z.input<typeof AddLoginPolicyBodySchema>;
export const UpdateLoginPolicyBodySchema = z
  .object({ id: idNumber('id'), ...loginPolicyFields })
  .superRefine(loginPolicyRules);
export type UpdateLoginPolicyBody = z.input<typeof UpdateLoginPolicyBodySchema>;

export const listLoginPolicies = endpoint({
  method: 'GET',
  path: '/policy/login/list',
  access: Permission.policyCenterQuery,
  tag,
  summary: 'Login policies by priority (1 first); filter by name',
  query: ListPoliciesQuerySchema,
  reply: LoginPolicySchema,
  paged: true,
});

export const getLoginPolicy = endpoint({
  method: 'GET',
  path: '/policy/login/:id',
  access: Permission.policyCenterQuery,
  tag,
  summary: 'One login policy',
  params: z.object({ id: idText('id') }),
  reply: LoginPolicySchema,
});

export const addLoginPolicy = endpoint({
  method: 'POST',
  path: '/policy/login/add',
  access: Permission.policyEdit,
  tag,
  summary: 'Adds a login policy (scope, time windows, source addresses, allow / deny / require approval)',
  body: AddLoginPolicyBodySchema,
  reply: LoginPolicySchema,
});

export const updateLoginPolicy = endpoint({
  method: 'PUT',
  path: '/policy/login/edit',
  access: Permission.policyEdit,
  tag,
  summary: 'Changes a login policy',
  body: UpdateLoginPolicyBodySchema,
  reply: LoginPolicySchema,
});

export const removeLoginPolicies = endpoint({
  method: 'POST',
  path: '/policy/login/remove/:ids',
  access: Permission.policyEdit,
  tag,
  summary: 'Deletes login policies (comma-separated ids)',
  params: z.object({ ids: idListText('ids') }),
  reply: z.object({ removed: z.number().int() }),
});

// ---- Pickers of the forms ----

export const PolicyOptionsSchema = z.object({
  users: z.array(NamedRefSchema),
  groups: z.array(NamedRefSchema),
  assets: z.array(NamedRefSchema),
  /** Accounts named "account@asset". */
  accounts: z.array(NamedRefSchema),
  /** Asset tags (behaviour policies only). */
  tags: z.array(NamedRefSchema),
});
export type PolicyOptions = z.infer<typeof PolicyOptionsSchema>;

export const listPolicyOptions = endpoint({
  method: 'GET',
  path: '/policy/options',
  access: Permission.policyCenterQuery,
  tag,
  summary: 'Users, user groups, assets, accounts and tags a policy can name (name contains keyword; 100 of each)',
  query: z.object({ keyword: optionalFilter('keyword') }),
  reply: PolicyOptionsSchema,
});
