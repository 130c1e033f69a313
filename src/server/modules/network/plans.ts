import type {
  InterfaceChange,
  NetworkBond,
  NetworkInterface,
  NetworkRoute,
  StoredBond,
  StoredRoute,
} from '../../../shared/api/network';
import { BOND_MODES, canonicalDestination, parsePrefix, routeFamily } from '../../../shared/rules/networkRules';

/**
 * What a change does to the kernel, as `ip` commands in order, each with the commands that take it back. Planned
 * against the live state read just before, so a setting that is already so costs no command. Pure: the tests read
 * the plans without a namespace.
 */
export interface Step {
  args: string[];
  /** Run in this order to undo the step when a later step of the same request fails. */
  undo: string[][];
}

const link = (name: string, ...rest: string[]) => ['link', 'set', 'dev', name, ...rest];

/** The addresses an interface change may remove: static ones, not DHCP/SLAAC, link-local or the loopback's. */
export function staticAddresses(live: NetworkInterface): string[] {
  return live.addresses.filter((a) => !a.isDynamic && a.scope === 'global').map((a) => a.cidr);
}

/** MTU, then new addresses before old ones go (the interface keeps an address throughout), then up or down. */
export function planInterfaceChange(change: InterfaceChange, live: NetworkInterface): Step[] {
  const steps: Step[] = [];
  if (change.mtu !== undefined && change.mtu !== live.mtu) {
    steps.push({ args: link(live.name, 'mtu', String(change.mtu)), undo: [link(live.name, 'mtu', String(live.mtu))] });
  }
  if (change.addresses) {
    const present = new Set(live.addresses.map((a) => a.cidr));
    const wanted = new Set(change.addresses);
    for (const cidr of wanted) {
      if (!present.has(cidr)) steps.push({ args: addr('add', cidr, live.name), undo: [addr('del', cidr, live.name)] });
    }
    for (const cidr of staticAddresses(live)) {
      if (!wanted.has(cidr)) steps.push({ args: addr('del', cidr, live.name), undo: [addr('add', cidr, live.name)] });
    }
  }
  if (change.isUp !== undefined && change.isUp !== live.isUp) {
    const [to, back] = change.isUp ? ['up', 'down'] : ['down', 'up'];
    steps.push({ args: link(live.name, to), undo: [link(live.name, back)] });
  }
  return steps;
}

const addr = (verb: 'add' | 'del', cidr: string, device: string) => ['addr', verb, cidr, 'dev', device];

const familyFlag = (route: Pick<StoredRoute, 'destination' | 'gateway'>) =>
  routeFamily(route.destination, route.gateway) === 6 ? '-6' : '-4';

/** "10.20.0.0/16 via 10.0.0.1 dev eth0 metric 50" as arguments. */
function routeSpec(route: StoredRoute): string[] {
  return [
    route.destination,
    ...(route.gateway ? ['via', route.gateway] : []),
    ...(route.device ? ['dev', route.device] : []),
    ...(route.metric !== null ? ['metric', String(route.metric)] : []),
  ];
}

/** Gatehouse's routes are marked `proto static`, as an administrator's own would be. */
export function planRouteAdd(route: StoredRoute): Step[] {
  const flag = familyFlag(route);
  return [
    {
      args: [flag, 'route', 'add', ...routeSpec(route), 'proto', 'static'],
      undo: [[flag, 'route', 'del', ...routeSpec(route)]],
    },
  ];
}

/** Words `ip route add … proto/scope` takes back as they were listed; numbers and odd names are left out. */
const WORD = /^[a-z][a-z0-9_-]{0,15}$/;

/** Each route deleted, its undo adding it back as it was (protocol, scope and source included). */
export function planRouteDelete(routes: readonly NetworkRoute[]): Step[] {
  return routes.map((route) => {
    const spec = routeSpec(route);
    const flag = familyFlag(route);
    const extra = [
      ...(route.protocol && WORD.test(route.protocol) ? ['proto', route.protocol] : []),
      ...(route.scope && WORD.test(route.scope) ? ['scope', route.scope] : []),
      ...(route.source ? ['src', route.source] : []),
    ];
    return { args: [flag, 'route', 'del', ...spec], undo: [[flag, 'route', 'add', ...spec, ...extra]] };
  });
}

