import { z } from 'zod';
import { BOND_MODES } from '../rules/networkRules';

/**
 * What the network tab reads (docs/network.md): the settings stored per node, the kernel's state as iproute2 reports
 * it, and reload's per-item outcome. Reply shapes only; the bodies and endpoints are in network.ts, which re-exports
 * these.
 */
// ---- what is stored per node (and shown as such) ----

export const StoredRouteSchema = z.object({
  destination: z.string(),
  gateway: z.string().nullable(),
  device: z.string().nullable(),
  metric: z.number().int().nullable(),
});
export type StoredRoute = z.infer<typeof StoredRouteSchema>;

export const StoredBondSchema = z.object({
  name: z.string(),
  mode: z.enum(BOND_MODES),
  members: z.array(z.string()),
  miimon: z.number().int(),
  mtu: z.number().int().nullable(),
  addresses: z.array(z.string()),
});
export type StoredBond = z.infer<typeof StoredBondSchema>;

/** An interface's settings: only what was set is kept (and applied again). */
export const StoredInterfaceSchema = z.object({
  name: z.string(),
  isUp: z.boolean().optional(),
  mtu: z.number().int().optional(),
  /** The interface's static addresses, the whole list: others are removed, DHCP/SLAAC and link-local ones kept. */
  addresses: z.array(z.string()).optional(),
});
export type StoredInterface = z.infer<typeof StoredInterfaceSchema>;

export const StoredNetworkSchema = z.object({
  interfaces: z.array(StoredInterfaceSchema),
  routes: z.array(StoredRouteSchema),
  bonds: z.array(StoredBondSchema),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type StoredNetwork = z.infer<typeof StoredNetworkSchema>;

// ---- what the kernel has ----

export const NetworkAddressSchema = z.object({
  family: z.enum(['inet', 'inet6']),
  /** "10.0.0.2/24", as the forms take it. */
  cidr: z.string(),
  /** global, link (fe80::/10), host (loopback). */
  scope: z.string(),
  /** Given by DHCP or router advertisements (it has a lifetime): not Gatehouse's to keep or remove. */
  isDynamic: z.boolean(),
});
export type NetworkAddress = z.infer<typeof NetworkAddressSchema>;

export const NetworkInterfaceSchema = z.object({
  name: z.string(),
  index: z.number().int(),
  /** veth, bond, bridge, vlan …; null for a physical card and the loopback. */
  kind: z.string().nullable(),
  /** Operational state as the kernel reports it: UP, DOWN, UNKNOWN, LOWERLAYERDOWN … */
  state: z.string(),
  /** Set administratively up (`ip link set … up`). */
  isUp: z.boolean(),
  /** A carrier is detected (LOWER_UP). */
  hasCarrier: z.boolean(),
  mac: z.string().nullable(),
  /** ether, loopback, none (a tunnel) … */
  linkType: z.string(),
  mtu: z.number().int(),
  /** The bond or bridge it belongs to. */
  master: z.string().nullable(),
  isLoopback: z.boolean(),
  addresses: z.array(NetworkAddressSchema),
  /** Gatehouse keeps settings of it (PUT /setting-center/network). */
  isStored: z.boolean(),
});
export type NetworkInterface = z.infer<typeof NetworkInterfaceSchema>;

export const NetworkRouteSchema = z.object({
  family: z.enum(['inet', 'inet6']),
  /** unicast, blackhole, unreachable, prohibit … */
  type: z.string(),
  /** "default" or a prefix with its length. */
  destination: z.string(),
  gateway: z.string().nullable(),
  device: z.string().nullable(),
  metric: z.number().int().nullable(),
  /** Who made it: kernel, boot, static, dhcp, ra … */
  protocol: z.string().nullable(),
  scope: z.string().nullable(),
  /** The preferred source address. */
  source: z.string().nullable(),
  isStored: z.boolean(),
});
export type NetworkRoute = z.infer<typeof NetworkRouteSchema>;

export const NetworkBondSchema = z.object({
  name: z.string(),
  mode: z.string().nullable(),
  miimon: z.number().int().nullable(),
  state: z.string(),
  mtu: z.number().int(),
  members: z.array(z.object({ name: z.string(), state: z.string().nullable(), linkState: z.string().nullable() })),
  addresses: z.array(z.string()),
  isStored: z.boolean(),
});
export type NetworkBond = z.infer<typeof NetworkBondSchema>;

export const NetworkOverviewSchema = z.object({
  hostname: z.string(),
  /** The node that answered (GATEHOUSE_NODE_ID, default the host name): each node has its own network. */
  nodeId: z.string(),
  /** Appliance mode: this Gatehouse may change the host's network (GATEHOUSE_MANAGE_NETWORK=1). */
  isManaged: z.boolean(),
  /** The network namespace commands run in (GATEHOUSE_NETWORK_NAMESPACE, tests and containers); null: the host's. */
  namespace: z.string().nullable(),
  /** From resolv.conf, read-only. */
  dnsServers: z.array(z.string()),
  searchDomains: z.array(z.string()),
  resolvConf: z.string(),
  stored: StoredNetworkSchema,
});
export type NetworkOverview = z.infer<typeof NetworkOverviewSchema>;

export const ReloadResultSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['interface', 'route', 'bond']),
      /** The item as people read it: "bond0", "10.20.0.0/16 via 10.0.0.1 dev eth0 metric 50". */
      name: z.string(),
      status: z.enum(['applied', 'unchanged', 'failed']),
      /** Why it failed (the command and its error). */
      message: z.string().nullable(),
    }),
  ),
  applied: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
});
export type ReloadResult = z.infer<typeof ReloadResultSchema>;

/** "10.20.0.0/16 via 10.0.0.1 dev eth0 metric 50", as `ip route` writes a route. */
export function describeRoute(route: {
  destination: string;
  gateway?: string | null | undefined;
  device?: string | null | undefined;
  metric?: number | null | undefined;
}): string {
  return [
    route.destination,
    route.gateway ? `via ${route.gateway}` : '',
    route.device ? `dev ${route.device}` : '',
    route.metric !== null && route.metric !== undefined ? `metric ${route.metric}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
