import { z } from 'zod';
import { Permission } from '../access/permissions';
import { PendingApprovalSchema } from './approvals';
import { endpoint } from './endpoint';
import { LicenceViewSchema } from './licence';
import { StationMessageSchema } from './messages';
import { MyAssetSchema } from './myAssets';
import { TerminalSessionSchema } from './terminal';

/**
 * The home page (spec §2 /home [system:home:query], docs/home.md): what each user needs first, in one call. The
 * caller's own sections are always answered; `health` only holds the parts whose reading permission the caller has
 * (each part is omitted otherwise, and `health` itself when no part is left).
 */
const tag = 'home';

/** An asset the caller may use now (the my-assets rule), as a home card lists it. */
export const HomeAssetSchema = MyAssetSchema.pick({
  assetId: true,
  assetName: true,
  assetType: true,
  address: true,
  favourite: true,
  canLogin: true,
});
export type HomeAsset = z.infer<typeof HomeAssetSchema>;

export const HomeRecentAssetSchema = HomeAssetSchema.extend({ lastUsedTime: z.string() });
export type HomeRecentAsset = z.infer<typeof HomeRecentAssetSchema>;

/** One of the caller's own terminal sessions. */
export const HomeSessionSchema = TerminalSessionSchema.pick({
  sessionId: true,
  assetId: true,
  assetName: true,
  accountName: true,
  protocol: true,
  state: true,
  loginResult: true,
  startTime: true,
  endTime: true,
});
export type HomeSession = z.infer<typeof HomeSessionSchema>;

/** A request the caller filed that still waits for a decision. */
export const HomeApplicationSchema = z.object({
  /** 'login' and 'command': approvals of a login or a held command; 'coffer': a safe application. */
  kind: z.enum(['login', 'command', 'coffer']),
  id: z.number().int(),
  /** The asset (login, command) or the safe (coffer). */
  target: z.string(),
  createTime: z.string(),
});
export type HomeApplication = z.infer<typeof HomeApplicationSchema>;

export const HomeMessageSchema = StationMessageSchema.pick({ recordId: true, messageTitle: true, publishTime: true });

const LimitsSchema = LicenceViewSchema.shape.usage;

export const HomeHealthSchema = z.object({
  /** Nodes heard from recently (the registry the licence's node limit counts) [system:license:manage]. */
  nodes: z.array(z.object({ nodeId: z.string(), seenAt: z.string() })).optional(),
  /** Network proxies by their last check [system:agent:query]. */
  proxies: z
    .object({
      total: z.number().int(),
      online: z.number().int(),
      offline: z.number().int(),
      /** Not checked yet, or a kind that cannot be checked. */
      unknown: z.number().int(),
      /** The offline ones, at most 5 (name and address, for the administrator to act on). */
      offlineList: z.array(z.object({ proxyId: z.number().int(), name: z.string(), address: z.string() })),
    })
    .optional(),
  /** Licence status (spec §4), its end, limits and usage [system:license:manage]. */
  licence: z
    .object({
      status: z.number().int(),
      expireTime: z.string().nullable(),
      limits: LimitsSchema,
      usage: LimitsSchema,
    })
    .optional(),
  /** Bytes of session recordings and how many sessions hold one [system:log:query]. */
  recordings: z.object({ bytes: z.number(), sessions: z.number().int() }).optional(),
  /** Task runs that failed in the last 7 days, the latest 5 listed [system:taskcenter:query]. */
  failedTasks: z
    .object({
      count: z.number().int(),
      runs: z.array(
        z.object({ runId: z.number().int(), taskName: z.string(), time: z.string(), failed: z.number().int() }),
      ),
    })
    .optional(),
});
export type HomeHealth = z.infer<typeof HomeHealthSchema>;

export const HomeOverviewSchema = z.object({
  favourites: z.array(HomeAssetSchema),
  favouriteTotal: z.number().int(),
  recentAssets: z.array(HomeRecentAssetSchema),
  liveSessions: z.array(HomeSessionSchema),
  recentSessions: z.array(HomeSessionSchema),
  applications: z.array(HomeApplicationSchema),
  applicationTotal: z.number().int(),
  approvals: z.array(PendingApprovalSchema),
  /** What the navbar's approval badge counts (policy-assigned requests and waiting flow tasks). */
  approvalTotal: z.number().int(),
  unreadMessages: z.array(HomeMessageSchema),
  unreadCount: z.number().int(),
  health: HomeHealthSchema.optional(),
});
export type HomeOverview = z.infer<typeof HomeOverviewSchema>;

/** Home health windows and list lengths, shared so the page can say them. */
export const HOME_LIST_LENGTH = 5;
export const FAILED_TASK_DAYS = 7;

export const getHomeOverview = endpoint({
  method: 'GET',
  path: '/home/overview',
  access: Permission.homeQuery,
  tag,
  summary:
    'The caller’s home: favourite and recent assets, live and recent sessions, pending applications and approvals, unread messages; system health parts the caller may read',
  reply: HomeOverviewSchema,
});
