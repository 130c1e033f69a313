import type { ChangePasswordBody } from '../../../shared/api/auth';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError, fieldError, sessionInvalid } from '../../http/appError';
import type { AuthSession } from '../../http/handler';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { loadSettings } from '../settings/service';
import { checkNewPassword } from './passwordPolicy';

/**
 * Changes the caller's password: the old one must match, the new one must fit the policy and differ
 * from the last N. On success the history grows (trimmed to N), the must-change flag clears and every
 * other session of the user is revoked, all in one transaction.
 */
export async function changeOwnPassword(deps: Deps, auth: AuthSession, body: ChangePasswordBody): Promise<void> {
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', auth.userId).executeTakeFirst();
  if (!user) throw sessionInvalid();
  if (!(await verifyPassword(body.oldPassword, user.password_hash))) {
    throw new AppError(ResponseCode.oldPasswordWrong, 'oldPasswordWrong', {}, { data: { field: 'oldPassword' } });
  }
  const settings = await loadSettings(deps.db);
  checkNewPassword(body.passwordNew, settings, 'passwordNew');
  if (body.passwordConfirm !== body.passwordNew) throw fieldError('passwordConfirm', 'passwordMismatch');
  if (body.passwordNew === body.oldPassword) throw fieldError('passwordNew', 'passwordSameAsOld');

  const historyCount = Math.max(settings.passwordHistoryCount, 1);
  const history = await deps.db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .limit(historyCount)
    .execute();
  for (const entry of history) {
    if (await verifyPassword(body.passwordNew, entry.password_hash)) {
      throw fieldError('passwordNew', 'passwordReused', { count: historyCount });
    }
  }

  const passwordHash = await hashPassword(body.passwordNew);
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now, must_change_password: 0, updated_at: now })
      .where('id', '=', user.id)
      .execute();
    await trx
      .insertInto('password_history')
      .values({ user_id: user.id, password_hash: passwordHash, created_at: now })
      .execute();
    const keep = await trx
      .selectFrom('password_history')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .limit(historyCount)
      .execute();
    await trx
      .deleteFrom('password_history')
      .where('user_id', '=', user.id)
      .where(
        'id',
        'not in',
        keep.map((row) => row.id),
      )
      .execute();
    await trx
      .updateTable('auth_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', user.id)
      .where('token_hash', '!=', auth.tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  });
}
