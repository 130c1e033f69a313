import { listMySessions, signOutMySession, signOutOtherSessions } from '../../../shared/api/mySessions';
import {
  addGroupMembers,
  addUserGroup,
  deleteUserGroups,
  getUserGroup,
  listGroupMembers,
  listUserGroups,
  listUsersOutsideGroup,
  removeGroupMembers,
  updateUserGroup,
} from '../../../shared/api/userGroups';
import {
  addUser,
  deleteUsers,
  forceUpdatePasswd,
  getUser,
  listUsers,
  lockUsers,
  resetUserPasswd,
  unlockUsers,
  updateUser,
  updateUserPasswd,
} from '../../../shared/api/users';
import { defineHandler, definePagedHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { nameTargetUsers } from '../audit';
import { changeOwnPassword } from '../ucenter';
import { resetPassword, updatePassword } from './adminPasswords';
import * as groups from './groupService';
import { lockUsers as lock, deleteUsers as removeUsers, unlockUsers as unlock } from './lifecycle';
import * as mine from './mySessionsService';
import { getUserDetail, listUserPage } from './userQueries';
import { addUser as createUser, updateUser as saveUser } from './userService';

export const userHandlers: RouteHandler[] = [
  definePagedHandler(listUsers, async (ctx) => listUserPage(ctx.deps, ctx.query, ctx.lang)),
  defineHandler(getUser, async (ctx) => getUserDetail(ctx.deps, ctx.query.userId, ctx.lang)),
  defineHandler(addUser, async (ctx) => ({ userId: await createUser(ctx.deps, sessionOf(ctx), ctx.body) }), 'added'),
  defineHandler(
    updateUser,
    async (ctx) => {
      await nameTargetUsers(ctx.deps.db, ctx.request, [ctx.body.userId]);
      await saveUser(ctx.deps, sessionOf(ctx), ctx.body);
      return null;
    },
    'saved',
  ),
  defineHandler(
    deleteUsers,
    async (ctx) => {
      await nameTargetUsers(ctx.deps.db, ctx.request, ctx.body.userIds);
      await removeUsers(ctx.deps, sessionOf(ctx), ctx.body.userIds);
      return null;
    },
    'deleted',
  ),
  defineHandler(
    lockUsers,
    async (ctx) => {
      await nameTargetUsers(ctx.deps.db, ctx.request, ctx.body.userIds);
      await lock(ctx.deps, sessionOf(ctx), ctx.body.userIds);
      return null;
    },
    'userLocked',
  ),
  defineHandler(
    unlockUsers,
    async (ctx) => {
      await nameTargetUsers(ctx.deps.db, ctx.request, ctx.body.userIds);
      await unlock(ctx.deps, sessionOf(ctx), ctx.body.userIds);
      return null;
    },
    'userUnlocked',
  ),
  defineHandler(
    resetUserPasswd,
    async (ctx) => {
      await nameTargetUsers(ctx.deps.db, ctx.request, [ctx.body.userId]);
      return { password: await resetPassword(ctx.deps, sessionOf(ctx), ctx.body) };
    },
    'userPasswordResetDone',
  ),
  defineHandler(
    updateUserPasswd,
    async (ctx) => {
      await nameTargetUsers(ctx.deps.db, ctx.request, [ctx.body.userId]);
      await updatePassword(ctx.deps, sessionOf(ctx), ctx.body);
      return null;
    },
    'passwordChanged',
  ),
  defineHandler(
    forceUpdatePasswd,
    async (ctx) => {
      // The same change as the personal centre's (old password, policy, history); it clears the due flag
      // and ends the user's other sign-ins, whose sockets close now.
      await changeOwnPassword(ctx.deps, sessionOf(ctx), ctx.body);
      await ctx.deps.realtime.userSignedOut(sessionOf(ctx).userId, sessionOf(ctx).tokenHash);
      return null;
    },
    'passwordChanged',
  ),

  definePagedHandler(listUserGroups, async (ctx) => groups.listGroups(ctx.deps.db, ctx.query)),
  defineHandler(getUserGroup, async (ctx) => groups.getGroup(ctx.deps.db, ctx.query.groupId)),
  definePagedHandler(listGroupMembers, async (ctx) => groups.listGroupUsers(ctx.deps, ctx.query, true, ctx.lang)),
  definePagedHandler(listUsersOutsideGroup, async (ctx) => groups.listGroupUsers(ctx.deps, ctx.query, false, ctx.lang)),
  defineHandler(
    addUserGroup,
    async (ctx) => ({ groupId: await groups.addGroup(ctx.deps, sessionOf(ctx), ctx.body) }),
    'added',
  ),
  defineHandler(
    updateUserGroup,
    async (ctx) => {
      await groups.updateGroup(ctx.deps, ctx.body);
      return null;
    },
    'saved',
  ),
  defineHandler(
    deleteUserGroups,
    async (ctx) => {
      await groups.deleteGroups(ctx.deps, ctx.body.groupIds);
      return null;
    },
    'deleted',
  ),
  defineHandler(
    addGroupMembers,
    async (ctx) => {
      await groups.addMembers(ctx.deps, sessionOf(ctx), ctx.body.groupId, ctx.body.userIds);
      return null;
    },
    'membersAdded',
  ),
  defineHandler(
    removeGroupMembers,
    async (ctx) => {
      await groups.removeMembers(ctx.deps, sessionOf(ctx), ctx.body.groupId, ctx.body.userIds);
      return null;
    },
    'membersRemoved',
  ),

  defineHandler(listMySessions, async (ctx) => mine.listMySessions(ctx.deps, sessionOf(ctx))),
  defineHandler(
    signOutMySession,
    async (ctx) => {
      await mine.signOutMySession(ctx.deps, sessionOf(ctx), ctx.body.sessionId);
      return null;
    },
    'sessionSignedOut',
  ),
  defineHandler(
    signOutOtherSessions,
    async (ctx) => ({ signedOut: await mine.signOutOtherSessions(ctx.deps, sessionOf(ctx)) }),
    'otherSessionsSignedOut',
  ),
];
