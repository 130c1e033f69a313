import { readFile } from 'node:fs/promises';
import type { NetworkBond, NetworkInterface, NetworkRoute, StoredNetwork } from '../../../shared/api/network';
import { ResponseCode } from '../../../shared/codes';
import { parseAddress } from '../../../shared/rules/networkRules';
import { AppError } from '../../errors/appError';
import { IpCommandError, type IpRunner } from './ipCommand';
import { bondsOf, interfacesOf, parseLinks, parseRoutes } from './iproute';
import { routeMatches } from './plans';

/** The kernel's network as read now: interfaces (with addresses), bonds and the main table's routes. */
export interface LiveNetwork {
  interfaces: NetworkInterface[];
  bonds: NetworkBond[];
  routes: NetworkRoute[];
}

/** Three reads, each one `ip` call; a failure or output iproute2 does not write says why the network is unreadable. */
export async function readLive(runner: IpRunner): Promise<LiveNetwork> {
  try {
    const [links, v4, v6] = await Promise.all([
      runner.run(['-j', '-d', 'addr', 'show']),
      runner.run(['-4', '-j', '-d', 'route', 'show', 'table', 'main']),
      runner.run(['-6', '-j', '-d', 'route', 'show', 'table', 'main']),
    ]);
    const raw = parseLinks(links);
    return {
      interfaces: interfacesOf(raw),
      bonds: bondsOf(raw),
      routes: [...parseRoutes(v4, 'inet'), ...parseRoutes(v6, 'inet6')],
    };
  } catch (error) {
    const reason =
      error instanceof IpCommandError
        ? error.message
        : error instanceof SyntaxError || (error instanceof Error && error.name === 'ZodError')
          ? 'the output of ip is not iproute2 JSON'
          : null;
    if (reason === null) throw error;
    throw new AppError(ResponseCode.networkUnavailable, 'networkUnavailable', { reason });
  }
}

/** Flags what Gatehouse keeps settings of, so the console can say which items reload would apply again. */
export function markStored(live: LiveNetwork, stored: StoredNetwork): LiveNetwork {
  const storedNames = new Set([...stored.interfaces, ...stored.bonds].map((item) => item.name));
  return {
    interfaces: live.interfaces.map((one) => ({ ...one, isStored: storedNames.has(one.name) })),
    bonds: live.bonds.map((bond) => ({ ...bond, isStored: stored.bonds.some((b) => b.name === bond.name) })),
    routes: live.routes.map((route) => ({
      ...route,
      isStored: stored.routes.some((wanted) => routeMatches(route, wanted)),
    })),
  };
}

/**
 * The name servers and search domains of resolv.conf, read-only (they belong to the host's resolver, systemd-resolved
 * or DHCP). In namespace mode `ip netns exec` would use /etc/netns/<name>/resolv.conf when it exists, so that is read.
 */
export async function readResolvConf(
  namespace: string | null,
): Promise<{ path: string; servers: string[]; search: string[] }> {
  const candidates = [...(namespace ? [`/etc/netns/${namespace}/resolv.conf`] : []), '/etc/resolv.conf'];
  for (const path of candidates) {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      // A missing file is no resolver configured (a minimal container); the next candidate or nothing.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    return { path, ...parseResolvConf(text) };
  }
  return { path: candidates.at(-1) ?? '/etc/resolv.conf', servers: [], search: [] };
}

export function parseResolvConf(text: string): { servers: string[]; search: string[] } {
  const servers: string[] = [];
  const search: string[] = [];
  for (const line of text.split('\n')) {
    const [word, ...rest] = line
      .replace(/[#;].*$/, '')
      .trim()
      .split(/\s+/);
    if (word === 'nameserver' && rest[0] && parseAddress(rest[0].split('%')[0] ?? '')) servers.push(rest[0]);
    // "domain" and "search" override each other; the last one wins, as in the resolver.
    if ((word === 'search' || word === 'domain') && rest.length > 0) search.splice(0, search.length, ...rest);
  }
  return { servers, search };
}
