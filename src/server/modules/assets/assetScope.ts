import { hasPermission, Permission } from '../../../shared/access/permissions';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { forbidden } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { type DeptTree, departmentScope, loadDeptTree } from '../departments';
import { assetsManagedByGrant } from '../grants';

/**
 * Which assets a caller reaches (README.md of this folder):
 *  - system:asset:all (or *:*:*): every asset, including those in no department;
 *  - otherwise the department scope of spec §6: view = the user's department subtree (visitor, normal
 *    member, supervisor), manage = that subtree for a supervisor only. Nothing outside it, nothing
 *    without a department.
 *  - assets reached by an authorisation of kind manage 1 (grantManaged, asset ids): seen, and their
 *    accounts managed, wherever their department is; the asset itself stays the department's to change.
 * The descriptor's permission (system:asset:add/edit/remove, system:account:*) is needed besides the scope.
 */
export interface AssetScope {
  all: boolean;
  view: readonly number[];
  manage: readonly number[];
  tree: DeptTree;
  /** Asset ids whose accounts the caller manages by a manage authorisation (empty unless asked for). */
  grantManaged: readonly number[];
}

export async function assetScopeOf(db: Db, session: Pick<AuthSession, 'userId' | 'permissions'>): Promise<AssetScope> {
  const tree = await loadDeptTree(db);
  if (hasPermission(session.permissions, Permission.assetAll))
    return { all: true, view: [], manage: [], tree, grantManaged: [] };
  const scope = await departmentScope(db, session.userId, tree);
  return { all: false, view: scope.view, manage: scope.manage, tree, grantManaged: [] };
}

/**
 * The department scope widened by the caller's manage authorisations valid now from `sourceIp`: what the
 * asset and account pages use.
 */
export async function assetScopeWithGrants(deps: Deps, session: AuthSession, sourceIp: string): Promise<AssetScope> {
  const scope = await assetScopeOf(deps.db, session);
  if (scope.all) return scope;
  return { ...scope, grantManaged: await assetsManagedByGrant(deps, session.userId, scope.tree, sourceIp) };
}

export function canViewDept(scope: AssetScope, deptId: number | null): boolean {
  return scope.all || (deptId !== null && scope.view.includes(deptId));
}

export function canManageDept(scope: AssetScope, deptId: number | null): boolean {
  return scope.all || (deptId !== null && scope.manage.includes(deptId));
}

/** An asset row in sight: in the department scope or reached by a manage authorisation. */
export function canViewAsset(scope: AssetScope, asset: { id: number; dept_id: number | null }): boolean {
  return canViewDept(scope, asset.dept_id) || scope.grantManaged.includes(asset.id);
}

/** Whether the caller manages the asset's accounts: manager of its department, or a manage authorisation. */
export function canManageAccountsOf(scope: AssetScope, asset: { id: number; dept_id: number | null }): boolean {
  return canManageDept(scope, asset.dept_id) || scope.grantManaged.includes(asset.id);
}

/** Refuses an account write on an asset the caller sees but whose accounts they do not manage. */
export function requireAccountManage(scope: AssetScope, asset: { id: number; dept_id: number | null }): void {
  if (!canManageAccountsOf(scope, asset)) throw forbidden();
}

/** Refuses a write on an asset the caller sees but does not manage. */
export function requireManage(scope: AssetScope, deptId: number | null): void {
  if (!canManageDept(scope, deptId)) throw forbidden();
}

/** The departments of the caller's scope in tree order, with their paths, for pickers and filters. */
export function scopeDepts(scope: AssetScope): { deptId: number; deptPath: string; canManage: boolean }[] {
  const result: { deptId: number; deptPath: string; canManage: boolean }[] = [];
  const visit = (parentId: number | null) => {
    for (const child of scope.tree.children(parentId)) {
      if (canViewDept(scope, child.id)) {
        const deptPath = scope.tree
          .ancestry(child.id)
          .reverse()
          .map((row) => row.name)
          .join(' / ');
        result.push({ deptId: child.id, deptPath, canManage: canManageDept(scope, child.id) });
      }
      visit(child.id);
    }
  };
  visit(null);
  return result;
}
