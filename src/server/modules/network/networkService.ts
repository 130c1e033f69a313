import { hostname } from 'node:os';
import {
  describeRoute,
  type InterfaceChange,
  type NetworkBond,
  type NetworkInterface,
  type NetworkOverview,
  type NetworkRoute,
  type StoredBond,
  type StoredInterface,
  type StoredNetwork,
  type StoredRoute,
} from '../../../shared/api/network';
import { ResponseCode } from '../../../shared/codes';
import { formatMessage, type Lang, type MessageKey } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { applySteps, NetworkApplyError, undoSteps } from './applySteps';
import { commandText, ipRunner } from './ipCommand';
import { type LiveNetwork, markStored, readLive, readResolvConf } from './liveState';
import { loadStoredNetwork, saveStoredNetwork } from './networkStore';
import {
  planBondAdd,
  planBondDelete,
  planInterfaceChange,
  planRouteAdd,
  planRouteDelete,
  routeMatches,
  type Step,
} from './plans';

/**
 * The network tab's reads and changes (docs/network.md). A change runs in appliance mode only, one at a time on this
 * node, against the live state read just before it; its steps are applied in order and undone together when one
 * fails, and what it set is stored only once the kernel has it (and undone if the store fails).
 */
export interface NetworkCaller {
  userName: string;
  lang: Lang;
  /** The address this console's connection arrived on, outside namespace mode: a change must not cut it off. */
  consoleAddress: string | null;
}

type NetworkDeps = Pick<Deps, 'db' | 'now' | 'log' | 'network'>;

export const runnerOf = (deps: NetworkDeps) => ipRunner(deps.network.namespace);

let queue: Promise<unknown> = Promise.resolve();

/** One change at a time on this node: each plans against the state the previous one left. */
export function serialised<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  // The queue only orders the tasks; each caller hears its own task's failure through `run`.
  queue = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

export function assertManaged(deps: NetworkDeps): void {
  if (!deps.network.isManaged) throw new AppError(ResponseCode.networkNotManaged, 'networkNotManaged');
}

const refuse = (code: number, key: MessageKey, params: Record<string, string>, field: string) =>
  new AppError(code, key, params, { data: { field } });

/** The message of a failed apply; `undone` counts the steps taken back. */
export function applyFailure(error: NetworkApplyError): { key: MessageKey; params: Record<string, string> } {
  const params = {
    command: commandText(error.failure.args),
    reason: error.failure.reason,
    undone: String(error.undone),
    undoCommand: error.undoFailure ? commandText(error.undoFailure.args) : '',
  };
  return { key: error.undoFailure ? 'networkUndoFailed' : 'networkCommandFailed', params };
}

/** Applies the steps, then stores; a store that fails takes the steps back, so the kernel and the store agree. */
async function applyAndStore(deps: NetworkDeps, caller: NetworkCaller, steps: Step[], store: () => Promise<unknown>) {
  const runner = runnerOf(deps);
  try {
    await applySteps(runner, steps);
  } catch (error) {
    if (!(error instanceof NetworkApplyError)) throw error;
    const { key, params } = applyFailure(error);
    deps.log.warn({ by: caller.userName, ...params }, 'network: a change failed and was undone');
    throw new AppError(ResponseCode.networkCommandFailed, key, params, {
      data: { command: params.command, reason: params.reason },
    });
  }
  try {
    await store();
  } catch (error) {
    await undoSteps(runner, steps);
    throw error;
  }
}

export async function networkOverview(deps: NetworkDeps): Promise<NetworkOverview> {
  const [resolv, stored] = await Promise.all([
    readResolvConf(deps.network.namespace),
    loadStoredNetwork(deps.db, deps.network.nodeId),
  ]);
  return {
    hostname: hostname(),
    nodeId: deps.network.nodeId,
    isManaged: deps.network.isManaged,
    namespace: deps.network.namespace,
    dnsServers: resolv.servers,
    searchDomains: resolv.search,
    resolvConf: resolv.path,
    stored,
  };
}

