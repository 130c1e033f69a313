import {
  confirmOtpBind,
  editSignInSettings,
  forgetPasswdCheckUser,
  forgetPasswdUpdate,
  getOwnOtp,
  getSignInSettings,
  getSmsCode,
  getUpdatePasswdCode,
  otpLogin,
  otpUnbind,
  secondSmsLogin,
  smsLogin,
  startOtpBind,
  unbindOwnOtp,
  verifyEmail,
  verifySmsConfig,
  verifyUpdatePasswdCode,
} from '../../../shared/api/signInMethods';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { assertMayChange } from '../users';
import * as methods from './loginMethods';
import * as otp from './otp';
import * as recovery from './recovery';
import { loadSignInConfig } from './settings';
import * as settings from './settingsService';

/** Sign-in methods beyond the password, their settings, one-time passwords and password recovery. */
export const signInHandlers: RouteHandler[] = [
  defineHandler(getSignInSettings, async ({ deps }) => settings.readSignInSettings(deps)),
  defineHandler(editSignInSettings, async ({ deps, body }) => settings.editSignInSettings(deps, body), 'settingsSaved'),
  defineHandler(
    verifySmsConfig,
    async ({ deps, body }) => {
      await settings.sendTestSms(deps, body);
      return null;
    },
    'testSmsSent',
  ),
  defineHandler(
    verifyEmail,
    async ({ deps, body, lang }) => {
      await settings.sendTestEmail(deps, body, lang);
      return null;
    },
    'testEmailSent',
  ),
  defineHandler(
    getSmsCode,
    async ({ deps, query, ip, userAgent, lang }) => methods.sendSmsCode(deps, query, { ip, userAgent }, lang),
    'codeSent',
  ),
  defineHandler(smsLogin, async ({ deps, body, ip, userAgent }) => ({
    token: await methods.smsLogin(deps, body.phone, body.code, { ip, userAgent }),
  })),
  defineHandler(secondSmsLogin, async ({ deps, body, ip, userAgent }) => ({
    token: await methods.secondSmsLogin(deps, body.ticket, body.code, { ip, userAgent }),
  })),
  defineHandler(otpLogin, async ({ deps, body, ip, userAgent }) => ({
    token: await methods.otpLogin(deps, body, { ip, userAgent }),
  })),
  defineHandler(getOwnOtp, async (ctx) => ({
    bound: await otp.isOtpBound(ctx.deps, sessionOf(ctx).userId),
    required: (await loadSignInConfig(ctx.deps)).secondFactor === 'otp',
  })),
  defineHandler(startOtpBind, async (ctx) =>
    otp.startOtpBind(ctx.deps, sessionOf(ctx).userId, sessionOf(ctx).userName),
  ),
  defineHandler(
    confirmOtpBind,
    async (ctx) => {
      await otp.confirmOtpBind(ctx.deps, sessionOf(ctx).userId, ctx.body.code);
      return null;
    },
    'otpBound',
  ),
  defineHandler(
    unbindOwnOtp,
    async (ctx) => {
      await otp.unbindOwnOtp(ctx.deps, sessionOf(ctx).userId, ctx.body.code);
      return null;
    },
    'otpUnbound',
  ),
  defineHandler(
    otpUnbind,
    async (ctx) => {
      const { deps, body } = ctx;
      await assertMayChange(deps.db, sessionOf(ctx), [body.userId]);
      await otp.adminUnbindOtp(deps, body.userId);
      return null;
    },
    'otpUnbound',
  ),
  defineHandler(forgetPasswdCheckUser, async ({ deps, body }) => recovery.resetChannels(deps, body.username)),
  defineHandler(
    getUpdatePasswdCode,
    async ({ deps, query, ip, lang }) => recovery.sendResetCode(deps, query.username, query.channel, ip, lang),
    'codeSent',
  ),
  defineHandler(verifyUpdatePasswdCode, async ({ deps, body }) =>
    recovery.verifyResetCode(deps, body.username, body.channel, body.code),
  ),
  defineHandler(
    forgetPasswdUpdate,
    async ({ deps, body }) => {
      const userId = await recovery.resetPassword(deps, body);
      // Every sign-in of the user ended with the reset; their sockets close now.
      await deps.realtime.userSignedOut(userId);
      return null;
    },
    'passwordResetDone',
  ),
];
