import { z } from 'zod';
import { Permission } from '../access/permissions';
import { EMAIL_MAX, EMAIL_PATTERN, msgRef, PHONE_PATTERN, textRequired } from '../rules/validation';
import { EmptySchema, PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { idField, nickNameField, passwordField, userNameField } from './userFields';

/**
 * Self-registration (spec §2 /register). Off unless an administrator switches it on (sign-in
 * settings, selfRegister). A registration is a request, not an account: an administrator with user
 * permissions approves it (a local user is created with the password the requester chose) or refuses
 * it with a reason. See docs/registration.md.
 */
const tag = 'ucenter';

export const RegistrationStatus = { pending: 1, approved: 2, refused: 3 } as const;
export type RegistrationStatusValue = (typeof RegistrationStatus)[keyof typeof RegistrationStatus];

/** Spec §5 refusal reason: max 99, required when refusing (请输入拒绝原因). */
export const REFUSE_REASON_MAX = 99;

const requiredPhone = z
  .string({ error: textRequired('phoneRequired') })
  .trim()
  .min(1, { error: msgRef('phoneRequired') })
  .max(11, { error: msgRef('phoneInvalid') })
  .regex(PHONE_PATTERN, { error: msgRef('phoneInvalid') });

const requiredEmail = z
  .string({ error: textRequired('emailRequired') })
  .trim()
  .min(1, { error: msgRef('emailRequired') })
  .max(EMAIL_MAX, { error: msgRef('fieldTooLong', { field: 'email', max: EMAIL_MAX }) })
  .regex(EMAIL_PATTERN, { error: msgRef('emailInvalid') });

export const RegisterBodySchema = z.object({
  userName: userNameField,
  nickName: nickNameField,
  phonenumber: requiredPhone,
  email: requiredEmail,
  /** Checked against the password policy (length, strength) by the server. */
  password: passwordField(),
  passwordConfirm: z
    .string({ error: textRequired('confirmPasswordRequired') })
    .min(1, { error: msgRef('confirmPasswordRequired') })
    .max(128, { error: msgRef('maxLength', { max: 128 }) }),
  code: z.string().trim().max(16).default(''),
  uuid: z.string().trim().max(64).default(''),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const RegistrationRequestSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  phonenumber: z.string(),
  email: z.string(),
  status: z.number().int(),
  refuseReason: z.string(),
  requesterIp: z.string(),
  createTime: z.string(),
  decideTime: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequestSchema>;

export const RegistrationListQuerySchema = PageQuerySchema.extend({
  /** One status, or all when absent. */
  status: z.coerce
    .number({ error: msgRef('fieldInvalid', { field: 'status' }) })
    .int()
    .min(1, { error: msgRef('fieldInvalid', { field: 'status' }) })
    .max(3, { error: msgRef('fieldInvalid', { field: 'status' }) })
    .optional(),
});

export const ApproveRegistrationBodySchema = z.object({ id: idField('id') });
export const RefuseRegistrationBodySchema = z.object({
  id: idField('id'),
  reason: z
    .string({ error: textRequired('refuseReasonRequired') })
    .trim()
    .min(1, { error: msgRef('refuseReasonRequired') })
    .max(REFUSE_REASON_MAX, { error: msgRef('maxLength', { max: REFUSE_REASON_MAX }) }),
});

export const submitRegistration = endpoint({
  method: 'POST',
  path: '/ucenter/register',
  access: 'public',
  tag,
  summary: 'Ask for an account (when self-registration is on); an administrator approves or refuses',
  body: RegisterBodySchema,
  reply: EmptySchema,
  rateLimitPerMinute: 10,
});

export const listRegistrations = endpoint({
  method: 'GET',
  path: '/ucenter/register/list',
  access: Permission.userQuery,
  tag,
  summary: 'Registration requests, newest first, optionally of one status',
  query: RegistrationListQuerySchema,
  reply: RegistrationRequestSchema,
  paged: true,
});

export const approveRegistration = endpoint({
  method: 'POST',
  path: '/ucenter/register/approve',
  access: Permission.userEdit,
  tag,
  summary: 'Approve a pending registration: a local user is created with the chosen password',
  body: ApproveRegistrationBodySchema,
  reply: z.object({ userId: z.number().int() }),
});

export const refuseRegistration = endpoint({
  method: 'POST',
  path: '/ucenter/register/refuse',
  access: Permission.userEdit,
  tag,
  summary: 'Refuse a pending registration with a reason (told to the requester)',
  body: RefuseRegistrationBodySchema,
  reply: EmptySchema,
});
