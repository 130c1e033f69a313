import { sql } from 'kysely';
import type { MergePlan, MergeResult } from '../../../shared/api/labels';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import { targetsOf } from '../tasks';
import {
  findTag,
  loadCounts,
  loadUseBook,
  policiesListing,
  type TagRow,
  tasksListing,
  tasksNaming,
  type UseBook,
  usageOf,
} from './labelUses';
import { tellsApart } from './selectorTags';
import { targetsText, usesText } from './usesText';

/**
 * The label writes that must see every use at once (docs/labels.md): merge, delete of an unused label, and the
 * guards the asset page's rename and delete go through. Policies and tasks name labels by id (rewritten by a
 * merge) and task selectors by name (never rewritten: a change that would make a selector match differently is
 * refused, naming the tasks).
 */

type LinkTable = 'asset_tags' | 'account_tags';
const LINK_COLUMN = { asset_tags: 'asset_id', account_tags: 'account_id' } as const;

/** The links of the source whose asset or account does not carry the target yet, as a FROM … WHERE clause. */
const sourceOnly = (table: LinkTable, sourceId: number, targetId: number) => {
  const column = sql.ref(LINK_COLUMN[table]);
  return sql`from ${sql.table(table)} s where s.tag_id = ${sourceId} and not exists (
    select 1 from ${sql.table(table)} t where t.${column} = s.${column} and t.tag_id = ${targetId})`;
};

