import { hasPermission, Permission } from '../../../shared/access/permissions';
import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';

export type TaskOperator = Pick<AuthSession, 'userId' | 'userName' | 'permissions'>;

/**
 * A task acts with the asset scope of whoever saved it last. Running it, turning it on or off, deleting it and
 * cancelling or retrying its runs are theirs (and of holders of system:asset:all, whose scope holds every asset):
 * another holder of system:task:edit saves it first, which makes it theirs with its targets checked against their own
 * scope. Otherwise `run now` would change passwords on hosts the caller does not manage.
 */
export async function assertMayOperate(db: Db, caller: TaskOperator, ownerId: number): Promise<void> {
  if (isOperator(caller, ownerId)) return;
  const owner = await db.selectFrom('users').select('user_name').where('id', '=', ownerId).executeTakeFirst();
  throw new AppError(
    ResponseCode.taskNotOwner,
    'taskNotOwner',
    { owner: owner?.user_name ?? '-' },
    { data: { field: 'taskId' } },
  );
}

function isOperator(caller: TaskOperator, ownerId: number): boolean {
  return caller.userId === ownerId || hasPermission(caller.permissions, Permission.assetAll);
}

/** Whether the caller's task centre offers cancel and retry on a run of this owner (the calls need system:task:edit). */
export function mayOperateRun(caller: TaskOperator, ownerId: number): boolean {
  return hasPermission(caller.permissions, Permission.taskEdit) && isOperator(caller, ownerId);
}
