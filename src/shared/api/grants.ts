import { z } from 'zod';
import { Permission } from '../access/permissions';
import { SUBJECT_KINDS } from '../rules/grantRules';
import { msgRef } from '../rules/validation';
import { accessListBodyFields, accessListReplyFields } from './accessList';
import { isoTimeField, PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { idListText, idNumber, idText, optionalFilter } from './ids';

/**
 * Authorisations (spec §2 /assets-impower, /assets-remove-impower; §3 permission type, authorisation kind,
 * access list; §4 permission validity, expiry reason). One grant = one subject (user, user group or
 * department) on one asset. docs/authorisations.md explains who may grant and what a grant gives.
 */
const tag = 'authorisations';

/** At most this many grants (subjects × assets) in one request. */
export const MAX_GRANTS_PER_REQUEST = 500;

/** An account a grant is limited to; accountName '' when the account has been deleted since. */
export const GrantAccountSchema = z.object({ accountId: z.number().int(), accountName: z.string() });
export type GrantAccount = z.infer<typeof GrantAccountSchema>;

export const GrantSchema = z.object({
  grantId: z.number().int(),
  subjectKind: z.enum(SUBJECT_KINDS),
  subjectId: z.number().int(),
  /** User name, group name or department name; '' when the subject is gone. */
  subjectName: z.string(),
  assetId: z.number().int(),
  assetName: z.string(),
  address: z.string(),
  permissionType: z.number().int(),
  kind: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  /** Spec §4 permission validity: valid 1, invalid 2, pending 3 (computed from the server's clock). */
  state: z.number().int(),
  /** Spec §4 expiry reason: expired 1, revoked 2; null unless invalid. */
  expiryReason: z.number().int().nullable(),
  ...accessListReplyFields,
  /** The accounts the grant is limited to; null = every account of the asset. */
  accountIds: z.array(z.number().int()).nullable(),
  createdBy: z.string(),
  createTime: z.string(),
  revokeTime: z.string().nullable(),
  revokedBy: z.string().nullable(),
  /** accountIds with their names, in the same order; null = every account of the asset. */
  accounts: z.array(GrantAccountSchema).nullable(),
  /** File transfer in the terminal (docs/file-transfer.md): upload 0 and download 1 allowed. */
  mayUpload: z.boolean(),
  mayDownload: z.boolean(),
});
export type Grant = z.infer<typeof GrantSchema>;

const timeField = (field: string) => isoTimeField(field, 'grantTimeRequired');

const idSet = (field: string) =>
  z
    .array(idNumber(field), { error: msgRef('fieldInvalid', { field }) })
    .max(MAX_GRANTS_PER_REQUEST, { error: msgRef('fieldInvalid', { field }) })
    .default([])
    .transform((ids) => [...new Set(ids)]);

export const AddGrantsBodySchema = z
  .object({
    userIds: idSet('userIds'),
    groupIds: idSet('groupIds'),
    deptIds: idSet('deptIds'),
    assetIds: idSet('assetIds'),
    /** The account restriction seam (docs/authorisations.md); only with exactly one asset. */
    accountIds: idSet('accountIds'),
    permissionType: z.literal([0, 1], { error: msgRef('fieldInvalid', { field: 'permissionType' }) }),
    kind: z.literal([0, 1], { error: msgRef('fieldInvalid', { field: 'kind' }) }).default(0),
    startTime: timeField('startTime'),
    endTime: timeField('endTime'),
    ...accessListBodyFields,
    /** File transfer rights in the terminal; both allowed unless said otherwise. */
    mayUpload: z.boolean({ error: msgRef('fieldInvalid', { field: 'mayUpload' }) }).default(true),
    mayDownload: z.boolean({ error: msgRef('fieldInvalid', { field: 'mayDownload' }) }).default(true),
  })
  .superRefine((body, ctx) => {
    if (body.userIds.length + body.groupIds.length + body.deptIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: msgRef('grantSubjectsRequired') });
    if (body.assetIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['assetIds'], message: msgRef('grantAssetsRequired') });
    if (body.accountIds.length > 0 && body.assetIds.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['accountIds'], message: msgRef('grantAccountsNeedOneAsset') });
    if (body.accessMode !== null && body.accessEntries.length === 0)
      ctx.addIssue({ code: 'custom', path: ['accessEntries'], message: msgRef('grantAccessEntriesRequired') });
  });
