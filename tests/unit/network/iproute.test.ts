import { describe, expect, it } from 'vitest';
import { bondsOf, interfacesOf, parseLinks, parseRoutes } from '../../../src/server/modules/network/iproute';
import { parseResolvConf } from '../../../src/server/modules/network/liveState';

/**
 * iproute2's JSON as `ip -j -d addr show` and `ip -j -d route show` write it (iproute2 6.1; trimmed to the fields a
 * reader would see, the bond's as the bonding driver reports them).
 */
const ADDR_SHOW = JSON.stringify([
  {
    ifindex: 1,
    ifname: 'lo',
    flags: ['LOOPBACK', 'UP', 'LOWER_UP'],
    mtu: 65536,
    operstate: 'UNKNOWN',
    link_type: 'loopback',
    address: '00:00:00:00:00:00',
    addr_info: [
      { family: 'inet', local: '127.0.0.1', prefixlen: 8, scope: 'host', valid_life_time: 4294967295 },
      { family: 'inet6', local: '::1', prefixlen: 128, scope: 'host', valid_life_time: 4294967295 },
    ],
  },
  {
    ifindex: 2,
    ifname: 'eth0',
    flags: ['BROADCAST', 'MULTICAST', 'SLAVE', 'UP', 'LOWER_UP'],
    mtu: 1500,
    operstate: 'UP',
    link_type: 'ether',
    address: '52:54:00:12:34:56',
    master: 'bond0',
    linkinfo: {
      info_slave_kind: 'bond',
      info_slave_data: { state: 'ACTIVE', mii_status: 'UP', link_failure_count: 0, queue_id: 0 },
    },
    addr_info: [],
  },
  {
    ifindex: 3,
    ifname: 'eth1',
    flags: ['BROADCAST', 'MULTICAST', 'SLAVE', 'UP'],
    mtu: 1500,
    operstate: 'DOWN',
    link_type: 'ether',
    address: '52:54:00:12:34:57',
    master: 'bond0',
    linkinfo: { info_slave_kind: 'bond', info_slave_data: { state: 'BACKUP', mii_status: 'DOWN' } },
    addr_info: [],
  },
  {
    ifindex: 4,
    ifname: 'bond0',
    flags: ['BROADCAST', 'MULTICAST', 'MASTER', 'UP', 'LOWER_UP'],
    mtu: 9000,
    operstate: 'UP',
    link_type: 'ether',
    address: '52:54:00:12:34:56',
    linkinfo: {
      info_kind: 'bond',
      info_data: { mode: 'active-backup', miimon: 100, updelay: 0, downdelay: 0, primary_reselect: 'always' },
    },
    addr_info: [
      { family: 'inet', local: '192.0.2.10', prefixlen: 24, scope: 'global', label: 'bond0' },
      { family: 'inet', local: '192.0.2.77', prefixlen: 24, scope: 'global', dynamic: true, valid_life_time: 3600 },
      { family: 'inet6', local: '2001:db8:0:1::10', prefixlen: 64, scope: 'global', valid_life_time: 4294967295 },
      { family: 'inet6', local: 'fe80::5054:ff:fe12:3456', prefixlen: 64, scope: 'link' },
    ],
  },
  {
    ifindex: 5,
    ifname: 'wg0',
    flags: ['POINTOPOINT', 'NOARP'],
    mtu: 1420,
    operstate: 'DOWN',
    link_type: 'none',
    linkinfo: { info_kind: 'wireguard' },
    addr_info: [],
  },
]);

