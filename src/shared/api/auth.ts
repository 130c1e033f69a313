import { z } from 'zod';
import { msgRef, OLD_PASSWORD_MAX, PASSWORD_DEFAULT_MAX, textRequired } from '../rules/validation';
import { EmptySchema } from './common';
import { endpoint } from './endpoint';
import { LoginBodySchema, TokenReplySchema } from './signInPage';

// Defined with zod/mini for the small /login page; re-exported so this stays the ucenter module's list.
export {
  type Captcha,
  CaptchaSchema,
  getCaptcha,
  getLoginWay,
  type LoginBody,
  LoginBodySchema,
  type LoginWay,
  LoginWaySchema,
  passwdLogin,
  type TokenReply,
  TokenReplySchema,
} from './signInPage';

import { nameChars } from './nameChars';

const tag = 'ucenter';

export const PasswordLengthPolicySchema = z.object({
  passwdMinLen: z.number().int(),
  passwdMaxLen: z.number().int(),
});
export type PasswordLengthPolicy = z.infer<typeof PasswordLengthPolicySchema>;

export const PasswordRuleSchema = PasswordLengthPolicySchema.extend({
  /** Minimum strength a new password must reach (spec §5: middle passes). */
  minStrength: z.enum(['middle', 'high']),
  expireDays: z.number().int(),
  expireWarnDays: z.number().int(),
  historyCount: z.number().int(),
  lockThreshold: z.number().int(),
  lockMinutes: z.number().int(),
});
export type PasswordRule = z.infer<typeof PasswordRuleSchema>;

/** Session (spec §3) plus the prompts the console raises right after sign-in. */
export const SessionSchema = z.object({
  token: z.string(),
  userName: z.string(),
  nickName: z.string(),
  userId: z.number().int(),
  roleId: z.number().int().nullable(),
  email: z.string(),
  authorityPermissions: z.array(z.string()),
  roles: z.array(z.string()),
  avatar: z.string(),
  userDomain: z.string(),
  phonenumber: z.string(),
  label: z.string(),
  licenseStatus: z.number().int(),
  licenseExpireTime: z.string().nullable(),
  licenseManage: z.boolean(),
  version: z.enum(['NORMAL', 'GM']),
  /** 'expiring' shows the will-expire prompt, 'expired' the has-expired one (spec §4). */
  passwordExpireState: z.enum(['ok', 'expiring', 'expired']),
  passwordExpireTime: z.string().nullable(),
  mustChangePassword: z.boolean(),
  mustCompleteInfo: z.boolean(),
  /** User source (spec §3): local 0, LDAP 1 — the directory manages an LDAP user's password. */
  userSource: z.number().int(),
  /** Spec §2 Modes: the user's console mode, kept per user on the server. */
  consoleMode: z.enum(['manage', 'use']),
});
export type Session = z.infer<typeof SessionSchema>;

export interface MenuNode {
  name: string;
  path: string;
  component: string;
  redirect?: string | undefined;
  hidden: boolean;
  meta: { title: string; icon: string; noCache: boolean; affix: boolean; link: string | null };
  permissions: string[];
  roles: string[];
  children?: MenuNode[] | undefined;
}

export const MenuNodeSchema: z.ZodType<MenuNode> = z.object({
  name: z.string(),
  path: z.string(),
  component: z.string(),
  redirect: z.string().optional(),
  hidden: z.boolean(),
  meta: z.object({
    title: z.string(),
    icon: z.string(),
    noCache: z.boolean(),
    affix: z.boolean(),
    link: z.string().nullable(),
  }),
  permissions: z.array(z.string()),
  roles: z.array(z.string()),
  get children() {
    return z.array(MenuNodeSchema).optional();
  },
});

const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || /^1[3-9]\d{9}$/.test(value), { error: msgRef('phoneInvalid') });
const optionalEmail = z
  .string()
  .trim()
  .max(32, { error: msgRef('maxLength', { max: 32 }) })
  .refine((value) => value === '' || /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(value), { error: msgRef('emailInvalid') });

