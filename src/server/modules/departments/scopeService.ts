import type { DeptScope } from '../../../shared/api/departments';
import { DeptRole } from '../../../shared/enums';
import type { Db } from '../../db/database';
import { type DeptTree, loadDeptTree } from './deptTree';

/**
 * Department scope (spec §6), the one place later features ask "where may this user act?" when they
 * list assets and accounts:
 *  - supervisor (1): manages its department and all subdepartments, and has the normal member's rights;
 *  - normal member (3): logs in to assets of the department and subdepartments, plus the visitor's rights;
 *  - visitor (4): views assets and accounts of the department and subdepartments.
 * Each list holds department ids (the user's department and every one below it). A user in no department
 * has empty lists. Global permissions (e.g. *:*:*) are a separate question the caller asks itself.
 */
export async function departmentScope(db: Db, userId: number, tree?: DeptTree): Promise<DeptScope> {
  const user = await db
    .selectFrom('users')
    .select(['dept_id', 'dept_role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.dept_id === null) return { deptId: null, deptRole: null, manage: [], login: [], view: [] };
  const subtree = (tree ?? (await loadDeptTree(db))).subtree(user.dept_id);
  const role = user.dept_role;
  return {
    deptId: user.dept_id,
    deptRole: role,
    manage: role === DeptRole.supervisor ? subtree : [],
    login: role === DeptRole.supervisor || role === DeptRole.normalMember ? subtree : [],
    view: role === DeptRole.supervisor || role === DeptRole.normalMember || role === DeptRole.visitor ? subtree : [],
  };
}

export async function canManageDepartment(db: Db, userId: number, deptId: number): Promise<boolean> {
  return (await departmentScope(db, userId)).manage.includes(deptId);
}
