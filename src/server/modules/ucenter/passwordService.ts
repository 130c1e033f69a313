import type { ChangePasswordBody } from '../../../shared/api/auth';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError, fieldError, sessionInvalid } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { verifyPassword } from '../../security/passwords';
import { assertLocalPassword } from '../ldap';
import { loadSettings } from '../settings';
import { checkPasswordRules, storeNewPassword } from './passwordStore';

/**
 * Changes the caller's password: the old one must match, the new one must fit the policy and differ
 * from the last N. Every other session of the user is revoked (see storeNewPassword).
 */
export async function changeOwnPassword(deps: Deps, auth: AuthSession, body: ChangePasswordBody): Promise<void> {
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', auth.userId).executeTakeFirst();
  if (!user) throw sessionInvalid();
  assertLocalPassword(user);
  if (!(await verifyPassword(body.oldPassword, user.password_hash))) {
    throw new AppError(ResponseCode.oldPasswordWrong, 'oldPasswordWrong', {}, { data: { field: 'oldPassword' } });
  }
  const settings = await loadSettings(deps.db);
  checkPasswordRules(settings, body.passwordNew, body.passwordConfirm);
  if (body.passwordNew === body.oldPassword) throw fieldError('passwordNew', 'passwordSameAsOld');
  await storeNewPassword(deps, settings, user.id, body.passwordNew, auth.tokenHash);
}
