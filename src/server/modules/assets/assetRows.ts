import type { Selectable } from 'kysely';
import type { ProtocolPort } from '../../../shared/api/assetFields';
import type { Asset } from '../../../shared/api/assets';
import type { Db } from '../../db/database';
import type { AssetsTable } from '../../db/schema';
import { type AssetScope, canManageAccountsOf, canManageDept } from './assetScope';

export type AssetRow = Selectable<AssetsTable>;

/**
 * List rows with their platform, department, protocols and tags: one query per relation for the whole
 * page (never one per asset), keyed by asset id.
 */
export async function toAssets(db: Db, rows: readonly AssetRow[], scope: AssetScope): Promise<Asset[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const platformIds = [...new Set(rows.map((row) => row.platform_id))];
  const [platforms, protocols, tags] = await Promise.all([
    db.selectFrom('platforms').select(['id', 'name']).where('id', 'in', platformIds).execute(),
    db
      .selectFrom('asset_protocols')
      .select(['asset_id', 'protocol', 'port'])
      .where('asset_id', 'in', ids)
      .orderBy('asset_id')
      .orderBy('protocol')
      .execute(),
    db
      .selectFrom('asset_tags')
      .innerJoin('tags', 'tags.id', 'asset_tags.tag_id')
      .select(['asset_tags.asset_id', 'tags.id', 'tags.name'])
      .where('asset_tags.asset_id', 'in', ids)
      .orderBy('tags.name')
      .execute(),
  ]);
  const platformName = new Map(platforms.map((row) => [row.id, row.name]));
  const protocolsOf = groupBy(protocols, (row) => row.asset_id);
  const tagsOf = groupBy(tags, (row) => row.asset_id);
  return rows.map((row) => ({
    assetId: row.id,
    assetName: row.name,
    assetType: row.asset_type,
    address: row.address,
    platformId: row.platform_id,
    platformName: platformName.get(row.platform_id) ?? '',
    deptId: row.dept_id,
    deptName: row.dept_id === null ? null : (scope.tree.get(row.dept_id)?.name ?? null),
    encoding: row.encoding,
    protocols: (protocolsOf.get(row.id) ?? []).map(
      (entry): ProtocolPort => ({ protocol: entry.protocol as ProtocolPort['protocol'], port: entry.port }),
    ),
    tags: (tagsOf.get(row.id) ?? []).map((entry) => ({ tagId: entry.id, tagName: entry.name })),
    description: row.description,
    proxyId: row.proxy_id,
    canManage: canManageDept(scope, row.dept_id),
    canManageAccounts: canManageAccountsOf(scope, row),
    createTime: row.created_at,
    updateTime: row.updated_at,
  }));
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

/** What the list's search matches: name and address, lower case, one column. */
export function searchTextOf(name: string, address: string): string {
  return `${name.toLowerCase()}\n${address.toLowerCase()}`;
}
