import { sql } from 'kysely';
import { RoleKey } from '../../../shared/access/permissions';
import type { Role, RoleDetail } from '../../../shared/api/roles';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';
import { roleSeed } from '../../db/seed/roles';
import { escapeLike } from '../../db/textMatch';

/** The six roles of spec §6: the seed brings them back at every start, so they cannot be deleted. */
const BUILT_IN_KEYS: ReadonlySet<string> = new Set(roleSeed.map((role) => role.roleKey));

export const isBuiltInKey = (roleKey: string) => BUILT_IN_KEYS.has(roleKey);
export const isProtectedKey = (roleKey: string) => roleKey === RoleKey.superManager;

export interface RoleFilter {
  roleName?: string | undefined;
  roleKey?: string | undefined;
  roleIds?: readonly number[];
}

/** Roles with their holder and permission counts; `like` filters ignore case on both databases. */
export function selectRoles(db: Db, filter: RoleFilter = {}) {
  let query = db.selectFrom('roles').select((eb) => [
    'roles.id',
    'roles.role_key',
    'roles.name_zh',
    'roles.name_en',
    'roles.sort',
    eb
      .selectFrom('user_roles')
      .select((inner) => inner.fn.countAll().as('n'))
      .whereRef('user_roles.role_id', '=', 'roles.id')
      .as('user_count'),
    eb
      .selectFrom('role_permissions')
      .select((inner) => inner.fn.countAll().as('n'))
      .whereRef('role_permissions.role_id', '=', 'roles.id')
      .as('permission_count'),
  ]);
  if (filter.roleName) {
    const pattern = `%${escapeLike(filter.roleName.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(roles.name_zh)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(roles.name_en)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  if (filter.roleKey) {
    const pattern = `%${escapeLike(filter.roleKey.toLowerCase())}%`;
    query = query.where(sql`lower(roles.role_key)`, 'like', sql`${pattern} escape '\\'`);
  }
  if (filter.roleIds) query = query.where('roles.id', 'in', filter.roleIds.length > 0 ? [...filter.roleIds] : [-1]);
  return query;
}

type RoleRow = {
  id: number;
  role_key: string;
  name_zh: string;
  name_en: string;
  sort: number;
  user_count: unknown;
  permission_count: unknown;
};

export function toRole(row: RoleRow, lang: Lang): Role {
  return {
    roleId: row.id,
    roleKey: row.role_key,
    roleName: lang === 'en' ? row.name_en : row.name_zh,
    roleNameZh: row.name_zh,
    roleNameEn: row.name_en,
    roleSort: row.sort,
    builtIn: isBuiltInKey(row.role_key),
    protected: isProtectedKey(row.role_key),
    userCount: Number(row.user_count ?? 0),
    permissionCount: Number(row.permission_count ?? 0),
  };
}

export async function permissionsOf(db: Db, roleIds: readonly number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectFrom('role_permissions')
    .select('permission')
    .distinct()
    .where('role_id', 'in', [...roleIds])
    .orderBy('permission')
    .execute();
  return rows.map((row) => row.permission);
}

export async function roleDetail(db: Db, roleId: number, lang: Lang): Promise<RoleDetail | undefined> {
  const row = await selectRoles(db, { roleIds: [roleId] }).executeTakeFirst();
  if (!row) return undefined;
  return { ...toRole(row, lang), permissions: await permissionsOf(db, [roleId]) };
}

/** Users holding the role. */
export async function holdersOf(db: Db, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId).execute();
  return rows.map((row) => row.user_id);
}
