import { z } from 'zod';
import { Permission } from '../access/permissions';
import {
  MissedRunPolicy,
  SCHEDULABLE_TASK_TYPES,
  scheduleProblem,
  TaskCycle,
  type TaskSchedule,
  TaskType,
  TIME_OF_DAY_PATTERN,
} from '../rules/taskRules';
import { msgRef } from '../rules/validation';
import { PageQuerySchema, requiredName } from './common';
import { endpoint } from './endpoint';
import { idListText, idNumber, idText, optionalFilter, sortedIdSet } from './ids';

/**
 * Scheduled tasks of the policy centre (/cycle-task-manage-list, /cycle-task-manage-form), their runs in the task
 * centre (/task-center-list, /task-center-detail-list) and the scheduler's job log (/monitor/job-log/index). The
 * spec shows the pages and the §4 states, not the calls: these paths are ours (docs/tasks.md). Reading tasks needs
 * system:policycenter:query, runs system:taskcenter:query, the job log monitor:job:list; saving, running, retrying
 * and cancelling system:task:edit. A task runs with the asset scope of whoever saved it last.
 */
const tag = 'tasks';

export const TASK_NAME_MAX = 64;
export const TASK_DESCRIPTION_MAX = 255;
export const TASK_CONCURRENCY_MAX = 20;
export const TARGET_PREVIEW_ROWS = 100;
export const SELECTOR_MAX = 500;
export const NEXT_RUNS_SHOWN = 5;

/** Which accounts a task works on: every account matching any entry (an asset means all its accounts). */
export const TaskTargetsSchema = z.object({
  accountIds: sortedIdSet('accountIds'),
  assetIds: sortedIdSet('assetIds'),
  tagIds: sortedIdSet('tagIds'),
  platformIds: sortedIdSet('platformIds'),
  deptIds: sortedIdSet('deptIds'),
  /** A selector expression (docs/tasks.md "Selectors", /selector-document-list); '' for none. */
  selector: z
    .string({ error: msgRef('fieldInvalid', { field: 'selector' }) })
    .trim()
    .max(SELECTOR_MAX, { error: msgRef('fieldTooLong', { field: 'selector', max: SELECTOR_MAX }) })
    .default(''),
});
export type TaskTargets = z.output<typeof TaskTargetsSchema>;

const smallIntSet = (field: string, min: number, max: number) =>
  z
    .array(
      z
        .number({ error: msgRef('fieldInvalid', { field }) })
        .int({ error: msgRef('fieldInvalid', { field }) })
        .min(min, { error: msgRef('fieldInvalid', { field }) })
        .max(max, { error: msgRef('fieldInvalid', { field }) }),
      { error: msgRef('fieldInvalid', { field }) },
    )
    .max(31, { error: msgRef('fieldInvalid', { field }) })
    .default([])
    .transform((values) => [...new Set(values)].sort((a, b) => a - b));

export const TaskScheduleSchema = z
  .object({
    kind: z.enum(['cycle', 'cron'], { error: msgRef('fieldInvalid', { field: 'kind' }) }),
    cycle: z
      .number({ error: msgRef('fieldInvalid', { field: 'cycle' }) })
      .int()
      .min(TaskCycle.daily, { error: msgRef('fieldInvalid', { field: 'cycle' }) })
      .max(TaskCycle.monthly, { error: msgRef('fieldInvalid', { field: 'cycle' }) })
      .default(TaskCycle.daily),
    time: z
      .string({ error: msgRef('fieldInvalid', { field: 'time' }) })
      .regex(TIME_OF_DAY_PATTERN, { error: msgRef('fieldInvalid', { field: 'time' }) })
      .default('02:00'),
    weekDays: smallIntSet('weekDays', 0, 6),
    monthDays: smallIntSet('monthDays', 1, 31),
    cron: z
      .string({ error: msgRef('fieldInvalid', { field: 'cron' }) })
      .trim()
      .max(120, { error: msgRef('fieldTooLong', { field: 'cron', max: 120 }) })
      .default(''),
    timeZone: z
      .string({ error: msgRef('fieldRequired', { field: 'timeZone' }) })
      .trim()
      .min(1, { error: msgRef('fieldRequired', { field: 'timeZone' }) }),
  })
  .superRefine((schedule, ctx) => {
    if (schedule.kind === 'cron' && schedule.cron === '')
      ctx.addIssue({ code: 'custom', path: ['cron'], message: msgRef('fieldRequired', { field: 'cron' }) });
    else if (schedule.kind === 'cycle' && schedule.cycle === TaskCycle.weekly && schedule.weekDays.length === 0)
      ctx.addIssue({ code: 'custom', path: ['weekDays'], message: msgRef('taskWeekDaysRequired') });
    else if (schedule.kind === 'cycle' && schedule.cycle === TaskCycle.monthly && schedule.monthDays.length === 0)
      ctx.addIssue({ code: 'custom', path: ['monthDays'], message: msgRef('taskMonthDaysRequired') });
    else {
      const problem = scheduleProblem(schedule as TaskSchedule);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: [problem === 'timeZoneInvalid' ? 'timeZone' : 'cron'],
          message: msgRef(problem),
        });
    }
  });
