import type { z } from 'zod';
import type { DashboardApprovalsSchema, DashboardProxiesSchema } from '../../../shared/api/dashboard';
import { FlowStatus } from '../../../shared/rules/flowRules';
import { AgentStatus } from '../../../shared/rules/proxyStates';
import type { Db } from '../../db/database';

/**
 * The dashboard's figures of the moment, read as they stand: few rows each (requests waiting, proxies), by
 * index (flow_instances_status_created, migration 037).
 */
type Approvals = z.infer<typeof DashboardApprovalsSchema>;
type Proxies = z.infer<typeof DashboardProxiesSchema>;

const HOUR_MS = 3_600_000;

/** Flow instances still waiting (login and command approvals run on flows too), by age and process kind. */
export async function approvalsWaiting(db: Db, now: Date): Promise<Approvals> {
  const rows = await db
    .selectFrom('flow_instances')
    .select(['process_kind', 'created_at'])
    .where('status', '=', FlowStatus.waiting)
    .orderBy('created_at')
    .execute();
  const figures: Approvals = {
    total: rows.length,
    under1h: 0,
    under24h: 0,
    under7d: 0,
    older: 0,
    oldestTime: rows[0]?.created_at ?? null,
    byKind: [],
  };
  const kinds = new Map<string, number>();
  for (const row of rows) {
    const ageMs = now.getTime() - Date.parse(row.created_at);
    if (ageMs < HOUR_MS) figures.under1h += 1;
    else if (ageMs < 24 * HOUR_MS) figures.under24h += 1;
    else if (ageMs < 7 * 24 * HOUR_MS) figures.under7d += 1;
    else figures.older += 1;
    const kind = row.process_kind ?? 'form';
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  figures.byKind = [...kinds].map(([kind, count]) => ({ kind, count })).sort((a, b) => a.kind.localeCompare(b.kind));
  return figures;
}

/** Network proxies by the status of their last check (modules/proxies/healthCheck.ts writes it). */
export async function proxyHealth(db: Db): Promise<Proxies> {
  const rows = await db
    .selectFrom('network_proxies')
    .select((eb) => ['enabled', 'status', eb.fn.countAll<number | string>().as('count')])
    .groupBy(['enabled', 'status'])
    .execute();
  const figures: Proxies = { online: 0, offline: 0, unknown: 0, disabled: 0 };
  for (const row of rows) {
    const count = Number(row.count);
    if (!row.enabled) figures.disabled += count;
    else if (row.status === AgentStatus.online) figures.online += count;
    else if (row.status === AgentStatus.offline) figures.offline += count;
    else figures.unknown += count;
  }
  return figures;
}
