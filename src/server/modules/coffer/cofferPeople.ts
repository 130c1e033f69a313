import { hasPermission, Permission } from '../../../shared/access/permissions';
import { UserStatus } from '../../../shared/enums';
import type { Db } from '../../db/database';
import { containsText } from '../../db/textMatch';
import { forbidden } from '../../errors/appError';
import { type CofferCaller, managedCofferIdsQuery, managesAllCoffers } from './cofferAccess';

const LIMIT = 50;

/**
 * The people pickers of the safe and licence forms. A directory of users is not for everyone with the coffer's
 * query right: only for those who keep safes — who may create them, manage every safe, or manage one now.
 */
async function requireKeeper(db: Db, caller: CofferCaller, now: Date): Promise<void> {
  if (managesAllCoffers(caller) || hasPermission(caller.permissions, Permission.cofferManage)) return;
  const managed = await managedCofferIdsQuery(db, caller.userId, now).limit(1).executeTakeFirst();
  if (!managed) throw forbidden();
}

export async function userOptions(db: Db, caller: CofferCaller, keyword: string | undefined, now: Date) {
  await requireKeeper(db, caller, now);
  let query = db.selectFrom('users').select(['id', 'user_name', 'nick_name']).where('status', '!=', UserStatus.locked);
  if (keyword)
    query = query.where((eb) => eb.or([containsText('user_name', keyword), containsText('nick_name', keyword)]));
  const rows = await query.orderBy('user_name').limit(LIMIT).execute();
  return rows.map((row) => ({ userId: row.id, userName: row.user_name, nickName: row.nick_name }));
}

export async function groupOptions(db: Db, caller: CofferCaller, keyword: string | undefined, now: Date) {
  await requireKeeper(db, caller, now);
  let query = db.selectFrom('user_groups').select(['id', 'group_name']);
  if (keyword) query = query.where(containsText('group_name', keyword));
  const rows = await query.orderBy('group_name').limit(LIMIT).execute();
  return rows.map((row) => ({ groupId: row.id, groupName: row.group_name }));
}
