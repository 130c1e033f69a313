import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { FileDownloadSchema } from './assetImport';
import { DashboardBucketSchema, DashboardTotalsSchema } from './dashboard';
import { endpoint } from './endpoint';

/**
 * /index (统计报表, issue 17 item 3; docs/statistics.md): the installation's activity over a chosen period of UTC
 * days, per day or per hour, with the breakdowns the reader picks, as charts and tables and as an XLSX file.
 * Not shown in the spec. Read from the summary tables only (stat_daily, stat_hourly), like /dashboard, so a year
 * costs what a week costs. For holders of system:statistics:query, installation-wide: the permission is the scope.
 */
const tag = 'statistics';

/** Breakdowns a report can hold: sessions by user, asset or protocol; command lines by what interception did. */
export const STATISTICS_DIMENSIONS = ['user', 'asset', 'protocol', 'action'] as const;
export type StatisticsDimension = (typeof STATISTICS_DIMENSIONS)[number];

/** The longest period, in days; per hour, the longest is STATISTICS_MAX_HOUR_DAYS. */
export const STATISTICS_MAX_DAYS = 366;
export const STATISTICS_MAX_HOUR_DAYS = 7;
/** Rows each breakdown lists, largest first; the rest are summed as "others". */
export const STATISTICS_TOP_LENGTH = 50;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A UTC calendar day as YYYY-MM-DD that exists (no 2026-02-30). */
const utcDay = (field: string) =>
  z
    .string({ error: msgRef('fieldRequired', { field }) })
    .trim()
    .refine((text) => DAY_PATTERN.test(text) && new Date(`${text}T00:00:00.000Z`).toISOString().startsWith(text), {
      error: msgRef('fieldInvalid', { field }),
    });

/** "user,asset": the chosen breakdowns, each once; none is a valid choice (the series alone). */
const dimensionList = z
  .string()
  .trim()
  .default(STATISTICS_DIMENSIONS.join(','))
  .transform((text, ctx) => {
    const names = text === '' ? [] : text.split(',').map((name) => name.trim());
    const chosen: StatisticsDimension[] = [];
    for (const name of names) {
      if (!(STATISTICS_DIMENSIONS as readonly string[]).includes(name)) {
        ctx.addIssue({ code: 'custom', message: msgRef('fieldInvalid', { field: 'dimensions' }) });
        return z.NEVER;
      }
      if (!chosen.includes(name as StatisticsDimension)) chosen.push(name as StatisticsDimension);
    }
    return chosen;
  });

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS) + 1;
}

export const StatisticsReportQuerySchema = z
  .object({
    /** First and last UTC day of the period, both included. */
    from: utcDay('from'),
    to: utcDay('to'),
    grain: z.enum(['day', 'hour'], { error: msgRef('fieldInvalid', { field: 'grain' }) }).default('day'),
    dimensions: dimensionList,
  })
  .superRefine((query, ctx) => {
    const days = daysBetween(query.from, query.to);
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: msgRef('statisticsRangeReversed') });
    } else if (days > STATISTICS_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: msgRef('statisticsRangeTooLong', { max: STATISTICS_MAX_DAYS }),
      });
    } else if (query.grain === 'hour' && days > STATISTICS_MAX_HOUR_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['grain'],
        message: msgRef('statisticsHourRangeTooLong', { max: STATISTICS_MAX_HOUR_DAYS }),
      });
    }
  });
export type StatisticsReportQuery = z.input<typeof StatisticsReportQuerySchema>;
export type StatisticsReportRequest = z.output<typeof StatisticsReportQuerySchema>;

const count = z.number().int().nonnegative();

/** One row of a breakdown: the key (a user or asset id, a protocol, an action) and its count in the period. */
export const StatisticsBreakdownRowSchema = z.object({
  key: z.string(),
  /** The user's or asset's name now (null once deleted); the protocol or action itself otherwise. */
  name: z.string().nullable(),
  /** A user's display name, when it differs from the account name. */
  nickName: z.string().nullable(),
  count,
});
export type StatisticsBreakdownRow = z.infer<typeof StatisticsBreakdownRowSchema>;

export const StatisticsBreakdownSchema = z.object({
  dimension: z.enum(STATISTICS_DIMENSIONS),
  /** What is counted: terminal sessions (user, asset, protocol) or command lines (action). */
  metric: z.enum(['sessions', 'commands']),
  rows: z.array(StatisticsBreakdownRowSchema),
  /** How many keys had any count in the period, and the count of those beyond the listed rows. */
  keys: count,
  others: count,
});
export type StatisticsBreakdown = z.infer<typeof StatisticsBreakdownSchema>;

export const StatisticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  grain: z.enum(['day', 'hour']),
  generatedAt: z.string(),
  series: z.array(DashboardBucketSchema),
  totals: DashboardTotalsSchema,
  breakdowns: z.array(StatisticsBreakdownSchema),
});
export type StatisticsReport = z.infer<typeof StatisticsReportSchema>;

export const getStatisticsReport = endpoint({
  method: 'GET',
  path: '/statistics/report',
  access: Permission.statisticsQuery,
  tag,
  summary:
    'Activity over a period of UTC days (≤ 366), per day or hour: sessions, commands, blocked and held lines, failed sign-ins, and the chosen breakdowns',
  query: StatisticsReportQuerySchema,
  reply: StatisticsReportSchema,
});

export const exportStatisticsReport = endpoint({
  method: 'GET',
  path: '/statistics/report/export',
  access: Permission.statisticsQuery,
  tag,
  summary:
    'The same report as an XLSX workbook: a sheet for the series and one per breakdown, in the caller’s language',
  query: StatisticsReportQuerySchema,
  reply: FileDownloadSchema,
});