/** Personal info (spec §3, §5). userName and nickName are shown read-only and not changed here. */
export const PersonalInfoSchema = z.object({
  userId: z.number().int(),
  userName: z.string().trim().min(1).max(30).check(nameChars('userName')),
  nickName: z.string().trim().min(1).max(30).check(nameChars('nickName')),
  phonenumber: optionalPhone,
  email: optionalEmail,
});
export type PersonalInfo = z.infer<typeof PersonalInfoSchema>;

/** Change-password form (spec §3, §5). Length bounds of the new password come from the server's policy. */
export const ChangePasswordBodySchema = z.object({
  oldPassword: z
    .string({ error: textRequired('oldPasswordRequired') })
    .trim()
    .min(1, { error: msgRef('oldPasswordRequired') })
    .max(OLD_PASSWORD_MAX, { error: msgRef('maxLength', { max: OLD_PASSWORD_MAX }) }),
  passwordNew: z
    .string({ error: textRequired('newPasswordRequired') })
    .trim()
    .min(1, { error: msgRef('newPasswordRequired') })
    .max(PASSWORD_DEFAULT_MAX * 4, { error: msgRef('maxLength', { max: PASSWORD_DEFAULT_MAX * 4 }) }),
  passwordConfirm: z
    .string({ error: textRequired('confirmPasswordRequired') })
    .trim()
    .min(1, { error: msgRef('confirmPasswordRequired') })
    .max(PASSWORD_DEFAULT_MAX * 4, { error: msgRef('maxLength', { max: PASSWORD_DEFAULT_MAX * 4 }) }),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const login = endpoint({
  method: 'POST',
  path: '/login',
  access: 'public',
  tag,
  summary: 'Password sign-in; answers the session token',
  body: LoginBodySchema,
  reply: TokenReplySchema,
  rateLimitPerMinute: 20,
});

export const getPasswdRule = endpoint({
  method: 'GET',
  path: '/ucenter/login/passwdRule',
  access: 'public',
  tag,
  summary: 'The password policy: length bounds, strength, expiry, history, lockout',
  reply: PasswordRuleSchema,
});

export const getPasswdLengthPolicy = endpoint({
  method: 'GET',
  path: '/ucenter/user/passwdLengthPolicy',
  access: 'public',
  tag,
  summary: 'Minimum and maximum password length',
  reply: PasswordLengthPolicySchema,
});

export const getLoginInfo = endpoint({
  method: 'GET',
  path: '/ucenter/user/getLoginInfo',
  access: 'authenticated',
  tag,
  summary: 'The signed-in user: the session fields of spec §3',
  reply: SessionSchema,
  wallScreen: true,
});

export const getMenus = endpoint({
  method: 'GET',
  path: '/ucenter/user/getMenus',
  access: 'authenticated',
  tag,
  summary: 'The menu tree, filtered by the permissions of the signed-in user',
  reply: z.array(MenuNodeSchema),
  wallScreen: true,
});

export const logout = endpoint({
  method: 'POST',
  path: '/ucenter/logout',
  access: 'authenticated',
  tag,
  summary: 'Revoke the current token',
  reply: EmptySchema,
  wallScreen: true,
});

export const updateOwnInfo = endpoint({
  method: 'POST',
  path: '/ucenter/user/updateOwnInfo',
  access: 'authenticated',
  tag,
  summary: 'Update the phone number and e-mail of the signed-in user',
  body: PersonalInfoSchema,
  reply: EmptySchema,
});

export const setOwnConsoleMode = endpoint({
  method: 'PUT',
  path: '/ucenter/user/consoleMode',
  access: 'authenticated',
  tag,
  summary: 'Keep the signed-in user’s console mode (spec §2 Modes: manage or use)',
  body: z.object({
    consoleMode: z.enum(['manage', 'use'], { error: msgRef('fieldInvalid', { field: 'consoleMode' }) }),
  }),
  reply: EmptySchema,
});

export const updateOwnPasswd = endpoint({
  method: 'POST',
  path: '/ucenter/user/updateOwnPasswd',
  access: 'authenticated',
  tag,
  summary: 'Change the password of the signed-in user',
  body: ChangePasswordBodySchema,
  reply: EmptySchema,
  rateLimitPerMinute: 20,
  wallScreen: true,
});
