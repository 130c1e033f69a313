import { sql } from 'kysely';
import type { z } from 'zod';
import { RoleKey } from '../../../shared/access/permissions';
import type { AuthUserQuerySchema, RoleUser, UserAuthRole } from '../../../shared/api/roles';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';
import { escapeLike } from '../../db/textMatch';
import { AppError, fieldError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { assertNotSelf } from '../access';
import { assertMayChange, assertSuperManagerRemains } from '../users';
import { assertWithin, isWithin } from './grantRules';
import { permissionsOf, selectRoles, toRole } from './roleQueries';
import { roleNotFound } from './roleService';

type AuthUserQuery = z.output<typeof AuthUserQuerySchema>;

const userUnknown = () => new AppError(ResponseCode.notFound, 'messageUserUnknown');

function userPage(db: Db, query: AuthUserQuery, allocated: boolean) {
  let base = db.selectFrom('users').where((eb) => {
    const holds = eb
      .selectFrom('user_roles')
      .select('user_roles.user_id')
      .whereRef('user_roles.user_id', '=', 'users.id')
      .where('user_roles.role_id', '=', query.roleId);
    return allocated ? eb.exists(holds) : eb.not(eb.exists(holds));
  });
  if (query.userName) {
    const pattern = `%${escapeLike(query.userName.toLowerCase())}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(users.user_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(users.nick_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return base;
}

async function assertRole(db: Db, roleId: number) {
  const role = await db.selectFrom('roles').select(['id', 'role_key']).where('id', '=', roleId).executeTakeFirst();
  if (!role) throw roleNotFound();
  return role;
}

/** Users holding (allocated) or not holding the role, paged, filtered by user or nick name. */
export async function listRoleUsers(
  db: Db,
  query: AuthUserQuery,
  allocated: boolean,
): Promise<{ rows: RoleUser[]; total: number }> {
  await assertRole(db, query.roleId);
  const { n } = await userPage(db, query, allocated)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await userPage(db, query, allocated)
    .select(['id', 'user_name', 'nick_name', 'phonenumber', 'email', 'status', 'created_at'])
    .orderBy('users.id')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return {
    rows: rows.map((row) => ({
      userId: row.id,
      userName: row.user_name,
      nickName: row.nick_name,
      phonenumber: row.phonenumber,
      email: row.email,
      status: row.status,
      createTime: row.created_at,
    })),
    total: Number(n),
  };
}

async function assertUsersExist(db: Db, userIds: readonly number[]): Promise<void> {
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...userIds])
    .execute();
  if (found.length !== new Set(userIds).size) throw fieldError('userIds', 'messageUserUnknown');
}

/**
 * Serialises changes to who holds super_manager: on PostgreSQL the no-op update takes the role row's
 * lock until commit, so two admins removing the last two holders at once cannot both succeed; SQLite
 * runs one write transaction at a time anyway.
 */
async function lockRole(db: Db, roleId: number): Promise<void> {
  await db
    .updateTable('roles')
    .set((eb) => ({ sort: eb.ref('sort') }))
    .where('id', '=', roleId)
    .execute();
}

export async function assignRoleToUsers(
  db: Db,
  caller: AuthSession,
  roleId: number,
  userIds: readonly number[],
): Promise<number> {
  assertNotSelf(caller, userIds);
  return db.transaction().execute(async (trx) => {
    await assertRole(trx, roleId);
    assertWithin(caller.permissions, await permissionsOf(trx, [roleId]));
    await assertUsersExist(trx, userIds);
    await assertMayChange(trx, caller, userIds);
    const holders = new Set(
      (
        await trx
          .selectFrom('user_roles')
          .select('user_id')
          .where('role_id', '=', roleId)
          .where('user_id', 'in', [...userIds])
          .execute()
      ).map((row) => row.user_id),
    );
    const missing = [...new Set(userIds)].filter((userId) => !holders.has(userId));
    if (missing.length > 0) {
      await trx
        .insertInto('user_roles')
        .values(missing.map((userId) => ({ user_id: userId, role_id: roleId })))
        .execute();
    }
    return missing.length;
  });
}

export async function takeRoleFromUsers(
  db: Db,
  caller: AuthSession,
  roleId: number,
  userIds: readonly number[],
  now: Date,
): Promise<number> {
  assertNotSelf(caller, userIds);
  return db.transaction().execute(async (trx) => {
    const role = await assertRole(trx, roleId);
    assertWithin(caller.permissions, await permissionsOf(trx, [roleId]));
    await assertMayChange(trx, caller, userIds);
    await lockRole(trx, roleId);
    const result = await trx
      .deleteFrom('user_roles')
      .where('role_id', '=', roleId)
      .where('user_id', 'in', [...userIds])
      .executeTakeFirst();
    if (role.role_key === RoleKey.superManager) await assertSuperManagerRemains(trx, now, []);
    return Number(result.numDeletedRows);
  });
}

export async function userAuthRole(db: Db, caller: AuthSession, userId: number, lang: Lang): Promise<UserAuthRole> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'nick_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw userUnknown();
  const held = new Set(
    (await db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).execute()).map(
      (row) => row.role_id,
    ),
  );
  const roles = await selectRoles(db).orderBy('roles.sort').orderBy('roles.id').execute();
  const permissionRows = await db.selectFrom('role_permissions').select(['role_id', 'permission']).execute();
  const permissionsByRole = new Map<number, string[]>();
  for (const row of permissionRows) {
    permissionsByRole.set(row.role_id, [...(permissionsByRole.get(row.role_id) ?? []), row.permission]);
  }
  return {
    user: { userId: user.id, userName: user.user_name, nickName: user.nick_name },
    roles: roles.map((row) => ({
      ...toRole(row, lang),
      flag: held.has(row.id),
      grantable: isWithin(caller.permissions, permissionsByRole.get(row.id) ?? []),
    })),
  };
}

/**
 * Sets a user's roles to exactly `roleIds`. Every role given or taken must lie within the caller's own
 * permissions (so nobody raises themselves or others above what they hold, and a system administrator
 * cannot demote a super manager); the last super manager keeps the role. Takes effect on the user's
 * next call: the server reads roles and permissions afresh on every request (ucenter/tokens.ts).
 */
export async function setUserRoles(
  db: Db,
  caller: AuthSession,
  userId: number,
  roleIds: readonly number[],
  lang: Lang,
  now: Date,
): Promise<UserAuthRole> {
  const wanted = [...new Set(roleIds)];
  assertNotSelf(caller, [userId]);
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw userUnknown();
    await assertMayChange(trx, caller, [userId]);
    const roles = await trx
      .selectFrom('roles')
      .select(['id', 'role_key'])
      .where('id', 'in', wanted.length > 0 ? wanted : [-1])
      .execute();
    if (roles.length !== wanted.length) throw fieldError('roleIds', 'roleNotFound');
    const current = (await trx.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).execute()).map(
      (row) => row.role_id,
    );
    const added = wanted.filter((roleId) => !current.includes(roleId));
    const removed = current.filter((roleId) => !wanted.includes(roleId));
    for (const roleId of [...added, ...removed]) assertWithin(caller.permissions, await permissionsOf(trx, [roleId]));
    if (removed.length > 0) {
      const superRole = await trx
        .selectFrom('roles')
        .select('id')
        .where('role_key', '=', RoleKey.superManager)
        .executeTakeFirst();
      if (superRole && removed.includes(superRole.id)) await lockRole(trx, superRole.id);
      await trx.deleteFrom('user_roles').where('user_id', '=', userId).where('role_id', 'in', removed).execute();
      if (superRole && removed.includes(superRole.id)) await assertSuperManagerRemains(trx, now, []);
    }
    if (added.length > 0) {
      await trx
        .insertInto('user_roles')
        .values(added.map((roleId) => ({ user_id: userId, role_id: roleId })))
        .execute();
    }
  });
  return userAuthRole(db, caller, userId, lang);
}
