import { z } from 'zod';
import {
  ApprovalStatus,
  EXPIRATION_DEFAULT_MINUTES,
  EXPIRATION_MAX_MINUTES,
  EXPIRATION_MIN_MINUTES,
  LOGIN_REASON_MAX,
  REFUSE_REASON_MAX,
} from '../rules/approvalRules';
import { msgRef } from '../rules/validation';
import { endpoint } from './endpoint';
import { idNumber, idText } from './ids';
import {
  ListMessagesQuerySchema,
  MarkMessagesReadBodySchema,
  StationMessageSchema,
  UnreadCountSchema,
} from './messages';

/**
 * Command approvals (spec §3 Command approval record, §7 /approve/command/filter/approve/*), account-login
 * approvals (spec §3 Account-login approval request, §7 /host_login_policy_approve) and the approval
 * station messages (§7 /approve/message/*). Who may see and decide is checked by the service: the
 * applicant sees their own request, its approvers and holders of system:approval:decide see and decide it.
 * docs/approvals.md.
 */
const tag = 'approvals';

/** What both records share (spec §3): the asset, the account and who asked and decided. */
const RecordCommon = {
  /** The network proxy the asset is reached through; '' without one. */
  serverName: z.string(),
  assetsName: z.string(),
  assetsIp: z.string(),
  assetsPort: z.number().int(),
  account: z.string(),
  createByName: z.string(),
  createTime: z.string(),
  approveByName: z.string(),
  /** When it was decided or withdrawn; '' while pending. */
  updateTime: z.string(),
  /** Spec §4: 1 pending, 2 approved, 3 refused, 4 withdrawn by the applicant. */
  status: z.number().int(),
  refuseReason: z.string(),
  /** Whether the caller may decide it now (an approver, status 1, not their own request). */
  canDecide: z.boolean(),
  /** Whether the caller filed it. */
  isApplicant: z.boolean(),
  assetId: z.number().int(),
  accountId: z.number().int(),
};

export const CommandApprovalSchema = z.object({
  recordId: z.number().int(),
  ...RecordCommon,
  /** The held command line. */
  approvalOrder: z.string(),
  policyName: z.string(),
  sessionId: z.string(),
});
export type CommandApproval = z.infer<typeof CommandApprovalSchema>;

export const LoginApprovalSchema = z.object({
  id: z.number().int(),
  ...RecordCommon,
  reason: z.string(),
  /** Minutes of login the approval gives; null until approved. */
  expirationTime: z.number().int().nullable(),
  /** End of the login window; null unless approved. */
  windowEndTime: z.string().nullable(),
  policyName: z.string(),
});
export type LoginApproval = z.infer<typeof LoginApprovalSchema>;

export const decision = z.literal([ApprovalStatus.approved, ApprovalStatus.refused], {
  error: msgRef('approvalStatusInvalid'),
});

export const refuseReason = z
  .string({ error: msgRef('refuseReasonRequired') })
  .trim()
  .max(REFUSE_REASON_MAX, { error: msgRef('refuseReasonTooLong') })
  .optional();

/** Spec §5: a reason is required when refusing and not sent when approving (ignored if it is). */
export const requireReasonWhenRefused = (
  body: { status: number; refuseReason?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (body.status === ApprovalStatus.refused && !body.refuseReason)
    ctx.addIssue({ code: 'custom', path: ['refuseReason'], message: msgRef('refuseReasonRequired') });
};

export const DecideCommandApprovalBodySchema = z
  .object({ recordId: idNumber('recordId'), status: decision, refuseReason })
  .superRefine(requireReasonWhenRefused);
export type DecideCommandApprovalBody = z.input<typeof DecideCommandApprovalBodySchema>;

export const expirationTimeField = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? msgRef('expirationRequired') : msgRef('expirationInvalid'),
  })
  .int({ error: msgRef('expirationInvalid') })
  .min(EXPIRATION_MIN_MINUTES, { error: msgRef('expirationInvalid') })
  .max(EXPIRATION_MAX_MINUTES, { error: msgRef('expirationInvalid') });

export const DecideLoginApprovalBodySchema = z
  .object({
    id: idNumber('id'),
    status: decision,
    /** Spec §5: minutes, 1–100000000, default 5; only read when approving. */
    expirationTime: expirationTimeField.optional(),
    refuseReason,
  })
  .superRefine(requireReasonWhenRefused)
  .transform((body) => ({
    ...body,
    expirationTime:
      body.status === ApprovalStatus.approved ? (body.expirationTime ?? EXPIRATION_DEFAULT_MINUTES) : null,
    refuseReason: body.status === ApprovalStatus.refused ? (body.refuseReason ?? '') : '',
  }));
export type DecideLoginApprovalBody = z.input<typeof DecideLoginApprovalBodySchema>;

export const ApplyLoginApprovalBodySchema = z.object({
  assetId: idNumber('assetId'),
  accountId: idNumber('accountId'),
  reason: z
    .string({ error: msgRef('loginReasonRequired') })
    .trim()
    .min(1, { error: msgRef('loginReasonRequired') })
    .max(LOGIN_REASON_MAX, { error: msgRef('loginReasonTooLong') }),
});
export type ApplyLoginApprovalBody = z.input<typeof ApplyLoginApprovalBodySchema>;

