import type { Task, TaskTargets } from '../../../shared/api/tasks';
import { cronOf, type MissedRunPolicyValue, type TaskSchedule } from '../../../shared/rules/taskRules';
import type { Db } from '../../db/database';
import type { TaskRow } from '../../db/taskSchema';
import { EMPTY_TARGETS } from './taskTargets';

export const scheduleOf = (row: Pick<TaskRow, 'schedule'>) => JSON.parse(row.schedule) as TaskSchedule;
export const targetsOf = (row: Pick<TaskRow, 'targets'>): TaskTargets => ({
  ...EMPTY_TARGETS,
  ...(JSON.parse(row.targets) as Partial<TaskTargets>),
});

type Named = { id: number; name: string };

/** Names of every id a page of tasks targets, read once per kind. */
async function targetNames(db: Db, rows: readonly TaskRow[]) {
  const all = rows.map(targetsOf);
  const ids = (pick: (targets: TaskTargets) => number[]) => [...new Set(all.flatMap(pick))];
  const byId = (named: Named[]) => new Map(named.map((entry) => [entry.id, entry]));
  const [accounts, assets, tags, platforms, depts] = await Promise.all([
    readNamed(
      ids((t) => t.accountIds),
      (wanted) =>
        db
          .selectFrom('accounts')
          .innerJoin('assets', 'assets.id', 'accounts.asset_id')
          .select(['accounts.id', 'accounts.account_name', 'assets.name as asset_name'])
          .where('accounts.id', 'in', wanted)
          .execute()
          .then((found) => found.map((row) => ({ id: row.id, name: `${row.account_name}@${row.asset_name}` }))),
    ),
    readNamed(
      ids((t) => t.assetIds),
      (wanted) => db.selectFrom('assets').select(['id', 'name']).where('id', 'in', wanted).execute(),
    ),
    readNamed(
      ids((t) => t.tagIds),
      (wanted) => db.selectFrom('tags').select(['id', 'name']).where('id', 'in', wanted).execute(),
    ),
    readNamed(
      ids((t) => t.platformIds),
      (wanted) => db.selectFrom('platforms').select(['id', 'name']).where('id', 'in', wanted).execute(),
    ),
    readNamed(
      ids((t) => t.deptIds),
      (wanted) => db.selectFrom('departments').select(['id', 'name']).where('id', 'in', wanted).execute(),
    ),
  ]);
  return {
    accounts: byId(accounts),
    assets: byId(assets),
    tags: byId(tags),
    platforms: byId(platforms),
    depts: byId(depts),
  };
}

async function readNamed(ids: number[], read: (ids: number[]) => Promise<Named[]>): Promise<Named[]> {
  return ids.length === 0 ? [] : read(ids);
}

/** The latest run of each task of the page. */
async function lastRuns(db: Db, taskIds: number[]) {
  if (taskIds.length === 0) return new Map<number, { id: number; status: number; time: string }>();
  const latest = db
    .selectFrom('task_runs')
    .select((eb) => eb.fn.max('task_runs.id').as('id'))
    .where('task_runs.task_id', 'in', taskIds)
    .groupBy('task_runs.task_id');
  const rows = await db
    .selectFrom('task_runs')
    .select(['id', 'task_id', 'status', 'scheduled_at', 'started_at'])
    .where('id', 'in', latest)
    .execute();
  return new Map(
    rows.map((row) => [
      row.task_id as number,
      { id: row.id, status: row.status, time: row.started_at ?? row.scheduled_at },
    ]),
  );
}

/** Task rows as the console shows them: names of their targets, owner, last run. */
export async function toTasks(db: Db, rows: readonly TaskRow[]): Promise<Task[]> {
  if (rows.length === 0) return [];
  const ownerIds = [...new Set(rows.map((row) => row.owner_id))];
  const scriptIds = [...new Set(rows.flatMap((row) => (row.script_id === null ? [] : [row.script_id])))];
  const [names, runs, owners, scripts] = await Promise.all([
    targetNames(db, rows),
    lastRuns(
      db,
      rows.map((row) => row.id),
    ),
    db.selectFrom('users').select(['id', 'user_name']).where('id', 'in', ownerIds).execute(),
    readNamed(scriptIds, (wanted) =>
      db.selectFrom('change_scripts').select(['id', 'name']).where('id', 'in', wanted).execute(),
    ),
  ]);
  const scriptName = new Map(scripts.map((script) => [script.id, script.name]));
  const ownerName = new Map(owners.map((owner) => [owner.id, owner.user_name]));
  return rows.map((row) => {
    const schedule = scheduleOf(row);
    const targets = targetsOf(row);
    const named = (ids: number[], from: Map<number, Named>) =>
      ids.map((id) => from.get(id)).filter((entry): entry is Named => entry !== undefined);
    const last = runs.get(row.id);
    return {
      taskId: row.id,
      taskName: row.name,
      taskType: row.task_type,
      schedule: { ...schedule, weekDays: [...schedule.weekDays], monthDays: [...schedule.monthDays] },
      cronExpression: cronOf(schedule),
      targets,
      targetNames: {
        accounts: named(targets.accountIds, names.accounts),
        assets: named(targets.assetIds, names.assets),
        tags: named(targets.tagIds, names.tags),
        platforms: named(targets.platformIds, names.platforms),
        depts: named(targets.deptIds, names.depts),
      },
      enabled: row.enabled === 1,
      missedRuns: row.missed_runs as MissedRunPolicyValue,
      concurrency: row.concurrency,
      description: row.description,
      scriptId: row.script_id,
      scriptName: row.script_id === null ? '' : (scriptName.get(row.script_id) ?? ''),
      nextRunTime: row.next_run_at,
      lastRunId: last?.id ?? null,
      lastRunStatus: last?.status ?? null,
      lastRunTime: last?.time ?? null,
      ownerName: ownerName.get(row.owner_id) ?? '',
      createBy: row.created_by,
      createTime: row.created_at,
      updateTime: row.updated_at,
    };
  });
}