export async function liveNetwork(deps: NetworkDeps): Promise<LiveNetwork> {
  const [live, stored] = await Promise.all([readLive(runnerOf(deps)), loadStoredNetwork(deps.db, deps.network.nodeId)]);
  return markStored(live, stored);
}

const store = (deps: NetworkDeps, caller: NetworkCaller, next: Omit<StoredNetwork, 'updatedAt' | 'updatedBy'>) =>
  saveStoredNetwork(deps.db, deps.network.nodeId, next, { userName: caller.userName, at: deps.now() });

/** The address part of "10.0.0.2/24". */
const addressOf = (cidr: string) => cidr.split('/')[0] ?? '';

function assertKeepsConsole(caller: NetworkCaller, iface: NetworkInterface, change: Partial<InterfaceChange>) {
  const address = caller.consoleAddress;
  if (!address || !iface.addresses.some((held) => addressOf(held.cidr) === address)) return;
  const dropsAddress = change.addresses !== undefined && !change.addresses.some((c) => addressOf(c) === address);
  if (change.isUp === false || dropsAddress) {
    throw new AppError(ResponseCode.networkWouldCutConsole, 'networkWouldCutConsole', { address, name: iface.name });
  }
}

/** PUT /setting-center/network: each interface's MTU, static addresses and state; all of them or none. */
export async function editInterfaces(deps: NetworkDeps, changes: InterfaceChange[], caller: NetworkCaller) {
  assertManaged(deps);
  return serialised(async () => {
    const live = await readLive(runnerOf(deps));
    const steps = changes.flatMap((change, index) => {
      const iface = live.interfaces.find((one) => one.name === change.name);
      if (!iface) {
        const field = `interfaces.${index}.name`;
        throw refuse(ResponseCode.networkNotFound, 'networkInterfaceNotFound', { name: change.name }, field);
      }
      assertKeepsConsole(caller, iface, change);
      return planInterfaceChange(change, iface);
    });
    const stored = await loadStoredNetwork(deps.db, deps.network.nodeId);
    await applyAndStore(deps, caller, steps, () =>
      store(deps, caller, { ...stored, interfaces: mergeInterfaces(stored.interfaces, changes) }),
    );
    return networkOverview(deps);
  });
}

/** A later setting of an interface replaces the stored one field by field; fields it leaves out stay. */
export function mergeInterfaces(stored: readonly StoredInterface[], changes: readonly InterfaceChange[]) {
  const merged = new Map(stored.map((one) => [one.name, { ...one }]));
  for (const change of changes) {
    const next: StoredInterface = { ...merged.get(change.name), name: change.name };
    if (change.isUp !== undefined) next.isUp = change.isUp;
    if (change.mtu !== undefined) next.mtu = change.mtu;
    if (change.addresses !== undefined) next.addresses = change.addresses;
    merged.set(change.name, next);
  }
  return [...merged.values()];
}

const sameRoute = (a: StoredRoute, b: StoredRoute) =>
  a.destination === b.destination && a.gateway === b.gateway && a.device === b.device && a.metric === b.metric;

export async function addRoute(deps: NetworkDeps, route: StoredRoute, caller: NetworkCaller): Promise<NetworkRoute[]> {
  assertManaged(deps);
  return serialised(async () => {
    const live = await readLive(runnerOf(deps));
    if (route.device && !live.interfaces.some((one) => one.name === route.device)) {
      throw refuse(ResponseCode.networkNotFound, 'networkInterfaceNotFound', { name: route.device }, 'device');
    }
    // Already in the kernel (an administrator's, or one lost from the store): it is only stored.
    const steps = live.routes.some((one) => routeMatches(one, route)) ? [] : planRouteAdd(route);
    const stored = await loadStoredNetwork(deps.db, deps.network.nodeId);
    const routes = stored.routes.some((one) => sameRoute(one, route)) ? stored.routes : [...stored.routes, route];
    await applyAndStore(deps, caller, steps, () => store(deps, caller, { ...stored, routes }));
    return (await liveNetwork(deps)).routes;
  });
}

