import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { User } from '../../../shared/api/users';
import type { Lang } from '../../../shared/messages';
import type { Database, UserRow } from '../../db/schema';
import { containsText } from '../../db/textMatch';
import { effectiveUserStatus } from '../ucenter';

/** The list row of a user: effective status at `now`, roles named in the reader's language. */
export async function toUsers(db: Kysely<Database>, rows: readonly UserRow[], now: Date, lang: Lang): Promise<User[]> {
  const roles = await rolesOf(
    db,
    rows.map((row) => row.id),
    lang,
  );
  return rows.map((row) => ({
    userId: row.id,
    userName: row.user_name,
    nickName: row.nick_name,
    phonenumber: row.phonenumber,
    email: row.email,
    userKind: row.user_kind,
    userSource: row.user_source,
    status: effectiveUserStatus(row, now),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    mustChangePassword: row.must_change_password === 1,
    lockedUntil: row.locked_until !== null && Date.parse(row.locked_until) > now.getTime() ? row.locked_until : null,
    roles: roles.get(row.id) ?? [],
    createTime: row.created_at,
    updateTime: row.updated_at,
  }));
}

async function rolesOf(db: Kysely<Database>, userIds: readonly number[], lang: Lang) {
  const byUser = new Map<number, User['roles']>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.role_key', 'roles.name_zh', 'roles.name_en'])
    .where('user_roles.user_id', 'in', [...userIds])
    .orderBy('roles.sort')
    .orderBy('roles.id')
    .execute();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ roleId: row.id, roleKey: row.role_key, roleName: lang === 'en' ? row.name_en : row.name_zh });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

/**
 * A case-insensitive "contains" on a users column: lower() on both sides, because SQLite's like ignores
 * case and PostgreSQL's does not, and people expect the former.
 */
export function whereContains<O>(
  query: SelectQueryBuilder<Database, 'users', O>,
  column: 'user_name' | 'nick_name' | 'phonenumber',
  text: string | undefined,
): SelectQueryBuilder<Database, 'users', O> {
  if (!text) return query;
  return query.where(containsText(`users.${column}`, text));
}

/** One page of a users query, newest first, with its total. */
export async function pageOfUsers<O>(
  query: SelectQueryBuilder<Database, 'users', O>,
  paging: { pageNum: number; pageSize: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const { total } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .clearSelect()
    .selectAll('users')
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute();
  return { rows: rows as UserRow[], total: Number(total) };
}
