import type { Deps } from '../../deps';
import type { RunTarget } from './executors/types';

/** At most this many targets of one host at once, whatever the task's concurrency. */
export const HOST_CONCURRENCY = 2;

/**
 * What counts as one host for HOST_CONCURRENCY: an address as reached through its asset's proxy chain. Two assets of
 * one address are one machine; the same private address behind two different jump hosts is two.
 */
export async function hostKeys(deps: Deps, targets: readonly RunTarget[]): Promise<(target: RunTarget) => string> {
  const assetIds = [...new Set(targets.map((target) => target.assetId))];
  const proxies = new Map<number, number | null>();
  for (let start = 0; start < assetIds.length; start += 500) {
    const rows = await deps.db
      .selectFrom('assets')
      .select(['id', 'proxy_id'])
      .where('id', 'in', assetIds.slice(start, start + 500))
      .execute();
    for (const row of rows) proxies.set(row.id, row.proxy_id);
  }
  return (target) => `${target.address.toLowerCase()}|${proxies.get(target.assetId) ?? ''}`;
}
