import type { z } from 'zod';
import type { LoginBodySchema, TokenReply } from '../../../shared/api/auth';
import { ResponseCode } from '../../../shared/codes';
import { SignInResult } from '../../../shared/enums';
import type { MessageKey } from '../../../shared/messages';
import { msgRef } from '../../../shared/validation';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/appError';
import { checkSignInPassword } from '../ldap/authenticate';
import { registrationAnswer } from '../registration/registrationSignIn';
import { loadSettings, type Settings } from '../settings/service';
import { isInitialised } from '../setup/service';
import { secondFactorFor } from '../signin/secondFactor';
import { accountRefusal } from './accountState';
import { verifyCaptcha } from './captchaService';
import { issueToken } from './tokens';

export interface Client {
  ip: string;
  userAgent: string;
}

const MINUTE_MS = 60_000;

/**
 * Password sign-in (POST /login and /ucenter/login/passwdLogin). Every attempt that names a user is
 * written to login_logs with its outcome. Order matters: captcha, then the lockout window, then the
 * password, and only then the account state — so that only someone who knows the password learns that
 * an account is disabled or expired.
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

  const user = await deps.db.selectFrom('users').selectAll().where('user_name', '=', body.username).executeTakeFirst();
  if (!user) {
    // A requester of self-registration with the password of the request learns where it stands.
    const registration = await registrationAnswer(deps, body.username, body.password);
    if (registration) throw await refuse(registration.code, registration.key, registration.params);
    throw await refuse(ResponseCode.badCredentials, 'badCredentials');
  }
  const now = deps.now();
  const lockedMinutes = minutesLeft(user.locked_until, now);
  if (lockedMinutes > 0) throw await refuse(ResponseCode.accountLocked, 'accountLocked', { minutes: lockedMinutes });

  // Local hash or the directory (LDAP users); a directory that cannot answer is refused as such, uncounted.
  let isPasswordRight: boolean;
  try {
    isPasswordRight = await checkSignInPassword(deps, user, body.password);
  } catch (error) {
    if (error instanceof AppError) throw await refuse(error.code, error.messageKey, error.params);
    throw error;
  }
  if (!isPasswordRight) {
    const locked = await recordFailure(deps, user.id, settings);
    if (locked) {
      throw await refuse(ResponseCode.accountLocked, 'accountLocked', { minutes: settings.lockMinutes });
    }
    throw await refuse(ResponseCode.badCredentials, 'badCredentials');
  }

  const refusal = accountRefusal(user, now);
  if (refusal) throw await refuse(refusal.code, refusal.key);

  // The installation may ask for a second factor: then no token yet, but a ticket for it.
  const second = await secondFactorFor(deps, user);
  if (second) return second;
  return { token: await completeSignIn(deps, settings, user, client) };
}

/** The end of every successful sign-in: failure count reset, token issued, success logged. */
export async function completeSignIn(
  deps: Deps,
  settings: Settings,
  user: Pick<UserRow, 'id' | 'user_name'>,
  client: Client,
): Promise<string> {
  await deps.db
    .updateTable('users')
    .set({ failed_attempts: 0, locked_until: null })
    .where('id', '=', user.id)
    .execute();
  const token = await issueToken(deps, settings, user.id, client);
  await writeLoginLog(deps, user.user_name, client, SignInResult.success, msgRef('loginSuccess'));
  return token;
}

/**
 * Sign-in by a code instead of (or after) the password — SMS, one-time password — under the password's
 * rules: the lockout window first, a wrong code counted like a wrong password, then the account state,
 * and every attempt in the login log.
 */
export async function codeSignIn(
  deps: Deps,
  user: UserRow,
  client: Client,
  check: () => Promise<boolean>,
  wrong: { code: number; key: MessageKey },
): Promise<string> {
  const settings = await loadSettings(deps.db);
  const refuse = async (code: number, key: MessageKey, params?: Record<string, string | number>) => {
    await writeLoginLog(deps, user.user_name, client, SignInResult.failure, msgRef(key, params));
    return new AppError(code, key, params, code === wrong.code ? { data: { field: 'code' } } : {});
  };
  const now = deps.now();
  const lockedMinutes = minutesLeft(user.locked_until, now);
  if (lockedMinutes > 0) throw await refuse(ResponseCode.accountLocked, 'accountLocked', { minutes: lockedMinutes });
  if (!(await check())) {
    const locked = await recordFailure(deps, user.id, settings);
    if (locked) throw await refuse(ResponseCode.accountLocked, 'accountLocked', { minutes: settings.lockMinutes });
    throw await refuse(wrong.code, wrong.key);
  }
  const refusal = accountRefusal(user, now);
  if (refusal) throw await refuse(refusal.code, refusal.key);
  return completeSignIn(deps, settings, user, client);
}

function minutesLeft(lockedUntil: string | null, now: Date): number {
  if (!lockedUntil) return 0;
  const left = Date.parse(lockedUntil) - now.getTime();
  return left > 0 ? Math.ceil(left / MINUTE_MS) : 0;
}

/** Counts a wrong password; at the threshold the account locks for lockMinutes. Answers whether it locked. */
async function recordFailure(deps: Deps, userId: number, settings: Settings): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', userId)
      .returning('failed_attempts')
      .executeTakeFirstOrThrow();
    if (settings.lockThreshold <= 0 || row.failed_attempts < settings.lockThreshold) return false;
    const until = new Date(deps.now().getTime() + settings.lockMinutes * MINUTE_MS).toISOString();
    await trx.updateTable('users').set({ failed_attempts: 0, locked_until: until }).where('id', '=', userId).execute();
    return true;
  });
}

export async function writeLoginLog(deps: Deps, userName: string, client: Client, status: number, msg: string) {
  await deps.db
    .insertInto('login_logs')
    .values({
      user_name: userName.slice(0, 64),
      ip: client.ip.slice(0, 64),
      user_agent: client.userAgent.slice(0, 512),
      status,
      msg: msg.slice(0, 255),
      login_time: deps.now().toISOString(),
    })
    .execute();
}
