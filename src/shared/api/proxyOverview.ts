import { z } from 'zod';
import { Permission } from '../access/permissions';
import { endpoint } from './endpoint';

/**
 * /proxy (代理概览, issue 17 item 3; docs/proxies.md): every network proxy with its health, latency and the assets
 * that reach their hosts through it, and the application proxies with the network proxy each goes through. Not
 * shown in the spec. Asset names are listed to holders of system:asset:all (who see every asset); others see
 * how many.
 */
const tag = 'proxies';

/** How many asset names each proxy lists; the count says how many there are in all. */
export const PROXY_OVERVIEW_ASSET_NAMES = 5;

const count = z.number().int().nonnegative();

export const ProxyOverviewNetworkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.number().int(),
  address: z.string(),
  port: z.number().int(),
  enabled: z.boolean(),
  /** Spec §4 Agent status of the last check (0 online, 1 offline, 2 unsupported); null: never checked. */
  status: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  lastCheckTime: z.string().nullable(),
  parentName: z.string().nullable(),
  /** Assets whose connections go through this proxy (assets.proxy_id). */
  assetCount: count,
  /** The first of them by name; null when the caller may not list every asset. */
  assets: z.array(z.object({ assetId: z.number().int(), assetName: z.string() })).nullable(),
});
export type ProxyOverviewNetwork = z.infer<typeof ProxyOverviewNetworkSchema>;

export const ProxyOverviewApplicationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  enabled: z.boolean(),
  networkProxyName: z.string().nullable(),
});

export const ProxyOverviewSchema = z.object({
  network: z.array(ProxyOverviewNetworkSchema),
  applications: z.array(ProxyOverviewApplicationSchema),
  /** The moment the figures were read, ISO-8601. */
  generatedAt: z.string(),
});
export type ProxyOverview = z.infer<typeof ProxyOverviewSchema>;

export const getProxyOverview = endpoint({
  method: 'GET',
  path: '/privilege/agent/overview',
  access: Permission.agentQuery,
  tag,
  summary: 'Network proxies with health, latency and the assets behind each; application proxies and their route',
  reply: ProxyOverviewSchema,
});