/** Deletes the live routes the body describes and forgets the stored ones; either may be missing, not both. */
export async function deleteRoute(deps: NetworkDeps, wanted: Partial<StoredRoute>, caller: NetworkCaller) {
  assertManaged(deps);
  return serialised(async () => {
    const live = await readLive(runnerOf(deps));
    const stored = await loadStoredNetwork(deps.db, deps.network.nodeId);
    const inKernel = live.routes.filter((one) => routeMatches(one, wanted));
    const kept = stored.routes.filter((one) => !routeMatches(one, wanted));
    if (inKernel.length === 0 && kept.length === stored.routes.length) {
      const route = describeRoute({ destination: wanted.destination ?? '', ...wanted });
      throw refuse(ResponseCode.networkNotFound, 'networkRouteNotFound', { route }, 'destination');
    }
    await applyAndStore(deps, caller, planRouteDelete(inKernel), () =>
      store(deps, caller, { ...stored, routes: kept }),
    );
    return (await liveNetwork(deps)).routes;
  });
}

function assertMemberFree(member: NetworkInterface | undefined, name: string, caller: NetworkCaller) {
  if (!member) throw refuse(ResponseCode.networkNotFound, 'networkInterfaceNotFound', { name }, 'members');
  const reason = member.master
    ? formatMessage('networkMemberHasMaster', caller.lang, { master: member.master })
    : member.isLoopback || member.linkType !== 'ether' || member.kind === 'bond' || member.kind === 'bridge'
      ? formatMessage('networkMemberNotEthernet', caller.lang)
      : null;
  if (reason) throw refuse(ResponseCode.networkConflict, 'networkMemberUnavailable', { name, reason }, 'members');
  // Joining a bond takes the member's own addresses out of use.
  assertKeepsConsole(caller, member, { addresses: [] });
}

export async function addBond(deps: NetworkDeps, bond: StoredBond, caller: NetworkCaller): Promise<NetworkBond[]> {
  assertManaged(deps);
  return serialised(async () => {
    const live = await readLive(runnerOf(deps));
    if (live.interfaces.some((one) => one.name === bond.name)) {
      throw refuse(ResponseCode.networkConflict, 'networkNameTaken', { name: bond.name }, 'name');
    }
    const members = bond.members.map((name) => {
      const member = live.interfaces.find((one) => one.name === name);
      assertMemberFree(member, name, caller);
      return member as NetworkInterface;
    });
    const stored = await loadStoredNetwork(deps.db, deps.network.nodeId);
    const bonds = [...stored.bonds.filter((one) => one.name !== bond.name), bond];
    await applyAndStore(deps, caller, planBondAdd(bond, members), () => store(deps, caller, { ...stored, bonds }));
    return (await liveNetwork(deps)).bonds;
  });
}

/**
 * Deletes a bond (the kernel releases its members and drops its routes) and forgets it with the settings and routes
 * stored for it, which could not be applied again without it.
 */
export async function deleteBond(deps: NetworkDeps, name: string, caller: NetworkCaller): Promise<NetworkBond[]> {
  assertManaged(deps);
  return serialised(async () => {
    const live = await readLive(runnerOf(deps));
    const stored = await loadStoredNetwork(deps.db, deps.network.nodeId);
    const bond = live.bonds.find((one) => one.name === name);
    if (!bond && !stored.bonds.some((one) => one.name === name)) {
      throw refuse(ResponseCode.networkNotFound, 'networkBondNotFound', { name }, 'name');
    }
    const asInterface = live.interfaces.find((one) => one.name === name);
    if (asInterface) assertKeepsConsole(caller, asInterface, { isUp: false });
    const next = {
      interfaces: stored.interfaces.filter((one) => one.name !== name),
      routes: stored.routes.filter((one) => one.device !== name),
      bonds: stored.bonds.filter((one) => one.name !== name),
    };
    const steps = bond ? planBondDelete(bond, live.interfaces) : [];
    await applyAndStore(deps, caller, steps, () => store(deps, caller, next));
    return (await liveNetwork(deps)).bonds;
  });
}
