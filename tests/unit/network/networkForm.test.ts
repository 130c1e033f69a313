import { describe, expect, it } from 'vitest';
import {
  bondCandidates,
  errorsUnder,
  interfaceChangeOf,
  interfaceFormOf,
  linesOf,
} from '../../../src/app/features/network/networkForm';
import { EditNetworkBodySchema, type NetworkInterface } from '../../../src/shared/api/network';

const eth0: NetworkInterface = {
  name: 'eth0',
  index: 2,
  kind: null,
  state: 'UP',
  isUp: true,
  hasCarrier: true,
  mac: '52:54:00:00:00:01',
  linkType: 'ether',
  mtu: 1500,
  master: null,
  isLoopback: false,
  addresses: [
    { family: 'inet', cidr: '10.0.0.2/24', scope: 'global', isDynamic: false },
    { family: 'inet', cidr: '10.0.0.50/24', scope: 'global', isDynamic: true },
    { family: 'inet6', cidr: 'fe80::1/64', scope: 'link', isDynamic: false },
  ],
  isStored: false,
};

describe('the network tab’s forms', () => {
  it('lists only static global addresses and sends only what changed', () => {
    const form = interfaceFormOf(eth0);
    expect(form).toEqual({ isUp: true, mtu: '1500', addresses: '10.0.0.2/24' });
    expect(interfaceChangeOf(eth0, { ...form, mtu: '9000' })).toEqual({ interfaces: [{ name: 'eth0', mtu: 9000 }] });
    expect(interfaceChangeOf(eth0, { ...form, addresses: '10.0.0.2/24\n10.0.1.2/24' })).toEqual({
      interfaces: [{ name: 'eth0', addresses: ['10.0.0.2/24', '10.0.1.2/24'] }],
    });
    const unchanged = EditNetworkBodySchema.safeParse(interfaceChangeOf(eth0, form));
    expect(unchanged.success).toBe(false);
    const typo = EditNetworkBodySchema.safeParse(interfaceChangeOf(eth0, { ...form, mtu: 'abc' }));
    expect(typo.error?.issues[0]?.path).toEqual(['interfaces', 0, 'mtu']);
  });

  it('places messages under the form’s own fields and the rest in the banner', () => {
    expect(
      errorsUnder(
        { 'interfaces.0.mtu': 'm', 'interfaces.0.addresses.1': 'a', interfaces: 'dup', '': 'x' },
        'interfaces.0.',
      ),
    ).toEqual({ mtu: 'm', addresses: 'a', '': 'dup' });
    expect(errorsUnder({ destination: 'd', 'addresses.2': 'a' })).toEqual({ destination: 'd', addresses: 'a' });
  });

  it('offers free Ethernet links as bond members, and reads addresses from lines, commas or spaces', () => {
    const lo = { ...eth0, name: 'lo', isLoopback: true, linkType: 'loopback' };
    const enslaved = { ...eth0, name: 'eth1', master: 'bond0' };
    const bridge = { ...eth0, name: 'br0', kind: 'bridge' };
    const tunnel = { ...eth0, name: 'wg0', linkType: 'none', kind: 'wireguard' };
    expect(bondCandidates([eth0, lo, enslaved, bridge, tunnel]).map((one) => one.name)).toEqual(['eth0']);
    expect(linesOf(' 10.0.0.2/24\n\n10.0.1.2/24, fd00::2/64 ')).toEqual(['10.0.0.2/24', '10.0.1.2/24', 'fd00::2/64']);
  });
});
