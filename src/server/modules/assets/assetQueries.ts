import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { Asset, ListAssetsQuerySchema } from '../../../shared/api/assets';
import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { containsLowered } from '../../db/textMatch';
import { AppError } from '../../errors/appError';
import { type AssetRow, toAssets } from './assetRows';
import { type AssetScope, canViewAsset } from './assetScope';

type ListQuery = z.output<typeof ListAssetsQuerySchema>;
type AssetQuery = SelectQueryBuilder<Database, 'assets', object>;

export const assetNotFound = () =>
  new AppError(ResponseCode.notFound, 'assetNotFound', {}, { data: { field: 'assetId' } });

/** Restricts a query to the caller's scope; null when the scope is empty (nothing to ask the database). */
export function withinScope(query: AssetQuery, scope: AssetScope): AssetQuery | null {
  if (scope.all) return query;
  const { view, grantManaged } = scope;
  if (view.length === 0 && grantManaged.length === 0) return null;
  if (grantManaged.length === 0) return query.where('assets.dept_id', 'in', [...view]);
  return query.where((eb) =>
    eb.or([
      ...(view.length > 0 ? [eb('assets.dept_id', 'in', [...view])] : []),
      eb('assets.id', 'in', [...grantManaged]),
    ]),
  );
}

function filtered(db: Db, scope: AssetScope, query: ListQuery): AssetQuery | null {
  let base = withinScope(db.selectFrom('assets'), scope);
  if (!base) return null;
  if (query.keyword) base = base.where(containsLowered(db, 'assets.search_text', query.keyword));
  if (query.assetType !== undefined) base = base.where('assets.asset_type', '=', query.assetType);
  if (query.platformId !== undefined) base = base.where('assets.platform_id', '=', query.platformId);
  if (query.deptId !== undefined) {
    const subtree = scope.tree.subtree(query.deptId);
    if (subtree.length === 0) return null;
    base = base.where('assets.dept_id', 'in', subtree);
  }
  const { tagId, protocol } = query;
  if (tagId !== undefined) {
    base = base.where('assets.id', 'in', (eb) =>
      eb.selectFrom('asset_tags').select('asset_tags.asset_id').where('asset_tags.tag_id', '=', tagId),
    );
  }
  if (protocol !== undefined) {
    base = base.where('assets.id', 'in', (eb) =>
      eb
        .selectFrom('asset_protocols')
        .select('asset_protocols.asset_id')
        .where('asset_protocols.protocol', '=', protocol),
    );
  }
  return base;
}

const SORT_COLUMNS = {
  assetName: 'assets.name',
  address: 'assets.address',
  assetType: 'assets.asset_type',
  // Ids grow with creation time, and the primary key is already in that order.
  createTime: 'assets.id',
} as const;

/** GET /privilege/assets/list: the caller's assets, filtered, sorted (id breaks ties) and paged. */
export async function listAssetPage(
  db: Db,
  scope: AssetScope,
  query: ListQuery,
): Promise<{ rows: Asset[]; total: number }> {
  const base = filtered(db, scope, query);
  if (!base) return { rows: [], total: 0 };
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  if (Number(total) === 0) return { rows: [], total: 0 };
  let page = base.selectAll('assets').orderBy(SORT_COLUMNS[query.sortBy], query.sortOrder);
  if (query.sortBy !== 'createTime') page = page.orderBy('assets.id', query.sortOrder);
  const rows = (await page
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute()) as AssetRow[];
  return { rows: await toAssets(db, rows, scope), total: Number(total) };
}

/** An asset the caller may see; one outside the scope is answered exactly like one that does not exist. */
export async function visibleAssetRow(db: Db, scope: AssetScope, assetId: number): Promise<AssetRow> {
  const row = await db.selectFrom('assets').selectAll().where('id', '=', assetId).executeTakeFirst();
  if (!row || !canViewAsset(scope, row)) throw assetNotFound();
  return row;
}

export async function assetDetail(db: Db, scope: AssetScope, assetId: number): Promise<Asset> {
  const [asset] = await toAssets(db, [await visibleAssetRow(db, scope, assetId)], scope);
  if (!asset) throw assetNotFound();
  return asset;
}