describe('interfaces from ip -j -d addr show', () => {
  const links = parseLinks(ADDR_SHOW);

  it('reads state, MAC, MTU, kind, master and addresses; the loopback has no MAC, a tunnel none either', () => {
    const [lo, eth0, eth1, bond0, wg0] = interfacesOf(links);
    expect(lo).toMatchObject({ name: 'lo', isLoopback: true, mac: null, mtu: 65536, kind: null, isUp: true });
    expect(eth0).toMatchObject({
      name: 'eth0',
      index: 2,
      state: 'UP',
      isUp: true,
      hasCarrier: true,
      mac: '52:54:00:12:34:56',
      linkType: 'ether',
      master: 'bond0',
      addresses: [],
      isStored: false,
    });
    expect(eth1).toMatchObject({ state: 'DOWN', isUp: true, hasCarrier: false });
    expect(bond0?.addresses).toEqual([
      { family: 'inet', cidr: '192.0.2.10/24', scope: 'global', isDynamic: false },
      { family: 'inet', cidr: '192.0.2.77/24', scope: 'global', isDynamic: true },
      { family: 'inet6', cidr: '2001:db8:0:1::10/64', scope: 'global', isDynamic: false },
      { family: 'inet6', cidr: 'fe80::5054:ff:fe12:3456/64', scope: 'link', isDynamic: false },
    ]);
    expect(wg0).toMatchObject({ kind: 'wireguard', mac: null, isUp: false, linkType: 'none' });
  });

  it('reads bonds with their mode and members, the members’ roles and links; link-local addresses left out', () => {
    expect(bondsOf(links)).toEqual([
      {
        name: 'bond0',
        mode: 'active-backup',
        miimon: 100,
        state: 'UP',
        mtu: 9000,
        members: [
          { name: 'eth0', state: 'ACTIVE', linkState: 'UP' },
          { name: 'eth1', state: 'BACKUP', linkState: 'DOWN' },
        ],
        addresses: ['192.0.2.10/24', '192.0.2.77/24', '2001:db8:0:1::10/64'],
        isStored: false,
      },
    ]);
  });

  it('takes an empty answer for no links, and refuses output that is not iproute2 JSON', () => {
    expect(parseLinks('')).toEqual([]);
    expect(parseLinks('[]\n')).toEqual([]);
    expect(() => parseLinks('1: lo: <LOOPBACK,UP> mtu 65536')).toThrow(SyntaxError);
    expect(() => parseLinks('[{"ifname":"x"}]')).toThrow();
  });
});

describe('routes from ip -j -d route show', () => {
  it('reads IPv4 routes: default without a metric, kernel routes with their source, host routes with /32', () => {
    const v4 = JSON.stringify([
      {
        type: 'unicast',
        dst: 'default',
        gateway: '192.0.2.1',
        dev: 'bond0',
        protocol: 'static',
        scope: 'global',
        flags: [],
      },
      {
        type: 'unicast',
        dst: '192.0.2.0/24',
        dev: 'bond0',
        protocol: 'kernel',
        scope: 'link',
        prefsrc: '192.0.2.10',
        flags: [],
      },
      {
        type: 'unicast',
        dst: '198.51.100.7',
        gateway: '192.0.2.254',
        dev: 'bond0',
        protocol: 'boot',
        metric: 20,
        flags: [],
      },
      { type: 'blackhole', dst: '203.0.113.0/24', protocol: 'static', flags: [] },
    ]);
    expect(parseRoutes(v4, 'inet')).toEqual([
      {
        family: 'inet',
        type: 'unicast',
        destination: 'default',
        gateway: '192.0.2.1',
        device: 'bond0',
        metric: null,
        protocol: 'static',
        scope: 'global',
        source: null,
        isStored: false,
      },
      expect.objectContaining({ destination: '192.0.2.0/24', gateway: null, protocol: 'kernel', source: '192.0.2.10' }),
      expect.objectContaining({ destination: '198.51.100.7/32', gateway: '192.0.2.254', metric: 20, protocol: 'boot' }),
      expect.objectContaining({ type: 'blackhole', destination: '203.0.113.0/24', device: null, gateway: null }),
    ]);
  });

  it('reads IPv6 routes in one spelling, and the first hop of a multipath route', () => {
    const v6 = JSON.stringify([
      { dst: '2001:db8:0:1::/64', dev: 'bond0', protocol: 'kernel', metric: 256, flags: [], pref: 'medium' },
      {
        dst: '2001:DB8:FF::/48',
        protocol: 'static',
        metric: 1024,
        flags: [],
        nexthops: [
          { gateway: 'fe80::1', dev: 'eth0', weight: 1, flags: [] },
          { gateway: 'fe80::2', dev: 'eth1', weight: 1, flags: [] },
        ],
      },
    ]);
    expect(parseRoutes(v6, 'inet6')).toEqual([
      expect.objectContaining({ family: 'inet6', destination: '2001:db8:0:1::/64', device: 'bond0', metric: 256 }),
      expect.objectContaining({ destination: '2001:db8:ff::/48', gateway: 'fe80::1', device: 'eth0', metric: 1024 }),
    ]);
    expect(parseRoutes('', 'inet6')).toEqual([]);
  });
});

describe('resolv.conf', () => {
  it('reads name servers and the last search or domain line; comments and garbage are skipped', () => {
    const text = [
      '# Generated by NetworkManager',
      'domain corp.example',
      'search corp.example lab.example ; a comment',
      'nameserver 10.0.0.53',
      'nameserver fe80::53%eth0',
      'nameserver not-an-address',
      'options edns0 trust-ad',
      '  nameserver   2001:db8::53  ',
    ].join('\n');
    expect(parseResolvConf(text)).toEqual({
      servers: ['10.0.0.53', 'fe80::53%eth0', '2001:db8::53'],
      search: ['corp.example', 'lab.example'],
    });
  });
});
