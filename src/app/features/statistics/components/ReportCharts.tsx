import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatisticsReport } from '../../../../shared/api/statistics';
import { ChartCard } from '../../../components/charts/ChartCard';
import type { ChartColours } from '../../../components/charts/chartColours';
import { barChartOption, lineChartOption } from '../../../components/charts/chartOptions';
import { activityTable, commandsTable } from '../reportTables';

/** The period's series: sessions with failed sign-ins (lines), commands with blocked and held lines (bars). */
export function ReportCharts({ report }: { report: StatisticsReport }) {
  const { t } = useTranslation();
  const activity = useMemo(() => activityTable(report, t), [report, t]);
  const commands = useMemo(() => commandsTable(report, t), [report, t]);
  const activityOption = useCallback(
    (colours: ChartColours) => lineChartOption(activity, colours, [colours.series[0] ?? colours.text, colours.danger]),
    [activity],
  );
  const commandsOption = useCallback(
    (colours: ChartColours) =>
      barChartOption(commands, colours, {}, [colours.series[0] ?? colours.text, colours.danger, colours.warning]),
    [commands],
  );
  return (
    <>
      <ChartCard
        title={t('statistics.charts.activity')}
        table={activity}
        option={activityOption}
        testId="report-activity"
      />
      <ChartCard
        title={t('statistics.charts.commands')}
        table={commands}
        option={commandsOption}
        testId="report-commands"
      />
    </>
  );
}
