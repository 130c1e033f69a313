import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  LABEL_USES_MAX,
  type LabelUsage,
  type LabelUses,
  type ListLabelsQuerySchema,
} from '../../../shared/api/labels';
import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import type { TagsTable } from '../../db/schema';
import { containsText } from '../../db/textMatch';
import { AppError } from '../../errors/appError';
import type { AssetScope } from '../assets';
import { readIds } from '../policies';
import { targetsOf } from '../tasks';
import { namesLabel, type TagTest, tagTestsOf } from './selectorTags';

/**
 * Where labels are used (docs/labels.md): asset_tags and account_tags rows, the tag scope of behaviour policies
 * (behavior_policies.tag_ids) and the targets of scheduled tasks (tasks.targets: tagIds, and tag comparisons of
 * the selector, which name labels by name). Policies and tasks keep their lists as JSON text, so they are read
 * whole — a few hundred rows at most — and matched here.
 */

export type TagRow = Selectable<TagsTable>;

export interface PolicyUse {
  id: number;
  name: string;
  enabled: boolean;
  tagIds: number[];
}

export interface TaskUse {
  id: number;
  name: string;
  tagIds: number[];
  tests: TagTest[];
}

/** Every policy and task that can name a label, read once per call. */
export interface UseBook {
  policies: PolicyUse[];
  tasks: TaskUse[];
}

export const tagNotFound = (field = 'tagId') =>
  new AppError(ResponseCode.notFound, 'tagNotFound', {}, { data: { field } });

/** `lock`: inside a write's transaction on PostgreSQL, the rows stay as read until it ends. */
export async function loadUseBook(db: Db, lock = false): Promise<UseBook> {
  let policyQuery = db.selectFrom('behavior_policies').select(['id', 'name', 'enabled', 'tag_ids']).orderBy('id');
  let taskQuery = db.selectFrom('tasks').select(['id', 'name', 'targets']).orderBy('id');
  if (lock) {
    policyQuery = policyQuery.forUpdate();
    taskQuery = taskQuery.forUpdate();
  }
  const [policies, tasks] = await Promise.all([policyQuery.execute(), taskQuery.execute()]);
  return {
    policies: policies.map((row) => ({
      id: row.id,
      name: row.name,
      enabled: row.enabled === 1,
      tagIds: readIds(row.tag_ids),
    })),
    tasks: tasks.map((row) => {
      const targets = targetsOf(row);
      return { id: row.id, name: row.name, tagIds: targets.tagIds, tests: tagTestsOf(targets.selector) };
    }),
  };
}

export const policiesListing = (book: UseBook, tagId: number) =>
  book.policies.filter((policy) => policy.tagIds.includes(tagId));
export const tasksListing = (book: UseBook, tagId: number) => book.tasks.filter((task) => task.tagIds.includes(tagId));
export const tasksNaming = (book: UseBook, name: string) => book.tasks.filter((task) => namesLabel(task.tests, name));

