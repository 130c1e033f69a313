import type { z } from 'zod';
import { ALL_PERMISSIONS } from '../../../shared/access/permissions';
import type {
  EditRoleBodySchema,
  ListRolesQuerySchema,
  Role,
  RoleBodySchema,
  RoleDetail,
} from '../../../shared/api/roles';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';
import { AppError, fieldError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { assertWithin } from './grantRules';
import { knownPermissions } from './permissionCatalog';
import { isBuiltInKey, isProtectedKey, permissionsOf, roleDetail, selectRoles, toRole } from './roleQueries';

export const roleNotFound = () => new AppError(ResponseCode.notFound, 'roleNotFound');
const superProtected = () => new AppError(ResponseCode.forbidden, 'roleSuperProtected');

export async function listRoles(
  db: Db,
  query: z.output<typeof ListRolesQuerySchema>,
  lang: Lang,
): Promise<{ rows: Role[]; total: number }> {
  const filter = { roleName: query.roleName, roleKey: query.roleKey };
  const { n } = await selectRoles(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await selectRoles(db, filter)
    .orderBy('roles.sort')
    .orderBy('roles.id')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return { rows: rows.map((row) => toRole(row, lang)), total: Number(n) };
}

export async function getRole(db: Db, roleId: number, lang: Lang): Promise<RoleDetail> {
  const detail = await roleDetail(db, roleId, lang);
  if (!detail) throw roleNotFound();
  return detail;
}

/** Unknown strings are refused by name, so a typo never becomes a permission nobody can see. */
async function checkPermissions(db: Db, permissions: readonly string[]): Promise<string[]> {
  const known = await knownPermissions(db);
  const unknown = permissions.find((permission) => !known.has(permission));
  if (unknown !== undefined) throw fieldError('permissions', 'permissionUnknown', { permission: unknown });
  return [...new Set(permissions)].sort();
}

async function assertKeyFree(db: Db, roleKey: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('roles').select('id').where('role_key', '=', roleKey);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw fieldError('roleKey', 'roleKeyTaken');
}

export async function addRole(
  db: Db,
  caller: AuthSession,
  body: z.output<typeof RoleBodySchema>,
  lang: Lang,
): Promise<RoleDetail> {
  const permissions = await checkPermissions(db, body.permissions);
  assertWithin(caller.permissions, permissions);
  const id = await db.transaction().execute(async (trx) => {
    await assertKeyFree(trx, body.roleKey);
    const row = await trx
      .insertInto('roles')
      .values({ role_key: body.roleKey, name_zh: body.roleNameZh, name_en: body.roleNameEn, sort: body.roleSort })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (permissions.length > 0) {
      await trx
        .insertInto('role_permissions')
        .values(permissions.map((permission) => ({ role_id: row.id, permission })))
        .execute();
    }
    return row.id;
  });
  return getRole(db, id, lang);
}

/**
 * A caller changes only roles that lie within their own permissions, before and after the change: no
 * role gains what the caller lacks, and a role above the caller (super_manager for anyone without
 * *:*:*) is not theirs to rename or trim. super_manager keeps its key and exactly *:*:*.
 */
export async function editRole(
  db: Db,
  caller: AuthSession,
  body: z.output<typeof EditRoleBodySchema>,
  lang: Lang,
): Promise<RoleDetail> {
  const permissions = await checkPermissions(db, body.permissions);
  await db.transaction().execute(async (trx) => {
    const role = await trx
      .selectFrom('roles')
      .select(['id', 'role_key'])
      .where('id', '=', body.roleId)
      .executeTakeFirst();
    if (!role) throw roleNotFound();
    if (isProtectedKey(role.role_key)) {
      const unchanged = permissions.length === 1 && permissions[0] === ALL_PERMISSIONS;
      if (!unchanged || body.roleKey !== role.role_key) throw superProtected();
    }
    if (isBuiltInKey(role.role_key) && body.roleKey !== role.role_key) throw fieldError('roleKey', 'roleBuiltIn');
    assertWithin(caller.permissions, [...(await permissionsOf(trx, [role.id])), ...permissions]);
    await assertKeyFree(trx, body.roleKey, role.id);
    await trx
      .updateTable('roles')
      .set({ role_key: body.roleKey, name_zh: body.roleNameZh, name_en: body.roleNameEn, sort: body.roleSort })
      .where('id', '=', role.id)
      .execute();
    await trx.deleteFrom('role_permissions').where('role_id', '=', role.id).execute();
    if (permissions.length > 0) {
      await trx
        .insertInto('role_permissions')
        .values(permissions.map((permission) => ({ role_id: role.id, permission })))
        .execute();
    }
  });
  return getRole(db, body.roleId, lang);
}

/**
 * Deletes roles nobody holds. A held role is refused (not detached): taking a role from users is a
 * decision about those users, made on the assignment page where it is visible. All or nothing.
 */
export async function deleteRoles(
  db: Db,
  caller: AuthSession,
  roleIds: readonly number[],
  lang: Lang,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await selectRoles(trx, { roleIds }).execute();
    if (rows.length !== roleIds.length) throw roleNotFound();
    for (const row of rows) {
      const role = toRole(row, lang);
      if (role.protected) throw superProtected();
      if (role.builtIn) throw new AppError(ResponseCode.forbidden, 'roleBuiltIn');
      if (role.userCount > 0) {
        throw new AppError(ResponseCode.conflict, 'roleInUse', { role: role.roleName, count: role.userCount });
      }
      assertWithin(caller.permissions, await permissionsOf(trx, [role.roleId]));
    }
    await trx
      .deleteFrom('role_permissions')
      .where('role_id', 'in', [...roleIds])
      .execute();
    await trx
      .deleteFrom('roles')
      .where('id', 'in', [...roleIds])
      .execute();
    return rows.length;
  });
}
