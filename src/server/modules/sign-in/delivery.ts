import { CODE_TTL_SECONDS } from '../../../shared/api/signInMethods';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { loadSettings } from '../settings';
import { sendCodeEmail } from './emailProvider';
import { isEmailConfigured, isSmsConfigured, type SignInConfig } from './settings';
import { HttpSmsProvider, ProviderError } from './smsProvider';

export const smsNotConfigured = () => new AppError(ResponseCode.providerNotConfigured, 'smsNotConfigured');
export const emailNotConfigured = () => new AppError(ResponseCode.providerNotConfigured, 'emailNotConfigured');

function providerFailed(error: unknown, key: 'smsSendFailed' | 'emailSendFailed'): unknown {
  return error instanceof ProviderError
    ? new AppError(ResponseCode.providerFailed, key, { reason: error.reason })
    : error;
}

/** Sends a code by SMS through the configured gateway; a refusal becomes a providerFailed error. */
export async function deliverSms(sms: SignInConfig['sms'], phone: string, code: string): Promise<void> {
  try {
    await new HttpSmsProvider(sms).send(phone, code);
  } catch (error) {
    throw providerFailed(error, 'smsSendFailed');
  }
}

export async function deliverEmail(deps: Deps, email: SignInConfig['email'], to: string, code: string, lang: Lang) {
  const settings = await loadSettings(deps.db);
  try {
    await sendCodeEmail(email, to, code, { lang, product: settings.companyName, minutes: CODE_TTL_SECONDS / 60 });
  } catch (error) {
    throw providerFailed(error, 'emailSendFailed');
  }
}

export function requireSms(config: SignInConfig): void {
  if (!isSmsConfigured(config)) throw smsNotConfigured();
}

export function requireEmail(config: SignInConfig): void {
  if (!isEmailConfigured(config)) throw emailNotConfigured();
}

/**
 * Public calls (sign-in, recovery) answer before the message goes out and never say whether it went:
 * waiting, or reporting a gateway failure, would tell a caller which numbers and users are real.
 * A failure is logged for the administrator instead.
 */
export function inBackground(deps: Deps, delivery: Promise<void>, what: string): void {
  delivery.catch((error: unknown) => deps.log.warn({ err: error }, `${what}: code delivery failed`));
}
