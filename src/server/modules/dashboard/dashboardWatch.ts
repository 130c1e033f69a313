import type { FastifyInstance } from 'fastify';
import { FlowStatus } from '../../../shared/rules/flowRules';
import type { Deps } from '../../deps';
import { repeatWhileServing } from '../../plugins/repeatWhileServing';
import type { NotifyClient } from '../../realtime/registry';
import { assetCount, openSessionCount } from '../licence';
import { statBuckets } from '../stats';
import { approvalsWaiting, proxyHealth } from './nowFigures';

/** How often the figures are compared while a console on this node has the dashboard open. */
export const DASHBOARD_WATCH_MS = 1000;

/**
 * What the dashboard shows that can change from one second to the next, as one string: the current hour's
 * totals (sessions, failed sign-ins, commands by action), open sessions, assets, requests waiting (by age band)
 * and proxies. Earlier buckets do not change; the hour's turn changes the key. Read from committed rows, so a
 * push never runs ahead of the transaction that caused it, and every node sees every node's events.
 */
export async function dashboardFingerprint(deps: Deps): Promise<string> {
  const now = deps.now();
  const { hour } = statBuckets(now.toISOString());
  const [hourRows, assets, sessions, approvals, proxies, newest] = await Promise.all([
    deps.db
      .selectFrom('stat_hourly')
      .select(['metric', 'dim_kind', 'dim_key', 'count'])
      .where('bucket_start', '=', hour)
      .where('dim_kind', 'in', ['', 'action'])
      .orderBy('metric')
      .orderBy('dim_kind')
      .orderBy('dim_key')
      .execute(),
    assetCount(deps.db),
    openSessionCount(deps.db),
    approvalsWaiting(deps.db, now),
    proxyHealth(deps.db),
    deps.db
      .selectFrom('flow_instances')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('status', '=', FlowStatus.waiting)
      .executeTakeFirst(),
  ]);
  const figures = hourRows.map((row) => `${row.metric}/${row.dim_kind}/${row.dim_key}=${Number(row.count)}`);
  const { oldestTime, byKind, ...bands } = approvals;
  return JSON.stringify({ hour, figures, assets, sessions, bands, oldestTime, byKind, newest: newest?.id, proxies });
}

/**
 * Pushes the "dashboard" topic to this node's subscribed consoles within a second of a change, whatever made it
 * (sessions, commands, sign-ins, approvals, proxies; on any node). It reads only while a console of this node is
 * subscribed: one cheap read a second per node, instead of a poll per tab.
 *
 * A socket new to the topic is pushed once at the first reading after it subscribed: the console read its figures
 * before its subscription took effect, and a change in between is in that reading, not after it.
 */
export function scheduleDashboardWatch(app: FastifyInstance, deps: Deps, intervalMs = DASHBOARD_WATCH_MS): void {
  let last: string | undefined;
  let known = new Set<NotifyClient>();
  const check = async () => {
    if (deps.realtime.subscribersOf('dashboard').length === 0) {
      last = undefined;
      known = new Set();
      return;
    }
    const fingerprint = await dashboardFingerprint(deps);
    const changed = last !== undefined && fingerprint !== last;
    last = fingerprint;
    const subscribers = deps.realtime.subscribersOf('dashboard');
    for (const client of subscribers) if (changed || !known.has(client)) client.pushTopic('dashboard');
    known = new Set(subscribers);
  };
  repeatWhileServing(app, intervalMs, check, (error) => deps.log.warn({ err: error }, 'dashboard watch failed'));
}
