import type { TokenReply } from '../../../shared/api/auth';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { maskPhone } from './masks';
import { isOtpBound } from './otp';
import { isSmsConfigured, loadSignInConfig } from './settings';
import { createTicket } from './tickets';

/**
 * After a correct password: the second factor the installation asks for, as the sign-in answer
 * `{ token: '', secondFactor, ticket }`, or null to sign in at once. It applies to users who have the
 * channel — a bound one-time password, or a phone number when the SMS service is configured — so that
 * turning it on never locks out users who have not bound yet (they bind in the personal centre).
 */
export async function secondFactorFor(deps: Deps, user: UserRow): Promise<TokenReply | null> {
  const config = await loadSignInConfig(deps);
  if (config.secondFactor === 'otp' && (await isOtpBound(deps, user.id))) {
    return { token: '', secondFactor: 'otp', ticket: await createTicket(deps, user.id, 'second', 'otp') };
  }
  if (config.secondFactor === 'sms' && user.phonenumber !== '' && isSmsConfigured(config)) {
    return {
      token: '',
      secondFactor: 'sms',
      ticket: await createTicket(deps, user.id, 'second', 'sms'),
      maskedPhone: maskPhone(user.phonenumber),
    };
  }
  return null;
}
