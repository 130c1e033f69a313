import type { TFunction } from 'i18next';
import type { StatisticsBreakdown, StatisticsBreakdownRow, StatisticsReport } from '../../../shared/api/statistics';
import type { ChartTable } from '../../components/charts/chartOption';

/** How many rows a breakdown's chart draws; its table lists all the report holds. */
export const BREAKDOWN_CHART_ROWS = 10;

/** A bucket as the report counts it: UTC date, or UTC date and hour. */
export function bucketLabel(bucketStart: string, grain: StatisticsReport['grain']): string {
  return grain === 'hour' ? bucketStart.slice(5, 16).replace('T', ' ') : bucketStart.slice(0, 10);
}

export function activityTable(report: StatisticsReport, t: TFunction): ChartTable {
  return {
    category: t(`statistics.bucket.${report.grain}`),
    series: [t('statistics.series.sessions'), t('statistics.series.signInFailures')],
    rows: report.series.map((bucket) => ({
      label: bucketLabel(bucket.bucketStart, report.grain),
      values: [bucket.sessions, bucket.signInFailures],
    })),
  };
}

export function commandsTable(report: StatisticsReport, t: TFunction): ChartTable {
  return {
    category: t(`statistics.bucket.${report.grain}`),
    series: [t('statistics.series.commands'), t('statistics.series.blocked'), t('statistics.series.held')],
    rows: report.series.map((bucket) => ({
      label: bucketLabel(bucket.bucketStart, report.grain),
      values: [bucket.commands, bucket.blocked, bucket.held],
    })),
  };
}

/** A breakdown row's name: a user as "nick (account)", an outcome in words, a deleted one by its id. */
export function rowLabel(breakdown: StatisticsBreakdown, row: StatisticsBreakdownRow, t: TFunction): string {
  if (breakdown.dimension === 'action') return t(`statistics.action.${row.key}`, { defaultValue: row.key });
  if (row.name === null) return t('statistics.breakdown.deleted', { id: row.key });
  return row.nickName ? `${row.nickName} (${row.name})` : row.name;
}

/** The chart of a breakdown: its largest rows, in order. */
export function breakdownTable(breakdown: StatisticsBreakdown, t: TFunction): ChartTable {
  return {
    category: t(`statistics.dimension.${breakdown.dimension}`),
    series: [t(`statistics.series.${breakdown.metric}`)],
    rows: breakdown.rows.slice(0, BREAKDOWN_CHART_ROWS).map((row) => ({
      label: rowLabel(breakdown, row, t),
      values: [row.count],
    })),
  };
}
