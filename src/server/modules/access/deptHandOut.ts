import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import type { DeptTree } from '../departments';
import { levelsOfDeptRole, reachCovers, reachOf } from './reach';

/**
 * A department role hands out reach over the department's subtree (spec §6), so giving one obeys the
 * rule role edits obey (roles/grantRules.ts): the caller must itself hold that reach there, through its
 * own department scope or through the global permissions of reach.ts.
 */
export async function assertMayHandOutDeptRole(
  db: Db,
  caller: AuthSession,
  deptId: number,
  deptRole: number,
  tree?: DeptTree,
): Promise<void> {
  const reach = await reachOf(db, caller, tree);
  if (!reachCovers(reach, deptId, levelsOfDeptRole(deptRole))) {
    throw new AppError(ResponseCode.forbidden, 'deptReachNotHeld', {}, { data: { field: 'deptRole' } });
  }
}

/** Moving a department in the tree hands its subtree to the roles above its new place: full reach needed. */
export async function assertMayMoveDept(db: Db, caller: AuthSession, deptId: number, tree: DeptTree): Promise<void> {
  const reach = await reachOf(db, caller, tree);
  if (!reachCovers(reach, deptId, ['view', 'login', 'manage'])) {
    throw new AppError(ResponseCode.forbidden, 'deptReachNotHeld', {}, { data: { field: 'parentId' } });
  }
}
