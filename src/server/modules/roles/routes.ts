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
import { holdersOf } from './roleQueries';
import * as roles from './roleService';

/**
 * Roles, their permissions and who holds them (spec §2 /role-manage-list and the two assignment pages).
 * After a change the holders' open consoles are told on the notify socket (access_changed).
 */
export const roleHandlers: RouteHandler[] = [
  definePagedHandler(listRoles, async ({ deps, query, lang }) => roles.listRoles(deps.db, query, lang)),
  defineHandler(getPermissionTree, async ({ deps, lang }) => permissionTree(deps.db, lang)),
  definePagedHandler(listAllocatedUsers, async ({ deps, query }) => listRoleUsers(deps.db, query, true)),
  definePagedHandler(listUnallocatedUsers, async ({ deps, query }) => listRoleUsers(deps.db, query, false)),
  defineHandler(assignRoleUsers, async (ctx) => {
    const added = await assignRoleToUsers(ctx.deps.db, sessionOf(ctx), ctx.body.roleId, ctx.body.userIds);
    if (added > 0) await ctx.deps.realtime.accessChanged(ctx.body.userIds);
    return { added };
  }),
  defineHandler(cancelRoleUsers, async (ctx) => {
    const { db } = ctx.deps;
    const removed = await takeRoleFromUsers(db, sessionOf(ctx), ctx.body.roleId, ctx.body.userIds, ctx.deps.now());
    if (removed > 0) await ctx.deps.realtime.accessChanged(ctx.body.userIds);
    return { removed };
  }),
  defineHandler(getRole, async ({ deps, params, lang }) => roles.getRole(deps.db, params.roleId, lang)),
  defineHandler(addRole, async (ctx) => roles.addRole(ctx.deps.db, sessionOf(ctx), ctx.body, ctx.lang)),
  defineHandler(editRole, async (ctx) => {
    const role = await roles.editRole(ctx.deps.db, sessionOf(ctx), ctx.body, ctx.lang);
    await ctx.deps.realtime.accessChanged(await holdersOf(ctx.deps.db, ctx.body.roleId));
    return role;
  }),
  defineHandler(deleteRoles, async (ctx) => ({
    deleted: await roles.deleteRoles(ctx.deps.db, sessionOf(ctx), ctx.params.roleIds, ctx.lang),
  })),
  defineHandler(getUserAuthRole, async (ctx) => userAuthRole(ctx.deps.db, sessionOf(ctx), ctx.params.userId, ctx.lang)),
  defineHandler(setUserAuthRole, async (ctx) => {
    const { db } = ctx.deps;
    const result = await setUserRoles(
      db,
      sessionOf(ctx),
      ctx.params.userId,
      ctx.body.roleIds,
      ctx.lang,
      ctx.deps.now(),
    );
    await ctx.deps.realtime.accessChanged([ctx.params.userId]);
    return result;
  }),
];
