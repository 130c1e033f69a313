import type { TFunction } from 'i18next';
import type { ProxyOverview, ProxyOverviewNetwork } from '../../../shared/api/proxyOverview';
import { AgentStatus } from '../../../shared/rules/proxyStates';
import type { ChartTable } from '../../components/charts/chartOption';

export interface ProxyStateCounts {
  online: number;
  offline: number;
  notChecked: number;
  disabled: number;
}

/** Network proxies by the state the overview shows: disabled apart, whatever their last check said. */
export function proxyStateCounts(network: readonly ProxyOverviewNetwork[]): ProxyStateCounts {
  const counts: ProxyStateCounts = { online: 0, offline: 0, notChecked: 0, disabled: 0 };
  for (const proxy of network) {
    if (!proxy.enabled) counts.disabled += 1;
    else if (proxy.status === AgentStatus.online) counts.online += 1;
    else if (proxy.status === AgentStatus.offline) counts.offline += 1;
    else counts.notChecked += 1;
  }
  return counts;
}

/** The latency of each enabled proxy online at its last check, slowest first: what people compare. */
export function latencyTable(overview: ProxyOverview, t: TFunction): ChartTable {
  return {
    category: t('proxies.overview.proxy'),
    series: [t('proxies.overview.latencySeries')],
    rows: overview.network
      .filter((proxy) => proxy.enabled && proxy.status === AgentStatus.online && proxy.latencyMs !== null)
      .sort((a, b) => (b.latencyMs ?? 0) - (a.latencyMs ?? 0))
      .map((proxy) => ({ label: proxy.name, values: [proxy.latencyMs ?? 0] })),
  };
}

/** "db01、db02 等 7 个" / "7 assets" (names withheld) / "无". */
export function assetsText(proxy: ProxyOverviewNetwork, t: TFunction, separator: string): string {
  if (proxy.assetCount === 0) return t('proxies.overview.noAssets');
  if (proxy.assets === null) return t('proxies.overview.assetsCount', { count: proxy.assetCount });
  const names = proxy.assets.map((asset) => asset.assetName).join(separator);
  return proxy.assetCount > proxy.assets.length
    ? t('proxies.overview.assetsNamed', { names, count: proxy.assetCount })
    : names;
}
