import {
  STATISTICS_DIMENSIONS,
  type StatisticsDimension,
  type StatisticsReportQuery,
  StatisticsReportQuerySchema,
} from '../../../shared/api/statistics';
import { tMsg } from '../../i18n';

/** What the report is asked for, as kept in the address (/index?from=…&to=…&grain=day&dimensions=user,asset). */
export interface ReportParams {
  from: string;
  to: string;
  grain: 'day' | 'hour';
  dimensions: StatisticsDimension[];
}

export const REPORT_PRESETS = ['today', '7d', '30d', 'thisMonth', 'lastMonth'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A preset's first and last UTC day, ending today (UTC) or in the last month. */
export function presetRange(preset: ReportPreset, now: Date): { from: string; to: string } {
  const today = utcDay(now.getTime());
  const todayStart = Date.parse(`${today}T00:00:00.000Z`);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: utcDay(todayStart - 6 * DAY_MS), to: today };
    case '30d':
      return { from: utcDay(todayStart - 29 * DAY_MS), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'lastMonth': {
      const firstOfThis = Date.parse(`${today.slice(0, 7)}-01T00:00:00.000Z`);
      const lastOfPrevious = utcDay(firstOfThis - DAY_MS);
      return { from: `${lastOfPrevious.slice(0, 7)}-01`, to: lastOfPrevious };
    }
  }
}

export function defaultParams(now: Date): ReportParams {
  return { ...presetRange('7d', now), grain: 'day', dimensions: [...STATISTICS_DIMENSIONS] };
}

/** The address's parameters over the defaults; a value that is not one is left as typed for the form to refuse. */
export function paramsOfSearch(search: URLSearchParams, now: Date): ReportParams {
  const defaults = defaultParams(now);
  const dimensions = search.get('dimensions');
  return {
    from: search.get('from') ?? defaults.from,
    to: search.get('to') ?? defaults.to,
    grain: search.get('grain') === 'hour' ? 'hour' : 'day',
    dimensions:
      dimensions === null
        ? defaults.dimensions
        : STATISTICS_DIMENSIONS.filter((dimension) => dimensions.split(',').includes(dimension)),
  };
}

export function searchOfParams(params: ReportParams): URLSearchParams {
  return new URLSearchParams({
    from: params.from,
    to: params.to,
    grain: params.grain,
    dimensions: params.dimensions.join(','),
  });
}

export function queryOfParams(params: ReportParams): StatisticsReportQuery {
  return { from: params.from, to: params.to, grain: params.grain, dimensions: params.dimensions.join(',') };
}

/** The server's own rule, checked before asking: the first problem in the reader's language, or null. */
export function paramsProblem(params: ReportParams): string | null {
  const parsed = StatisticsReportQuerySchema.safeParse(queryOfParams(params));
  const issue = parsed.success ? null : parsed.error.issues[0];
  return issue ? tMsg(issue.message) : null;
}

/** The UTC instants bounding a report's days, as the lists behind it filter on. */
export function periodBounds(from: string, to: string): { start: string; end: string } {
  return {
    start: `${from}T00:00:00.000Z`,
    end: new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS - 1).toISOString(),
  };
}
