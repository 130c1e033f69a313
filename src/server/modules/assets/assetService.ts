import type { z } from 'zod';
import type { Asset, AssetBodySchema, EditAssetBodySchema } from '../../../shared/api/assets';
import type { Db } from '../../db/database';
import { onUniqueViolation } from '../../db/uniqueViolation';
import type { Deps } from '../../deps';
import { fieldError } from '../../errors/appError';
import { assertAssetCapacity } from '../licence';
import { assetDetail, assetNotFound, visibleAssetRow } from './assetQueries';
import { searchTextOf } from './assetRows';
import { type AssetScope, canManageDept, canViewAsset, requireManage } from './assetScope';
import { protocolsOf } from './platformRows';

type AssetBody = z.output<typeof AssetBodySchema>;

const nameTaken = () => fieldError('assetName', 'assetNameTaken');

/** Everything about a body that needs the database: platform, category, protocols, department, tags, name. */
async function checkBody(db: Db, scope: AssetScope, body: AssetBody, exceptId: number | null): Promise<void> {
  const platform = await db.selectFrom('platforms').selectAll().where('id', '=', body.platformId).executeTakeFirst();
  if (!platform) throw fieldError('platformId', 'platformNotFound');
  if (platform.asset_type !== body.assetType)
    throw fieldError('assetType', 'assetTypeMismatch', { platform: platform.name });
  const offered = new Set(protocolsOf(platform).map((entry) => entry.protocol));
  const missing = body.protocols.find((entry) => !offered.has(entry.protocol));
  if (missing)
    throw fieldError('protocols', 'protocolNotOffered', { platform: platform.name, protocol: missing.protocol });
  if (body.deptId !== null && !scope.tree.get(body.deptId)) throw fieldError('deptId', 'deptNotFound');
  if (!canManageDept(scope, body.deptId)) throw fieldError('deptId', 'assetDeptOutOfScope');
  if (body.tagIds.length > 0) {
    const found = await db.selectFrom('tags').select('id').where('id', 'in', body.tagIds).execute();
    if (found.length !== body.tagIds.length) throw fieldError('tagIds', 'tagNotFound');
  }
  if (body.proxyId !== null) {
    const proxy = await db.selectFrom('network_proxies').select('id').where('id', '=', body.proxyId).executeTakeFirst();
    if (!proxy) throw fieldError('proxyId', 'proxyNotFoundField');
  }
  let sameName = db.selectFrom('assets').select('id').where('name', '=', body.assetName);
  if (exceptId !== null) sameName = sameName.where('id', '!=', exceptId);
  if (await sameName.executeTakeFirst()) throw nameTaken();
}

function columnsOf(body: AssetBody, now: string) {
  return {
    name: body.assetName,
    asset_type: body.assetType,
    address: body.address,
    search_text: searchTextOf(body.assetName, body.address),
    platform_id: body.platformId,
    dept_id: body.deptId,
    encoding: body.encoding,
    description: body.description,
    proxy_id: body.proxyId,
    updated_at: now,
  };
}

async function writeRelations(db: Db, assetId: number, body: AssetBody): Promise<void> {
  await db.deleteFrom('asset_protocols').where('asset_id', '=', assetId).execute();
  await db.deleteFrom('asset_tags').where('asset_id', '=', assetId).execute();
  await db
    .insertInto('asset_protocols')
    .values(body.protocols.map((entry) => ({ asset_id: assetId, protocol: entry.protocol, port: entry.port })))
    .execute();
  if (body.tagIds.length > 0) {
    await db
      .insertInto('asset_tags')
      .values(body.tagIds.map((tagId) => ({ asset_id: assetId, tag_id: tagId })))
      .execute();
  }
}

export async function addAsset(deps: Deps, scope: AssetScope, body: AssetBody): Promise<Asset> {
  const id = await onUniqueViolation(
    () => deps.db.transaction().execute((trx) => insertAsset(trx, deps, scope, body)),
    nameTaken,
  );
  return assetDetail(deps.db, scope, id);
}

/**
 * The add path inside the caller's transaction: every check of the form (platform, category, protocols, department
 * in scope, tags, proxy, a free name), the row and its protocols and tags. The asset form adds one asset with it, a
 * backup restore (modules/backup) several in one transaction, all or none. Answers the new asset's id.
 */
export async function insertAsset(
  trx: Db,
  deps: Pick<Deps, 'now' | 'licenceKeys'>,
  scope: AssetScope,
  body: AssetBody,
): Promise<number> {
  await checkBody(trx, scope, body, null);
  await assertAssetCapacity(trx, { ...deps, db: trx }, 1);
  const now = deps.now().toISOString();
  const { id } = await trx
    .insertInto('assets')
    .values({ ...columnsOf(body, now), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeRelations(trx, id, body);
  return id;
}

export async function editAsset(
  deps: Deps,
  scope: AssetScope,
  body: z.output<typeof EditAssetBodySchema>,
): Promise<Asset> {
  await onUniqueViolation(
    () =>
      deps.db.transaction().execute(async (trx) => {
        const row = await visibleAssetRow(trx, scope, body.assetId);
        requireManage(scope, row.dept_id);
        await checkBody(trx, scope, body, row.id);
        await trx
          .updateTable('assets')
          .set(columnsOf(body, deps.now().toISOString()))
          .where('id', '=', row.id)
          .execute();
        await writeRelations(trx, row.id, body);
      }),
    nameTaken,
  );
  return assetDetail(deps.db, scope, body.assetId);
}

/** All or nothing: one id that is missing, out of sight or not managed refuses the whole call. */
export async function removeAssets(deps: Deps, scope: AssetScope, assetIds: readonly number[]): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('assets')
      .select(['id', 'dept_id'])
      .where('id', 'in', [...assetIds])
      .execute();
    if (rows.length !== assetIds.length || rows.some((row) => !canViewAsset(scope, row))) throw assetNotFound();
    for (const row of rows) requireManage(scope, row.dept_id);
    await trx
      .deleteFrom('asset_tags')
      .where('asset_id', 'in', [...assetIds])
      .execute();
    await trx
      .deleteFrom('asset_protocols')
      .where('asset_id', 'in', [...assetIds])
      .execute();
    const result = await trx
      .deleteFrom('assets')
      .where('id', 'in', [...assetIds])
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
