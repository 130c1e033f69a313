import { z } from 'zod';
import type { NetworkAddress, NetworkBond, NetworkInterface, NetworkRoute } from '../../../shared/api/network';
import { canonicalAddress, canonicalDestination, canonicalInterfaceAddress } from '../../../shared/rules/networkRules';

/**
 * iproute2's JSON (`ip -j -d addr show`, `ip -j -d route show table main`) read into the contract's shapes. Only the
 * fields used are declared; iproute2 adds fields between versions and those are ignored. Output that is not what
 * iproute2 writes at all throws, and the caller says the network could not be read.
 */

/** iproute2's "forever". */
const FOREVER = 4_294_967_295;

const RawAddressSchema = z.object({
  family: z.string(),
  local: z.string().optional(),
  prefixlen: z.number().int().optional(),
  scope: z.string().optional(),
  dynamic: z.boolean().optional(),
  valid_life_time: z.number().optional(),
});

const RawLinkInfoSchema = z.object({
  info_kind: z.string().optional(),
  info_data: z.record(z.string(), z.unknown()).optional(),
  info_slave_kind: z.string().optional(),
  info_slave_data: z.record(z.string(), z.unknown()).optional(),
});

const RawLinkSchema = z.object({
  ifindex: z.number().int(),
  ifname: z.string(),
  flags: z.array(z.string()).default([]),
  mtu: z.number().int().default(0),
  operstate: z.string().default('UNKNOWN'),
  link_type: z.string().default('none'),
  address: z.string().optional(),
  master: z.string().optional(),
  linkinfo: RawLinkInfoSchema.optional(),
  addr_info: z.array(RawAddressSchema).default([]),
});
export type RawLink = z.infer<typeof RawLinkSchema>;

const RawRouteSchema = z.object({
  type: z.string().optional(),
  dst: z.string(),
  gateway: z.string().optional(),
  dev: z.string().optional(),
  metric: z.number().int().optional(),
  protocol: z.string().optional(),
  scope: z.string().optional(),
  prefsrc: z.string().optional(),
  /** A multipath route lists its hops here instead of gateway and dev. */
  nexthops: z.array(z.object({ gateway: z.string().optional(), dev: z.string().optional() })).optional(),
});

/** `ip -j` answers an empty table with nothing at all on some versions, "[]" on others. */
function parseJsonArray(text: string): unknown {
  const trimmed = text.trim();
  return trimmed === '' ? [] : JSON.parse(trimmed);
}

export function parseLinks(text: string): RawLink[] {
  return z.array(RawLinkSchema).parse(parseJsonArray(text));
}

function addressOf(raw: z.infer<typeof RawAddressSchema>): NetworkAddress | null {
  if ((raw.family !== 'inet' && raw.family !== 'inet6') || !raw.local || raw.prefixlen === undefined) return null;
  return {
    family: raw.family,
    cidr: canonicalInterfaceAddress(`${raw.local}/${raw.prefixlen}`),
    scope: raw.scope ?? 'global',
    isDynamic: raw.dynamic === true || (raw.valid_life_time !== undefined && raw.valid_life_time < FOREVER),
  };
}

export function interfacesOf(links: readonly RawLink[]): NetworkInterface[] {
  return links.map((link) => {
    const isLoopback = link.link_type === 'loopback' || link.flags.includes('LOOPBACK');
    return {
      name: link.ifname,
      index: link.ifindex,
      kind: link.linkinfo?.info_kind ?? null,
      state: link.operstate,
      isUp: link.flags.includes('UP'),
      hasCarrier: link.flags.includes('LOWER_UP'),
      mac: isLoopback || !link.address ? null : link.address,
      linkType: link.link_type,
      mtu: link.mtu,
      master: link.master ?? null,
      isLoopback,
      addresses: link.addr_info.map(addressOf).filter((address) => address !== null),
      isStored: false,
    };
  });
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** Bonds and their members from the same links (`-d` gives info_data of a bond and info_slave_data of a member). */
export function bondsOf(links: readonly RawLink[]): NetworkBond[] {
  return links
    .filter((link) => link.linkinfo?.info_kind === 'bond')
    .map((bond) => {
      const data = bond.linkinfo?.info_data ?? {};
      return {
        name: bond.ifname,
        mode: text(data.mode),
        miimon: whole(data.miimon),
        state: bond.operstate,
        mtu: bond.mtu,
        members: links
          .filter((link) => link.master === bond.ifname && link.linkinfo?.info_slave_kind === 'bond')
          .map((member) => ({
            name: member.ifname,
            state: text(member.linkinfo?.info_slave_data?.state),
            linkState: text(member.linkinfo?.info_slave_data?.mii_status),
          })),
        addresses: bond.addr_info
          .map(addressOf)
          .filter((address) => address !== null && address.scope !== 'link')
          .map((address) => address?.cidr ?? ''),
        isStored: false,
      };
    });
}

export function parseRoutes(output: string, family: 'inet' | 'inet6'): NetworkRoute[] {
  return z
    .array(RawRouteSchema)
    .parse(parseJsonArray(output))
    .map((raw) => {
      const hop = raw.nexthops?.[0];
      const gateway = raw.gateway ?? hop?.gateway;
      return {
        family,
        type: raw.type ?? 'unicast',
        destination: canonicalDestination(raw.dst),
        gateway: gateway ? canonicalAddress(gateway) : null,
        device: raw.dev ?? hop?.dev ?? null,
        metric: raw.metric ?? null,
        protocol: raw.protocol ?? null,
        scope: raw.scope ?? null,
        source: raw.prefsrc ? canonicalAddress(raw.prefsrc) : null,
        isStored: false,
      };
    });
}
