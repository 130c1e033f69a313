import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { EditTagBodySchema, ListTagsQuerySchema, Tag, TagBodySchema, TagOption } from '../../../shared/api/tags';
import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import type { TagsTable } from '../../db/schema';
import { containsText } from '../../db/textMatch';
import { onUniqueViolation } from '../../db/uniqueViolation';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';

const notFound = () => new AppError(ResponseCode.notFound, 'tagNotFound', {}, { data: { field: 'tagId' } });
const nameTaken = () => fieldError('tagName', 'tagNameTaken');

function toTag(row: Selectable<TagsTable>, assetCount: number): Tag {
  return {
    tagId: row.id,
    tagName: row.name,
    description: row.description,
    assetCount,
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

async function assetCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('asset_tags')
    .select(['tag_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('tag_id', 'in', [...ids])
    .groupBy('tag_id')
    .execute();
  return new Map(rows.map((row) => [row.tag_id, Number(row.n)]));
}

export async function listTags(db: Db, query: z.output<typeof ListTagsQuerySchema>) {
  let base = db.selectFrom('tags');
  if (query.tagName) base = base.where(containsText('tags.name', query.tagName));
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('name')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  const counts = await assetCounts(
    db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => toTag(row, counts.get(row.id) ?? 0)), total: Number(total) };
}

export async function tagOptions(db: Db): Promise<TagOption[]> {
  const rows = await db.selectFrom('tags').select(['id', 'name']).orderBy('name').execute();
  return rows.map((row) => ({ tagId: row.id, tagName: row.name }));
}

export async function tagDetail(db: Db, tagId: number): Promise<Tag> {
  const row = await db.selectFrom('tags').selectAll().where('id', '=', tagId).executeTakeFirst();
  if (!row) throw notFound();
  return toTag(row, (await assetCounts(db, [row.id])).get(row.id) ?? 0);
}

async function assertNameFree(db: Db, name: string, exceptId: number | null): Promise<void> {
  let query = db.selectFrom('tags').select('id').where('name', '=', name);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw nameTaken();
}

export async function addTag(deps: Deps, body: z.output<typeof TagBodySchema>): Promise<Tag> {
  await assertNameFree(deps.db, body.tagName, null);
  const now = deps.now().toISOString();
  const { id } = await onUniqueViolation(
    () =>
      deps.db
        .insertInto('tags')
        .values({ name: body.tagName, description: body.description, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow(),
    nameTaken,
  );
  return tagDetail(deps.db, id);
}

export async function editTag(deps: Deps, body: z.output<typeof EditTagBodySchema>): Promise<Tag> {
  await tagDetail(deps.db, body.tagId);
  await assertNameFree(deps.db, body.tagName, body.tagId);
  await onUniqueViolation(
    () =>
      deps.db
        .updateTable('tags')
        .set({ name: body.tagName, description: body.description, updated_at: deps.now().toISOString() })
        .where('id', '=', body.tagId)
        .execute(),
    nameTaken,
  );
  return tagDetail(deps.db, body.tagId);
}

/** Deleting a tag takes it off every asset first, in one transaction. */
export async function removeTag(deps: Deps, tagId: number): Promise<{ deleted: number; detachedAssets: number }> {
  return deps.db.transaction().execute(async (trx) => {
    await tagDetail(trx, tagId);
    const detached = await trx.deleteFrom('asset_tags').where('tag_id', '=', tagId).executeTakeFirst();
    const deleted = await trx.deleteFrom('tags').where('id', '=', tagId).executeTakeFirst();
    return { deleted: Number(deleted.numDeletedRows), detachedAssets: Number(detached.numDeletedRows) };
  });
}
