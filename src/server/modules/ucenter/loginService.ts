import type { z } from 'zod';
import type { LoginBodySchema, TokenReply } from '../../../shared/api/auth';
import { ResponseCode } from '../../../shared/codes';
import { SignInResult } from '../../../shared/enums';
import type { MessageKey } from '../../../shared/messages';
import { msgRef } from '../../../shared/rules/validation';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { checkSignInPassword } from '../ldap';
import { registrationAnswer } from '../registration';
import { loadSettings, type Settings } from '../settings';
import { isInitialised } from '../setup';
import { secondFactorFor } from '../sign-in';
import { countSignInFailure } from '../stats';
import { accountRefusal } from './accountState';
import { verifyCaptcha } from './captchaService';
import { clearFailures, countFailure, lockMinutesLeft, nameSubject } from './signInLockout';
import { issueToken } from './tokens';

export interface Client {
  ip: string;
  userAgent: string;
}

/**
 * Password sign-in (POST /login and /ucenter/login/passwdLogin). Every attempt that names a user is
 * written to login_logs with its outcome. Order matters: captcha, then the lock of this name from this
 * address, then the password, and only then the account state — so that only someone who knows the
 * password learns that an account is disabled or expired. Unknown, known and locked names answer alike.
 */
export async function passwordLogin(
  deps: Deps,
  body: z.output<typeof LoginBodySchema>,
  client: Client,
): Promise<TokenReply> {
  if (!(await isInitialised(deps.db))) throw new AppError(ResponseCode.setupRequired, 'setupRequired');
  const settings = await loadSettings(deps.db);
  const refuse = async (code: number, key: MessageKey, params: Record<string, string | number> = {}) => {
    await writeLoginLog(deps, body.username, client, SignInResult.failure, msgRef(key, params));
    return new AppError(code, key, params);
  };

  if (settings.captchaEnabled) {
    try {
      await verifyCaptcha(deps, body.uuid, body.code);
    } catch (error) {
      if (error instanceof AppError) throw await refuse(error.code, error.messageKey);
      throw error;
    }
  }

  // The lock of this name from this address comes first, known name or not (signInLockout.ts).
  const subject = nameSubject(body.username);
  const lockedMinutes = await lockMinutesLeft(deps, settings, subject, client.ip);
  if (lockedMinutes > 0) throw await refuse(ResponseCode.accountLocked, 'accountLocked', { minutes: lockedMinutes });
  const wrongPassword = async (userId: number | null) => {
    if (await countFailure(deps, settings, subject, client.ip, userId)) {
      return refuse(ResponseCode.accountLocked, 'accountLocked', { minutes: settings.lockMinutes });
    }
    return refuse(ResponseCode.badCredentials, 'badCredentials');
  };

  const user = await deps.db.selectFrom('users').selectAll().where('user_name', '=', body.username).executeTakeFirst();
  if (!user) {
    // A requester of self-registration with the password of the request learns where it stands; the
    // check spends one password hash either way, like a known name's.
    const registration = await registrationAnswer(deps, body.username, body.password);
    if (registration) throw await refuse(registration.code, registration.key, registration.params);
    throw await wrongPassword(null);
  }
  const now = deps.now();

  // Local hash or the directory (LDAP users); a directory that cannot answer is refused as such, uncounted.
  let isPasswordRight: boolean;
  try {
    isPasswordRight = await checkSignInPassword(deps, user, body.password);
  } catch (error) {
    if (error instanceof AppError) throw await refuse(error.code, error.messageKey, error.params);
    throw error;
  }
  if (!isPasswordRight) throw await wrongPassword(user.id);

  const refusal = accountRefusal(user, now);
  if (refusal) throw await refuse(refusal.code, refusal.key);

  // The installation may ask for a second factor: then no token yet, but a ticket for it.
  const second = await secondFactorFor(deps, user);
  if (second) return second;
  return { token: await completeSignIn(deps, settings, user, client) };
}

/** The end of every successful sign-in: wrong attempts from this address forgotten, token issued, success logged. */
export async function completeSignIn(
  deps: Deps,
  settings: Settings,
  user: Pick<UserRow, 'id' | 'user_name' | 'phonenumber'>,
  client: Client,
): Promise<string> {
  await clearFailures(deps, user, client.ip);
  const token = await issueToken(deps, settings, user.id, client);
  await writeLoginLog(deps, user.user_name, client, SignInResult.success, msgRef('loginSuccess'));
  return token;
}

/**
 * Sign-in by a code instead of (or after) the password — SMS, one-time password — under the password's
 * rules: the lock of `subject` from this address first, a wrong code counted like a wrong password (for
 * an unknown user too, so that it answers like a known one), then the account state, and every attempt
 * in the login log under `logName`.
 */
export async function codeSignIn(
  deps: Deps,
  who: { subject: string; logName: string; user: UserRow | null },
  client: Client,
  check: () => Promise<boolean>,
  wrong: { code: number; key: MessageKey },
): Promise<string> {
  const settings = await loadSettings(deps.db);
  const refuse = async (code: number, key: MessageKey, params?: Record<string, string | number>) => {
    await writeLoginLog(deps, who.logName, client, SignInResult.failure, msgRef(key, params));
    return new AppError(code, key, params, code === wrong.code ? { data: { field: 'code' } } : {});
  };
  const lockedMinutes = await lockMinutesLeft(deps, settings, who.subject, client.ip);
  if (lockedMinutes > 0) throw await refuse(ResponseCode.accountLocked, 'accountLocked', { minutes: lockedMinutes });
  const { user } = who;
  if (!user || !(await check())) {
    const locked = await countFailure(deps, settings, who.subject, client.ip, user?.id ?? null);
    if (locked) throw await refuse(ResponseCode.accountLocked, 'accountLocked', { minutes: settings.lockMinutes });
    throw await refuse(wrong.code, wrong.key);
  }
  const refusal = accountRefusal(user, deps.now());
  if (refusal) throw await refuse(refusal.code, refusal.key);
  return completeSignIn(deps, settings, user, client);
}

/** A login log row; a failure also counts in the dashboard's failed sign-ins, in the same transaction. */
export async function writeLoginLog(deps: Deps, userName: string, client: Client, status: number, msg: string) {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_logs')
      .values({
        user_name: userName.slice(0, 64),
        ip: client.ip.slice(0, 64),
        user_agent: client.userAgent.slice(0, 512),
        status,
        msg: msg.slice(0, 255),
        login_time: now.toISOString(),
      })
      .execute();
    if (status === SignInResult.failure) await countSignInFailure(trx, now);
  });
}
