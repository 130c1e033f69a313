import type { Db } from '../../db/database';

export interface Authority {
  roleIds: number[];
  roles: string[];
  permissions: string[];
}

/** The user's role keys and the union of their roles' permissions. */
export async function loadAuthority(db: Db, userId: number): Promise<Authority> {
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.role_key'])
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.sort')
    .orderBy('roles.id')
    .execute();
  const roleIds = roles.map((role) => role.id);
  const permissions =
    roleIds.length === 0
      ? []
      : await db
          .selectFrom('role_permissions')
          .select('permission')
          .distinct()
          .where('role_id', 'in', roleIds)
          .orderBy('permission')
          .execute();
  return {
    roleIds,
    roles: roles.map((role) => role.role_key),
    permissions: permissions.map((row) => row.permission),
  };
}
