import * as z from 'zod/mini';
import { msgRef, textRequired } from '../rules/validation';
import { endpoint } from './endpoint';
import { nameChars } from './nameChars';

/**
 * The contracts the /login page needs before anyone signs in, written with `zod/mini`: the full zod API
 * costs about 26 KB gzip on a page whose whole budget is 200 KB (src/app/features/login/README.md).
 * The server validates, serialises and documents these exactly like the others. auth.ts, system.ts and
 * setup.ts re-export them, so the server's endpoint list and older imports stay as they were.
 * Everything else keeps the full API: import zod/mini here only.
 */

export const CaptchaSchema = z.object({
  captchaEnabled: z.boolean(),
  uuid: z.string(),
  /** An SVG image as a data: URL. */
  img: z.string(),
  expiresInSeconds: z.int(),
});
export type Captcha = z.infer<typeof CaptchaSchema>;

/** Login payload (spec §3). */
export const LoginBodySchema = z.object({
  username: z
    .string({ error: textRequired('usernameRequired') })
    .check(
      z.trim(),
      z.minLength(1, { error: msgRef('usernameRequired') }),
      z.maxLength(64, { error: msgRef('fieldTooLong', { field: 'username', max: 64 }) }),
      nameChars('username'),
    ),
  password: z
    .string({ error: textRequired('passwordRequired') })
    .check(
      z.minLength(1, { error: msgRef('passwordRequired') }),
      z.maxLength(128, { error: msgRef('fieldTooLong', { field: 'password', max: 128 }) }),
    ),
  code: z._default(
    z.string().check(z.trim(), z.maxLength(16, { error: msgRef('fieldTooLong', { field: 'code', max: 16 }) })),
    '',
  ),
  uuid: z._default(
    z.string().check(z.trim(), z.maxLength(64, { error: msgRef('fieldTooLong', { field: 'uuid', max: 64 }) })),
    '',
  ),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

/**
 * The sign-in answer. When the installation asks for a second factor, token is '' and the answer names
 * the factor and a ticket (single use, 5 minutes) for POST /ucenter/login/secondSmsLogin or otpLogin.
 */
export const TokenReplySchema = z.object({
  token: z.string(),
  secondFactor: z.optional(z.enum(['sms', 'otp'])),
  ticket: z.optional(z.string()),
  /** The phone number the SMS code will go to, masked (138****8000). */
  maskedPhone: z.optional(z.string()),
});
export type TokenReply = z.infer<typeof TokenReplySchema>;

/** The sign-in methods this installation offers; the page shows a tab for each beyond the password. */
export const LoginWaySchema = z.object({
  password: z.boolean(),
  sms: z.boolean(),
  otp: z.boolean(),
  qr: z.boolean(),
  usbKey: z.boolean(),
  captchaEnabled: z.boolean(),
  /** Single sign-on: /login links to /login2, whose button carries ssoLabel ('' for the default text). */
  sso: z.optional(z.boolean()),
  ssoLabel: z.optional(z.string()),
  /** Self-registration is open: /login links to /register. */
  register: z.boolean(),
});
export type LoginWay = z.infer<typeof LoginWaySchema>;

export const CompanyInfoSchema = z.object({
  companyName: z.string(),
  productName: z.string(),
  version: z.string(),
  edition: z.enum(['NORMAL', 'GM']),
  copyright: z.string(),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;

export const SetupStatusSchema = z.object({ initialized: z.boolean() });
export type SetupStatus = z.infer<typeof SetupStatusSchema>;

export const getCaptcha = endpoint({
  method: 'GET',
  path: '/ucenter/captcha',
  access: 'public',
  tag: 'ucenter',
  summary: 'A single-use captcha image with its uuid',
  reply: CaptchaSchema,
  rateLimitPerMinute: 60,
});

export const passwdLogin = endpoint({
  method: 'POST',
  path: '/ucenter/login/passwdLogin',
  access: 'public',
  tag: 'ucenter',
  summary: 'Password sign-in from the web console (header platform=WEB)',
  body: LoginBodySchema,
  reply: TokenReplySchema,
  requiredHeaders: { platform: 'WEB' },
  rateLimitPerMinute: 20,
});

export const getLoginWay = endpoint({
  method: 'GET',
  path: '/ucenter/login/getLoginWay',
  access: 'public',
  tag: 'ucenter',
  summary: 'Sign-in methods enabled on this installation',
  reply: LoginWaySchema,
});

export const getCompanyInfo = endpoint({
  method: 'GET',
  path: '/setting-center/getCompanyInfo',
  access: 'public',
  tag: 'setting-center',
  summary: 'Company and product names shown on the sign-in page',
  reply: CompanyInfoSchema,
});

export const getSetupStatus = endpoint({
  method: 'GET',
  path: '/init/status',
  access: 'public',
  tag: 'setup',
  summary: 'Whether the first super administrator exists',
  reply: SetupStatusSchema,
});
