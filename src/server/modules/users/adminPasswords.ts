import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { ResetPasswdBodySchema, UpdatePasswdBodySchema } from '../../../shared/api/users';
import { ResponseCode } from '../../../shared/codes';
import { UserSource } from '../../../shared/enums';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { hashPassword } from '../../security/passwords';
import { loadSettings, type Settings } from '../settings';
import { assertNotReused, checkNewPassword, recordPassword } from '../ucenter';
import { assertMayChange, refused, requireUsers } from './guards';
import { signOutEverywhere } from './lifecycle';
import { revokeTokensOf } from './liveTokens';

/**
 * An administrator sets or resets another user's password. Both check the policy and the user's history,
 * revoke every sign-in of the user and, for a reset, make the user change it at the next sign-in. Not for
 * oneself (the personal centre asks for the old password) and not for LDAP users (no local password).
 */
export async function resetPassword(
  deps: Deps,
  caller: AuthSession,
  body: z.output<typeof ResetPasswdBodySchema>,
): Promise<string | null> {
  const settings = await loadSettings(deps.db);
  await assertTarget(deps, caller, body.userId);
  const password = body.generate ? generatePassword(settings) : (body.password ?? '');
  if (!body.generate) checkNewPassword(password, settings, 'password');
  await assertNotReused(deps.db, body.userId, password, settings, 'password');
  await store(deps, body.userId, password, settings, true);
  return body.generate ? password : null;
}

export async function updatePassword(
  deps: Deps,
  caller: AuthSession,
  body: z.output<typeof UpdatePasswdBodySchema>,
): Promise<void> {
  const settings = await loadSettings(deps.db);
  await assertTarget(deps, caller, body.userId);
  checkNewPassword(body.passwordNew, settings, 'passwordNew');
  if (body.passwordConfirm !== body.passwordNew) throw fieldError('passwordConfirm', 'passwordMismatch');
  await assertNotReused(deps.db, body.userId, body.passwordNew, settings, 'passwordNew');
  await store(deps, body.userId, body.passwordNew, settings, false);
}

async function assertTarget(deps: Deps, caller: AuthSession, userId: number): Promise<void> {
  if (userId === caller.userId) throw refused('ownPasswordInCentre');
  const [user] = await requireUsers(deps.db, [userId]);
  if (user?.user_source === UserSource.ldap) throw new AppError(ResponseCode.ldapUserNoPassword, 'ldapNoPassword');
  await assertMayChange(deps.db, caller, [userId]);
}

async function store(deps: Deps, userId: number, password: string, settings: Settings, mustChange: boolean) {
  const passwordHash = await hashPassword(password);
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        password_changed_at: now,
        must_change_password: mustChange ? 1 : 0,
        failed_attempts: 0,
        locked_until: null,
        updated_at: now,
      })
      .where('id', '=', userId)
      .execute();
    await recordPassword(trx, userId, passwordHash, now, settings);
    await revokeTokensOf(trx, [userId], now);
  });
  await signOutEverywhere(deps, [userId]);
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '@#%*+-=?';

/**
 * A password that reaches "high" strength (letters, digits and symbols: it passes any minimum strength)
 * at the policy's length, at least 12 when the policy allows. Look-alike characters (0/O, 1/l/I) are left
 * out because the administrator reads it out or copies it by hand.
 */
export function generatePassword(settings: Settings): string {
  const length = Math.min(Math.max(12, settings.passwordMinLength), settings.passwordMaxLength);
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [LOWER, UPPER, DIGITS, SYMBOLS].map((set) => pick(set));
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

function pick(set: string): string {
  return set[randomInt(set.length)] as string;
}
