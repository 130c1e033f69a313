import { hasPermission, Permission } from '../../../shared/access/permissions';
import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { assetScopeOf, canManageDept } from '../assets';

/**
 * User groups and departments carry authorisations (a department's cover the members of its subtree), so making
 * someone a member hands them out. The caller must be able to create each of them itself, as
 * POST /privilege/impower/add would demand: the authorise permission and the management of every asset's
 * department. Authorisations that ended or were revoked hand out nothing.
 */
export async function assertMayHandOutGrantsOf(
  db: Db,
  caller: AuthSession,
  subject: { kind: 'group' | 'dept'; ids: readonly number[] },
  now: Date,
): Promise<void> {
  if (subject.ids.length === 0) return;
  const live = await db
    .selectFrom('grants')
    .innerJoin('assets', 'assets.id', 'grants.asset_id')
    .select(['assets.dept_id', 'assets.name'])
    .where('grants.subject_kind', '=', subject.kind)
    .where('grants.subject_id', 'in', [...subject.ids])
    .where('grants.revoked_at', 'is', null)
    .where('grants.ends_at', '>=', now.toISOString())
    .execute();
  if (live.length === 0) return;
  const refuse = (asset: string) =>
    new AppError(ResponseCode.forbidden, 'memberGrantsNotHeld', { asset }, { data: { field: 'userIds' } });
  if (!hasPermission(caller.permissions, Permission.assetImpower)) throw refuse(live[0]?.name ?? '');
  const scope = await assetScopeOf(db, caller);
  const beyond = live.find((row) => !canManageDept(scope, row.dept_id));
  if (beyond) throw refuse(beyond.name);
}
