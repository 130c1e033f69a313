import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatisticsBreakdown, StatisticsReport } from '../../../../shared/api/statistics';
import { ChartCard } from '../../../components/charts/ChartCard';
import type { ChartColours } from '../../../components/charts/chartColours';
import { barChartOption } from '../../../components/charts/chartOptions';
import { RouteLink } from '../../../components/page';
import { infoListPath, tabOfDimension } from '../infoListLinks';
import { breakdownTable, rowLabel } from '../reportTables';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  tableBox: { overflowX: 'auto' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * One breakdown: its largest rows as a chart (with the chart's own table view), then every row the report holds
 * with its share and a link to the rows behind it on /statis-info-list.
 */
export function BreakdownSection({ breakdown, report }: { breakdown: StatisticsBreakdown; report: StatisticsReport }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const table = useMemo(() => breakdownTable(breakdown, t), [breakdown, t]);
  const option = useCallback((colours: ChartColours) => barChartOption(table, colours, { horizontal: true }), [table]);
  const total = breakdown.metric === 'commands' ? report.totals.commands : report.totals.sessions;
  const percent = (count: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(
      total > 0 ? count / total : 0,
    );
  const dimensionName = t(`statistics.dimension.${breakdown.dimension}`);
  const tab = tabOfDimension(breakdown.dimension);
  return (
    <section className={styles.section} data-testid={`breakdown-${breakdown.dimension}`}>
      <ChartCard
        title={t('statistics.charts.breakdown', { dimension: dimensionName })}
        description={t('statistics.charts.breakdownHint', { shown: table.rows.length, keys: breakdown.keys })}
        table={table}
        option={option}
        height={Math.max(160, table.rows.length * 28 + 24)}
        testId={`chart-breakdown-${breakdown.dimension}`}
      />
      {breakdown.rows.length === 0 ? (
        <Text className={styles.muted}>{t('statistics.breakdown.empty')}</Text>
      ) : (
        <div className={styles.tableBox}>
          <Table size="small" aria-label={t('statistics.charts.breakdown', { dimension: dimensionName })}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{dimensionName}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  {t(`statistics.series.${breakdown.metric}`)}
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('statistics.breakdown.share')}</TableHeaderCell>
                <TableHeaderCell data-print="hide">{t('statistics.breakdown.details')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {breakdown.rows.map((row) => {
                const label = rowLabel(breakdown, row, t);
                return (
                  <TableRow key={row.key}>
                    <TableCell>{label}</TableCell>
                    <TableCell className={styles.number}>{row.count.toLocaleString(i18n.language)}</TableCell>
                    <TableCell className={styles.number}>{percent(row.count)}</TableCell>
                    <TableCell data-print="hide">
                      <RouteLink
                        to={infoListPath(tab, report.from, report.to, {
                          kind: breakdown.dimension,
                          key: row.key,
                          label,
                        })}
                        label={t('statistics.breakdown.detailsOf', { name: label })}
                      >
                        {t('statistics.breakdown.details')}
                      </RouteLink>
                    </TableCell>
                  </TableRow>
                );
              })}
              {breakdown.others > 0 && (
                <TableRow>
                  <TableCell className={styles.muted}>
                    {t('statistics.breakdown.others', { count: breakdown.keys - breakdown.rows.length })}
                  </TableCell>
                  <TableCell className={styles.number}>{breakdown.others.toLocaleString(i18n.language)}</TableCell>
                  <TableCell className={styles.number}>{percent(breakdown.others)}</TableCell>
                  <TableCell data-print="hide" />
                </TableRow>
              )}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
