import { z } from 'zod';
import { Permission } from '../access/permissions';
import { LICENCE_TYPES } from '../rules/cofferRules';
import { msgRef } from '../rules/validation';
import { isoTimeField, PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { idArray, idText, optionalFilter } from './ids';

/**
 * Licences on the coffer's safes (docs/coffer.md "Licences"): the period both licences and applications share,
 * issuing to many users and safes at once, revoking, who holds what, and the caller's own rights on a safe.
 * Re-exported by coffers.ts, whose endpoints these are (tag coffer).
 */
const tag = 'coffer';

/** At most this many safes × users in one issue, and licences in one revocation. */
export const LICENCE_BATCH_MAX = 2000;

const licenceType = z.enum(LICENCE_TYPES, { error: msgRef('safeLicenceTypeRequired') });
const cofferIdQuery = z.object({ cofferId: idText('cofferId') });

/** The caller's latest licence that ended or was revoked, shown as such when no valid one is left. */
export const LapsedLicenceSchema = z
  .object({
    licenseType: z.enum(LICENCE_TYPES),
    endTime: z.string(),
    /** Spec §4 expiry reason: expired 1, revoked 2. */
    expiryReason: z.union([z.literal(1), z.literal(2)]),
  })
  .nullable();

const timeText = (field: string) => isoTimeField(field, 'safeTimeRangeRequired');

/** A licence's period: start before end; the server refuses an end already past (spec §5). */
export const licencePeriod = {
  startTime: timeText('startTime'),
  expireTime: timeText('expireTime'),
};

export const periodOrdered = (body: { startTime: string; expireTime: string }, ctx: z.RefinementCtx) => {
  if (body.expireTime <= body.startTime)
    ctx.addIssue({ code: 'custom', path: ['expireTime'], message: msgRef('safePeriodReversed') });
};

/** Spec §3 Licence issue payload. */
export const IssueLicenceBodySchema = z
  .object({
    cofferIdList: idArray('cofferIdList', LICENCE_BATCH_MAX),
    userIdList: idArray('userIdList', LICENCE_BATCH_MAX),
    licenseType: licenceType.default('use'),
    ...licencePeriod,
  })
  .superRefine(periodOrdered);
export type IssueLicenceBody = z.input<typeof IssueLicenceBodySchema>;

export const LicenceFailureSchema = z.object({
  cofferId: z.number().int(),
  userId: z.number().int(),
  /** A message key's text in the caller's language: why this pair got no licence. */
  reason: z.string(),
});

export const IssueLicenceReplySchema = z.object({
  /** Licences issued; 0 → 没有授权成功. */
  successCount: z.number().int(),
  failures: z.array(LicenceFailureSchema),
});
export type IssueLicenceReply = z.infer<typeof IssueLicenceReplySchema>;

export const RevokeLicenceBodySchema = z.object({ licenseIdList: idArray('licenseIdList', LICENCE_BATCH_MAX) });

export const CofferLicenceSchema = z.object({
  licenseId: z.number().int(),
  cofferId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  licenseType: z.enum(LICENCE_TYPES),
  startTime: z.string(),
  expireTime: z.string(),
  /** Spec §4 permission validity: valid 1, invalid 2, pending 3. */
  state: z.number().int(),
  /** Spec §4 expiry reason: expired 1, revoked 2; null unless invalid. */
  expiryReason: z.number().int().nullable(),
  issuedBy: z.string(),
  issueTime: z.string(),
  /** The application it was issued on, if any. */
  recordId: z.number().int().nullable(),
  revokeTime: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type CofferLicence = z.infer<typeof CofferLicenceSchema>;

export const CofferLicenceQuerySchema = PageQuerySchema.extend({
  cofferId: idText('cofferId'),
  userName: optionalFilter('userName'),
  state: z
    .enum(['1', '2', '3'], { error: msgRef('fieldInvalid', { field: 'state' }) })
    .transform(Number)
    .optional(),
});

export const LicenceHolderSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  licenseType: z.enum(LICENCE_TYPES),
  expireTime: z.string(),
});
export type LicenceHolder = z.infer<typeof LicenceHolderSchema>;

export const CofferAuthSchema = z.object({
  cofferId: z.number().int(),
  canManage: z.boolean(),
  /** The strongest valid licence (a manager has manage); null: none. */
  licenseType: z.enum(LICENCE_TYPES).nullable(),
  /** The end of that licence; null for a manager without one. */
  expireTime: z.string().nullable(),
  canView: z.boolean(),
  canUse: z.boolean(),
  canReveal: z.boolean(),
  lapsedLicense: LapsedLicenceSchema,
});
export type CofferAuth = z.infer<typeof CofferAuthSchema>;

export const issueLicence = endpoint({
  method: 'POST',
  path: '/coffer/issueLicense',
  access: Permission.cofferQuery,
  tag,
  summary: 'Licence users on safes the caller manages for a period; answers how many were issued',
  body: IssueLicenceBodySchema,
  reply: IssueLicenceReplySchema,
});

export const revokeLicence = endpoint({
  method: 'POST',
  path: '/coffer/revokeLicense',
  access: Permission.cofferQuery,
  tag,
  summary: 'Revoke licences on safes the caller manages; live sessions opened through them end',
  body: RevokeLicenceBodySchema,
  reply: z.object({ revoked: z.number().int() }),
});

export const getCofferLicenceUsers = endpoint({
  method: 'GET',
  path: '/coffer/getCofferLicenseUsers',
  access: Permission.cofferQuery,
  tag,
  summary: 'The licences of a safe the caller manages (every state), newest first, paged',
  query: CofferLicenceQuerySchema,
  reply: CofferLicenceSchema,
  paged: true,
});

export const selectCofferLicenceUsers = endpoint({
  method: 'GET',
  path: '/coffer/select_coffer_license_users_by_id',
  access: Permission.cofferQuery,
  tag,
  summary: 'Who holds a valid licence on a safe the caller manages, strongest type each',
  query: cofferIdQuery,
  reply: z.array(LicenceHolderSchema),
});

export const checkCofferAuth = endpoint({
  method: 'GET',
  path: '/coffer/checkCofferAuth',
  access: Permission.cofferQuery,
  tag,
  summary: 'The caller’s rights on a safe now',
  query: cofferIdQuery,
  reply: CofferAuthSchema,
});
