import type { FastifyInstance } from 'fastify';
import { describeRoute, type ReloadResult, type StoredBond } from '../../../shared/api/network';
import { formatMessage, type Lang } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { applySteps, NetworkApplyError } from './applySteps';
import { type LiveNetwork, readLive } from './liveState';
import { applyFailure, assertManaged, runnerOf, serialised } from './networkService';
import { loadStoredNetwork } from './networkStore';
import { planBondAdd, planInterfaceChange, planRouteAdd, routeMatches, type Step } from './plans';

type Item = ReloadResult['items'][number];
type NetworkDeps = Pick<Deps, 'db' | 'now' | 'log' | 'network'>;

/**
 * GET /setting-center/network/reload, and the start of a node in appliance mode: the stored settings applied again,
 * e.g. after a reboot or after someone changed the network by hand. Bonds first (interfaces and routes may name
 * them), then interfaces, then routes, each item on its own: one that fails is reported and undone, the others
 * still apply. What the kernel already has costs nothing and is reported unchanged.
 */
export async function reloadStoredNetwork(deps: NetworkDeps, lang: Lang): Promise<ReloadResult> {
  assertManaged(deps);
  return serialised(() => reloadNow(deps, lang));
}

async function reloadNow(deps: NetworkDeps, lang: Lang): Promise<ReloadResult> {
  const stored = await loadStoredNetwork(deps.db, deps.network.nodeId);
  const runner = runnerOf(deps);
  const items: Item[] = [];
  const run = async (kind: Item['kind'], name: string, plan: (live: LiveNetwork) => Step[] | string) => {
    // Read again before each item: the one before may have changed what this one finds.
    const planned = plan(await readLive(runner));
    if (typeof planned === 'string') {
      items.push({ kind, name, status: 'failed', message: planned });
      return;
    }
    try {
      await applySteps(runner, planned);
      items.push({ kind, name, status: planned.length === 0 ? 'unchanged' : 'applied', message: null });
    } catch (error) {
      if (!(error instanceof NetworkApplyError)) throw error;
      const { key, params } = applyFailure(error);
      items.push({ kind, name, status: 'failed', message: formatMessage(key, lang, params) });
    }
  };
  for (const bond of stored.bonds) await run('bond', bond.name, (live) => bondPlan(bond, live, lang));
  for (const change of stored.interfaces) {
    await run('interface', change.name, (live) => {
      const iface = live.interfaces.find((one) => one.name === change.name);
      return iface
        ? planInterfaceChange(change, iface)
        : formatMessage('networkInterfaceNotFound', lang, { name: change.name });
    });
  }
  for (const route of stored.routes) {
    await run('route', describeRoute(route), (live) =>
      live.routes.some((one) => routeMatches(one, route)) ? [] : planRouteAdd(route),
    );
  }
  const count = (status: Item['status']) => items.filter((item) => item.status === status).length;
  return { items, applied: count('applied'), unchanged: count('unchanged'), failed: count('failed') };
}

/** A missing bond is made; an existing one gets back the members it lost. */
function bondPlan(bond: StoredBond, live: LiveNetwork, lang: Lang): Step[] | string {
  const existing = live.bonds.find((one) => one.name === bond.name);
  if (!existing) {
    if (live.interfaces.some((one) => one.name === bond.name))
      return formatMessage('networkNameTaken', lang, { name: bond.name });
    return planBondAdd(
      bond,
      live.interfaces.filter((one) => bond.members.includes(one.name)),
    );
  }
  const missing = bond.members.filter((name) => !existing.members.some((member) => member.name === name));
  return missing.flatMap((member) => [
    { args: ['link', 'set', 'dev', member, 'down'], undo: [['link', 'set', 'dev', member, 'up']] },
    { args: ['link', 'set', 'dev', member, 'master', bond.name], undo: [['link', 'set', 'dev', member, 'nomaster']] },
    { args: ['link', 'set', 'dev', member, 'up'], undo: [] },
  ]);
}

/**
 * Appliance mode: when the node is ready, its stored settings are applied again (a reboot has lost them). A failure
 * is logged and the start goes on: a bastion that does not start over a route is worse than one without the route.
 */
export function reapplyNetworkAtStart(app: FastifyInstance, deps: NetworkDeps): void {
  if (!deps.network.isManaged) return;
  app.addHook('onReady', async () => {
    try {
      const stored = await loadStoredNetwork(deps.db, deps.network.nodeId);
      if (stored.bonds.length + stored.interfaces.length + stored.routes.length === 0) return;
      const result = await reloadStoredNetwork(deps, 'en');
      const failed = result.items.filter((item) => item.status === 'failed');
      const summary = { applied: result.applied, unchanged: result.unchanged, failed };
      if (failed.length > 0) deps.log.error(summary, 'network: stored settings applied at start, some failed');
      else deps.log.info(summary, 'network: stored settings applied at start');
    } catch (error) {
      // Logged, not thrown: see above. Reload from the console says again what is wrong.
      deps.log.error({ err: error }, 'network: the stored settings could not be applied at start');
    }
  });
}
