import { hasPermission, Permission } from '../../../shared/access/permissions';
import {
  addDept,
  addDeptMembers,
  deleteDept,
  editDept,
  getDept,
  getDeptScope,
  listDeptCandidates,
  listDeptMembers,
  listDepts,
  listMyDepts,
  removeDeptMembers,
  updateDeptMember,
} from '../../../shared/api/departments';
import { forbidden } from '../../errors/appError';
import {
  defineHandler,
  definePagedHandler,
  type HandlerContext,
  type RouteHandler,
  sessionOf,
} from '../../http/handler';
import * as depts from './deptService';
import * as members from './memberService';
import { canManageDepartment, departmentScope } from './scopeService';

/**
 * Changing the tree needs system:user:edit besides the descriptor's system:department:query: the tree
 * decides whose assets a supervisor manages, which is as strong as editing users.
 */
function requireUserEdit(ctx: HandlerContext): void {
  if (!hasPermission(sessionOf(ctx).permissions, Permission.userEdit)) throw forbidden();
}

/** The organisation tree and its members (spec §2 /organization-list, /organization-user-form; §3; §6). */
export const departmentHandlers: RouteHandler[] = [
  defineHandler(listDepts, async ({ deps }) => depts.deptList(deps.db)),
  defineHandler(getDeptScope, async (ctx) => departmentScope(ctx.deps.db, sessionOf(ctx).userId)),
  definePagedHandler(listDeptMembers, async (ctx) => members.listMembers(ctx.deps.db, sessionOf(ctx), ctx.query)),
  definePagedHandler(listDeptCandidates, async ({ deps, query }) => members.listCandidates(deps.db, query)),
  defineHandler(addDeptMembers, async (ctx) => ({
    added: await members.addMembers(ctx.deps, sessionOf(ctx), ctx.body),
  })),
  defineHandler(updateDeptMember, async (ctx) => members.updateMember(ctx.deps, sessionOf(ctx), ctx.body)),
  defineHandler(removeDeptMembers, async (ctx) => ({
    removed: await members.removeMembers(ctx.deps, sessionOf(ctx), ctx.params.deptId, ctx.params.userIds),
  })),
  defineHandler(listMyDepts, async (ctx) =>
    depts.deptsByIds(ctx.deps.db, (await departmentScope(ctx.deps.db, sessionOf(ctx).userId)).manage),
  ),
  defineHandler(getDept, async (ctx) => {
    const caller = sessionOf(ctx);
    const mayRead =
      hasPermission(caller.permissions, Permission.departmentQuery) ||
      (await canManageDepartment(ctx.deps.db, caller.userId, ctx.params.deptId));
    if (!mayRead) throw forbidden();
    return depts.deptDetail(ctx.deps.db, ctx.params.deptId);
  }),
  defineHandler(addDept, async (ctx) => {
    requireUserEdit(ctx);
    return depts.addDept(ctx.deps, ctx.body);
  }),
  defineHandler(editDept, async (ctx) => {
    requireUserEdit(ctx);
    return depts.editDept(ctx.deps, sessionOf(ctx), ctx.body);
  }),
  defineHandler(deleteDept, async (ctx) => {
    requireUserEdit(ctx);
    return { deleted: await depts.deleteDept(ctx.deps, ctx.params.deptId) };
  }),
];
