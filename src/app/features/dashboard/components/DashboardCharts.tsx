import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardOverview } from '../../../../shared/api/dashboard';
import { ChartCard } from '../../../components/charts/ChartCard';
import type { ChartColours } from '../../../components/charts/chartColours';
import type { ChartOption, ChartTable } from '../../../components/charts/chartOption';
import { barChartOption, lineChartOption, pieChartOption } from '../../../components/charts/chartOptions';
import {
  activityTable,
  approvalsTable,
  commandsTable,
  protocolsTable,
  proxiesTable,
  topAssetsTable,
  topUsersTable,
} from '../dashboardTables';

/** The dashboard's charts, each with its table view; the period's buckets and the figures of the moment. */
export function DashboardCharts({ overview }: { overview: DashboardOverview }) {
  const { t } = useTranslation();
  const tables = useMemo(
    () => ({
      activity: activityTable(overview, t),
      commands: commandsTable(overview, t),
      topUsers: topUsersTable(overview, t),
      topAssets: topAssetsTable(overview, t),
      protocols: protocolsTable(overview, t),
      approvals: approvalsTable(overview, t),
      proxies: proxiesTable(overview, t),
    }),
    [overview, t],
  );
  const activity = useChartOption(tables.activity, (table, colours) =>
    lineChartOption(table, colours, [colours.series[0] ?? colours.text, colours.danger]),
  );
  const commands = useChartOption(tables.commands, (table, colours) =>
    barChartOption(table, colours, {}, [colours.series[0] ?? colours.text, colours.danger, colours.warning]),
  );
  const topUsers = useChartOption(tables.topUsers, (table, colours) =>
    barChartOption(table, colours, { horizontal: true }),
  );
  const topAssets = useChartOption(tables.topAssets, (table, colours) =>
    barChartOption(table, colours, { horizontal: true }, colours.series.slice(2)),
  );
  const protocols = useChartOption(tables.protocols, pieChartOption);
  const approvals = useChartOption(tables.approvals, (table, colours) =>
    barChartOption(table, colours, {}, [colours.warning]),
  );
  const proxies = useChartOption(tables.proxies, (table, colours) =>
    pieChartOption(table, colours, [colours.success, colours.danger, colours.subtleText, colours.axis]),
  );
  return (
    <>
      <ChartCard
        title={t('dashboard.charts.activity')}
        description={t('dashboard.charts.activityHint')}
        table={tables.activity}
        option={activity}
        testId="chart-activity"
      />
      <ChartCard
        title={t('dashboard.charts.commands')}
        description={t('dashboard.charts.commandsHint')}
        table={tables.commands}
        option={commands}
        testId="chart-commands"
      />
      <ChartCard
        title={t('dashboard.charts.topUsers')}
        table={tables.topUsers}
        option={topUsers}
        height={320}
        testId="chart-top-users"
      />
      <ChartCard
        title={t('dashboard.charts.topAssets')}
        table={tables.topAssets}
        option={topAssets}
        height={320}
        testId="chart-top-assets"
      />
      <ChartCard
        title={t('dashboard.charts.protocols')}
        table={tables.protocols}
        option={protocols}
        testId="chart-protocols"
      />
      <ChartCard
        title={t('dashboard.charts.approvals')}
        description={t('dashboard.charts.approvalsHint')}
        table={tables.approvals}
        option={approvals}
        testId="chart-approvals"
      />
      <ChartCard title={t('dashboard.charts.proxies')} table={tables.proxies} option={proxies} testId="chart-proxies" />
    </>
  );
}

/** A chart's option from its table, kept stable until the table changes (the chart redraws on a new option). */
function useChartOption(
  table: ChartTable,
  build: (table: ChartTable, colours: ChartColours) => ChartOption,
): (colours: ChartColours) => ChartOption {
  // biome-ignore lint/correctness/useExhaustiveDependencies: build is written inline; the table decides
  return useCallback((colours: ChartColours) => build(table, colours), [table]);
}
