import type { Kysely } from 'kysely';
import { RoleKey } from '../../../shared/access/permissions';
import { ResponseCode } from '../../../shared/codes';
import { DeptRole, UserStatus } from '../../../shared/enums';
import type { MessageKey } from '../../../shared/messages';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { levelsOfDeptRole, reachCovers, reachOf } from '../access';
import { firstNotHeld } from '../roles';
import { userStatusIs } from '../ucenter';

/**
 * Rules a bastion needs around user changes. They take a database handle so that they run inside the
 * transaction of the change they guard (the roles module calls assertSuperManagerRemains when a role
 * is taken away, so that "demoted" is covered as well).
 */
export const refused = (key: MessageKey) => new AppError(ResponseCode.userOperationRefused, key);

/** Ids among `userIds` that hold the super manager role. */
export async function superManagersAmong(db: Kysely<Database>, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('user_roles.user_id')
    .where('roles.role_key', '=', RoleKey.superManager)
    .where('user_roles.user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/**
 * At least one super manager who can sign in (effective status normal) must remain once `leaving` are
 * deleted, locked, made temporary or demoted. Refuses with lastSuperManager otherwise.
 */
export async function assertSuperManagerRemains(
  db: Kysely<Database>,
  now: Date,
  leaving: readonly number[],
): Promise<void> {
  let query = db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select((eb) => eb.fn.count<string | number>('users.id').distinct().as('n'))
    .where('roles.role_key', '=', RoleKey.superManager)
    .where((eb) => userStatusIs(eb, UserStatus.normal, now));
  if (leaving.length > 0) query = query.where('users.id', 'not in', [...leaving]);
  const { n } = await query.executeTakeFirstOrThrow();
  if (Number(n) === 0) throw refused('lastSuperManager');
}

/**
 * A caller manages (resets or sets the password of, locks, unlocks, edits, changes the roles,
 * department or groups of, deletes) only users who hold no more than the caller: every permission of the
 * target's roles is the caller's too, and a target who supervises a department is one the caller reaches
 * fully there (access/reach.ts). Otherwise the caller could take the account over and act with its rights.
 * Only a super manager changes a super manager (its own message, the commonest case). Answers the super
 * managers among the targets (for assertSuperManagerRemains).
 */
export async function assertMayChange(
  db: Kysely<Database>,
  caller: AuthSession,
  userIds: readonly number[],
): Promise<Set<number>> {
  const managers = await superManagersAmong(db, userIds);
  if (managers.size > 0 && !caller.roles.includes(RoleKey.superManager)) throw refused('superManagerOnly');
  const others = [...new Set(userIds)].filter((id) => id !== caller.userId);
  if (others.length > 0) {
    await assertRolePermissionsHeld(db, caller, others);
    await assertSupervisionReached(db, caller, others);
  }
  return managers;
}

async function assertRolePermissionsHeld(db: Kysely<Database>, caller: AuthSession, userIds: number[]) {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select(['users.id', 'users.user_name', 'role_permissions.permission'])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('users.id')
    .orderBy('role_permissions.permission')
    .execute();
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.user_name, [...(byUser.get(row.user_name) ?? []), row.permission]);
  for (const [user, permissions] of byUser) {
    const missing = firstNotHeld(caller.permissions, permissions);
    if (missing !== undefined) {
      throw new AppError(ResponseCode.userOperationRefused, 'targetHoldsMore', { user, permission: missing });
    }
  }
}

async function assertSupervisionReached(db: Kysely<Database>, caller: AuthSession, userIds: number[]) {
  const supervisors = await db
    .selectFrom('users')
    .select(['user_name', 'dept_id'])
    .where('id', 'in', userIds)
    .where('dept_id', 'is not', null)
    .where('dept_role', '=', DeptRole.supervisor)
    .execute();
  if (supervisors.length === 0) return;
  const reach = await reachOf(db, caller);
  for (const row of supervisors) {
    const deptId = row.dept_id as number;
    if (!reachCovers(reach, deptId, levelsOfDeptRole(DeptRole.supervisor))) {
      throw new AppError(ResponseCode.userOperationRefused, 'targetSupervisesBeyond', {
        user: row.user_name,
        dept: reach.tree.get(deptId)?.name ?? String(deptId),
      });
    }
  }
}

/** Every id must name an existing user; answers the rows' ids and sources. */
export async function requireUsers(db: Kysely<Database>, userIds: readonly number[]) {
  const unique = [...new Set(userIds)];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'user_source'])
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) {
    throw new AppError(ResponseCode.notFound, 'userNotFound', {}, { data: { field: 'userIds' } });
  }
  return rows;
}
