import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  AddUserGroupBodySchema,
  GroupUsersQuerySchema,
  ListUserGroupsQuerySchema,
  UpdateUserGroupBodySchema,
  UserGroup,
} from '../../../shared/api/userGroups';
import type { User } from '../../../shared/api/users';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import type { Database } from '../../db/schema';
import { containsText } from '../../db/textMatch';
import { onUniqueViolation } from '../../db/uniqueViolation';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { assertMayHandOutGrantsOf, assertMayHandOutSafesOf, assertNotSelf } from '../access';
import { deleteGrantsOfSubjects } from '../grants';
import { assertMayChange, requireUsers } from './guards';
import { pageOfUsers, toUsers, whereContains } from './userRows';

const nameTaken = () => fieldError('groupName', 'groupNameTaken');
const groupNotFound = () => new AppError(ResponseCode.notFound, 'groupNotFound', {}, { data: { field: 'groupId' } });

function groupRows(db: Kysely<Database>) {
  return db.selectFrom('user_groups').select([
    'user_groups.id',
    'user_groups.group_name',
    'user_groups.remark',
    'user_groups.created_at',
    'user_groups.updated_at',
    (eb) =>
      eb
        .selectFrom('user_group_members')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .whereRef('user_group_members.group_id', '=', 'user_groups.id')
        .as('member_count'),
  ]);
}

type GroupRow = Awaited<ReturnType<ReturnType<typeof groupRows>['executeTakeFirstOrThrow']>>;

const toGroup = (row: GroupRow): UserGroup => ({
  groupId: row.id,
  groupName: row.group_name,
  remark: row.remark,
  memberCount: Number(row.member_count ?? 0),
  createTime: row.created_at,
  updateTime: row.updated_at,
});

export async function listGroups(
  db: Kysely<Database>,
  query: z.output<typeof ListUserGroupsQuerySchema>,
): Promise<{ rows: UserGroup[]; total: number }> {
  let base = db.selectFrom('user_groups');
  if (query.groupName) {
    base = base.where(containsText('user_groups.group_name', query.groupName));
  }
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const ids = await base
    .select('user_groups.id')
    .orderBy('user_groups.created_at', 'desc')
    .orderBy('user_groups.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  if (ids.length === 0) return { rows: [], total: Number(total) };
  const rows = await groupRows(db)
    .where(
      'user_groups.id',
      'in',
      ids.map((row) => row.id),
    )
    .orderBy('user_groups.created_at', 'desc')
    .orderBy('user_groups.id', 'desc')
    .execute();
  return { rows: rows.map(toGroup), total: Number(total) };
}

export async function getGroup(db: Kysely<Database>, groupId: number): Promise<UserGroup> {
  const row = await groupRows(db).where('user_groups.id', '=', groupId).executeTakeFirst();
  if (!row) throw groupNotFound();
  return toGroup(row);
}

/** Members (inGroup true) or the users outside the group (the picker), filtered by user name, paged. */
export async function listGroupUsers(
  deps: Deps,
  query: z.output<typeof GroupUsersQuerySchema>,
  inGroup: boolean,
  lang: Lang,
): Promise<{ rows: User[]; total: number }> {
  await getGroup(deps.db, query.groupId);
  const members = deps.db
    .selectFrom('user_group_members')
    .select('user_group_members.user_id')
    .where('user_group_members.group_id', '=', query.groupId);
  let base = deps.db.selectFrom('users').where('users.id', inGroup ? 'in' : 'not in', members);
  base = whereContains(base, 'user_name', query.userName);
  const page = await pageOfUsers(base, query);
  return { rows: await toUsers(deps.db, page.rows, deps.now(), lang), total: page.total };
}

export async function addGroup(
  deps: Deps,
  caller: AuthSession,
  body: z.output<typeof AddUserGroupBodySchema>,
): Promise<number> {
  assertNotSelf(caller, body.userIds);
  const now = deps.now().toISOString();
  const write = () =>
    deps.db.transaction().execute(async (trx) => {
      await assertNameFree(trx, body.groupName, null);
      const { id } = await trx
        .insertInto('user_groups')
        .values({ group_name: body.groupName, remark: body.remark, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (body.userIds.length > 0) await insertMembers(trx, caller, id, body.userIds, now);
      return id;
    });
  return onUniqueViolation(write, nameTaken);
}

export async function updateGroup(deps: Deps, body: z.output<typeof UpdateUserGroupBodySchema>): Promise<void> {
  const write = () =>
    deps.db.transaction().execute(async (trx) => {
      await getGroup(trx, body.groupId);
      await assertNameFree(trx, body.groupName, body.groupId);
      await trx
        .updateTable('user_groups')
        .set({ group_name: body.groupName, remark: body.remark, updated_at: deps.now().toISOString() })
        .where('id', '=', body.groupId)
        .execute();
    });
  await onUniqueViolation(write, nameTaken);
}

export async function deleteGroups(deps: Deps, groupIds: readonly number[]): Promise<void> {
  const ids = [...new Set(groupIds)];
  await deps.db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('user_groups').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw groupNotFound();
    await deleteGrantsOfSubjects(trx, 'group', ids);
    await trx.deleteFrom('user_groups').where('id', 'in', ids).execute();
  });
}

/** Groups carry authorisations: nobody adds or removes themselves (access/selfChange.ts). */
export async function addMembers(
  deps: Deps,
  caller: AuthSession,
  groupId: number,
  userIds: readonly number[],
): Promise<void> {
  assertNotSelf(caller, userIds);
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await getGroup(trx, groupId);
    await insertMembers(trx, caller, groupId, userIds, now);
  });
}

export async function removeMembers(
  deps: Deps,
  caller: AuthSession,
  groupId: number,
  userIds: readonly number[],
): Promise<void> {
  assertNotSelf(caller, userIds);
  await deps.db.transaction().execute(async (trx) => {
    await getGroup(trx, groupId);
    await assertMayChange(trx, caller, userIds);
    await trx
      .deleteFrom('user_group_members')
      .where('group_id', '=', groupId)
      .where('user_id', 'in', [...new Set(userIds)])
      .execute();
  });
}

/** Adds the users not yet in the group (members already in stay as they are); unknown users refuse the change. */
async function insertMembers(
  trx: Kysely<Database>,
  caller: AuthSession,
  groupId: number,
  userIds: readonly number[],
  at: string,
) {
  const ids = [...new Set(userIds)];
  await requireUsers(trx, ids);
  await assertMayChange(trx, caller, ids);
  await assertMayHandOutGrantsOf(trx, caller, { kind: 'group', ids: [groupId] }, new Date(at));
  await assertMayHandOutSafesOf(trx, caller, groupId, new Date(at));
  // ON CONFLICT DO NOTHING: two administrators adding the same user at once both succeed.
  await trx
    .insertInto('user_group_members')
    .values(ids.map((userId) => ({ group_id: groupId, user_id: userId, created_at: at })))
    .onConflict((conflict) => conflict.columns(['group_id', 'user_id']).doNothing())
    .execute();
}

async function assertNameFree(trx: Kysely<Database>, name: string, exceptId: number | null) {
  let query = trx.selectFrom('user_groups').select('id').where('group_name', '=', name);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw nameTaken();
}
