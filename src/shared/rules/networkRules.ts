/**
 * Addresses, prefixes and names of the host's network (docs/network.md): parsed and printed the same way on both
 * sides, so that a route the console sends, the one the server stores and the one `ip -j route` lists compare equal
 * however each was written ("2001:DB8:0::/32", "2001:db8::/32"). Pure: no Node APIs, no zod.
 */

export type IpFamily = 4 | 6;

export interface ParsedAddress {
  family: IpFamily;
  /** 4 or 16 bytes, network order. */
  bytes: number[];
}

export interface ParsedPrefix extends ParsedAddress {
  prefixLength: number;
}

/**
 * A Linux interface name: at most 15 characters (IFNAMSIZ 16 with its NUL), no slash, colon or white space, and not
 * starting with '-' or '.', so that it can never be read as an option of `ip` nor be "." or "..".
 */
export const INTERFACE_NAME_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,14}$/;

/** The kernel's bonding modes, as `ip link add … type bond mode <mode>` takes them. */
export const BOND_MODES = [
  'balance-rr',
  'active-backup',
  'balance-xor',
  'broadcast',
  '802.3ad',
  'balance-tlb',
  'balance-alb',
] as const;
export type BondMode = (typeof BOND_MODES)[number];

export const NETWORK_LIMITS = {
  /** IPv4's minimum MTU and the largest a Linux link takes. */
  mtu: { min: 68, max: 65_535 },
  /** A route metric is a u32 in the kernel. */
  metric: { min: 0, max: 4_294_967_295 },
  /** Milliseconds between MII link checks of a bond; 0 turns them off. */
  miimon: { min: 0, max: 60_000 },
  bondMembers: { min: 1, max: 8 },
  addressesPerInterface: 32,
  interfacesPerChange: 32,
} as const;

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => OCTET.test(part))) return null;
  return parts.map(Number);
}

/** An IPv6 address in any RFC 4291 form, an IPv4 tail included; no zone ("%eth0"). */
export function parseIpv6(text: string): number[] | null {
  if (!/^[0-9A-Fa-f:.]+$/.test(text) || text.split('::').length > 2) return null;
  let tail: number[] = [];
  let body = text;
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.')) {
    const v4 = parseIpv4(text.slice(lastColon + 1));
    if (!v4) return null;
    tail = [((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0)];
    body = text.slice(0, lastColon + 1);
    if (body.endsWith(':') && !body.endsWith('::')) body = body.slice(0, -1);
  }
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const [head = '', rest] = body.split('::');
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  if (![...left, ...right].every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group))) return null;
  const words = 8 - tail.length;
  const missing = words - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 1) return null;
  const all = [
    ...left.map(hex),
    ...Array<number>(rest === undefined ? 0 : missing).fill(0),
    ...right.map(hex),
    ...tail,
  ];
  return all.flatMap((word) => [word >> 8, word & 0xff]);
}

const hex = (group: string) => Number.parseInt(group, 16);

export function parseAddress(text: string): ParsedAddress | null {
  const v4 = parseIpv4(text);
  if (v4) return { family: 4, bytes: v4 };
  const v6 = parseIpv6(text);
  return v6 ? { family: 6, bytes: v6 } : null;
}

/** "address/length"; without "/length" only when `hostWithoutLength` (a host route: /32 or /128). */
export function parsePrefix(text: string, hostWithoutLength = false): ParsedPrefix | null {
  const [address = '', length, extra] = text.split('/');
  if (extra !== undefined) return null;
  const parsed = parseAddress(address);
  if (!parsed) return null;
  const max = parsed.family === 4 ? 32 : 128;
  if (length === undefined) return hostWithoutLength ? { ...parsed, prefixLength: max } : null;
  if (!/^(0|[1-9]\d{0,2})$/.test(length) || Number(length) > max) return null;
  return { ...parsed, prefixLength: Number(length) };
}

/** The prefix with its host bits cleared. */
export function maskPrefix(prefix: ParsedPrefix): ParsedPrefix {
  const bytes = prefix.bytes.map((byte, index) => {
    const bits = Math.min(8, Math.max(0, prefix.prefixLength - index * 8));
    return byte & ((0xff << (8 - bits)) & 0xff);
  });
  return { ...prefix, bytes };
}

export function hasHostBits(prefix: ParsedPrefix): boolean {
  return maskPrefix(prefix).bytes.some((byte, index) => byte !== prefix.bytes[index]);
}

/** Dotted quad, or RFC 5952: lower case, no leading zeros, the longest run of two or more zero words as "::". */
export function formatAddress({ family, bytes }: ParsedAddress): string {
  if (family === 4) return bytes.join('.');
  const words = Array.from({ length: 8 }, (_, index) => ((bytes[index * 2] ?? 0) << 8) | (bytes[index * 2 + 1] ?? 0));
  let best = { start: -1, length: 0 };
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && words[start + length] === 0) length += 1;
    if (length > best.length && length >= 2) best = { start, length };
  }
  const text = (list: number[]) => list.map((word) => word.toString(16)).join(':');
  if (best.start < 0) return text(words);
  return `${text(words.slice(0, best.start))}::${text(words.slice(best.start + best.length))}`;
}

export function formatPrefix(prefix: ParsedPrefix): string {
  return `${formatAddress(prefix)}/${prefix.prefixLength}`;
}

/** One spelling of an address ("2001:DB8::0001" → "2001:db8::1"); the text itself when it is none. */
export function canonicalAddress(text: string): string {
  const parsed = parseAddress(text);
  return parsed ? formatAddress(parsed) : text;
}

/**
 * One spelling of a route destination: "default", or the prefix with its length ("10.1.2.3" as `ip` lists a host
 * route becomes "10.1.2.3/32"). The text itself when it is neither.
 */
export function canonicalDestination(text: string): string {
  if (text === 'default') return text;
  const parsed = parsePrefix(text, true);
  return parsed ? formatPrefix(parsed) : text;
}

/** An interface address "10.0.0.2/24" in one spelling; host bits are kept, they are the address. */
export function canonicalInterfaceAddress(text: string): string {
  const parsed = parsePrefix(text);
  return parsed ? formatPrefix(parsed) : text;
}

/** The family a route's destination (or, for "default", its gateway) belongs to; IPv4 when neither says. */
export function routeFamily(destination: string, gateway?: string | null): IpFamily {
  if (destination !== 'default') return parsePrefix(destination, true)?.family ?? 4;
  return (gateway ? parseAddress(gateway)?.family : undefined) ?? 4;
}
