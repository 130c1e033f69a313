import type { z } from 'zod';
import type { EditSystemTaskBodySchema, SystemJobName, SystemTask } from '../../../../shared/api/systemTasks';
import { formatMessage, type Lang } from '../../../../shared/messages';
import { cronOf, nextRunOf, RunTrigger, TaskExecution, type TaskSchedule } from '../../../../shared/rules/taskRules';
import type { TaskRow } from '../../../db/taskSchema';
import type { Deps } from '../../../deps';
import { renderStored } from '../runRows';
import { insertRun } from '../scheduler';
import { taskNotFound } from '../taskService';

type EditBody = z.output<typeof EditSystemTaskBodySchema>;

async function systemRow(deps: Deps, taskId: number): Promise<TaskRow> {
  const row = await deps.db
    .selectFrom('tasks')
    .selectAll()
    .where('id', '=', taskId)
    .where('system_job', 'is not', null)
    .executeTakeFirst();
  if (!row) throw taskNotFound();
  return row;
}

export async function listSystemTasks(deps: Deps, lang: Lang): Promise<SystemTask[]> {
  const rows = await deps.db
    .selectFrom('tasks')
    .selectAll()
    .where('system_job', 'is not', null)
    .orderBy('id')
    .execute();
  const latest = await deps.db
    .selectFrom('task_runs')
    .select(['id', 'task_id', 'status', 'started_at', 'scheduled_at', 'message_key', 'message_params'])
    .where(
      'id',
      'in',
      deps.db
        .selectFrom('task_runs')
        .select((eb) => eb.fn.max('id').as('id'))
        .where(
          'task_id',
          'in',
          rows.map((row) => row.id),
        )
        .groupBy('task_id'),
    )
    .execute();
  return rows.map((row) => {
    const schedule = JSON.parse(row.schedule) as TaskSchedule;
    const last = latest.find((run) => run.task_id === row.id);
    const job = row.system_job as SystemJobName;
    return {
      taskId: row.id,
      job,
      taskName: formatMessage(job, lang),
      schedule: { ...schedule, weekDays: [...schedule.weekDays], monthDays: [...schedule.monthDays] },
      cronExpression: cronOf(schedule),
      enabled: row.enabled === 1,
      params: JSON.parse(row.params) as SystemTask['params'],
      nextRunTime: row.next_run_at,
      lastRunId: last?.id ?? null,
      lastRunStatus: last?.status ?? null,
      lastRunTime: last ? (last.started_at ?? last.scheduled_at) : null,
      lastRunMessage: last ? renderStored(last.message_key, last.message_params, lang) : '',
    };
  });
}

/** A system job keeps only the settings it has (retention days or copies to keep). */
function paramsFor(job: string, params: EditBody['params'], stored: string) {
  const current = JSON.parse(stored) as { retentionDays?: number; keep?: number };
  if (job === 'systemDatabaseBackup') return { keep: params.keep ?? current.keep ?? 7 };
  return { retentionDays: params.retentionDays ?? current.retentionDays ?? 180 };
}

export async function editSystemTask(deps: Deps, body: EditBody, lang: Lang): Promise<SystemTask> {
  const row = await systemRow(deps, body.taskId);
  const schedule = body.schedule as TaskSchedule;
  const now = deps.now();
  await deps.db
    .updateTable('tasks')
    .set({
      schedule: JSON.stringify(schedule),
      enabled: body.enabled ? 1 : 0,
      params: JSON.stringify(paramsFor(row.system_job as string, body.params, row.params)),
      next_run_at: body.enabled ? (nextRunOf(schedule, now)?.toISOString() ?? null) : null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', row.id)
    .execute();
  const tasks = await listSystemTasks(deps, lang);
  return tasks.find((task) => task.taskId === row.id) as SystemTask;
}

/** The task row of a system job (seeded with the database, so it is always there). */
export async function systemTaskIdOf(deps: Deps, job: SystemJobName): Promise<number> {
  const row = await deps.db.selectFrom('tasks').select('id').where('system_job', '=', job).executeTakeFirst();
  if (!row) throw taskNotFound();
  return row.id;
}

/** Runs a system task now on this node; while a run of it is still running (any node), answers that one. */
export async function runSystemTaskNow(deps: Deps, taskId: number, by: string): Promise<number> {
  const { runId, started } = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', taskId)
      .where('system_job', 'is not', null)
      .executeTakeFirst();
    if (!row) throw taskNotFound();
    const running = await trx
      .selectFrom('task_runs')
      .select('id')
      .where('task_id', '=', taskId)
      .where('status', '=', TaskExecution.running)
      .executeTakeFirst();
    if (running) return { runId: running.id, started: false };
    const id = await insertRun(trx, row, {
      status: TaskExecution.running,
      trigger: RunTrigger.manual,
      scheduledAt: deps.now().toISOString(),
      now: deps.now(),
      node: deps.tasks.nodeId,
      startedBy: by,
    });
    return { runId: id, started: true };
  });
  if (started) void deps.tasks.start(deps, runId);
  return runId;
}
