import type { Db } from '../../db/database';

export interface Authority {
  roleIds: number[];
  roles: string[];
  permissions: string[];
}

/** Role and permission rows of some user (one row per role and permission; a role without any gives one null). */
function authorityRows(db: Db) {
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .leftJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
    .select(['roles.id', 'roles.role_key', 'role_permissions.permission'])
    .orderBy('roles.sort')
    .orderBy('roles.id');
}

function toAuthority(rows: { id: number; role_key: string; permission: string | null }[]): Authority {
  const roles = new Map<number, string>();
  const permissions = new Set<string>();
  for (const row of rows) {
    roles.set(row.id, row.role_key);
    if (row.permission !== null) permissions.add(row.permission);
  }
  return { roleIds: [...roles.keys()], roles: [...roles.values()], permissions: [...permissions].sort() };
}

/** The user's role keys (in role order) and the union of their roles' permissions, in one query. */
export async function loadAuthority(db: Db, userId: number): Promise<Authority> {
  return toAuthority(await authorityRows(db).where('user_roles.user_id', '=', userId).execute());
}

/**
 * The authority of the user behind a sign-in token, read beside the token itself (every authenticated request
 * does both): the caller checks that the token is live before using it.
 */
export async function loadTokenAuthority(db: Db, tokenHash: string): Promise<Authority> {
  const owner = db
    .selectFrom('auth_tokens')
    .select('auth_tokens.user_id')
    .where('auth_tokens.token_hash', '=', tokenHash);
  return toAuthority(await authorityRows(db).where('user_roles.user_id', 'in', owner).execute());
}
