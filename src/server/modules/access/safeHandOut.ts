import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { managedCofferIdsQuery, managesAllCoffers } from '../coffer';

/**
 * The members of a safe's user group manage the safe (docs/coffer.md "Rights"), so making someone a member hands
 * that out: the caller must manage each of the group's safes themselves (or hold system:allcoffer:manage).
 */
export async function assertMayHandOutSafesOf(db: Db, caller: AuthSession, groupId: number, now: Date): Promise<void> {
  if (managesAllCoffers(caller)) return;
  const safes = await db.selectFrom('coffers').select(['id', 'name']).where('group_id', '=', groupId).execute();
  if (safes.length === 0) return;
  const managed = await managedCofferIdsQuery(db, caller.userId, now)
    .where(
      'coffers.id',
      'in',
      safes.map((safe) => safe.id),
    )
    .execute();
  const mine = new Set(managed.map((row) => row.id));
  const beyond = safes.find((safe) => !mine.has(safe.id));
  if (beyond)
    throw new AppError(
      ResponseCode.forbidden,
      'memberSafesNotHeld',
      { coffer: beyond.name },
      { data: { field: 'userIds' } },
    );
}
