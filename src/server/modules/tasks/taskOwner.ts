import { hasPermission, Permission } from '../../../shared/access/permissions';
import { UserStatus } from '../../../shared/enums';
import type { Db } from '../../db/database';
import { type AssetScope, assetScopeOf } from '../assets';
import { effectiveUserStatus, loadAuthority } from '../ucenter';

/**
 * The asset scope a task runs with: that of whoever saved it last, as it is now. Null when that user was
 * deleted, is locked or out of their validity window, or no longer holds system:task:edit: the task then no
 * longer runs (its runs say so) until someone who may saves it again.
 */
export async function ownerScope(db: Db, ownerId: number, now: Date): Promise<AssetScope | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'status', 'user_kind', 'valid_from', 'valid_to'])
    .where('id', '=', ownerId)
    .executeTakeFirst();
  if (!user || effectiveUserStatus(user, now) !== UserStatus.normal) return null;
  const { permissions } = await loadAuthority(db, ownerId);
  if (!hasPermission(permissions, Permission.taskEdit)) return null;
  return assetScopeOf(db, { userId: ownerId, permissions });
}