export type TaskScheduleInput = z.input<typeof TaskScheduleSchema>;

const taskFields = {
  taskName: requiredName('taskName', TASK_NAME_MAX),
  taskType: z
    .number({ error: msgRef('fieldRequired', { field: 'taskType' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'taskType' }) })
    .refine((type) => SCHEDULABLE_TASK_TYPES.includes(type), { error: msgRef('taskTypeUnavailable') }),
  schedule: TaskScheduleSchema,
  targets: TaskTargetsSchema,
  enabled: z.boolean({ error: msgRef('fieldInvalid', { field: 'enabled' }) }).default(true),
  missedRuns: z
    .enum([MissedRunPolicy.runOnce, MissedRunPolicy.skip], { error: msgRef('fieldInvalid', { field: 'missedRuns' }) })
    .default(MissedRunPolicy.runOnce),
  concurrency: z
    .number({ error: msgRef('fieldInvalid', { field: 'concurrency' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'concurrency' }) })
    .min(1, { error: msgRef('fieldInvalid', { field: 'concurrency' }) })
    .max(TASK_CONCURRENCY_MAX, { error: msgRef('fieldInvalid', { field: 'concurrency' }) })
    .default(4),
  description: z
    .string()
    .trim()
    .max(TASK_DESCRIPTION_MAX, { error: msgRef('fieldTooLong', { field: 'description', max: TASK_DESCRIPTION_MAX }) })
    .default(''),
  /** Password change (type 0): the script that changes the password on the host (/densification-template-list). */
  scriptId: idNumber('scriptId').nullable().default(null),
};

const needsScript = (task: { taskType: number; scriptId: number | null }, ctx: z.RefinementCtx) => {
  if (task.taskType === TaskType.passwordChange && task.scriptId === null)
    ctx.addIssue({ code: 'custom', path: ['scriptId'], message: msgRef('taskScriptRequired') });
};

export const AddTaskBodySchema = z.object(taskFields).superRefine(needsScript);
export type AddTaskBody = z.input<typeof AddTaskBodySchema>;
export const UpdateTaskBodySchema = z.object({ taskId: idNumber('taskId'), ...taskFields }).superRefine(needsScript);
export type UpdateTaskBody = z.input<typeof UpdateTaskBodySchema>;

const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

