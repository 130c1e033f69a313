import { sql } from 'kysely';
import { hasPermission, Permission } from '../../../shared/access/permissions';
import { PROXY_OVERVIEW_ASSET_NAMES, type ProxyOverview } from '../../../shared/api/proxyOverview';
import type { Deps } from '../../deps';

/** More network proxies than an installation runs; the overview reads at most this many. */
const MAX_PROXIES = 1000;

/**
 * GET /privilege/agent/overview (docs/proxies.md): each network proxy with its last check and the assets behind it
 * (a count per proxy by the assets_proxy index; the first names only for callers who see every asset), and the
 * application proxies with the network proxy each goes through.
 */
export async function proxyOverview(deps: Deps, permissions: readonly string[]): Promise<ProxyOverview> {
  const mayNameAssets = hasPermission(permissions, Permission.assetAll);
  const [network, applications, counts] = await Promise.all([
    deps.db
      .selectFrom('network_proxies as proxy')
      .leftJoin('network_proxies as parent', 'parent.id', 'proxy.parent_id')
      .select([
        'proxy.id',
        'proxy.name',
        'proxy.kind',
        'proxy.address',
        'proxy.port',
        'proxy.enabled',
        'proxy.status',
        'proxy.latency_ms',
        'proxy.last_check_at',
        'parent.name as parent_name',
      ])
      .orderBy('proxy.name')
      .orderBy('proxy.id')
      .limit(MAX_PROXIES)
      .execute(),
    deps.db
      .selectFrom('application_proxies as app')
      .leftJoin('network_proxies as proxy', 'proxy.id', 'app.network_proxy_id')
      .select(['app.id', 'app.name', 'app.url', 'app.enabled', 'proxy.name as proxy_name'])
      .orderBy('app.name')
      .orderBy('app.id')
      .limit(MAX_PROXIES)
      .execute(),
    deps.db
      .selectFrom('assets')
      .select((eb) => ['proxy_id', eb.fn.countAll<number | string>().as('count')])
      .where('proxy_id', 'is not', null)
      .groupBy('proxy_id')
      .execute(),
  ]);
  const countOf = new Map(counts.map((row) => [row.proxy_id, Number(row.count)]));
  const names = mayNameAssets ? await firstAssetNames(deps) : undefined;
  return {
    network: network.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      address: row.address,
      port: row.port,
      enabled: row.enabled === 1,
      status: row.status,
      latencyMs: row.latency_ms,
      lastCheckTime: row.last_check_at,
      parentName: row.parent_name,
      assetCount: countOf.get(row.id) ?? 0,
      assets: names ? (names.get(row.id) ?? []) : null,
    })),
    applications: applications.map((row) => ({
      id: row.id,
      name: row.name,
      url: row.url,
      enabled: row.enabled === 1,
      networkProxyName: row.proxy_name,
    })),
    generatedAt: deps.now().toISOString(),
  };
}

/** The first assets by name behind each proxy, read with one ranked query. */
async function firstAssetNames(deps: Deps): Promise<Map<number, { assetId: number; assetName: string }[]>> {
  const ranked = deps.db
    .selectFrom('assets')
    .select([
      'id',
      'name',
      'proxy_id',
      sql<number>`row_number() over (partition by proxy_id order by name, id)`.as('rank'),
    ])
    .where('proxy_id', 'is not', null)
    .as('ranked');
  const rows = await deps.db
    .selectFrom(ranked)
    .select(['id', 'name', 'proxy_id'])
    .where('rank', '<=', PROXY_OVERVIEW_ASSET_NAMES)
    .orderBy('proxy_id')
    .orderBy('rank')
    .execute();
  const names = new Map<number, { assetId: number; assetName: string }[]>();
  for (const row of rows) {
    if (row.proxy_id === null) continue;
    const list = names.get(row.proxy_id) ?? [];
    list.push({ assetId: row.id, assetName: row.name });
    names.set(row.proxy_id, list);
  }
  return names;
}
