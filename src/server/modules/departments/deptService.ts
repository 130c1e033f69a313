import { sql } from 'kysely';
import type { z } from 'zod';
import type { Dept, DeptBodySchema, DeptNode, EditDeptBodySchema } from '../../../shared/api/departments';
import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { assertMayMoveDept } from '../access';
import { deleteGrantsOfSubjects } from '../grants';
import { type DeptTree, loadDeptTree } from './deptTree';

export const deptNotFound = () => new AppError(ResponseCode.notFound, 'deptNotFound');

async function memberCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => ['dept_id', eb.fn.countAll().as('n')])
    .where('dept_id', 'is not', null)
    .groupBy('dept_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.dept_id), Number(row.n)]));
}

export async function deptList(db: Db): Promise<DeptNode[]> {
  const [tree, counts] = await Promise.all([loadDeptTree(db), memberCounts(db)]);
  const build = (parentId: number | null): DeptNode[] =>
    tree.children(parentId).map((row) => ({
      deptId: row.id,
      parentId: row.parent_id,
      deptName: row.name,
      orderNum: row.sort,
      memberCount: counts.get(row.id) ?? 0,
      children: build(row.id),
    }));
  return build(null);
}

export async function deptDetail(db: Db, deptId: number): Promise<Dept> {
  const [tree, counts] = await Promise.all([loadDeptTree(db), memberCounts(db)]);
  const dept = toDept(tree, counts, deptId);
  if (!dept) throw deptNotFound();
  return dept;
}

/** Departments by id, in tree order (parents before children, siblings by orderNum). */
export async function deptsByIds(db: Db, deptIds: readonly number[]): Promise<Dept[]> {
  if (deptIds.length === 0) return [];
  const [tree, counts] = await Promise.all([loadDeptTree(db), memberCounts(db)]);
  const wanted = new Set(deptIds);
  const ordered: Dept[] = [];
  const walk = (parentId: number | null) => {
    for (const row of tree.children(parentId)) {
      const dept = wanted.has(row.id) ? toDept(tree, counts, row.id) : undefined;
      if (dept) ordered.push(dept);
      walk(row.id);
    }
  };
  walk(null);
  return ordered;
}

function toDept(tree: DeptTree, counts: Map<number, number>, deptId: number): Dept | undefined {
  const row = tree.get(deptId);
  if (!row) return undefined;
  return {
    deptId: row.id,
    parentId: row.parent_id,
    deptName: row.name,
    orderNum: row.sort,
    memberCount: counts.get(row.id) ?? 0,
    childCount: tree.children(row.id).length,
    path: tree
      .ancestry(row.id)
      .reverse()
      .map((dept) => dept.name),
  };
}

/**
 * Tree changes one at a time: on PostgreSQL two concurrent moves (A under B, B under A) could each pass
 * the cycle check; the transaction-scoped advisory lock makes the second wait and see the first.
 */
async function lockTree(deps: Deps, trx: Db): Promise<DeptTree> {
  if (deps.dialect === 'postgres') await sql`select pg_advisory_xact_lock(7426001)`.execute(trx);
  return loadDeptTree(trx);
}

function assertNameFree(tree: DeptTree, parentId: number | null, name: string, exceptId?: number): void {
  const clash = tree.children(parentId).some((row) => row.id !== exceptId && row.name === name);
  if (clash) throw fieldError('deptName', 'deptNameTaken');
}

function assertParent(tree: DeptTree, parentId: number | null): void {
  if (parentId !== null && !tree.get(parentId)) throw fieldError('parentId', 'deptNotFound');
}

export async function addDept(deps: Deps, body: z.output<typeof DeptBodySchema>): Promise<Dept> {
  const now = deps.now().toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const tree = await lockTree(deps, trx);
    assertParent(tree, body.parentId);
    assertNameFree(tree, body.parentId, body.deptName);
    const row = await trx
      .insertInto('departments')
      .values({ parent_id: body.parentId, name: body.deptName, sort: body.orderNum, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return deptDetail(deps.db, id);
}

/**
 * Rename, reorder or move; a department cannot move under itself or anything below it. A move hands the
 * department's subtree to everyone with a department role above its new place, so the caller must hold
 * the full reach (view, log in, manage) over it, as for making someone its supervisor.
 */
export async function editDept(
  deps: Deps,
  caller: AuthSession,
  body: z.output<typeof EditDeptBodySchema>,
): Promise<Dept> {
  await deps.db.transaction().execute(async (trx) => {
    const tree = await lockTree(deps, trx);
    const current = tree.get(body.deptId);
    if (!current) throw deptNotFound();
    if (current.parent_id !== body.parentId) await assertMayMoveDept(trx, caller, body.deptId, tree);
    if (body.parentId !== null && tree.subtree(body.deptId).includes(body.parentId)) {
      throw fieldError('parentId', 'deptParentInvalid');
    }
    assertParent(tree, body.parentId);
    assertNameFree(tree, body.parentId, body.deptName, body.deptId);
    await trx
      .updateTable('departments')
      .set({
        parent_id: body.parentId,
        name: body.deptName,
        sort: body.orderNum,
        updated_at: deps.now().toISOString(),
      })
      .where('id', '=', body.deptId)
      .execute();
  });
  return deptDetail(deps.db, body.deptId);
}

/** Only an empty department goes: no subdepartments, no members (they are moved or removed first). */
export async function deleteDept(deps: Deps, deptId: number): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const tree = await lockTree(deps, trx);
    if (!tree.get(deptId)) throw deptNotFound();
    if (tree.children(deptId).length > 0) throw new AppError(ResponseCode.conflict, 'deptHasChildren');
    const member = await trx.selectFrom('users').select('id').where('dept_id', '=', deptId).limit(1).executeTakeFirst();
    if (member) throw new AppError(ResponseCode.conflict, 'deptHasMembers');
    await deleteGrantsOfSubjects(trx, 'dept', [deptId]);
    await trx.deleteFrom('departments').where('id', '=', deptId).execute();
    return 1;
  });
}
