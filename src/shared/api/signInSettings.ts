import { z } from 'zod';
import { Permission } from '../access/permissions';
import { EMAIL_PATTERN, msgRef, textRequired } from '../rules/validation';
import { endpoint } from './endpoint';
import { nameChars } from './nameChars';
import { PhoneSchema } from './signInFields';

/** Settings of the sign-in methods and their providers (系统配置 → 登录方式); see docs/sign-in-methods.md. */
const settingTag = 'setting-center';

const EmailAddressSchema = z
  .string({ error: textRequired('fieldRequired') })
  .trim()
  .max(128, { error: msgRef('fieldTooLong', { field: 'email', max: 128 }) })
  .regex(EMAIL_PATTERN, { error: msgRef('emailInvalid') });

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
    .max(128, { error: msgRef('fieldTooLong', { field: 'username', max: 128 }) })
    .check(nameChars('username')),
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
  /** QR scan with the signed-in mobile console; on unless switched off. */
  qrLogin: z.boolean(),
  /** Security keys (WebAuthn) and USB keys; on unless switched off. Binding keys stays allowed either way. */
  keyLogin: z.boolean(),
  /** Single sign-on with the OpenID Connect provider (its settings: /setting-center/sso); off by default. */
  ssoLogin: z.boolean(),
  /** Self-registration at /register (requests approved by an administrator); off unless switched on. */
  selfRegister: z.boolean(),
  /** Asked after a correct password (of users who have that channel: a phone, a bound OTP). */
  secondFactor: SecondFactorSchema,
  sms: SmsConfigViewSchema,
  email: EmailConfigViewSchema,
});
export type SignInSettings = z.infer<typeof SignInSettingsSchema>;

export const SignInSettingsEditSchema = z.object({
  smsLogin: z.boolean(),
  otpLogin: z.boolean(),
  /** Absent keeps the stored switch, so that callers written before these switches change nothing by omission. */
  qrLogin: z.boolean().optional(),
  keyLogin: z.boolean().optional(),
  ssoLogin: z.boolean().optional(),
  selfRegister: z.boolean().optional(),
  secondFactor: SecondFactorSchema,
  sms: SmsConfigEditSchema,
  email: EmailConfigEditSchema,
});
export type SignInSettingsEdit = z.infer<typeof SignInSettingsEditSchema>;

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
