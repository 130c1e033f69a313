import { type SelectQueryBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type {
  ListMyAssetsQuerySchema,
  MyAsset,
  MyAssetAccount,
  MyAssetDetail,
  MyAssetRight,
} from '../../../shared/api/myAssets';
import { GrantKind, PermissionType } from '../../../shared/rules/grantRules';
import type { Database } from '../../db/schema';
import { containsLowered } from '../../db/textMatch';
import type { Deps } from '../../deps';
import { type AssetRow, type AssetScope, assetNotFound, toAssets } from '../assets';
import { grantedAssetIds, rightsOn, summarise, type UsageContext, usageContext } from './usageRights';

type ListQuery = z.output<typeof ListMyAssetsQuerySchema>;
type AssetQuery = SelectQueryBuilder<Database, 'assets', object>;

/**
 * The caller's department scope in the shape the asset rows want (canManage: supervisor of the department;
 * canManageAccounts: that or a usable manage authorisation).
 */
function assetScopeFrom(context: UsageContext): AssetScope {
  const grantManaged = context.grants.filter((grant) => grant.row.kind === GrantKind.manage);
  return {
    all: false,
    view: context.dept.view,
    manage: context.dept.manage,
    tree: context.tree,
    grantManaged: [...new Set(grantManaged.map((grant) => grant.row.asset_id))],
  };
}

/** Assets the context may use: in the department scope or reached by a usable grant; null when none. */
function usable(deps: Deps, context: UsageContext): AssetQuery | null {
  const granted = grantedAssetIds(context);
  const depts = [...context.dept.view];
  if (granted.length === 0 && depts.length === 0) return null;
  return deps.db.selectFrom('assets').where((eb) => {
    const any = [];
    if (depts.length > 0) any.push(eb('assets.dept_id', 'in', depts));
    if (granted.length > 0) any.push(eb('assets.id', 'in', granted));
    return eb.or(any);
  });
}

async function withRights(
  deps: Deps,
  userId: number,
  context: UsageContext,
  rows: readonly AssetRow[],
): Promise<MyAsset[]> {
  if (rows.length === 0) return [];
  const [assets, stars] = await Promise.all([
    toAssets(deps.db, rows, assetScopeFrom(context)),
    deps.db
      .selectFrom('asset_favourites')
      .select('asset_id')
      .where('user_id', '=', userId)
      .where(
        'asset_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute(),
  ]);
  const starred = new Set(stars.map((row) => row.asset_id));
  return assets.map((asset, index) => {
    const row = rows[index] as AssetRow;
    return { ...asset, favourite: starred.has(asset.assetId), ...summarise(rightsOn(context, row)) };
  });
}

/** GET /privilege/my-assets/list: favourites first, then by name (id breaks ties). */
export async function listMyAssets(
  deps: Deps,
  userId: number,
  sourceIp: string,
  query: ListQuery,
): Promise<{ rows: MyAsset[]; total: number }> {
  const context = await usageContext(deps, userId, sourceIp);
  let base = usable(deps, context);
  if (!base) return { rows: [], total: 0 };
  if (query.keyword) base = base.where(containsLowered(deps.db, 'assets.search_text', query.keyword));
  if (query.assetType !== undefined) base = base.where('assets.asset_type', '=', query.assetType);
  const { tagId } = query;
  if (tagId !== undefined)
    base = base.where('assets.id', 'in', (eb) =>
      eb.selectFrom('asset_tags').select('asset_tags.asset_id').where('asset_tags.tag_id', '=', tagId),
    );
  if (query.favourite === '1')
    base = base.where('assets.id', 'in', (eb) =>
      eb
        .selectFrom('asset_favourites')
        .select('asset_favourites.asset_id')
        .where('asset_favourites.user_id', '=', userId),
    );
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  if (Number(total) === 0) return { rows: [], total: 0 };
  const rows = (await base
    .selectAll('assets')
    .orderBy(
      sql`case when exists (select 1 from asset_favourites f where f.user_id = ${userId} and f.asset_id = assets.id) then 0 else 1 end`,
    )
    .orderBy('assets.name')
    .orderBy('assets.id')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute()) as AssetRow[];
  return { rows: await withRights(deps, userId, context, rows), total: Number(total) };
}

/** An asset the caller may not use is answered exactly like one that does not exist. */
async function usableRow(deps: Deps, context: UsageContext, assetId: number): Promise<AssetRow> {
  const row = await deps.db.selectFrom('assets').selectAll().where('id', '=', assetId).executeTakeFirst();
  if (!row || rightsOn(context, row).length === 0) throw assetNotFound();
  return row;
}

export async function myAssetDetail(
  deps: Deps,
  userId: number,
  sourceIp: string,
  assetId: number,
): Promise<MyAssetDetail> {
  const context = await usageContext(deps, userId, sourceIp, [assetId]);
  const row = await usableRow(deps, context, assetId);
  const [asset] = await withRights(deps, userId, context, [row]);
  if (!asset) throw assetNotFound();
  const rights = rightsOn(context, row);
  return { ...asset, rights, accounts: await usableAccounts(deps, assetId, rights) };
}

/**
 * The asset's accounts the rights reach: every one if a right is not limited, else the union of the limits;
 * canLogin when a login right reaches the account (what the terminal offers and mayUseAsset admits).
 */
async function usableAccounts(deps: Deps, assetId: number, rights: readonly MyAssetRight[]): Promise<MyAssetAccount[]> {
  let query = deps.db
    .selectFrom('accounts')
    .select(['id', 'account_name', 'account_type'])
    .where('asset_id', '=', assetId);
  const limited = accountReach(rights);
  if (limited !== null) {
    if (limited.size === 0) return [];
    query = query.where('id', 'in', [...limited]);
  }
  const loginReach = accountReach(rights.filter((right) => right.permissionType === PermissionType.login));
  const rows = await query.orderBy('account_name').execute();
  return rows.map((row) => ({
    accountId: row.id,
    accountName: row.account_name,
    accountType: row.account_type,
    canLogin: loginReach === null || loginReach.has(row.id),
  }));
}

/** The account ids some rights reach; null: every account of the asset (one of them is not limited). */
function accountReach(rights: readonly MyAssetRight[]): Set<number> | null {
  if (rights.some((right) => right.accountIds === null)) return null;
  return new Set(rights.flatMap((right) => right.accountIds ?? []));
}

export async function setFavourite(
  deps: Deps,
  userId: number,
  sourceIp: string,
  assetId: number,
  favourite: boolean,
): Promise<{ favourite: boolean }> {
  if (favourite) {
    await usableRow(deps, await usageContext(deps, userId, sourceIp, [assetId]), assetId);
    const exists = await deps.db
      .selectFrom('asset_favourites')
      .select('asset_id')
      .where('user_id', '=', userId)
      .where('asset_id', '=', assetId)
      .executeTakeFirst();
    if (!exists)
      await deps.db
        .insertInto('asset_favourites')
        .values({ user_id: userId, asset_id: assetId, created_at: deps.now().toISOString() })
        .execute();
  } else {
    await deps.db
      .deleteFrom('asset_favourites')
      .where('user_id', '=', userId)
      .where('asset_id', '=', assetId)
      .execute();
  }
  return { favourite };
}
