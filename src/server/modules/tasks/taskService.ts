import type { z } from 'zod';
import type { AddTaskBodySchema, ListTasksQuerySchema, Task, UpdateTaskBodySchema } from '../../../shared/api/tasks';
import { ResponseCode } from '../../../shared/codes';
import { nextRunOf, type TaskSchedule, TaskType } from '../../../shared/rules/taskRules';
import { containsLowered } from '../../db/textMatch';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { assetScopeOf } from '../assets';
import { loadScript } from './scripts/scriptService';
import { assertMayOperate, type TaskOperator } from './taskOperator';
import { toTasks } from './taskRows';
import { assertTargetsManaged } from './taskTargets';

type AddBody = z.output<typeof AddTaskBodySchema>;
type UpdateBody = z.output<typeof UpdateTaskBodySchema>;
type ListQuery = z.output<typeof ListTasksQuerySchema>;
type Caller = Pick<AuthSession, 'userId' | 'userName' | 'permissions'>;

export const taskNotFound = () =>
  new AppError(ResponseCode.taskNotFound, 'taskNotFound', {}, { data: { field: 'taskId' } });
const nameTaken = () => new AppError(ResponseCode.taskNameTaken, 'taskNameTaken', {}, { data: { field: 'taskName' } });

/** The firing after `now` of an enabled task; null for a disabled one. */
const plannedRun = (schedule: TaskSchedule, enabled: boolean, now: Date) =>
  enabled ? (nextRunOf(schedule, now)?.toISOString() ?? null) : null;

export async function listTasks(deps: Deps, query: ListQuery): Promise<{ rows: Task[]; total: number }> {
  let base = deps.db.selectFrom('tasks').where('tasks.system_job', 'is', null);
  if (query.taskName) base = base.where(containsLowered(deps.db, 'tasks.search_name', query.taskName));
  if (query.taskType !== undefined) base = base.where('tasks.task_type', '=', query.taskType);
  if (query.enabled !== undefined) base = base.where('tasks.enabled', '=', query.enabled === 'true' ? 1 : 0);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('tasks')
      .orderBy('tasks.search_name')
      .orderBy('tasks.id')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
  ]);
  return { rows: await toTasks(deps.db, rows), total: Number(count.n) };
}

export async function getTask(deps: Deps, taskId: number): Promise<Task> {
  const row = await deps.db
    .selectFrom('tasks')
    .selectAll()
    .where('id', '=', taskId)
    .where('system_job', 'is', null)
    .executeTakeFirst();
  if (!row) throw taskNotFound();
  const [task] = await toTasks(deps.db, [row]);
  return task as Task;
}

async function assertNameFree(deps: Deps, name: string, exceptId?: number) {
  let query = deps.db.selectFrom('tasks').select('id').where('search_name', '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw nameTaken();
}

/** Checks what every save checks: a free name, targets the caller manages. */
async function checkSave(deps: Deps, caller: Caller, body: AddBody, exceptId?: number) {
  await assertNameFree(deps, body.taskName, exceptId);
  await assertTargetsManaged(deps.db, await assetScopeOf(deps.db, caller), body.targets);
  if (body.taskType === TaskType.passwordChange && body.scriptId !== null) await loadScript(deps, body.scriptId);
}

function columnsOf(caller: Caller, body: AddBody, now: Date) {
  return {
    name: body.taskName,
    search_name: body.taskName.toLowerCase(),
    task_type: body.taskType,
    schedule: JSON.stringify(body.schedule),
    targets: JSON.stringify(body.targets),
    enabled: body.enabled ? 1 : 0,
    missed_runs: body.missedRuns,
    concurrency: body.concurrency,
    description: body.description,
    script_id: body.taskType === TaskType.passwordChange ? body.scriptId : null,
    next_run_at: plannedRun(body.schedule as TaskSchedule, body.enabled, now),
    owner_id: caller.userId,
    updated_at: now.toISOString(),
  };
}

export async function addTask(deps: Deps, caller: Caller, body: AddBody): Promise<Task> {
  await checkSave(deps, caller, body);
  const now = deps.now();
  const { id } = await deps.db
    .insertInto('tasks')
    .values({ ...columnsOf(caller, body, now), created_by: caller.userName, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch(rethrowNameTaken);
  return getTask(deps, id);
}

/** Saving a task plans its next firing from now and makes the caller the one whose scope it runs with. */
export async function updateTask(deps: Deps, caller: Caller, body: UpdateBody): Promise<Task> {
  await getTask(deps, body.taskId);
  await checkSave(deps, caller, body, body.taskId);
  await deps.db
    .updateTable('tasks')
    .set(columnsOf(caller, body, deps.now()))
    .where('id', '=', body.taskId)
    .execute()
    .catch(rethrowNameTaken);
  return getTask(deps, body.taskId);
}

export async function changeTaskStatus(
  deps: Deps,
  caller: TaskOperator,
  taskId: number,
  enabled: boolean,
): Promise<Task> {
  const row = await deps.db
    .selectFrom('tasks')
    .select(['schedule', 'owner_id'])
    .where('id', '=', taskId)
    .where('system_job', 'is', null)
    .executeTakeFirst();
  if (!row) throw taskNotFound();
  await assertMayOperate(deps.db, caller, row.owner_id);
  const now = deps.now();
  await deps.db
    .updateTable('tasks')
    .set({
      enabled: enabled ? 1 : 0,
      next_run_at: plannedRun(JSON.parse(row.schedule) as TaskSchedule, enabled, now),
      updated_at: now.toISOString(),
    })
    .where('id', '=', taskId)
    .execute();
  return getTask(deps, taskId);
}

/** Deletes tasks; their runs and job log stay (with the task's name) in the task centre. */
export async function removeTasks(deps: Deps, caller: TaskOperator, ids: readonly number[]): Promise<number> {
  const owners = await deps.db
    .selectFrom('tasks')
    .select('owner_id')
    .distinct()
    .where('id', 'in', [...ids])
    .where('system_job', 'is', null)
    .execute();
  for (const { owner_id } of owners) await assertMayOperate(deps.db, caller, owner_id);
  const result = await deps.db
    .deleteFrom('tasks')
    .where('id', 'in', [...ids])
    .where('system_job', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Two saves of one name at once: the unique index refuses the second, answered like the check above. */
function rethrowNameTaken(error: unknown): never {
  if (error instanceof Error && /unique|duplicate/i.test(error.message)) throw nameTaken();
  throw error;
}
