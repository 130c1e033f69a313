import {
  getCaptcha,
  getLoginInfo,
  getLoginWay,
  getMenus,
  getPasswdLengthPolicy,
  getPasswdRule,
  login,
  logout,
  passwdLogin,
  setOwnConsoleMode,
  updateOwnInfo,
  updateOwnPasswd,
} from '../../../shared/api/auth';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { CAPTCHA_TTL_SECONDS } from '../../security/captcha';
import { loadSettings } from '../settings';
import { isMethodEnabled, isSmsConfigured, loadSignInConfig } from '../sign-in';
import { ssoLoginWay } from '../sso';
import { createCaptcha } from './captchaService';
import { passwordLogin } from './loginService';
import { menuTree } from './menuService';
import { changeOwnPassword } from './passwordService';
import { updateOwnInfo as saveOwnInfo } from './profileService';
import { loginInfo } from './sessionService';
import { revokeToken } from './tokens';

export const ucenterHandlers: RouteHandler[] = [
  defineHandler(getCaptcha, async ({ deps }) => {
    const settings = await loadSettings(deps.db);
    if (!settings.captchaEnabled) return { captchaEnabled: false, uuid: '', img: '', expiresInSeconds: 0 };
    const captcha = await createCaptcha(deps);
    return { captchaEnabled: true, ...captcha, expiresInSeconds: CAPTCHA_TTL_SECONDS };
  }),
  defineHandler(login, async ({ deps, body, ip, userAgent }) => passwordLogin(deps, body, { ip, userAgent })),
  defineHandler(passwdLogin, async ({ deps, body, ip, userAgent }) => passwordLogin(deps, body, { ip, userAgent })),
  defineHandler(getLoginWay, async ({ deps }) => {
    const settings = await loadSettings(deps.db);
    const methods = await loadSignInConfig(deps);
    return {
      password: true,
      sms: isMethodEnabled(methods, 'sms') && isSmsConfigured(methods),
      otp: isMethodEnabled(methods, 'otp'),
      // Beyond the switches, QR scan and keys need no settings: each user decides by binding a key.
      qr: isMethodEnabled(methods, 'qr'),
      usbKey: isMethodEnabled(methods, 'key'),
      captchaEnabled: settings.captchaEnabled,
      ...(await ssoLoginWay(deps, methods)),
      register: methods.selfRegister,
    };
  }),
  defineHandler(getPasswdRule, async ({ deps }) => {
    const settings = await loadSettings(deps.db);
    return {
      passwdMinLen: settings.passwordMinLength,
      passwdMaxLen: settings.passwordMaxLength,
      minStrength: settings.passwordMinStrength,
      expireDays: settings.passwordExpireDays,
      expireWarnDays: settings.passwordExpireWarnDays,
      historyCount: settings.passwordHistoryCount,
      lockThreshold: settings.lockThreshold,
      lockMinutes: settings.lockMinutes,
    };
  }),
  defineHandler(getPasswdLengthPolicy, async ({ deps }) => {
    const settings = await loadSettings(deps.db);
    return { passwdMinLen: settings.passwordMinLength, passwdMaxLen: settings.passwordMaxLength };
  }),
  defineHandler(getLoginInfo, async (ctx) => loginInfo(ctx.deps, sessionOf(ctx))),
  defineHandler(setOwnConsoleMode, async (ctx) => {
    await ctx.deps.db
      .updateTable('users')
      .set({ console_mode: ctx.body.consoleMode })
      .where('id', '=', sessionOf(ctx).userId)
      .execute();
    return null;
  }),
  defineHandler(getMenus, async (ctx) => menuTree(ctx.deps.db, sessionOf(ctx).permissions, ctx.lang)),
  defineHandler(
    logout,
    async (ctx) => {
      await revokeToken(ctx.deps, sessionOf(ctx).tokenHash);
      // Every tab of this sign-in holds this token: its notify sockets close "signed out" → /login.
      await ctx.deps.realtime.tokenRevoked(sessionOf(ctx).tokenHash);
      return null;
    },
    'logoutDone',
  ),
  defineHandler(
    updateOwnInfo,
    async (ctx) => {
      await saveOwnInfo(ctx.deps, sessionOf(ctx), ctx.body);
      return null;
    },
    'infoSaved',
  ),
  defineHandler(
    updateOwnPasswd,
    async (ctx) => {
      await changeOwnPassword(ctx.deps, sessionOf(ctx), ctx.body);
      // The change revoked the user's other sign-ins; their sockets close now, not at the next heartbeat.
      await ctx.deps.realtime.userSignedOut(sessionOf(ctx).userId, sessionOf(ctx).tokenHash);
      return null;
    },
    'passwordChanged',
  ),
];
