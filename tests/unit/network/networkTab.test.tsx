import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { BondSection } from '../../../src/app/features/network/components/BondSection';
import { RouteSection } from '../../../src/app/features/network/components/RouteSection';
import { NetworkTab } from '../../../src/app/features/network/NetworkTab';
import { networkKeys } from '../../../src/app/features/network/queries';
import { setLanguage } from '../../../src/app/i18n';
import type { NetworkInterface, NetworkOverview, NetworkRoute } from '../../../src/shared/api/network';
import '../../../src/app/features/network/i18n';

await setLanguage('en');

const link = (name: string, extra: Partial<NetworkInterface> = {}): NetworkInterface => ({
  name,
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
  addresses: [],
  isStored: false,
  ...extra,
});
const interfaces = [
  link('eth0', { addresses: [{ family: 'inet', cidr: '10.77.0.2/24', scope: 'global', isDynamic: false }] }),
  link('eth1'),
  link('lo', { isLoopback: true, linkType: 'loopback', mac: null }),
];
const route: NetworkRoute = {
  family: 'inet',
  type: 'unicast',
  destination: '10.99.0.0/16',
  gateway: '10.77.0.1',
  device: 'eth0',
  metric: 50,
  protocol: 'static',
  scope: null,
  source: null,
  isStored: true,
};
const overview = (isManaged: boolean): NetworkOverview => ({
  hostname: 'bastion-1',
  nodeId: 'bastion-1',
  isManaged,
  namespace: null,
  dnsServers: ['10.0.0.53'],
  searchDomains: ['corp.example'],
  resolvConf: '/etc/resolv.conf',
  stored: { interfaces: [], routes: [route], bonds: [], updatedAt: null, updatedBy: null },
});

/** The tab or a section as served, over what the reads answered. */
async function html(element: ReactElement, isManaged = false): Promise<string> {
  const client = new QueryClient();
  client.setQueryData(networkKeys.overview(), overview(isManaged));
  client.setQueryData(networkKeys.interfaces(), interfaces);
  client.setQueryData(networkKeys.routes(), [route]);
  client.setQueryData(networkKeys.bonds(), []);
  const { prelude } = await prerender(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
  return new Response(prelude).text();
}

describe('the network tab', () => {
  it('shows the host, interfaces and routes, and says how to enable appliance mode instead of offering forms', async () => {
    const page = await html(<NetworkTab />);
    expect(page).toContain('The network is read-only');
    expect(page).toContain('GATEHOUSE_MANAGE_NETWORK=1');
    expect(page).toContain('bastion-1');
    expect(page).toContain('10.0.0.53');
    expect(page).toContain('10.77.0.2/24');
    expect(page).toContain('10.99.0.0/16');
    expect(page).not.toContain('aria-label="Add route"');
    expect(page).not.toContain('aria-label="Make bond"');
    expect(page).not.toContain('Delete 10.99.0.0/16');
    expect(page).not.toContain('Apply the stored settings again');
  });

  it('in appliance mode without the edit right, says the right is missing and offers no forms', async () => {
    const page = await html(<NetworkTab />, true);
    expect(page).not.toContain('The network is read-only');
    expect(page).toContain('changing them needs system:setting:edit');
    expect(page).not.toContain('aria-label="Add route"');
  });

  it('offers route and bond forms where changes are allowed, bond members only among free Ethernet links', async () => {
    const routes = await html(<RouteSection canChange />, true);
    expect(routes).toContain('aria-label="Add route"');
    expect(routes).toContain('aria-label="Delete 10.99.0.0/16 via 10.77.0.1 dev eth0 metric 50"');
    const bonds = await html(<BondSection canChange />, true);
    expect(bonds).toContain('aria-label="Make bond"');
    expect(bonds).toContain('No bonds');
    // Each member's label points at its own checkbox.
    const members = [
      ...bonds.matchAll(/<input type="checkbox" id="([^"]+)"[^>]*>.*?<label for="([^"]+)"[^>]*>(.*?)<\/label>/g),
    ];
    expect(members.map((match) => match[3])).toEqual(['eth0', 'eth1']);
    expect(members.every((match) => match[1] === match[2])).toBe(true);
    expect(new Set(members.map((match) => match[1])).size).toBe(2);
  });
});