async function countsBy(db: Db, table: 'asset_tags' | 'account_tags', ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, number>();
  // Every label's count at once: labels are tens to hundreds, and a GROUP BY over the link table's
  // (tag_id, …) index beats a long IN list.
  const rows = await db
    .selectFrom(table)
    .select(['tag_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('tag_id')
    .execute();
  return new Map(rows.map((row) => [row.tag_id, Number(row.n)]));
}

export interface Counts {
  assets: Map<number, number>;
  accounts: Map<number, number>;
}

export async function loadCounts(db: Db, ids: readonly number[]): Promise<Counts> {
  const [assets, accounts] = await Promise.all([countsBy(db, 'asset_tags', ids), countsBy(db, 'account_tags', ids)]);
  return { assets, accounts };
}

export function usageOf(row: TagRow, counts: Counts, book: UseBook): LabelUsage {
  const usage = {
    tagId: row.id,
    tagName: row.name,
    description: row.description,
    assetCount: counts.assets.get(row.id) ?? 0,
    accountCount: counts.accounts.get(row.id) ?? 0,
    policyCount: policiesListing(book, row.id).length,
    taskCount: tasksListing(book, row.id).length,
    selectorCount: tasksNaming(book, row.name).length,
    updateTime: row.updated_at,
  };
  const inUse = usage.assetCount + usage.accountCount + usage.policyCount + usage.taskCount + usage.selectorCount > 0;
  return { ...usage, inUse };
}

export async function findTag(db: Db, tagId: number, field = 'tagId', lock = false): Promise<TagRow> {
  let query = db.selectFrom('tags').selectAll().where('id', '=', tagId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw tagNotFound(field);
  return row;
}

export async function usageOfTag(db: Db, row: TagRow, book?: UseBook): Promise<LabelUsage> {
  return usageOf(row, await loadCounts(db, [row.id]), book ?? (await loadUseBook(db)));
}

/** Labels by name, filtered by a part of the name and by whether anything uses them. */
export async function listLabels(db: Db, query: z.output<typeof ListLabelsQuerySchema>) {
  let base = db.selectFrom('tags').selectAll();
  if (query.tagName) base = base.where(containsText('tags.name', query.tagName));
  const rows = await base.orderBy('name').orderBy('id').execute();
  const [counts, book] = await Promise.all([
    loadCounts(
      db,
      rows.map((row) => row.id),
    ),
    loadUseBook(db),
  ]);
  const all = rows
    .map((row) => usageOf(row, counts, book))
    .filter((usage) => !query.usage || usage.inUse === (query.usage === 'used'));
  const start = (query.pageNum - 1) * query.pageSize;
  return { rows: all.slice(start, start + query.pageSize), total: all.length };
}

/** The asset-scope condition of a query over assets: null when the caller sees every asset. */
function scopeIds(scope: AssetScope): { depts: number[]; assets: number[] } | null {
  return scope.all ? null : { depts: [...scope.view], assets: [...scope.grantManaged] };
}

async function visibleAssets(db: Db, scope: AssetScope, tagId: number) {
  let base = db
    .selectFrom('asset_tags')
    .innerJoin('assets', 'assets.id', 'asset_tags.asset_id')
    .where('asset_tags.tag_id', '=', tagId);
  const ids = scopeIds(scope);
  if (ids) {
    if (ids.depts.length === 0 && ids.assets.length === 0) return { rows: [], total: 0 };
    base = base.where((eb) =>
      eb.or([
        ...(ids.depts.length > 0 ? [eb('assets.dept_id', 'in', ids.depts)] : []),
        ...(ids.assets.length > 0 ? [eb('assets.id', 'in', ids.assets)] : []),
      ]),
    );
  }
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    base.select(['assets.id', 'assets.name', 'assets.address']).orderBy('assets.name').limit(LABEL_USES_MAX).execute(),
  ]);
  return {
    rows: rows.map((row) => ({ assetId: row.id, assetName: row.name, address: row.address })),
    total: Number(n),
  };
}

async function visibleAccounts(db: Db, scope: AssetScope, tagId: number) {
  let base = db
    .selectFrom('account_tags')
    .innerJoin('accounts', 'accounts.id', 'account_tags.account_id')
    .innerJoin('assets', 'assets.id', 'accounts.asset_id')
    .where('account_tags.tag_id', '=', tagId);
  const ids = scopeIds(scope);
  if (ids) {
    if (ids.depts.length === 0 && ids.assets.length === 0) return { rows: [], total: 0 };
    base = base.where((eb) =>
      eb.or([
        ...(ids.depts.length > 0 ? [eb('assets.dept_id', 'in', ids.depts)] : []),
        ...(ids.assets.length > 0 ? [eb('assets.id', 'in', ids.assets)] : []),
      ]),
    );
  }
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['accounts.id', 'accounts.account_name', 'assets.id as asset_id', 'assets.name as asset_name'])
      .orderBy('accounts.account_name')
      .orderBy('assets.name')
      .limit(LABEL_USES_MAX)
      .execute(),
  ]);
  return {
    rows: rows.map((row) => ({
      accountId: row.id,
      accountName: row.account_name,
      assetId: row.asset_id,
      assetName: row.asset_name,
    })),
    total: Number(n),
  };
}

/**
 * Where one label is used. Assets and accounts are named only inside the caller's asset scope (an asset out of
 * sight is never named, as everywhere else); the rest are counted. Policies and tasks are named: they are
 * configuration, not assets, and a label's governance is about them.
 */
export async function labelUses(db: Db, scope: AssetScope, tagId: number): Promise<LabelUses> {
  const row = await findTag(db, tagId);
  const book = await loadUseBook(db);
  const [label, assets, accounts] = await Promise.all([
    usageOfTag(db, row, book),
    visibleAssets(db, scope, tagId),
    visibleAccounts(db, scope, tagId),
  ]);
  const byTarget = new Set(tasksListing(book, tagId).map((task) => task.id));
  const bySelector = new Set(tasksNaming(book, row.name).map((task) => task.id));
  return {
    label,
    assets: assets.rows,
    accounts: accounts.rows,
    hiddenAssets: Math.max(0, label.assetCount - assets.total),
    hiddenAccounts: Math.max(0, label.accountCount - accounts.total),
    policies: policiesListing(book, tagId).map((policy) => ({
      policyId: policy.id,
      policyName: policy.name,
      enabled: policy.enabled,
    })),
    tasks: book.tasks
      .filter((task) => byTarget.has(task.id) || bySelector.has(task.id))
      .map((task) => ({
        taskId: task.id,
        taskName: task.name,
        byTarget: byTarget.has(task.id),
        bySelector: bySelector.has(task.id),
      })),
  };
}
