import { describe, expect, it } from 'vitest';
import { assetsText, latencyTable, proxyStateCounts } from '../../../src/app/features/proxies/overviewFigures';
import type { ProxyOverview, ProxyOverviewNetwork } from '../../../src/shared/api/proxyOverview';
import { AgentStatus } from '../../../src/shared/rules/proxyStates';

const proxy = (name: string, patch: Partial<ProxyOverviewNetwork> = {}): ProxyOverviewNetwork => ({
  id: name.length,
  name,
  kind: 0,
  address: '203.0.113.1',
  port: 22,
  enabled: true,
  status: AgentStatus.online,
  latencyMs: 10,
  lastCheckTime: '2026-11-28T01:00:00.000Z',
  parentName: null,
  assetCount: 0,
  assets: [],
  ...patch,
});

/** t over a few keys, with {{placeholders}} filled: enough to see which text is chosen. */
const t = ((key: string, params: Record<string, unknown> = {}) =>
  `${key}${Object.keys(params).length ? JSON.stringify(params) : ''}`) as never;

describe('the proxy overview’s figures', () => {
  it('counts proxies by state, a disabled one as disabled whatever its last check', () => {
    const counts = proxyStateCounts([
      proxy('a'),
      proxy('b', { status: AgentStatus.offline }),
      proxy('c', { status: null }),
      proxy('d', { status: AgentStatus.unsupported }),
      proxy('e', { enabled: false, status: AgentStatus.online }),
    ]);
    expect(counts).toEqual({ online: 1, offline: 1, notChecked: 2, disabled: 1 });
  });

  it('charts the latency of enabled online proxies, slowest first', () => {
    const overview: ProxyOverview = {
      network: [
        proxy('fast', { latencyMs: 4 }),
        proxy('slow', { latencyMs: 120 }),
        proxy('down', { status: AgentStatus.offline, latencyMs: 999 }),
        proxy('off', { enabled: false, latencyMs: 500 }),
      ],
      applications: [],
      generatedAt: '2026-11-28T01:00:00.000Z',
    };
    expect(latencyTable(overview, t).rows).toEqual([
      { label: 'slow', values: [120] },
      { label: 'fast', values: [4] },
    ]);
  });

  it('names the assets behind a proxy, says how many when there are more, and only counts when names are withheld', () => {
    const named = [
      { assetId: 1, assetName: 'db01' },
      { assetId: 2, assetName: 'db02' },
    ];
    expect(assetsText(proxy('p', { assetCount: 0 }), t, '、')).toBe('proxies.overview.noAssets');
    expect(assetsText(proxy('p', { assetCount: 2, assets: named }), t, '、')).toBe('db01、db02');
    expect(assetsText(proxy('p', { assetCount: 7, assets: named }), t, '、')).toBe(
      'proxies.overview.assetsNamed{"names":"db01、db02","count":7}',
    );
    expect(assetsText(proxy('p', { assetCount: 7, assets: null }), t, '、')).toBe(
      'proxies.overview.assetsCount{"count":7}',
    );
  });
});