/**
 * Whether a live route is the one described: the same destination, and the same gateway, device and metric where
 * the description gives them (a description without a metric matches any).
 */
export function routeMatches(
  live: Pick<NetworkRoute, keyof StoredRoute> & { family?: NetworkRoute['family'] },
  wanted: Partial<StoredRoute>,
): boolean {
  if (wanted.destination !== undefined) {
    if (live.destination !== canonicalDestination(wanted.destination)) return false;
    // "default" is a destination of both families: the gateway (or IPv4 without one) says which is meant.
    const liveFamily = live.family ?? (routeFamily(live.destination, live.gateway) === 6 ? 'inet6' : 'inet');
    if (liveFamily !== (routeFamily(wanted.destination, wanted.gateway) === 6 ? 'inet6' : 'inet')) return false;
  }
  if (wanted.gateway && live.gateway !== wanted.gateway) return false;
  if (wanted.device && live.device !== wanted.device) return false;
  if (wanted.metric !== undefined && wanted.metric !== null && (live.metric ?? 0) !== wanted.metric) return false;
  return true;
}

/** Make the bond, take its members in (each must be down to join), address it, bring it and its members up. */
export function bondCreateArgs(bond: StoredBond, upMembers: ReadonlySet<string>): string[][] {
  return [
    ['link', 'add', bond.name, 'type', 'bond', 'mode', bond.mode, 'miimon', String(bond.miimon)],
    ...bond.members.flatMap((member) => [link(member, 'down'), link(member, 'master', bond.name)]),
    ...(bond.mtu !== null ? [link(bond.name, 'mtu', String(bond.mtu))] : []),
    ...bond.addresses.map((cidr) => addr('add', cidr, bond.name)),
    link(bond.name, 'up'),
    ...bond.members.filter((member) => upMembers.has(member)).map((member) => link(member, 'up')),
  ];
}

/**
 * A new bond: once it exists, deleting it undoes everything done to it; a member taken down or in is given back
 * as it was. `live` are the members as they are now.
 */
export function planBondAdd(bond: StoredBond, live: readonly NetworkInterface[]): Step[] {
  const wasUp = new Set(live.filter((one) => one.isUp).map((one) => one.name));
  const [create = [], ...rest] = bondCreateArgs(bond, new Set(bond.members));
  const steps: Step[] = [{ args: create, undo: [['link', 'del', 'dev', bond.name]] }];
  for (const args of rest) {
    const [, , , device = '', verb] = args;
    if (device === bond.name || args[1] === 'add') {
      // The bond's own settings go with the bond.
      steps.push({ args, undo: [] });
    } else if (verb === 'master') {
      steps.push({ args, undo: [link(device, 'nomaster')] });
    } else if (verb === 'down') {
      steps.push({ args, undo: wasUp.has(device) ? [link(device, 'up')] : [] });
    } else {
      steps.push({ args, undo: wasUp.has(device) ? [] : [link(device, 'down')] });
    }
  }
  return steps;
}

/** The live bond as it would be stored: what re-creating it on undo needs. */
export function storedBondOf(bond: NetworkBond): StoredBond {
  const mode = BOND_MODES.find((known) => known === bond.mode) ?? 'balance-rr';
  return {
    name: bond.name,
    mode,
    members: bond.members.map((member) => member.name),
    miimon: bond.miimon ?? 0,
    mtu: bond.mtu,
    addresses: bond.addresses.filter((cidr) => parsePrefix(cidr) !== null),
  };
}

/**
 * Deleting a bond releases its members, which the kernel leaves down: those that were up are brought up again.
 * Undo makes the bond again as it was.
 */
export function planBondDelete(bond: NetworkBond, live: readonly NetworkInterface[]): Step[] {
  const upMembers = new Set(
    live.filter((one) => one.isUp && bond.members.some((m) => m.name === one.name)).map((one) => one.name),
  );
  return [
    { args: ['link', 'del', 'dev', bond.name], undo: bondCreateArgs(storedBondOf(bond), upMembers) },
    ...[...upMembers].map((member) => ({ args: link(member, 'up'), undo: [link(member, 'down')] })),
  ];
}
