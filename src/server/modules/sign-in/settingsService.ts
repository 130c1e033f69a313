import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type {
  SignInSettings,
  SignInSettingsEditSchema,
  VerifyEmailBodySchema,
  VerifySmsConfigBodySchema,
} from '../../../shared/api/signInMethods';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { isSsoConfigured } from '../sso';
import { deliverEmail, deliverSms } from './delivery';
import {
  isEmailConfigured,
  isSmsConfigured,
  loadSignInConfig,
  mergeEmail,
  mergeSms,
  saveSignInConfig,
  toView,
} from './settings';

export async function readSignInSettings(deps: Deps): Promise<SignInSettings> {
  return toView(await loadSignInConfig(deps));
}

/** Saves the settings; SMS sign-in or an SMS second factor needs a configured gateway first. */
export async function editSignInSettings(
  deps: Deps,
  body: z.output<typeof SignInSettingsEditSchema>,
): Promise<SignInSettings> {
  const stored = await loadSignInConfig(deps);
  const next = {
    smsLogin: body.smsLogin,
    otpLogin: body.otpLogin,
    qrLogin: body.qrLogin ?? stored.qrLogin,
    keyLogin: body.keyLogin ?? stored.keyLogin,
    ssoLogin: body.ssoLogin ?? stored.ssoLogin,
    selfRegister: body.selfRegister ?? stored.selfRegister,
    secondFactor: body.secondFactor,
    sms: mergeSms(stored.sms, body.sms),
    email: mergeEmail(stored.email, body.email),
  };
  if ((next.smsLogin || next.secondFactor === 'sms') && !isSmsConfigured(next)) {
    throw new AppError(ResponseCode.badRequest, 'secondFactorNeedsProvider', {}, { data: { field: 'sms.url' } });
  }
  if (next.ssoLogin && !stored.ssoLogin && !(await isSsoConfigured(deps))) {
    throw new AppError(ResponseCode.ssoNotConfigured, 'ssoNotConfigured', {}, { data: { field: 'ssoLogin' } });
  }
  await saveSignInConfig(deps, next);
  return toView(next);
}

/** A test message with a fresh random code, so that the administrator sees what users will get. */
const sampleCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export async function sendTestSms(deps: Deps, body: z.output<typeof VerifySmsConfigBodySchema>): Promise<void> {
  const stored = await loadSignInConfig(deps);
  const sms = body.config ? mergeSms(stored.sms, body.config) : stored.sms;
  if (!isSmsConfigured({ ...stored, sms })) throw new AppError(ResponseCode.providerNotConfigured, 'smsNotConfigured');
  await deliverSms(sms, body.phone, sampleCode());
}

export async function sendTestEmail(
  deps: Deps,
  body: z.output<typeof VerifyEmailBodySchema>,
  lang: Lang,
): Promise<void> {
  const stored = await loadSignInConfig(deps);
  const email = body.config ? mergeEmail(stored.email, body.config) : stored.email;
  if (!isEmailConfigured({ ...stored, email })) {
    throw new AppError(ResponseCode.providerNotConfigured, 'emailNotConfigured');
  }
  await deliverEmail(deps, email, body.email, sampleCode(), lang);
}
