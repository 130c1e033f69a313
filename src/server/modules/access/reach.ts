import { hasAllPermissions, hasPermission, Permission } from '../../../shared/access/permissions';
import { DeptRole } from '../../../shared/enums';
import type { Db } from '../../db/database';
import { type DeptTree, departmentScope, loadDeptTree } from '../departments';

/**
 * What a user reaches on the assets of a department (spec §6): view them, log in to them, manage them
 * (with their accounts and members). A department role hands out exactly these levels over the
 * department's subtree; the same levels come from global permissions over every department:
 *  - view:   system:asset:all (sees every asset, assets/assetScope.ts);
 *  - manage: system:asset:all (changes every asset; the descriptor permissions are needed besides);
 *  - login:  system:asset:all with system:asset:impower (may authorise anyone to log in anywhere).
 * `*:*:*` holds them all.
 */
export type ReachLevel = 'view' | 'login' | 'manage';

export interface Reach {
  global: ReadonlySet<ReachLevel>;
  view: readonly number[];
  login: readonly number[];
  manage: readonly number[];
  tree: DeptTree;
}

export function levelsOfDeptRole(deptRole: number): ReachLevel[] {
  if (deptRole === DeptRole.supervisor) return ['view', 'login', 'manage'];
  if (deptRole === DeptRole.normalMember) return ['view', 'login'];
  return ['view'];
}

export function globalReach(permissions: readonly string[]): Set<ReachLevel> {
  const levels = new Set<ReachLevel>();
  if (hasPermission(permissions, Permission.assetAll)) {
    levels.add('view');
    levels.add('manage');
    if (hasAllPermissions(permissions, [Permission.assetAll, Permission.assetImpower])) levels.add('login');
  }
  return levels;
}

export async function reachOf(
  db: Db,
  user: { userId: number; permissions: readonly string[] },
  tree?: DeptTree,
): Promise<Reach> {
  const deptTree = tree ?? (await loadDeptTree(db));
  const scope = await departmentScope(db, user.userId, deptTree);
  return {
    global: globalReach(user.permissions),
    view: scope.view,
    login: scope.login,
    manage: scope.manage,
    tree: deptTree,
  };
}

/**
 * Whether `reach` covers every level over the whole subtree of `deptId`. A department scope is itself a
 * subtree, so holding the department holds everything below it.
 */
export function reachCovers(reach: Reach, deptId: number, levels: readonly ReachLevel[]): boolean {
  return levels.every((level) => reach.global.has(level) || reach[level].includes(deptId));
}
