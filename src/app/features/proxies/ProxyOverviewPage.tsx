import {
  Button,
  Card,
  CardHeader,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../components/charts/ChartCard';
import type { ChartColours } from '../../components/charts/chartColours';
import { barChartOption } from '../../components/charts/chartOptions';
import { formatDateTime } from '../../components/formatDateTime';
import { ensureProxyTexts } from './i18n';
import { ApplicationProxyTable } from './overview/ApplicationProxyTable';
import { NetworkProxyTable } from './overview/NetworkProxyTable';
import { ProxyStateTiles } from './overview/ProxyStateTiles';
import { latencyTable, proxyStateCounts } from './overviewFigures';
import { useProxyOverview } from './queries';

ensureProxyTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  updated: { color: tokens.colorNeutralForeground3, marginInlineStart: 'auto' },
  tableBox: { overflowX: 'auto' },
});

/**
 * /proxy (代理概览, spec §2) [system:agent:query]: network proxies by state with their latency as a chart, each
 * proxy with the assets behind it, and the application proxies with their route.
 */
export function ProxyOverviewPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const overview = useProxyOverview();
  const data = overview.data;
  const latency = useMemo(() => (data ? latencyTable(data, t) : undefined), [data, t]);
  const latencyOption = useCallback(
    (colours: ChartColours) =>
      barChartOption(latency ?? { category: '', series: [], rows: [] }, colours, { horizontal: true }),
    [latency],
  );
  const header = (
    <div className={styles.header}>
      <Text as="h1" id="proxy-overview-title" size={500} weight="semibold">
        {t('proxies.overview.title')}
      </Text>
      <Button icon={<ArrowClockwiseRegular />} onClick={() => void overview.refetch()} disabled={overview.isFetching}>
        {t('proxies.overview.refresh')}
      </Button>
      {data && (
        <Text className={styles.updated}>
          {t('proxies.overview.updatedAt', { time: formatDateTime(data.generatedAt) })}
        </Text>
      )}
    </div>
  );
  if (!data) {
    return (
      <section className={styles.root} aria-labelledby="proxy-overview-title">
        {header}
        {overview.isPending ? (
          <Spinner label={t('proxies.overview.title')} />
        ) : (
          <MessageBar intent="error">
            <MessageBarBody>
              {t('proxies.overview.loadFailed')}
              {overview.error?.message ? `: ${overview.error.message}` : ''}
            </MessageBarBody>
          </MessageBar>
        )}
      </section>
    );
  }
  return (
    <section className={styles.root} aria-labelledby="proxy-overview-title">
      {header}
      <ProxyStateTiles counts={proxyStateCounts(data.network)} applications={data.applications.length} />
      {latency && latency.rows.length > 0 && (
        <ChartCard
          title={t('proxies.overview.latency')}
          description={t('proxies.overview.latencyHint')}
          table={latency}
          option={latencyOption}
          height={Math.max(160, 48 + latency.rows.length * 36)}
          testId="chart-proxy-latency"
        />
      )}
      <Card>
        <CardHeader
          header={
            <Text as="h2" weight="semibold">
              {t('proxies.overview.networkTable')}
            </Text>
          }
        />
        <div className={styles.tableBox}>
          <NetworkProxyTable proxies={data.network} />
        </div>
      </Card>
      <Card>
        <CardHeader
          header={
            <Text as="h2" weight="semibold">
              {t('proxies.overview.applicationTable')}
            </Text>
          }
        />
        <div className={styles.tableBox}>
          <ApplicationProxyTable applications={data.applications} />
        </div>
      </Card>
    </section>
  );
}
