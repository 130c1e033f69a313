import type { Kysely } from 'kysely';
import { ResponseCode } from '../../../shared/codes';
import { UserStatus } from '../../../shared/enums';
import type { MessageKey } from '../../../shared/messages';
import { RoleKey } from '../../../shared/permissions';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/appError';
import type { AuthSession } from '../../http/handler';
import { userStatusIs } from '../ucenter/accountState';

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
 * Only a super manager may change a super manager (a system administrator could otherwise reset the
 * super manager's password and take the account over).
 */
export async function assertMayChange(
  db: Kysely<Database>,
  caller: AuthSession,
  userIds: readonly number[],
): Promise<Set<number>> {
  const managers = await superManagersAmong(db, userIds);
  if (managers.size > 0 && !caller.roles.includes(RoleKey.superManager)) throw refused('superManagerOnly');
  return managers;
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