async function movedCount(db: Db, table: LinkTable, sourceId: number, targetId: number): Promise<number> {
  const { rows } = await sql<{
    n: string | number;
  }>`select count(*) as n ${sourceOnly(table, sourceId, targetId)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

interface LoadedPlan {
  plan: MergePlan;
  source: TagRow;
  target: TagRow;
  book: UseBook;
}

async function loadPlan(db: Db, sourceId: number, targetId: number, lock: boolean): Promise<LoadedPlan> {
  if (sourceId === targetId) throw fieldError('targetId', 'labelMergeSame');
  const source = await findTag(db, sourceId, 'sourceId', lock);
  const target = await findTag(db, targetId, 'targetId', lock);
  const [book, counts, movedAssets, movedAccounts] = await Promise.all([
    loadUseBook(db, lock),
    loadCounts(db, [sourceId, targetId]),
    movedCount(db, 'asset_tags', sourceId, targetId),
    movedCount(db, 'account_tags', sourceId, targetId),
  ]);
  const lists = (tagIds: readonly number[]) => ({
    listsSource: tagIds.includes(sourceId),
    listsTarget: tagIds.includes(targetId),
  });
  const plan: MergePlan = {
    source: usageOf(source, counts, book),
    target: usageOf(target, counts, book),
    movedAssets,
    movedAccounts,
    policies: book.policies
      .filter((policy) => policy.tagIds.includes(sourceId) || policy.tagIds.includes(targetId))
      .map((policy) => ({ policyId: policy.id, policyName: policy.name, ...lists(policy.tagIds) })),
    tasks: book.tasks
      .filter((task) => task.tagIds.includes(sourceId) || task.tagIds.includes(targetId))
      .map((task) => ({ taskId: task.id, taskName: task.name, ...lists(task.tagIds) })),
    blockingTasks: book.tasks
      .filter((task) => tellsApart(task.tests, source.name, target.name))
      .map((task) => ({ taskId: task.id, taskName: task.name })),
  };
  return { plan, source, target, book };
}

/** What a merge would do; the merge itself reads the same plan again inside its transaction. */
export async function previewMerge(db: Db, sourceId: number, targetId: number): Promise<MergePlan> {
  return (await loadPlan(db, sourceId, targetId, false)).plan;
}

/** 任务“A”、“B” / tasks "A", "B". */
const formatTasks = (names: readonly string[], lang: Lang) => targetsText([], names, lang);

const retargeted = (tagIds: readonly number[], sourceId: number, targetId: number) =>
  [...new Set(tagIds.map((id) => (id === sourceId ? targetId : id)))].sort((a, b) => a - b);

/** Moves links of `table` from the source to the target (none twice), then drops the source's. */
async function moveLinks(db: Db, table: LinkTable, sourceId: number, targetId: number): Promise<void> {
  const column = sql.ref(LINK_COLUMN[table]);
  // The target id is a validated integer, written as a literal: PostgreSQL cannot type a parameter in the select list.
  await sql`insert into ${sql.table(table)} (${column}, tag_id)
    select s.${column}, ${sql.lit(targetId)} ${sourceOnly(table, sourceId, targetId)}`.execute(db);
  await db.deleteFrom(table).where('tag_id', '=', sourceId).execute();
}

/**
 * Merges the source label into the target in one transaction: every asset and account carrying the source carries
 * the target, every behaviour policy and task listing the source lists the target instead, and the source is
 * deleted. Refused (nothing written) when a task's selector tells the two names apart, naming the tasks. On
 * PostgreSQL the two labels and the policy and task rows are locked first, so a save racing the merge waits for it
 * (and a new link to the source then fails on its foreign key) instead of being lost.
 */
export async function mergeLabels(deps: Deps, sourceId: number, targetId: number, lang: Lang): Promise<MergeResult> {
  const lock = deps.dialect === 'postgres';
  return deps.db.transaction().execute(async (trx) => {
    const { plan, source, target, book } = await loadPlan(trx, sourceId, targetId, lock);
    if (plan.blockingTasks.length > 0)
      throw new AppError(
        ResponseCode.conflict,
        'labelMergeSelector',
        {
          tasks: formatTasks(
            plan.blockingTasks.map((task) => task.taskName),
            lang,
          ),
          source: source.name,
          target: target.name,
        },
        { data: { field: 'sourceId' } },
      );
    const now = deps.now().toISOString();
    await moveLinks(trx, 'asset_tags', sourceId, targetId);
    await moveLinks(trx, 'account_tags', sourceId, targetId);
    const policies = policiesListing(book, sourceId);
    for (const policy of policies)
      await trx
        .updateTable('behavior_policies')
        .set({ tag_ids: JSON.stringify(retargeted(policy.tagIds, sourceId, targetId)), updated_at: now })
        .where('id', '=', policy.id)
        .execute();
    const tasks = tasksListing(book, sourceId);
    for (const task of tasks) {
      // Read again for the other targets, which the book does not keep.
      const row = await trx.selectFrom('tasks').select('targets').where('id', '=', task.id).executeTakeFirstOrThrow();
      const targets = { ...targetsOf(row), tagIds: retargeted(task.tagIds, sourceId, targetId) };
      await trx
        .updateTable('tasks')
        .set({ targets: JSON.stringify(targets), updated_at: now })
        .where('id', '=', task.id)
        .execute();
    }
    await trx.deleteFrom('tags').where('id', '=', sourceId).execute();
    await trx.updateTable('tags').set({ updated_at: now }).where('id', '=', targetId).execute();
    return {
      targetId,
      movedAssets: plan.movedAssets,
      movedAccounts: plan.movedAccounts,
      retargetedPolicies: policies.length,
      retargetedTasks: tasks.length,
    };
  });
}

/** Deletes a label nothing uses; a used one is refused, naming its uses (counts of assets and accounts, names of the rest). */
export async function removeUnusedLabel(deps: Deps, tagId: number, lang: Lang): Promise<{ deleted: number }> {
  const lock = deps.dialect === 'postgres';
  return deps.db.transaction().execute(async (trx) => {
    const row = await findTag(trx, tagId, 'tagId', lock);
    const book = await loadUseBook(trx, lock);
    const usage = usageOf(row, await loadCounts(trx, [tagId]), book);
    if (usage.inUse) {
      const tasks = [...new Set([...tasksListing(book, tagId), ...tasksNaming(book, row.name)])];
      throw new AppError(
        ResponseCode.conflict,
        'labelInUse',
        {
          name: row.name,
          uses: usesText(
            usage,
            policiesListing(book, tagId).map((policy) => policy.name),
            tasks.map((task) => task.name),
            lang,
          ),
        },
        { data: { field: 'tagId' } },
      );
    }
    const result = await trx.deleteFrom('tags').where('id', '=', tagId).executeTakeFirst();
    return { deleted: Number(result.numDeletedRows) };
  });
}

/**
 * The asset page's delete takes a label off its assets and accounts; it must not also pull it out from under a
 * policy or task (a policy whose only label vanished would reach nothing, or, emptied, everything).
 */
export async function assertNotTargeted(db: Db, tagId: number, lang: Lang): Promise<void> {
  const row = await findTag(db, tagId);
  const book = await loadUseBook(db);
  const policies = policiesListing(book, tagId).map((policy) => policy.name);
  const tasks = [...new Set([...tasksListing(book, tagId), ...tasksNaming(book, row.name)])].map((task) => task.name);
  if (policies.length === 0 && tasks.length === 0) return;
  throw new AppError(
    ResponseCode.conflict,
    'labelTargeted',
    { name: row.name, uses: targetsText(policies, tasks, lang) },
    { data: { field: 'tagId' } },
  );
}

/** A rename is refused when a task's selector would match the new name differently from the old one. */
export async function assertRenameKeepsSelectors(db: Db, tagId: number, newName: string, lang: Lang): Promise<void> {
  const row = await db.selectFrom('tags').select('name').where('id', '=', tagId).executeTakeFirst();
  // A missing label is the edit's own 404.
  if (!row || row.name === newName) return;
  const book = await loadUseBook(db);
  const breaking = book.tasks.filter((task) => tellsApart(task.tests, row.name, newName)).map((task) => task.name);
  if (breaking.length === 0) return;
  throw new AppError(
    ResponseCode.conflict,
    'labelRenameSelector',
    { tasks: formatTasks(breaking, lang), name: row.name, newName },
    { data: { field: 'tagName' } },
  );
}
