import { hasPermission, Permission } from '../../../shared/access/permissions';
import { FAILED_TASK_DAYS, HOME_LIST_LENGTH, type HomeHealth } from '../../../shared/api/home';
import { AgentStatus } from '../../../shared/rules/proxyStates';
import { TaskExecution } from '../../../shared/rules/taskRules';
import type { Deps } from '../../deps';
import { liveNodes } from '../../security/vaultNodes';
import { licenceView } from '../licence';

/**
 * System health for the home page: each part only for the holder of the permission that reads it on its own page
 * (nodes and licence: system:license:manage; proxies: system:agent:query; recordings: system:log:query; failed
 * tasks: system:taskcenter:query). A part the caller may not read is not computed at all; undefined when none is left.
 */
export async function homeHealth(deps: Deps, permissions: readonly string[]): Promise<HomeHealth | undefined> {
  const may = (permission: string) => hasPermission(permissions, permission);
  const [nodes, licence, proxies, recordings, failedTasks] = await Promise.all([
    may(Permission.licenseManage) ? nodeList(deps) : undefined,
    may(Permission.licenseManage) ? licenceSummary(deps) : undefined,
    may(Permission.agentQuery) ? proxySummary(deps) : undefined,
    may(Permission.logQuery) ? recordingSummary(deps) : undefined,
    may(Permission.taskCenterQuery) ? failedTaskSummary(deps) : undefined,
  ]);
  const health: HomeHealth = {};
  if (nodes) health.nodes = nodes;
  if (licence) health.licence = licence;
  if (proxies) health.proxies = proxies;
  if (recordings) health.recordings = recordings;
  if (failedTasks) health.failedTasks = failedTasks;
  return Object.keys(health).length > 0 ? health : undefined;
}

async function nodeList(deps: Deps): Promise<NonNullable<HomeHealth['nodes']>> {
  const nodes = await liveNodes(deps.db, deps.now());
  return nodes.map((node) => ({ nodeId: node.nodeId, seenAt: node.seenAt }));
}

async function licenceSummary(deps: Deps): Promise<NonNullable<HomeHealth['licence']>> {
  const view = await licenceView(deps);
  return {
    status: view.status,
    expireTime: view.licence?.expireTime ?? null,
    limits: view.limits,
    usage: view.usage,
  };
}

/** Enabled network proxies by the status of their last check (the proxy list's status column). */
async function proxySummary(deps: Deps): Promise<NonNullable<HomeHealth['proxies']>> {
  const counts = await deps.db
    .selectFrom('network_proxies')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('enabled', '=', 1)
    .groupBy('status')
    .execute();
  let online = 0;
  let offline = 0;
  let unknown = 0;
  for (const row of counts) {
    const count = Number(row.count);
    if (row.status === AgentStatus.online) online += count;
    else if (row.status === AgentStatus.offline) offline += count;
    else unknown += count;
  }
  const offlineRows =
    offline === 0
      ? []
      : await deps.db
          .selectFrom('network_proxies')
          .select(['id', 'name', 'address'])
          .where('enabled', '=', 1)
          .where('status', '=', AgentStatus.offline)
          .orderBy('name')
          .orderBy('id')
          .limit(HOME_LIST_LENGTH)
          .execute();
  return {
    total: online + offline + unknown,
    online,
    offline,
    unknown,
    offlineList: offlineRows.map((row) => ({ proxyId: row.id, name: row.name, address: row.address })),
  };
}

/** What the recordings take: the size each finished session wrote down (a live one's is counted when it ends). */
async function recordingSummary(deps: Deps): Promise<NonNullable<HomeHealth['recordings']>> {
  const row = await deps.db
    .selectFrom('terminal_sessions')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string>('recording_bytes'), eb.lit(0)).as('bytes'),
      eb.fn.countAll<number | string>().as('sessions'),
    ])
    .where('recording_file', 'is not', null)
    .executeTakeFirstOrThrow();
  return { bytes: Number(row.bytes), sessions: Number(row.sessions) };
}

async function failedTaskSummary(deps: Deps): Promise<NonNullable<HomeHealth['failedTasks']>> {
  const since = new Date(deps.now().getTime() - FAILED_TASK_DAYS * 86_400_000).toISOString();
  const base = deps.db
    .selectFrom('task_runs')
    .where('status', '=', TaskExecution.failed)
    .where('scheduled_at', '>=', since);
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'task_name', 'scheduled_at', 'ended_at', 'failed'])
      .orderBy('id', 'desc')
      .limit(HOME_LIST_LENGTH)
      .execute(),
  ]);
  return {
    count: Number(count),
    runs: rows.map((row) => ({
      runId: row.id,
      taskName: row.task_name,
      time: row.ended_at ?? row.scheduled_at,
      failed: row.failed,
    })),
  };
}
