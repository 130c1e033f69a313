import { RoleKey } from '../../../shared/access/permissions';
import type { Db } from '../../db/database';

/** Whether a user holding the super_manager role exists. */
export async function isInitialised(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('user_roles.user_id')
    .where('roles.role_key', '=', RoleKey.superManager)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
