import { z } from 'zod';
import { Permission } from '../permissions';
import { EMAIL_PATTERN, msgRef, PHONE_PATTERN, textRequired } from '../validation';
import { requiredText } from './common';
import { endpoint } from './endpoint';

/**
 * Sign-in methods beyond the password (SMS code, one-time password, second factor) and the forgotten
 * password flow. Codes are 6 digits, valid 5 minutes, single use; see docs/sign-in-methods.md.
 */
const tag = 'ucenter';
const settingTag = 'setting-center';

export const CODE_TTL_SECONDS = 300;
export const CODE_RESEND_SECONDS = 60;

export const VerificationCodeSchema = z
  .string({ error: textRequired('codeRequired') })
  .trim()
  .min(1, { error: msgRef('codeRequired') })
  .regex(/^\d{6}$/, { error: msgRef('codeFormat') });

export const PhoneSchema = z
  .string({ error: textRequired('phoneRequired') })
  .trim()
  .min(1, { error: msgRef('phoneRequired') })
  .regex(PHONE_PATTERN, { error: msgRef('phoneInvalid') });

const EmailAddressSchema = z
  .string({ error: textRequired('fieldRequired') })
  .trim()
  .max(128, { error: msgRef('fieldTooLong', { field: 'email', max: 128 }) })
  .regex(EMAIL_PATTERN, { error: msgRef('emailInvalid') });

const UserNameSchema = requiredText('username', 64);
const TicketSchema = requiredText('ticket', 128);

export const SecondFactorSchema = z.enum(['none', 'sms', 'otp']);
export type SecondFactor = z.infer<typeof SecondFactorSchema>;

const optionalUrl = z
  .string()
  .trim()
  .max(500, { error: msgRef('fieldTooLong', { field: 'url', max: 500 }) })
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
    error: msgRef('fieldInvalid', { field: 'url' }),
  });

/** "Name: value" per line; a line without a colon or with a bad header name is refused. */
const headerLines = z
  .string()
  .max(2000, { error: msgRef('fieldTooLong', { field: 'headers', max: 2000 }) })
  .refine(
    (value) =>
      value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .every((line) => /^[A-Za-z0-9!#$%&'*+.^_`|~-]+\s*:.*$/.test(line)),
    { error: msgRef('fieldInvalid', { field: 'headers' }) },
  );

/** The HTTP API of an SMS gateway: where and how to send, with {phone} and {code} in the body template. */
export const SmsConfigSchema = z.object({
  url: optionalUrl,
  method: z.enum(['POST', 'PUT', 'GET']),
  contentType: z
    .string()
    .trim()
    .max(100, { error: msgRef('fieldTooLong', { field: 'contentType', max: 100 }) }),
  headers: headerLines,
  /** The header that carries the API key; empty when the key goes into the template as {apiKey}. */
  apiKeyHeader: z
    .string()
    .trim()
    .max(100, { error: msgRef('fieldTooLong', { field: 'apiKeyHeader', max: 100 }) })
    .refine((value) => value === '' || /^[A-Za-z0-9-]+$/.test(value), {
      error: msgRef('fieldInvalid', { field: 'apiKeyHeader' }),
    }),
  bodyTemplate: z
    .string()
    .max(2000, { error: msgRef('fieldTooLong', { field: 'bodyTemplate', max: 2000 }) })
    .refine((value) => value === '' || value.includes('{code}'), {
      error: msgRef('fieldInvalid', { field: 'bodyTemplate' }),
    }),
  /** Text the gateway's answer must contain to count as sent; empty: any 2xx status. */
  successContains: z.string().max(200, { error: msgRef('fieldTooLong', { field: 'successContains', max: 200 }) }),
});
export type SmsConfig = z.infer<typeof SmsConfigSchema>;

/** As read: the API key is never answered, only whether one is stored. */
export const SmsConfigViewSchema = SmsConfigSchema.extend({ apiKeySet: z.boolean() });
/** As written: a given apiKey replaces the stored one ('' clears it); absent keeps it. */
export const SmsConfigEditSchema = SmsConfigSchema.extend({
  apiKey: z
    .string()
    .max(500, { error: msgRef('fieldTooLong', { field: 'apiKey', max: 500 }) })
    .optional(),
});

export const EmailConfigSchema = z.object({
  host: z
    .string()
    .trim()
    .max(255, { error: msgRef('fieldTooLong', { field: 'host', max: 255 }) })
    .refine((value) => value === '' || /^[A-Za-z0-9.-]+$/.test(value), {
      error: msgRef('fieldInvalid', { field: 'host' }),
    }),
  port: z
    .number({ error: msgRef('fieldInvalid', { field: 'port' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'port' }) })
    .min(1, { error: msgRef('fieldInvalid', { field: 'port' }) })
    .max(65535, { error: msgRef('fieldInvalid', { field: 'port' }) }),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: z.boolean(),
  username: z
    .string()
    .trim()
    .max(128, { error: msgRef('fieldTooLong', { field: 'username', max: 128 }) }),
  from: z
    .string()
    .trim()
    .max(128, { error: msgRef('fieldTooLong', { field: 'from', max: 128 }) })
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: msgRef('emailInvalid') }),
});
export type EmailConfig = z.infer<typeof EmailConfigSchema>;
export const EmailConfigViewSchema = EmailConfigSchema.extend({ passwordSet: z.boolean() });
export const EmailConfigEditSchema = EmailConfigSchema.extend({
  password: z
    .string()
    .max(200, { error: msgRef('fieldTooLong', { field: 'password', max: 200 }) })
    .optional(),
});

