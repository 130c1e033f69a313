import { z } from 'zod';
import { Permission } from '../access/permissions';
import { endpoint } from './endpoint';

/**
 * The live operations dashboard (/dashboard; issue 17; docs/dashboard.md). Not shown in the spec. The figures
 * are installation-wide, for holders of system:dashboard:query (the seeded administrator and auditor roles):
 * they are not narrowed to the caller's department or grants, which is why operators do not hold it.
 * Series and top lists come from the summary tables (per UTC hour for 24h, per UTC day for 7d and 30d);
 * the figures of "now" (live sessions, approvals waiting, proxies, licence) are read as they stand.
 */
const tag = 'dashboard';

export const DASHBOARD_PERIODS = ['24h', '7d', '30d'] as const;
export const DashboardPeriodSchema = z.enum(DASHBOARD_PERIODS);
export type DashboardPeriod = z.infer<typeof DashboardPeriodSchema>;

/** How many users and assets the top lists hold. */
export const DASHBOARD_TOP_LENGTH = 10;

export const DashboardOverviewQuerySchema = z.object({ period: DashboardPeriodSchema.default('24h') });
export type DashboardOverviewQuery = z.infer<typeof DashboardOverviewQuerySchema>;

const count = z.number().int().nonnegative();

/** One bucket of the series: an hour (period 24h) or a UTC day (7d, 30d). */
export const DashboardBucketSchema = z.object({
  /** The bucket's first instant, ISO-8601 UTC. */
  bucketStart: z.string(),
  /** Terminal sessions opened (login attempts, as the session audit lists them). */
  sessions: count,
  /** Command lines recorded, whatever interception did with them. */
  commands: count,
  /** Command lines interception blocked. */
  blocked: count,
  /**
   * Command lines interception held for approval, counted when the approval ended (approved, refused or
   * withdrawn): a held line is recorded with its outcome.
   */
  held: count,
  /** Console sign-ins refused. */
  signInFailures: count,
});
export type DashboardBucket = z.infer<typeof DashboardBucketSchema>;

export const DashboardTotalsSchema = DashboardBucketSchema.omit({ bucketStart: true });

export const DashboardTopUserSchema = z.object({
  userId: z.number().int(),
  /** The user's names now; null once the user is deleted. */
  userName: z.string().nullable(),
  nickName: z.string().nullable(),
  sessions: count,
});

export const DashboardTopAssetSchema = z.object({
  assetId: z.number().int(),
  /** The asset's name now; null once the asset is deleted. */
  assetName: z.string().nullable(),
  sessions: count,
});

export const DashboardProtocolSchema = z.object({ protocol: z.string(), sessions: count });

/** Requests waiting for an approver, by how long they have waited. */
export const DashboardApprovalsSchema = z.object({
  total: count,
  under1h: count,
  under24h: count,
  under7d: count,
  older: count,
  /** The oldest request's start, ISO-8601; null when none waits. */
  oldestTime: z.string().nullable(),
  /** By process kind ('login', 'command', a coffer kind…; 'form' for a plain form). */
  byKind: z.array(z.object({ kind: z.string(), count })),
});

/** Network proxies by their last check; disabled ones apart, whatever their last check said. */
export const DashboardProxiesSchema = z.object({
  online: count,
  offline: count,
  /** Never checked, or an agent that cannot be checked. */
  unknown: count,
  disabled: count,
});

const LicenceFiguresSchema = z.object({
  assets: z.number().int(),
  sessions: z.number().int(),
  nodes: z.number().int(),
});

export const DashboardLicenceSchema = z.object({
  /** Spec §4 licence status: 0 not activated, 1 valid, 2 expiring soon, 3 expired. */
  status: z.number().int(),
  limits: LicenceFiguresSchema,
  usage: LicenceFiguresSchema,
});

export const DashboardOverviewSchema = z.object({
  period: DashboardPeriodSchema,
  grain: z.enum(['hour', 'day']),
  /** The first bucket's start and the moment the figures were read, ISO-8601 UTC. */
  from: z.string(),
  generatedAt: z.string(),
  /** Terminal sessions online now on any node (those still logging in included). */
  liveSessions: count,
  series: z.array(DashboardBucketSchema),
  totals: DashboardTotalsSchema,
  topUsers: z.array(DashboardTopUserSchema),
  topAssets: z.array(DashboardTopAssetSchema),
  protocols: z.array(DashboardProtocolSchema),
  approvals: DashboardApprovalsSchema,
  proxies: DashboardProxiesSchema,
  licence: DashboardLicenceSchema,
});
export type DashboardOverview = z.infer<typeof DashboardOverviewSchema>;

export const getDashboardOverview = endpoint({
  method: 'GET',
  path: '/dashboard/overview',
  access: Permission.dashboardQuery,
  tag,
  summary:
    'Live operations, installation-wide: sessions now and per hour or day, top users and assets, protocols, blocked and held commands, approvals waiting, failed sign-ins, proxies, licence',
  query: DashboardOverviewQuerySchema,
  reply: DashboardOverviewSchema,
  wallScreen: true,
});
