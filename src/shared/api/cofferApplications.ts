import { z } from 'zod';
import { Permission } from '../access/permissions';
import { LICENCE_TYPES, SAFE_REASON_MAX } from '../rules/cofferRules';
import { msgRef } from '../rules/validation';
import { licencePeriod, periodOrdered } from './coffers';
import { PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { idNumber, idText, optionalFilter } from './ids';

/**
 * Safe applications (spec §3 Safe application record, §4, §5 Safe application and approval rules, §7
 * /approve/record/*): a user asks for a licence on a safe; the flow bound to "vault application" decides
 * (docs/coffer.md "Applications"); a passed application issues the licence with the applied period and type.
 */
const tag = 'coffer-applications';

export const SafeApplicationSchema = z.object({
  recordId: z.number().int(),
  cofferId: z.number().int(),
  cofferName: z.string(),
  ownerName: z.string(),
  /** Who decided; '' while waiting or after a withdrawal. */
  approveByName: z.string(),
  /** The applicant's user id. */
  createBy: z.number().int(),
  createByName: z.string(),
  reason: z.string(),
  licenseType: z.enum(LICENCE_TYPES),
  startTime: z.string(),
  expireTime: z.string(),
  /** Spec §4 safe application status: 1 wait-for-approve, 2 pass, 3 refuse, 4 revoke. */
  status: z.number().int(),
  refuseReason: z.string(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
  /** The caller may decide it now (an approver of its waiting step, or a holder of system:approval:decide). */
  canDecide: z.boolean(),
});
export type SafeApplication = z.infer<typeof SafeApplicationSchema>;

const applicationFields = {
  reason: z
    .string({ error: msgRef('safeReasonRequired') })
    .trim()
    .min(1, { error: msgRef('safeReasonRequired') })
    .max(SAFE_REASON_MAX, { error: msgRef('safeReasonTooLong') }),
  licenseType: z.enum(LICENCE_TYPES, { error: msgRef('safeLicenceTypeRequired') }),
  ...licencePeriod,
};

export const AddSafeApplicationBodySchema = z
  .object({ cofferId: idNumber('cofferId'), ...applicationFields })
  .superRefine(periodOrdered);
export type AddSafeApplicationBody = z.input<typeof AddSafeApplicationBodySchema>;

export const UpdateSafeApplicationBodySchema = z
  .object({ recordId: idNumber('recordId'), ...applicationFields })
  .superRefine(periodOrdered);
export type UpdateSafeApplicationBody = z.input<typeof UpdateSafeApplicationBodySchema>;

export const DecideSafeApplicationBodySchema = z
  .object({
    recordId: idNumber('recordId'),
    /** 2 pass, 3 refuse (spec §5 Safe approval: 请选择操作). */
    status: z.literal([2, 3], { error: msgRef('approvalStatusInvalid') }),
    refuseReason: z
      .string({ error: msgRef('mustBeText') })
      .trim()
      .max(SAFE_REASON_MAX, { error: msgRef('refuseReasonTooLong') })
      .default(''),
  })
  .transform((body) => (body.status === 2 ? { ...body, refuseReason: '' } : body));

export const SafeApplicationListQuerySchema = PageQuerySchema.extend({
  /** mine: the caller's applications; approve: those the caller decides or decided; absent: both. */
  scope: z.enum(['mine', 'approve'], { error: msgRef('fieldInvalid', { field: 'scope' }) }).optional(),
  status: z.coerce
    .number({ error: msgRef('fieldInvalid', { field: 'status' }) })
    .int()
    .min(1, { error: msgRef('fieldInvalid', { field: 'status' }) })
    .max(4, { error: msgRef('fieldInvalid', { field: 'status' }) })
    .optional(),
  cofferName: optionalFilter('cofferName'),
  cofferId: idText('cofferId').optional(),
});
export type SafeApplicationListQuery = z.input<typeof SafeApplicationListQuerySchema>;

export const listSafeApplications = endpoint({
  method: 'GET',
  path: '/approve/record/list',
  access: Permission.cofferQuery,
  tag,
  summary: 'Safe applications the caller filed or may decide, newest first, paged',
  query: SafeApplicationListQuerySchema,
  reply: SafeApplicationSchema,
  paged: true,
});

export const addSafeApplication = endpoint({
  method: 'POST',
  path: '/approve/record/add',
  access: Permission.cofferQuery,
  tag,
  summary: 'Apply for a licence on a safe: reason, licence type and period; the vault application flow decides',
  body: AddSafeApplicationBodySchema,
  reply: SafeApplicationSchema,
});

export const updateSafeApplication = endpoint({
  method: 'POST',
  path: '/approve/record/update',
  access: Permission.cofferQuery,
  tag,
  summary: 'The applicant changes their waiting application',
  body: UpdateSafeApplicationBodySchema,
  reply: SafeApplicationSchema,
});

export const decideSafeApplication = endpoint({
  method: 'POST',
  path: '/approve/record/approve',
  access: Permission.cofferQuery,
  tag,
  summary: 'Pass (the licence is issued) or refuse a waiting application',
  body: DecideSafeApplicationBodySchema,
  reply: SafeApplicationSchema,
});

export const getSafeApplication = endpoint({
  method: 'GET',
  path: '/approve/record/detail',
  access: Permission.cofferQuery,
  tag,
  summary: 'One application, for its applicant and its approvers',
  query: z.object({ recordId: idText('recordId') }),
  reply: SafeApplicationSchema,
});

export const withdrawSafeApplication = endpoint({
  method: 'POST',
  path: '/approve/record/withdraw',
  access: Permission.cofferQuery,
  tag,
  summary: 'The applicant withdraws their waiting application (status 4, revoke)',
  body: z.object({ recordId: idNumber('recordId') }),
  reply: SafeApplicationSchema,
});
