import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { requiredText } from './common';
import { endpoint } from './endpoint';
import { MAX_ID } from './ids';
import { nameChars } from './nameChars';
import { CodeSentSchema, PhoneSchema, VerificationCodeSchema } from './signInFields';

export * from './passwordRecovery';
export * from './signInFields';
export * from './signInSettings';

/**
 * Sign-in methods beyond the password (SMS code, one-time password, second factor); this module also
 * re-exports their settings and the forgotten-password flow. Codes are 6 digits, valid 5 minutes,
 * single use; see docs/sign-in-methods.md.
 */
const tag = 'ucenter';
const TicketSchema = requiredText('ticket', 128);

export const SmsCodeQuerySchema = z.object({
  /** login: by phone (or user name); second: the user behind a password ticket; reset: by user name. */
  purpose: z.enum(['login', 'second', 'reset']),
  phone: z.string().trim().max(32).optional(),
  username: z.string().trim().max(64).optional(),
  ticket: z.string().trim().max(128).optional(),
});

export const SmsLoginBodySchema = z.object({ phone: PhoneSchema, code: VerificationCodeSchema });
export const SecondFactorBodySchema = z.object({ ticket: TicketSchema, code: VerificationCodeSchema });
/** With a ticket: the second factor after a password. With a user name: OTP as its own method (when enabled). */
export const OtpLoginBodySchema = z.object({
  ticket: z.string().trim().max(128).optional(),
  username: z.string().trim().max(64).check(nameChars('username')).optional(),
  code: VerificationCodeSchema,
});

export const SignInTokenSchema = z.object({ token: z.string() });

export const OtpStatusSchema = z.object({
  bound: z.boolean(),
  /** The installation asks for the one-time password after the password (it applies once bound). */
  required: z.boolean(),
});
export type OtpStatus = z.infer<typeof OtpStatusSchema>;
export const OtpBindStartSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The otpauth URI as a QR code (PNG data: URL). */
  qr: z.string(),
});
export type OtpBindStart = z.infer<typeof OtpBindStartSchema>;
export const OtpCodeBodySchema = z.object({ code: VerificationCodeSchema });
export const OtpAdminUnbindBodySchema = z.object({
  userId: z
    .number({ error: msgRef('fieldInvalid', { field: 'userId' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'userId' }) })
    .positive({ error: msgRef('fieldInvalid', { field: 'userId' }) })
    .max(MAX_ID, { error: msgRef('fieldInvalid', { field: 'userId' }) }),
});

export const getSmsCode = endpoint({
  method: 'GET',
  path: '/ucenter/smsCode',
  access: 'public',
  tag,
  summary: 'Send a 6-digit code by SMS; the same answer whether or not the number or user is known',
  query: SmsCodeQuerySchema,
  reply: CodeSentSchema,
  rateLimitPerMinute: 10,
});

export const smsLogin = endpoint({
  method: 'POST',
  path: '/ucenter/login/smsLogin',
  access: 'public',
  tag,
  summary: 'Sign in with a phone number and an SMS code',
  body: SmsLoginBodySchema,
  reply: SignInTokenSchema,
  rateLimitPerMinute: 20,
});

export const secondSmsLogin = endpoint({
  method: 'POST',
  path: '/ucenter/login/secondSmsLogin',
  access: 'public',
  tag,
  summary: 'Second factor after a password: the ticket of the password answer and an SMS code',
  body: SecondFactorBodySchema,
  reply: SignInTokenSchema,
  rateLimitPerMinute: 20,
});

export const otpLogin = endpoint({
  method: 'POST',
  path: '/ucenter/login/otpLogin',
  access: 'public',
  tag,
  summary: 'One-time password: second factor with a ticket, or its own method with a user name',
  body: OtpLoginBodySchema,
  reply: SignInTokenSchema,
  rateLimitPerMinute: 20,
});

export const getOwnOtp = endpoint({
  method: 'GET',
  path: '/ucenter/user/otp',
  access: 'authenticated',
  tag,
  summary: 'Whether the signed-in user has bound a one-time password',
  reply: OtpStatusSchema,
});

export const startOtpBind = endpoint({
  method: 'POST',
  path: '/ucenter/user/otpBind/start',
  access: 'authenticated',
  tag,
  summary: 'A new TOTP secret for the signed-in user, as text and QR code; active once confirmed',
  reply: OtpBindStartSchema,
  rateLimitPerMinute: 10,
});

export const confirmOtpBind = endpoint({
  method: 'POST',
  path: '/ucenter/user/otpBind/confirm',
  access: 'authenticated',
  tag,
  summary: 'Confirm the binding with a current code',
  body: OtpCodeBodySchema,
  reply: z.null(),
  rateLimitPerMinute: 20,
});

export const unbindOwnOtp = endpoint({
  method: 'POST',
  path: '/ucenter/user/otpUnbindOwn',
  access: 'authenticated',
  tag,
  summary: 'The signed-in user unbinds the one-time password with a current code',
  body: OtpCodeBodySchema,
  reply: z.null(),
  rateLimitPerMinute: 20,
});

export const otpUnbind = endpoint({
  method: 'POST',
  path: '/ucenter/user/otpUnbind',
  access: Permission.userEdit,
  tag,
  summary: 'An administrator unbinds the one-time password of a user',
  body: OtpAdminUnbindBodySchema,
  reply: z.null(),
});