export const TaskSchema = z.object({
  taskId: z.number().int(),
  taskName: z.string(),
  taskType: z.number().int(),
  schedule: z.object({
    kind: z.enum(['cycle', 'cron']),
    cycle: z.number().int(),
    time: z.string(),
    weekDays: z.array(z.number().int()),
    monthDays: z.array(z.number().int()),
    cron: z.string(),
    timeZone: z.string(),
  }),
  /** The cron expression the schedule fires on (for a cycle, the one it stands for). */
  cronExpression: z.string(),
  targets: z.object({
    accountIds: z.array(z.number().int()),
    assetIds: z.array(z.number().int()),
    tagIds: z.array(z.number().int()),
    platformIds: z.array(z.number().int()),
    deptIds: z.array(z.number().int()),
    selector: z.string(),
  }),
  /** The targets' entries with names (accounts as name@asset), for display. */
  targetNames: z.object({
    accounts: z.array(NamedSchema),
    assets: z.array(NamedSchema),
    tags: z.array(NamedSchema),
    platforms: z.array(NamedSchema),
    depts: z.array(NamedSchema),
  }),
  enabled: z.boolean(),
  missedRuns: z.enum([MissedRunPolicy.runOnce, MissedRunPolicy.skip]),
  concurrency: z.number().int(),
  description: z.string(),
  /** Password change: its script; null for other types. */
  scriptId: z.number().int().nullable(),
  scriptName: z.string(),
  /** Next firing (ISO UTC); null while the task is disabled. */
  nextRunTime: z.string().nullable(),
  lastRunId: z.number().int().nullable(),
  lastRunStatus: z.number().int().nullable(),
  lastRunTime: z.string().nullable(),
  /** Whose asset scope the task runs with: who saved it last. */
  ownerName: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Task = z.infer<typeof TaskSchema>;

export const ListTasksQuerySchema = PageQuerySchema.extend({
  taskName: optionalFilter('taskName'),
  taskType: z.coerce.number().int().optional(),
  enabled: z.enum(['true', 'false']).optional(),
});
export type ListTasksQuery = z.input<typeof ListTasksQuerySchema>;

export const listTasks = endpoint({
  method: 'GET',
  path: '/task/cycle/list',
  access: Permission.policyCenterQuery,
  tag,
  summary: 'Scheduled tasks by name; filter by name, type and whether enabled',
  query: ListTasksQuerySchema,
  reply: TaskSchema,
  paged: true,
});

export const getTask = endpoint({
  method: 'GET',
  path: '/task/cycle/:id',
  access: Permission.policyCenterQuery,
  tag,
  summary: 'One scheduled task',
  params: z.object({ id: idText('id') }),
  reply: TaskSchema,
});

export const addTask = endpoint({
  method: 'POST',
  path: '/task/cycle/add',
  access: Permission.taskEdit,
  tag,
  summary: 'Adds a scheduled task; its explicit targets must be accounts and assets the caller manages',
  body: AddTaskBodySchema,
  reply: TaskSchema,
});

export const updateTask = endpoint({
  method: 'PUT',
  path: '/task/cycle/edit',
  access: Permission.taskEdit,
  tag,
  summary: 'Changes a scheduled task; it then runs with the asset scope of the caller',
  body: UpdateTaskBodySchema,
  reply: TaskSchema,
});

export const removeTasks = endpoint({
  method: 'POST',
  path: '/task/cycle/remove/:ids',
  access: Permission.taskEdit,
  tag,
  summary: 'Deletes scheduled tasks (comma-separated ids); their runs stay in the task centre',
  params: z.object({ ids: idListText('ids') }),
  reply: z.object({ removed: z.number().int() }),
});

export const changeTaskStatus = endpoint({
  method: 'PUT',
  path: '/task/cycle/changeStatus',
  access: Permission.taskEdit,
  tag,
  summary: 'Enables or disables a scheduled task; enabling plans the next firing from now',
  body: z.object({
    taskId: idNumber('taskId'),
    enabled: z.boolean({ error: msgRef('fieldInvalid', { field: 'enabled' }) }),
  }),
  reply: TaskSchema,
});

export const previewSchedule = endpoint({
  method: 'POST',
  path: '/task/cycle/previewSchedule',
  access: Permission.policyCenterQuery,
  tag,
  effect: 'read',
  summary: 'The next firings of a schedule, before it is saved',
  body: z.object({ schedule: TaskScheduleSchema }),
  reply: z.object({ cronExpression: z.string(), nextRuns: z.array(z.string()) }),
});

export const TargetAccountSchema = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  assetId: z.number().int(),
  assetName: z.string(),
  address: z.string(),
});
export type TargetAccount = z.infer<typeof TargetAccountSchema>;

export const previewTargets = endpoint({
  method: 'POST',
  path: '/task/cycle/previewTargets',
  access: Permission.policyCenterQuery,
  tag,
  effect: 'read',
  summary: `The accounts a task's targets match in the caller's asset scope (the first ${TARGET_PREVIEW_ROWS} and the count)`,
  body: z.object({ targets: TaskTargetsSchema }),
  reply: z.object({ total: z.number().int(), rows: z.array(TargetAccountSchema) }),
});

const NamedListSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const getTargetLookups = endpoint({
  method: 'GET',
  path: '/task/cycle/targetLookups',
  access: Permission.policyCenterQuery,
  tag,
  summary: "Tags, asset types and the departments the caller manages (by path), for the task form's target pickers",
  reply: z.object({ tags: NamedListSchema, platforms: NamedListSchema, depts: NamedListSchema }),
});

export const runTaskNow = endpoint({
  method: 'POST',
  path: '/task/cycle/run/:id',
  access: Permission.taskEdit,
  tag,
  summary: 'Runs a scheduled task now, besides its schedule; answers the run',
  params: z.object({ id: idText('id') }),
  reply: z.object({ runId: z.number().int() }),
});

// The task centre and the job log: in taskRuns.ts, one contract with these calls.
export * from './taskRuns';
