import type { z } from 'zod';
import { RoleKey } from '../../../shared/access/permissions';
import type { SetupBodySchema } from '../../../shared/api/setup';
import { ResponseCode } from '../../../shared/codes';
import { ConfigKey } from '../../db/settingKeys';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import { hashPassword } from '../../security/passwords';
import { loadSettings } from '../settings';
import { checkNewPassword } from '../ucenter';
import { isInitialised } from './initialised';

export const alreadyInitialised = () => new AppError(ResponseCode.initialised, 'initialised');

/**
 * Creates the first super administrator. Runs in one transaction that first writes the setup-lock
 * config row: PostgreSQL makes a second concurrent setup wait on that row lock until the first commits
 * (then it sees the administrator and answers 410); SQLite runs transactions one at a time anyway.
 */
export async function runSetup(deps: Deps, body: z.output<typeof SetupBodySchema>): Promise<number> {
  if (await isInitialised(deps.db)) throw alreadyInitialised();
  const settings = await loadSettings(deps.db);
  if (body.password !== body.passwordConfirm) throw fieldError('passwordConfirm', 'passwordMismatch');
  checkNewPassword(body.password, settings, 'password');
  const passwordHash = await hashPassword(body.password);
  const now = deps.now().toISOString();

  return deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('config').set({ value: now }).where('key', '=', ConfigKey.setupLock).execute();
    if (await isInitialised(trx)) throw alreadyInitialised();
    const taken = await trx.selectFrom('users').select('id').where('user_name', '=', body.userName).executeTakeFirst();
    if (taken) throw fieldError('userName', 'userNameTaken');
    const { id } = await trx
      .insertInto('users')
      .values({
        user_name: body.userName,
        nick_name: body.nickName,
        password_hash: passwordHash,
        email: '',
        phonenumber: '',
        avatar: '',
        user_kind: 0,
        user_source: 0,
        status: 0,
        valid_from: null,
        valid_to: null,
        must_change_password: 0,
        password_changed_at: now,
        failed_attempts: 0,
        locked_until: null,
        dept_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('role_key', '=', RoleKey.superManager)
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
    await trx
      .insertInto('password_history')
      .values({ user_id: id, password_hash: passwordHash, created_at: now })
      .execute();
    if (body.companyName) {
      await trx
        .updateTable('config')
        .set({ value: body.companyName })
        .where('key', '=', ConfigKey.companyName)
        .execute();
    }
    return id;
  });
}