/** What the login policies say about the caller logging in to an asset with an account now. */
export const LoginCheckSchema = z.object({
  /** 'allow' | 'deny' | 'approvalRequired' */
  kind: z.enum(['allow', 'deny', 'approvalRequired']),
  policyName: z.string(),
  /** deny: why, in the caller's language. */
  message: z.string(),
  /** approvalRequired: the request already waiting, if any. */
  pendingId: z.number().int().nullable(),
  /** allow through an approval: when the login window ends. */
  windowEndTime: z.string().nullable(),
});
export type LoginCheck = z.infer<typeof LoginCheckSchema>;

// ---- Command approvals ----

export const getCommandApproval = endpoint({
  method: 'GET',
  path: '/approve/command/filter/approve/get',
  access: 'authenticated',
  tag,
  summary: 'One command approval record (applicant, its approvers or system:approval:decide)',
  query: z.object({ recordId: idText('recordId') }),
  reply: CommandApprovalSchema,
});

export const decideCommandApproval = endpoint({
  method: 'POST',
  path: '/approve/command/filter/approve/approve',
  access: 'authenticated',
  tag,
  summary: 'Approve (2) or refuse (3, with refuseReason) a pending command; approvers only',
  body: DecideCommandApprovalBodySchema,
  audit: { kind: 'other', title: 'Decide a command approval' },
  reply: CommandApprovalSchema,
});

export const withdrawCommandApproval = endpoint({
  method: 'POST',
  path: '/approve/command/filter/approve/withdraw',
  access: 'authenticated',
  tag,
  summary: 'The applicant withdraws a pending command approval (status 4)',
  body: z.object({ recordId: idNumber('recordId') }),
  reply: CommandApprovalSchema,
});

// ---- Account-login approvals ----

export const getLoginApproval = endpoint({
  method: 'GET',
  path: '/host_login_policy_approve/:id',
  access: 'authenticated',
  tag,
  summary: 'One account-login approval request (applicant, its approvers or system:approval:decide)',
  params: z.object({ id: idText('id') }),
  reply: LoginApprovalSchema,
});

export const decideLoginApproval = endpoint({
  method: 'PUT',
  path: '/host_login_policy_approve',
  access: 'authenticated',
  tag,
  summary:
    'Approve (2, expirationTime minutes of login, default 5) or refuse (3, refuseReason) a pending login request',
  body: DecideLoginApprovalBodySchema,
  audit: { kind: 'other', title: 'Decide a login approval' },
  reply: LoginApprovalSchema,
});

export const applyLoginApproval = endpoint({
  method: 'POST',
  path: '/host_login_policy_approve/apply',
  access: 'authenticated',
  tag,
  summary:
    'The caller asks to log in to an asset with an account where a login policy requires approval; answers the request (an already pending one is answered again)',
  body: ApplyLoginApprovalBodySchema,
  reply: LoginApprovalSchema,
});

export const withdrawLoginApproval = endpoint({
  method: 'POST',
  path: '/host_login_policy_approve/withdraw',
  access: 'authenticated',
  tag,
  summary: 'The applicant withdraws a pending login request (status 4)',
  body: z.object({ id: idNumber('id') }),
  reply: LoginApprovalSchema,
});

export const checkLoginApproval = endpoint({
  method: 'GET',
  path: '/host_login_policy_approve/check',
  access: 'authenticated',
  tag,
  summary: 'What the login policies say about the caller logging in to an asset with an account from here, now',
  query: z.object({ assetId: idText('assetId'), accountId: idText('accountId') }),
  reply: LoginCheckSchema,
});

// ---- Approval station messages ----

export const listApproveMessages = endpoint({
  method: 'GET',
  path: '/approve/message/list',
  access: 'authenticated',
  tag,
  summary: "The caller's station messages, newest first (pageNum, pageSize, status 1 unread / 2 read)",
  query: ListMessagesQuerySchema,
  reply: z.object({ rows: z.array(StationMessageSchema), total: z.number().int() }),
});

export const updateApproveMessages = endpoint({
  method: 'POST',
  path: '/approve/message/update',
  access: 'authenticated',
  tag,
  summary: 'Marks one of the caller’s messages (recordId) or all of them (isSelectAll 1) read',
  body: MarkMessagesReadBodySchema,
  reply: UnreadCountSchema,
});

// ---- The approver's pending requests (the navbar's approval badge) ----

export const PendingApprovalSchema = z.object({
  /** 'command' | 'login' */
  kind: z.enum(['command', 'login']),
  id: z.number().int(),
  assetsName: z.string(),
  account: z.string(),
  createByName: z.string(),
  createTime: z.string(),
  /** The command or the applicant's reason. */
  detail: z.string(),
});
export type PendingApproval = z.infer<typeof PendingApprovalSchema>;

export const listPendingApprovals = endpoint({
  method: 'GET',
  path: '/approve/pending/list',
  access: 'authenticated',
  tag,
  summary:
    'Command and login requests waiting for the caller’s decision (what no_approve_num counts), newest first, at most 50',
  reply: z.array(PendingApprovalSchema),
});