export const SignInSettingsSchema = z.object({
  /** Password sign-in is always on; these add methods. */
  smsLogin: z.boolean(),
  otpLogin: z.boolean(),
  /** Asked after a correct password (of users who have that channel: a phone, a bound OTP). */
  secondFactor: SecondFactorSchema,
  sms: SmsConfigViewSchema,
  email: EmailConfigViewSchema,
});
export type SignInSettings = z.infer<typeof SignInSettingsSchema>;

export const SignInSettingsEditSchema = z.object({
  smsLogin: z.boolean(),
  otpLogin: z.boolean(),
  secondFactor: SecondFactorSchema,
  sms: SmsConfigEditSchema,
  email: EmailConfigEditSchema,
});
export type SignInSettingsEdit = z.infer<typeof SignInSettingsEditSchema>;

export const CodeSentSchema = z.object({
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;

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
  username: z.string().trim().max(64).optional(),
  code: VerificationCodeSchema,
});

export const SignInTokenSchema = z.object({ token: z.string() });

export const OtpStatusSchema = z.object({ bound: z.boolean() });
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
    .positive({ error: msgRef('fieldInvalid', { field: 'userId' }) }),
});

export const ResetChannelSchema = z.enum(['sms', 'email']);
export type ResetChannel = z.infer<typeof ResetChannelSchema>;
export const ForgetCheckUserBodySchema = z.object({ username: UserNameSchema });
export const ResetChannelsSchema = z.object({
  channels: z.array(z.object({ channel: ResetChannelSchema, masked: z.string() })),
});
export type ResetChannels = z.infer<typeof ResetChannelsSchema>;
export const UpdatePasswdCodeQuerySchema = z.object({ username: UserNameSchema, channel: ResetChannelSchema });
export const VerifyUpdatePasswdCodeBodySchema = z.object({
  username: UserNameSchema,
  channel: ResetChannelSchema,
  code: VerificationCodeSchema,
});
export const ResetTicketSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
export const ForgetPasswdUpdateBodySchema = z.object({
  ticket: TicketSchema,
  passwordNew: z
    .string({ error: textRequired('newPasswordRequired') })
    .trim()
    .min(1, { error: msgRef('newPasswordRequired') })
    .max(128, { error: msgRef('maxLength', { max: 128 }) }),
  passwordConfirm: z
    .string({ error: textRequired('confirmPasswordRequired') })
    .trim()
    .min(1, { error: msgRef('confirmPasswordRequired') })
    .max(128, { error: msgRef('maxLength', { max: 128 }) }),
});
export type ForgetPasswdUpdateBody = z.infer<typeof ForgetPasswdUpdateBodySchema>;

export const VerifySmsConfigBodySchema = z.object({ phone: PhoneSchema, config: SmsConfigEditSchema.optional() });
export const VerifyEmailBodySchema = z.object({
  email: EmailAddressSchema,
  config: EmailConfigEditSchema.optional(),
});

export const getSignInSettings = endpoint({
  method: 'GET',
  path: '/setting-center/signInMethods',
  access: Permission.settingQuery,
  tag: settingTag,
  summary: 'Sign-in methods, second factor, SMS and e-mail providers (secrets shown only as set / not set)',
  reply: SignInSettingsSchema,
});

export const editSignInSettings = endpoint({
  method: 'PUT',
  path: '/setting-center/signInMethods',
  access: Permission.settingEdit,
  tag: settingTag,
  summary: 'Change the sign-in methods and providers; secrets are sealed at rest',
  body: SignInSettingsEditSchema,
  reply: SignInSettingsSchema,
});

export const verifySmsConfig = endpoint({
  method: 'POST',
  path: '/setting-center/verifySmsConfig',
  access: Permission.settingEdit,
  tag: settingTag,
  summary: 'Send a test SMS with the given (or stored) gateway settings',
  body: VerifySmsConfigBodySchema,
  reply: z.null(),
  rateLimitPerMinute: 10,
});

export const verifyEmail = endpoint({
  method: 'POST',
  path: '/setting-center/verifyEmail',
  access: Permission.settingEdit,
  tag: settingTag,
  summary: 'Send a test e-mail with the given (or stored) SMTP settings',
  body: VerifyEmailBodySchema,
  reply: z.null(),
  rateLimitPerMinute: 10,
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

export const forgetPasswdCheckUser = endpoint({
  method: 'POST',
  path: '/ucenter/forgetPasswdCheckUser',
  access: 'public',
  tag,
  summary: 'Masked recovery channels of a user; the same shape for unknown users (no enumeration)',
  body: ForgetCheckUserBodySchema,
  reply: ResetChannelsSchema,
  rateLimitPerMinute: 20,
});

export const getUpdatePasswdCode = endpoint({
  method: 'GET',
  path: '/ucenter/getUpdatePasswdCode',
  access: 'public',
  tag,
  summary: 'Send a password-reset code by SMS or e-mail; the same answer for unknown users',
  query: UpdatePasswdCodeQuerySchema,
  reply: CodeSentSchema,
  rateLimitPerMinute: 10,
});

export const verifyUpdatePasswdCode = endpoint({
  method: 'POST',
  path: '/ucenter/verifyUpdatePasswdCode',
  access: 'public',
  tag,
  summary: 'Exchange a reset code for a short-lived, single-use reset ticket',
  body: VerifyUpdatePasswdCodeBodySchema,
  reply: ResetTicketSchema,
  rateLimitPerMinute: 20,
});

export const forgetPasswdUpdate = endpoint({
  method: 'POST',
  path: '/ucenter/forgetPasswdUpdate',
  access: 'public',
  tag,
  summary: 'Set a new password with a reset ticket; every session of the user ends',
  body: ForgetPasswdUpdateBodySchema,
  reply: z.null(),
  rateLimitPerMinute: 20,
});