export type AddGrantsBody = z.input<typeof AddGrantsBodySchema>;

export const ListGrantsQuerySchema = PageQuerySchema.extend({
  subjectKind: z.enum(SUBJECT_KINDS, { error: msgRef('fieldInvalid', { field: 'subjectKind' }) }).optional(),
  subjectId: idText('subjectId').optional(),
  assetId: idText('assetId').optional(),
  /** Asset name or address contains (case-insensitive). */
  keyword: optionalFilter('keyword'),
  state: z
    .enum(['1', '2', '3'], { error: msgRef('fieldInvalid', { field: 'state' }) })
    .transform(Number)
    .optional(),
});
export type ListGrantsQuery = z.input<typeof ListGrantsQuerySchema>;

export const GrantSubjectOptionSchema = z.object({
  subjectKind: z.enum(SUBJECT_KINDS),
  subjectId: z.number().int(),
  name: z.string(),
  /** Users: nick name; departments: the path from the top. */
  detail: z.string(),
});
export type GrantSubjectOption = z.infer<typeof GrantSubjectOptionSchema>;

export const listGrants = endpoint({
  method: 'GET',
  path: '/privilege/impower/list',
  access: Permission.assetQuery,
  tag,
  summary:
    'Authorisations on assets within the caller’s asset scope, newest first; filter by subject, asset, asset name or address, state',
  query: ListGrantsQuerySchema,
  reply: GrantSchema,
  paged: true,
});

export const grantDefaultWindow = endpoint({
  method: 'GET',
  path: '/privilege/impower/default-window',
  access: Permission.assetImpower,
  tag,
  summary: 'The default window (spec §9): from one minute ago, seconds zeroed, for 100 years',
  reply: z.object({ startTime: z.string(), endTime: z.string() }),
});

export const listGrantSubjects = endpoint({
  method: 'GET',
  path: '/privilege/impower/subjects',
  access: Permission.assetImpower,
  tag,
  summary: 'Users, user groups and departments to grant to (name contains keyword; at most 50 of each)',
  query: z.object({ keyword: optionalFilter('keyword') }),
  reply: z.array(GrantSubjectOptionSchema),
});

export const getGrant = endpoint({
  method: 'GET',
  path: '/privilege/impower/:grantId',
  access: Permission.assetQuery,
  tag,
  summary: 'One authorisation; one on an asset outside the caller’s scope does not exist for them',
  params: z.object({ grantId: idText('grantId') }),
  reply: GrantSchema,
});

export const addGrants = endpoint({
  method: 'POST',
  path: '/privilege/impower/add',
  access: Permission.assetImpower,
  tag,
  summary:
    'Grant every chosen subject on every chosen asset (assets the caller manages); all or nothing; the end may not be before now',
  body: AddGrantsBodySchema,
  audit: { kind: 'grant' },
  reply: z.object({ created: z.number().int(), grantIds: z.array(z.number().int()) }),
});

export const revokeGrants = endpoint({
  method: 'POST',
  path: '/privilege/impower/revoke/:grantIds',
  access: Permission.assetImpower,
  tag,
  summary: 'Revoke authorisations (comma-separated ids): they become invalid with reason revoked; all or none',
  params: z.object({ grantIds: idListText('grantIds') }),
  audit: { kind: 'grant', title: 'Revoke authorisations' },
  reply: z.object({ revoked: z.number().int() }),
});
