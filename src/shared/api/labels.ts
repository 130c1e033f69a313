import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { idNumber, idText, optionalFilter } from './ids';

/**
 * Label governance (/system/label, 系统标签; docs/labels.md): every tag of src/shared/api/tags.ts with where it is
 * used — assets, accounts, behaviour policies and scheduled tasks that target it (by id, or by name in a task's
 * selector) — and the writes that must see every use at once: merging a duplicate into another label and deleting
 * an unused one. Renaming is PUT /system/tag/edit, which refuses a new name that a task's selector would not match
 * as it matched the old one. The spec shows no field of these calls.
 */
const tag = 'label';

export const LabelUsageSchema = z.object({
  tagId: z.number().int(),
  tagName: z.string(),
  description: z.string(),
  assetCount: z.number().int(),
  accountCount: z.number().int(),
  /** Behaviour policies whose tag scope lists the label. */
  policyCount: z.number().int(),
  /** Scheduled tasks whose targets list the label. */
  taskCount: z.number().int(),
  /** Scheduled tasks whose selector compares a tag with a value that matches the label's name. */
  selectorCount: z.number().int(),
  inUse: z.boolean(),
  updateTime: z.string(),
});
export type LabelUsage = z.infer<typeof LabelUsageSchema>;

export const LABEL_USAGE_FILTERS = ['used', 'unused'] as const;

export const ListLabelsQuerySchema = PageQuerySchema.extend({
  /** Part of the name, any case. */
  tagName: optionalFilter('tagName'),
  usage: z.enum(LABEL_USAGE_FILTERS, { error: msgRef('fieldInvalid', { field: 'usage' }) }).optional(),
});
export type ListLabelsQuery = z.input<typeof ListLabelsQuerySchema>;

export const LabelAssetSchema = z.object({ assetId: z.number().int(), assetName: z.string(), address: z.string() });
export const LabelAccountSchema = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  assetId: z.number().int(),
  assetName: z.string(),
});
export const LabelPolicySchema = z.object({
  policyId: z.number().int(),
  policyName: z.string(),
  enabled: z.boolean(),
});
export const LabelTaskSchema = z.object({
  taskId: z.number().int(),
  taskName: z.string(),
  /** The task's targets list the label. */
  byTarget: z.boolean(),
  /** The task's selector names it (tag = / in / ~ a value matching its name). */
  bySelector: z.boolean(),
});
export type LabelAsset = z.infer<typeof LabelAssetSchema>;
export type LabelAccount = z.infer<typeof LabelAccountSchema>;
export type LabelPolicy = z.infer<typeof LabelPolicySchema>;
export type LabelTask = z.infer<typeof LabelTaskSchema>;

/** How many assets and accounts a use list names at most; the counts are always whole. */
export const LABEL_USES_MAX = 100;

export const LabelUsesSchema = z.object({
  label: LabelUsageSchema,
  /** Assets carrying the label that the caller sees (asset scope), first LABEL_USES_MAX by name. */
  assets: z.array(LabelAssetSchema),
  /** Accounts carrying the label on assets the caller sees, first LABEL_USES_MAX by name. */
  accounts: z.array(LabelAccountSchema),
  /** Uses on assets outside the caller's asset scope: counted, never named. */
  hiddenAssets: z.number().int(),
  hiddenAccounts: z.number().int(),
  policies: z.array(LabelPolicySchema),
  tasks: z.array(LabelTaskSchema),
});
export type LabelUses = z.infer<typeof LabelUsesSchema>;

const mergeIds = {
  sourceId: idNumber('sourceId'),
  targetId: idNumber('targetId'),
};
export const MergeLabelsBodySchema = z.object(mergeIds);
export type MergeLabelsBody = z.input<typeof MergeLabelsBodySchema>;

export const MergePreviewQuerySchema = z.object({ sourceId: idText('sourceId'), targetId: idText('targetId') });
export type MergePreviewQuery = z.input<typeof MergePreviewQuerySchema>;

/** A policy or task listing either label, with which; one listing only one of them reaches both labels' holders after. */
const ListsBoth = { listsSource: z.boolean(), listsTarget: z.boolean() };

export const MergePlanSchema = z.object({
  source: LabelUsageSchema,
  target: LabelUsageSchema,
  /** Assets and accounts carrying the source and not yet the target: they gain the target. */
  movedAssets: z.number().int(),
  movedAccounts: z.number().int(),
  policies: z.array(z.object({ policyId: z.number().int(), policyName: z.string(), ...ListsBoth })),
  tasks: z.array(z.object({ taskId: z.number().int(), taskName: z.string(), ...ListsBoth })),
  /** Tasks whose selector tells the two names apart: the merge is refused until they change. */
  blockingTasks: z.array(z.object({ taskId: z.number().int(), taskName: z.string() })),
});
export type MergePlan = z.infer<typeof MergePlanSchema>;

export const MergeResultSchema = z.object({
  targetId: z.number().int(),
  movedAssets: z.number().int(),
  movedAccounts: z.number().int(),
  /** Policies and tasks whose lists now name the target instead of the source. */
  retargetedPolicies: z.number().int(),
  retargetedTasks: z.number().int(),
});
export type MergeResult = z.infer<typeof MergeResultSchema>;

const tagIdParams = z.object({ tagId: idText('tagId') });

export const listLabels = endpoint({
  method: 'GET',
  path: '/system/label/list',
  access: Permission.labelQuery,
  tag,
  summary: 'Labels by name with where each is used (assets, accounts, behaviour policies, tasks); filter by name, used',
  query: ListLabelsQuerySchema,
  reply: LabelUsageSchema,
  paged: true,
});

export const getLabelUses = endpoint({
  method: 'GET',
  path: '/system/label/:tagId/uses',
  access: Permission.labelQuery,
  tag,
  summary: 'Where one label is used: assets and accounts in the caller’s asset scope (others counted), policies, tasks',
  params: tagIdParams,
  reply: LabelUsesSchema,
});

export const previewLabelMerge = endpoint({
  method: 'GET',
  path: '/system/label/merge/preview',
  access: Permission.labelEdit,
  tag,
  summary: 'What merging sourceId into targetId would move and whose reach it changes, and which tasks block it',
  query: MergePreviewQuerySchema,
  reply: MergePlanSchema,
});

export const mergeLabels = endpoint({
  method: 'POST',
  path: '/system/label/merge',
  access: Permission.labelEdit,
  tag,
  summary:
    'Merge a label into another in one transaction: its assets, accounts, policies and tasks take the target; the source is deleted',
  body: MergeLabelsBodySchema,
  reply: MergeResultSchema,
  audit: {
    title: 'Merge a label into another',
    kind: 'edit',
    targets: ({ body }) => {
      // Source first, then target; the handler adds both names (looked up before the source is gone).
      const { sourceId, targetId } = (body ?? {}) as { sourceId?: unknown; targetId?: unknown };
      return { ids: [sourceId, targetId].filter((id): id is number => typeof id === 'number'), names: [] };
    },
  },
});

export const removeUnusedLabel = endpoint({
  method: 'POST',
  path: '/system/label/remove/:tagId',
  access: Permission.labelRemove,
  tag,
  summary: 'Delete a label nothing uses; a used one is refused, naming its uses',
  params: tagIdParams,
  reply: z.object({ deleted: z.number().int() }),
  audit: { title: 'Delete an unused label', kind: 'delete' },
});
