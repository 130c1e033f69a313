import type { CodeSent, ForgetPasswdUpdateBody, ResetChannel, ResetChannels } from '../../../shared/api/signInMethods';
import type { Lang } from '../../../shared/messages';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { vaultFor } from '../../security/vault';
import { assertLocalPassword } from '../ldap';
import { loadSettings } from '../settings';
import { checkPasswordRules, storeNewPassword } from '../ucenter';
import { codeInvalid, consumeCode, issueCode } from './codes';
import { deliverEmail, deliverSms, inBackground, requireEmail, requireSms } from './delivery';
import { decoyChannels, maskEmail, maskPhone } from './masks';
import { isEmailConfigured, isSmsConfigured, loadSignInConfig } from './settings';
import { createTicket, findTicket, spendTicket, TICKET_TTL_SECONDS } from './tickets';

/**
 * The forgotten-password flow: masked channels → a code by SMS or e-mail → a reset ticket → a new
 * password. No step tells whether a user exists: unknown users get stable decoy channels, codes that
 * are "sent" to nobody, and the same refusal for any code.
 */
async function userByName(deps: Deps, userName: string): Promise<UserRow | null> {
  return (await deps.db.selectFrom('users').selectAll().where('user_name', '=', userName).executeTakeFirst()) ?? null;
}

const resetTarget = (channel: ResetChannel, userName: string) => `reset:${channel}:${userName.toLowerCase()}`;
const addressOf = (user: UserRow | null, channel: ResetChannel) =>
  (channel === 'sms' ? user?.phonenumber : user?.email) ?? '';

export async function resetChannels(deps: Deps, userName: string): Promise<ResetChannels> {
  const config = await loadSignInConfig(deps);
  const user = await userByName(deps, userName);
  const decoy = decoyChannels(vaultFor(deps.dataDir).mac('reset-decoy', 'key'), userName);
  const channels: ResetChannels['channels'] = [];
  if (isSmsConfigured(config)) {
    const phone = addressOf(user, 'sms');
    channels.push({ channel: 'sms', masked: phone ? maskPhone(phone) : decoy.phone });
  }
  if (isEmailConfigured(config)) {
    const email = addressOf(user, 'email');
    channels.push({ channel: 'email', masked: email ? maskEmail(email) : decoy.email });
  }
  return { channels };
}

export async function sendResetCode(
  deps: Deps,
  userName: string,
  channel: ResetChannel,
  ip: string,
  lang: Lang,
): Promise<CodeSent> {
  const config = await loadSignInConfig(deps);
  if (channel === 'sms') requireSms(config);
  else requireEmail(config);
  const user = await userByName(deps, userName);
  const address = addressOf(user, channel);
  const deliver =
    user && address
      ? (code: string) =>
          channel === 'sms'
            ? deliverSms(config.sms, address, code)
            : deliverEmail(deps, config.email, address, code, lang)
      : null;
  const { sent, delivery } = await issueCode(
    deps,
    {
      purpose: 'reset',
      channel,
      target: resetTarget(channel, userName),
      userId: deliver ? (user?.id ?? null) : null,
      ip,
    },
    deliver,
  );
  inBackground(deps, delivery, 'password reset');
  return sent;
}

export async function verifyResetCode(
  deps: Deps,
  userName: string,
  channel: ResetChannel,
  code: string,
): Promise<{ ticket: string; expiresInSeconds: number }> {
  const result = await consumeCode(deps, 'reset', resetTarget(channel, userName), code);
  if (!result?.userId) throw codeInvalid();
  // Whoever holds the code owns the channel: they may learn that the directory manages this password.
  const owner = await deps.db
    .selectFrom('users')
    .select('user_source')
    .where('id', '=', result.userId)
    .executeTakeFirst();
  if (owner) assertLocalPassword(owner);
  return { ticket: await createTicket(deps, result.userId, 'reset', channel), expiresInSeconds: TICKET_TTL_SECONDS };
}

/** Sets the new password under the §5 rules and history; every session of the user ends. Answers the user id. */
export async function resetPassword(deps: Deps, body: ForgetPasswdUpdateBody): Promise<number> {
  const ticket = await findTicket(deps, body.ticket, 'reset');
  const owner = await deps.db
    .selectFrom('users')
    .select('user_source')
    .where('id', '=', ticket.userId)
    .executeTakeFirst();
  if (owner) assertLocalPassword(owner);
  const settings = await loadSettings(deps.db);
  checkPasswordRules(settings, body.passwordNew, body.passwordConfirm);
  // Stored before the ticket is used up, so that a refused password (one of the last N) can be retried.
  await storeNewPassword(deps, settings, ticket.userId, body.passwordNew, null);
  await spendTicket(deps, ticket);
  return ticket.userId;
}
