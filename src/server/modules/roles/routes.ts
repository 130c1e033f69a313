import {
  addRole,
  assignRoleUsers,
  cancelRoleUsers,
  deleteRoles,
  editRole,
  getPermissionTree,
  getRole,
  getUserAuthRole,
  listAllocatedUsers,
  listRoles,
  listUnallocatedUsers,
  setUserAuthRole,
} from '../../../shared/api/roles';
import { defineHandler, definePagedHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { assignRoleToUsers, listRoleUsers, setUserRoles, takeRoleFromUsers, userAuthRole } from './assignmentService';
import { permissionTree } from './permissionCatalog';
import * as roles from './roleService';

/** Roles, their permissions and who holds them (spec §2 /role-manage-list and the two assignment pages). */
export const roleHandlers: RouteHandler[] = [
  definePagedHandler(listRoles, async ({ deps, query, lang }) => roles.listRoles(deps.db, query, lang)),
  defineHandler(getPermissionTree, async ({ deps, lang }) => permissionTree(deps.db, lang)),
  definePagedHandler(listAllocatedUsers, async ({ deps, query }) => listRoleUsers(deps.db, query, true)),
  definePagedHandler(listUnallocatedUsers, async ({ deps, query }) => listRoleUsers(deps.db, query, false)),
  defineHandler(assignRoleUsers, async (ctx) => ({
    added: await assignRoleToUsers(ctx.deps.db, sessionOf(ctx), ctx.body.roleId, ctx.body.userIds),
  })),
  defineHandler(cancelRoleUsers, async (ctx) => ({
    removed: await takeRoleFromUsers(ctx.deps.db, sessionOf(ctx), ctx.body.roleId, ctx.body.userIds, ctx.deps.now()),
  })),
  defineHandler(getRole, async ({ deps, params, lang }) => roles.getRole(deps.db, params.roleId, lang)),
  defineHandler(addRole, async (ctx) => roles.addRole(ctx.deps.db, sessionOf(ctx), ctx.body, ctx.lang)),
  defineHandler(editRole, async (ctx) => roles.editRole(ctx.deps.db, sessionOf(ctx), ctx.body, ctx.lang)),
  defineHandler(deleteRoles, async (ctx) => ({
    deleted: await roles.deleteRoles(ctx.deps.db, sessionOf(ctx), ctx.params.roleIds, ctx.lang),
  })),
  defineHandler(getUserAuthRole, async (ctx) => userAuthRole(ctx.deps.db, sessionOf(ctx), ctx.params.userId, ctx.lang)),
  defineHandler(setUserAuthRole, async (ctx) =>
    setUserRoles(ctx.deps.db, sessionOf(ctx), ctx.params.userId, ctx.body.roleIds, ctx.lang, ctx.deps.now()),
  ),
];
