import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ProxyOverviewNetwork } from '../../../../shared/api/proxyOverview';
import { formatDateTime } from '../../../components/formatDateTime';
import { StateBadge } from '../components/StateBadge';
import { assetsText } from '../overviewFigures';

/** Every network proxy: where it is, its last check, and the assets whose connections go through it. */
export function NetworkProxyTable({ proxies }: { proxies: readonly ProxyOverviewNetwork[] }) {
  const { t, i18n } = useTranslation();
  if (proxies.length === 0) return <Text>{t('proxies.overview.noProxies')}</Text>;
  const separator = i18n.language.startsWith('zh') ? '、' : ', ';
  return (
    <Table size="small" aria-label={t('proxies.overview.networkTable')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('proxies.column.name')}</TableHeaderCell>
          <TableHeaderCell>{t('proxies.column.address')}</TableHeaderCell>
          <TableHeaderCell>{t('proxies.column.status')}</TableHeaderCell>
          <TableHeaderCell>{t('proxies.column.latency')}</TableHeaderCell>
          <TableHeaderCell>{t('proxies.column.lastCheckTime')}</TableHeaderCell>
          <TableHeaderCell>{t('proxies.column.parent')}</TableHeaderCell>
          <TableHeaderCell>{t('proxies.overview.assets')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {proxies.map((proxy) => (
          <TableRow key={proxy.id}>
            <TableCell>{proxy.name}</TableCell>
            <TableCell>{`${proxy.address}:${proxy.port}`}</TableCell>
            <TableCell>
              {proxy.enabled ? (
                <StateBadge dictType="agent_status" value={proxy.status} />
              ) : (
                t('proxies.overview.disabled')
              )}
            </TableCell>
            <TableCell>{proxy.latencyMs === null ? '' : t('proxies.latencyMs', { ms: proxy.latencyMs })}</TableCell>
            <TableCell>{formatDateTime(proxy.lastCheckTime)}</TableCell>
            <TableCell>{proxy.parentName ?? t('proxies.none')}</TableCell>
            <TableCell>{assetsText(proxy, t, separator)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
