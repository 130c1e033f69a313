import type { z } from 'zod';
import type { OtpLoginBodySchema, SmsCodeQuerySchema } from '../../../shared/api/signInMethods';
import { type CodeSent, PhoneSchema } from '../../../shared/api/signInMethods';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import { type Client, codeSignIn, nameSubject, phoneSubject } from '../ucenter';
import { consumeCode, issueCode } from './codes';
import { deliverSms, inBackground, requireSms } from './delivery';
import { isMethodEnabled, signInMethodDisabled } from './methodSwitches';
import { verifyOtp } from './otp';
import { sendResetCode } from './recovery';
import { loadSignInConfig } from './settings';
import { failTicket, findTicket, spendTicket, type Ticket } from './tickets';

const wrongCode = { code: ResponseCode.codeInvalid, key: 'codeInvalid' } as const;
const wrongOtp = { code: ResponseCode.otpInvalid, key: 'otpInvalid' } as const;

/** The one user with this phone number; none when nobody or several users have it. */
async function userByPhone(deps: Deps, phone: string): Promise<UserRow | null> {
  const users = await deps.db.selectFrom('users').selectAll().where('phonenumber', '=', phone).limit(2).execute();
  return users.length === 1 ? (users[0] ?? null) : null;
}

async function userById(deps: Deps, id: number): Promise<UserRow | null> {
  return (await deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

const secondTarget = (userId: number) => `user:${userId}`;

/** GET /ucenter/smsCode. */
export async function sendSmsCode(
  deps: Deps,
  query: z.output<typeof SmsCodeQuerySchema>,
  client: Client,
  lang: Lang,
): Promise<CodeSent> {
  if (query.purpose === 'reset') {
    if (!query.username) throw fieldError('username', 'fieldRequired', { field: 'username' });
    return sendResetCode(deps, query.username, 'sms', client.ip, lang);
  }
  const config = await loadSignInConfig(deps);
  if (query.purpose === 'second') {
    const ticket = await findTicket(deps, query.ticket, 'second');
    const user = ticket.factor === 'sms' ? await userById(deps, ticket.userId) : null;
    if (!user?.phonenumber) throw new AppError(ResponseCode.ticketInvalid, 'ticketInvalid');
    requireSms(config);
    // The caller knows the password already: wait for the gateway and say when it fails.
    const { sent, delivery } = await issueCode(
      deps,
      { purpose: 'second', channel: 'sms', target: secondTarget(user.id), userId: user.id, ip: client.ip },
      (code) => deliverSms(config.sms, user.phonenumber, code),
    );
    await delivery;
    return sent;
  }
  if (!isMethodEnabled(config, 'sms')) throw signInMethodDisabled();
  requireSms(config);
  const phone = PhoneSchema.safeParse(query.phone ?? '');
  if (!phone.success) throw fieldError('phone', query.phone ? 'phoneInvalid' : 'phoneRequired');
  const user = await userByPhone(deps, phone.data);
  const { sent, delivery } = await issueCode(
    deps,
    { purpose: 'login', channel: 'sms', target: phone.data, userId: user?.id ?? null, ip: client.ip },
    user ? (code) => deliverSms(config.sms, phone.data, code) : null,
  );
  inBackground(deps, delivery, 'SMS sign-in');
  return sent;
}

/** POST /ucenter/login/smsLogin. */
export async function smsLogin(deps: Deps, phone: string, code: string, client: Client): Promise<string> {
  const config = await loadSignInConfig(deps);
  if (!isMethodEnabled(config, 'sms')) throw signInMethodDisabled();
  const user = await userByPhone(deps, phone);
  // An unknown number spends the guess and counts towards the lock like a known one: same answers.
  return codeSignIn(
    deps,
    { subject: phoneSubject(phone), logName: user?.user_name ?? phone, user },
    client,
    async () => (await consumeCode(deps, 'login', phone, code))?.userId === user?.id,
    wrongCode,
  );
}

/** A second factor after the password: the ticket's user, the code checked, the ticket used once. */
async function secondFactorSignIn(
  deps: Deps,
  ticket: Ticket,
  client: Client,
  check: (user: UserRow) => Promise<boolean>,
  wrong: { code: number; key: 'codeInvalid' | 'otpInvalid' },
): Promise<string> {
  const user = await userById(deps, ticket.userId);
  if (!user) throw new AppError(ResponseCode.ticketInvalid, 'ticketInvalid');
  return codeSignIn(
    deps,
    { subject: nameSubject(user.user_name), logName: user.user_name, user },
    client,
    async () => {
      if (!(await check(user))) {
        await failTicket(deps, ticket);
        return false;
      }
      return spendTicket(deps, ticket);
    },
    wrong,
  );
}

/** POST /ucenter/login/secondSmsLogin. */
export async function secondSmsLogin(deps: Deps, ticketText: string, code: string, client: Client): Promise<string> {
  const ticket = await findTicket(deps, ticketText, 'second');
  if (ticket.factor !== 'sms') throw new AppError(ResponseCode.ticketInvalid, 'ticketInvalid');
  return secondFactorSignIn(
    deps,
    ticket,
    client,
    async (user) => (await consumeCode(deps, 'second', secondTarget(user.id), code))?.userId === user.id,
    wrongCode,
  );
}

/** POST /ucenter/login/otpLogin: a second factor with a ticket, or its own method with a user name. */
export async function otpLogin(deps: Deps, body: z.output<typeof OtpLoginBodySchema>, client: Client): Promise<string> {
  if (body.ticket) {
    const ticket = await findTicket(deps, body.ticket, 'second');
    if (ticket.factor !== 'otp') throw new AppError(ResponseCode.ticketInvalid, 'ticketInvalid');
    return secondFactorSignIn(deps, ticket, client, (user) => verifyOtp(deps, user.id, body.code), wrongOtp);
  }
  if (!body.username) throw fieldError('username', 'usernameRequired');
  const config = await loadSignInConfig(deps);
  if (!isMethodEnabled(config, 'otp')) throw signInMethodDisabled();
  const user =
    (await deps.db.selectFrom('users').selectAll().where('user_name', '=', body.username).executeTakeFirst()) ?? null;
  return codeSignIn(
    deps,
    { subject: nameSubject(body.username), logName: body.username, user },
    client,
    async () => (user ? verifyOtp(deps, user.id, body.code) : false),
    wrongOtp,
  );
}
