import { ResponseCode } from '../../../shared/codes';
import { SignInResult } from '../../../shared/enums';
import type { MessageKey } from '../../../shared/messages';
import { msgRef } from '../../../shared/rules/validation';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { loadSettings } from '../settings';
import { isInitialised } from '../setup';
import { accountRefusal, type Client, issueToken, lockMinutesLeft, nameSubject, writeLoginLog } from '../ucenter';

/**
 * The end of every key-based sign-in (QR hand-over, security key, USB key, SSO) once the proof has been
 * checked: the account must still be allowed in (locked by an administrator, not yet effective,
 * expired, locked out from this address); then a token of its own is issued and the attempt written to the login log.
 */
export async function finishKeySignIn(deps: Deps, user: UserRow, client: Client, success: MessageKey): Promise<string> {
  const now = deps.now();
  const refusal = accountRefusal(user, now);
  if (refusal) {
    await writeLoginLog(deps, user.user_name, client, SignInResult.failure, msgRef(refusal.key));
    throw new AppError(refusal.code, refusal.key);
  }
  // Wrong passwords from this address lock a key sign-in from it too; other addresses are not concerned.
  const settings = await loadSettings(deps.db);
  const minutes = await lockMinutesLeft(deps, settings, nameSubject(user.user_name), client.ip);
  if (minutes > 0) {
    await writeLoginLog(deps, user.user_name, client, SignInResult.failure, msgRef('accountLocked', { minutes }));
    throw new AppError(ResponseCode.accountLocked, 'accountLocked', { minutes });
  }
  const token = await issueToken(deps, settings, user.id, client);
  await writeLoginLog(deps, user.user_name, client, SignInResult.success, msgRef(success));
  return token;
}

/** Key sign-in needs a set-up installation, like password sign-in. */
export async function requireInitialised(deps: Deps): Promise<void> {
  if (!(await isInitialised(deps.db))) throw new AppError(ResponseCode.setupRequired, 'setupRequired');
}

/** A failed key proof: logged against the named user (when there is one) and answered without detail. */
export async function keyRefusal(deps: Deps, userName: string, client: Client, key: MessageKey): Promise<AppError> {
  if (userName) await writeLoginLog(deps, userName, client, SignInResult.failure, msgRef(key));
  return new AppError(ResponseCode.keyVerifyFailed, key);
}
