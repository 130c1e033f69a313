import { sql } from 'kysely';
import type { z } from 'zod';
import { hasAllPermissions, hasPermission, Permission } from '../../../shared/access/permissions';
import type {
  AddMembersBodySchema,
  DeptMember,
  ListCandidatesQuerySchema,
  ListMembersQuerySchema,
  UpdateMemberBodySchema,
} from '../../../shared/api/departments';
import { ResponseCode } from '../../../shared/codes';
import { DeptRole } from '../../../shared/enums';
import type { Db } from '../../db/database';
import { escapeLike } from '../../db/textMatch';
import type { Deps } from '../../deps';
import { AppError, fieldError, forbidden } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { assertMayHandOutDeptRole, assertMayHandOutGrantsOf, assertNotSelf } from '../access';
import { assertMayChange } from '../users';
import { deptNotFound } from './deptService';
import { loadDeptTree } from './deptTree';
import { canManageDepartment } from './scopeService';

const MEMBER_COLUMNS = [
  'id',
  'user_name',
  'nick_name',
  'phonenumber',
  'email',
  'status',
  'dept_id',
  'dept_role',
] as const;

type MemberRow = {
  id: number;
  user_name: string;
  nick_name: string;
  phonenumber: string;
  email: string;
  status: number;
  dept_id: number | null;
  dept_role: number;
};

const toMember = (row: MemberRow): DeptMember => ({
  userId: row.id,
  userName: row.user_name,
  nickName: row.nick_name,
  phonenumber: row.phonenumber,
  email: row.email,
  status: row.status,
  deptId: row.dept_id,
  deptRole: row.dept_id === null ? 0 : row.dept_role,
});

async function assertDeptExists(db: Db, deptId: number): Promise<void> {
  const row = await db.selectFrom('departments').select('id').where('id', '=', deptId).executeTakeFirst();
  if (!row) throw deptNotFound();
}

/**
 * Who may act on a department's members: holders of the global permissions (system:department:query to
 * read; plus system:user:edit to change), or — without them — a supervisor of that department or of one
 * above it (spec §6: a supervisor manages the department, its subdepartments and all their members).
 */
export async function assertMemberAccess(db: Db, caller: AuthSession, deptId: number, change: boolean): Promise<void> {
  const global = change
    ? hasAllPermissions(caller.permissions, [Permission.departmentQuery, Permission.userEdit])
    : hasPermission(caller.permissions, Permission.departmentQuery);
  if (global) {
    await assertDeptExists(db, deptId);
    return;
  }
  if (!(await canManageDepartment(db, caller.userId, deptId))) throw forbidden();
}

/** Members of one department (deptId) or users in none (null), filtered by user or nick name. */
function usersIn(db: Db, deptId: number | null, userName: string | undefined) {
  let query = db.selectFrom('users').where('dept_id', deptId === null ? 'is' : '=', deptId);
  if (userName) {
    const pattern = `%${escapeLike(userName.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(users.user_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(users.nick_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return query;
}

async function page(
  db: Db,
  deptId: number | null,
  query: { userName?: string | undefined; pageNum: number; pageSize: number },
) {
  const { n } = await usersIn(db, deptId, query.userName)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await usersIn(db, deptId, query.userName)
    .select([...MEMBER_COLUMNS])
    .orderBy('dept_role')
    .orderBy('id')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return { rows: rows.map(toMember), total: Number(n) };
}

export async function listMembers(db: Db, caller: AuthSession, query: z.output<typeof ListMembersQuerySchema>) {
  await assertMemberAccess(db, caller, query.deptId, false);
  return page(db, query.deptId, query);
}

export function listCandidates(db: Db, query: z.output<typeof ListCandidatesQuerySchema>) {
  return page(db, null, query);
}

/**
 * Puts users into the department with one department role. A user already in another department is
 * refused by name (one department at most: move them out there first); one already here gets the role.
 * Nobody puts themselves in, and the caller must hold the reach the role hands out (access/deptHandOut.ts).
 */
export async function addMembers(
  deps: Deps,
  caller: AuthSession,
  body: z.output<typeof AddMembersBodySchema>,
): Promise<number> {
  if (!hasPermission(caller.permissions, Permission.userEdit)) throw forbidden();
  const userIds = [...new Set(body.userIds)];
  assertNotSelf(caller, userIds);
  return deps.db.transaction().execute(async (trx) => {
    if (deps.dialect === 'postgres') await sql`select pg_advisory_xact_lock(7426001)`.execute(trx);
    const tree = await loadDeptTree(trx);
    if (!tree.get(body.deptId)) throw deptNotFound();
    await assertMayHandOutDeptRole(trx, caller, body.deptId, body.deptRole, tree);
    const users = await trx
      .selectFrom('users')
      .select(['id', 'user_name', 'dept_id'])
      .where('id', 'in', userIds)
      .execute();
    if (users.length !== userIds.length) throw fieldError('userIds', 'messageUserUnknown');
    const elsewhere = users.find((user) => user.dept_id !== null && user.dept_id !== body.deptId);
    if (elsewhere) throw new AppError(ResponseCode.conflict, 'userInOtherDept', { user: elsewhere.user_name });
    await assertMayChange(trx, caller, userIds);
    const covering = tree.ancestry(body.deptId).map((dept) => dept.id);
    await assertMayHandOutGrantsOf(trx, caller, { kind: 'dept', ids: covering }, deps.now());
    await trx
      .updateTable('users')
      .set({ dept_id: body.deptId, dept_role: body.deptRole, updated_at: deps.now().toISOString() })
      .where('id', 'in', userIds)
      .execute();
    return userIds.length;
  });
}

async function assertMembers(db: Db, deptId: number, userIds: readonly number[]): Promise<void> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('dept_id', '=', deptId)
    .where('id', 'in', [...userIds])
    .execute();
  if (rows.length !== new Set(userIds).size) throw fieldError('userId', 'notDeptMember');
}

export async function updateMember(
  deps: Deps,
  caller: AuthSession,
  body: z.output<typeof UpdateMemberBodySchema>,
): Promise<DeptMember> {
  await assertMemberAccess(deps.db, caller, body.deptId, true);
  assertNotSelf(caller, [body.userId]);
  await deps.db.transaction().execute(async (trx) => {
    await assertMembers(trx, body.deptId, [body.userId]);
    await assertMayChange(trx, caller, [body.userId]);
    await assertMayHandOutDeptRole(trx, caller, body.deptId, body.deptRole);
    await trx
      .updateTable('users')
      .set({ dept_role: body.deptRole, updated_at: deps.now().toISOString() })
      .where('id', '=', body.userId)
      .where('dept_id', '=', body.deptId)
      .execute();
  });
  const row = await deps.db
    .selectFrom('users')
    .select([...MEMBER_COLUMNS])
    .where('id', '=', body.userId)
    .executeTakeFirstOrThrow();
  return toMember(row);
}

export async function removeMembers(
  deps: Deps,
  caller: AuthSession,
  deptId: number,
  userIds: readonly number[],
): Promise<number> {
  await assertMemberAccess(deps.db, caller, deptId, true);
  assertNotSelf(caller, userIds);
  return deps.db.transaction().execute(async (trx) => {
    await assertMembers(trx, deptId, userIds);
    await assertMayChange(trx, caller, userIds);
    const result = await trx
      .updateTable('users')
      .set({ dept_id: null, dept_role: DeptRole.normalMember, updated_at: deps.now().toISOString() })
      .where('dept_id', '=', deptId)
      .where('id', 'in', [...userIds])
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
}
