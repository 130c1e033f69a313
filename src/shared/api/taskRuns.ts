import { z } from 'zod';
import { Permission } from '../access/permissions';
import { RunTrigger } from '../rules/taskRules';
import { PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { idText, optionalFilter } from './ids';

/**
 * The task centre (/task-center-list, /task-center-detail-list: every run of every task, its targets, log and trend)
 * and the scheduler's job log (/monitor/job-log/index). The scheduled tasks themselves are in tasks.ts, which
 * re-exports this file. Runs need system:taskcenter:query, the job log monitor:job:list, cancel and retry
 * system:task:edit (and the task's owner, docs/tasks.md "Rights").
 */
const tag = 'tasks';

// ---- Task centre ----

export const TaskRunSchema = z.object({
  runId: z.number().int(),
  taskId: z.number().int().nullable(),
  taskName: z.string(),
  taskType: z.number().int(),
  /** Spec §4 Task execution. */
  status: z.number().int(),
  trigger: z.enum([RunTrigger.schedule, RunTrigger.manual, RunTrigger.missed, RunTrigger.retry]),
  /** The firing this run stands for (for a manual run, when it was asked for). */
  scheduledTime: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  total: z.number().int(),
  done: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  /** Why a run failed or was not executed, in the caller's language; '' otherwise. */
  message: z.string(),
  startedBy: z.string(),
  cancelRequested: z.boolean(),
  /** The caller may cancel or retry it: system:task:edit and the task's owner, or system:asset:all. */
  mayOperate: z.boolean(),
});
export type TaskRun = z.infer<typeof TaskRunSchema>;

export const ListRunsQuerySchema = PageQuerySchema.extend({
  taskName: optionalFilter('taskName'),
  taskType: z.coerce.number().int().optional(),
  status: z.coerce.number().int().optional(),
  taskId: z.coerce.number().int().min(1).max(999_999_999).optional(),
  beginTime: z.string().trim().max(40).optional(),
  endTime: z.string().trim().max(40).optional(),
});
export type ListRunsQuery = z.input<typeof ListRunsQuerySchema>;

export const listRuns = endpoint({
  method: 'GET',
  path: '/task/center/list',
  access: Permission.taskCenterQuery,
  tag,
  summary: 'Task runs, newest first; filter by task name, type, state, task and time',
  query: ListRunsQuerySchema,
  reply: TaskRunSchema,
  paged: true,
});

export const getRun = endpoint({
  method: 'GET',
  path: '/task/center/:id',
  access: Permission.taskCenterQuery,
  tag,
  summary: 'One task run with its log lines',
  params: z.object({ id: idText('id') }),
  reply: TaskRunSchema.extend({
    log: z.array(z.object({ time: z.string(), level: z.enum(['info', 'warn', 'error']), text: z.string() })),
  }),
});

export const RunTargetSchema = z.object({
  targetId: z.number().int(),
  accountId: z.number().int().nullable(),
  accountName: z.string(),
  assetName: z.string(),
  address: z.string(),
  /** Spec §4 Task execution of this target. */
  status: z.number().int(),
  /** Inspection: spec §4 Password check; null for other task types. */
  checkResult: z.number().int().nullable(),
  /** Spec §4 Password strength of the stored password (inspection): low, middle, high; null for a key. */
  strength: z.enum(['low', 'middle', 'high']).nullable(),
  /** The result changed from correct to wrong since the last inspection: the secret changed outside Gatehouse. */
  changedOutside: z.boolean(),
  message: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type RunTarget = z.infer<typeof RunTargetSchema>;

export const listRunTargets = endpoint({
  method: 'GET',
  path: '/task/center/targets',
  access: Permission.taskCenterQuery,
  tag,
  summary: "A run's targets and their results; filter by state",
  query: PageQuerySchema.extend({
    runId: idText('runId'),
    status: z.coerce.number().int().optional(),
  }),
  reply: RunTargetSchema,
  paged: true,
});

export const cancelRun = endpoint({
  method: 'POST',
  path: '/task/center/cancel/:id',
  access: Permission.taskEdit,
  tag,
  summary: 'Cancels a running run: targets not yet started are not executed',
  params: z.object({ id: idText('id') }),
  reply: TaskRunSchema,
});

export const retryRun = endpoint({
  method: 'POST',
  path: '/task/center/retry/:id',
  access: Permission.taskEdit,
  tag,
  summary: 'Runs the failed and not-executed targets of a finished run again, as a new run',
  params: z.object({ id: idText('id') }),
  reply: z.object({ runId: z.number().int() }),
});

export const TREND_RUNS = 60;

export const RunTrendPointSchema = z.object({
  runId: z.number().int(),
  time: z.string(),
  /** Targets by spec §4 password check (inspection): correct 0, wrong 1, unknown 2, abnormal 3, no key 4. */
  correct: z.number().int(),
  wrong: z.number().int(),
  unknown: z.number().int(),
  abnormal: z.number().int(),
  noKey: z.number().int(),
  /** Targets that failed or were not executed without a check result (password change, interrupted runs). */
  failed: z.number().int(),
  succeeded: z.number().int(),
});
export type RunTrendPoint = z.infer<typeof RunTrendPointSchema>;

export const getRunTrend = endpoint({
  method: 'GET',
  path: '/task/center/trend',
  access: Permission.taskCenterQuery,
  tag,
  summary: `The results of a task's last ${TREND_RUNS} ended runs, oldest first, for the chart over time`,
  query: z.object({ taskId: idText('taskId') }),
  reply: z.array(RunTrendPointSchema),
});

// ---- Job log ----

export const JobOutcome = { started: 'started', missed: 'missed', skippedBusy: 'skippedBusy' } as const;

export const JobLogSchema = z.object({
  jobLogId: z.number().int(),
  taskId: z.number().int().nullable(),
  taskName: z.string(),
  /** The firing's planned time. */
  scheduledTime: z.string(),
  /** When a node took it. */
  firedTime: z.string(),
  /** started (a run began), missed (no node ran at the time: run once later or not executed), skippedBusy (the previous run still ran). */
  outcome: z.enum([JobOutcome.started, JobOutcome.missed, JobOutcome.skippedBusy]),
  runId: z.number().int().nullable(),
  /** The node that fired it (host name and process id). */
  node: z.string(),
  message: z.string(),
});
export type JobLog = z.infer<typeof JobLogSchema>;

export const listJobLog = endpoint({
  method: 'GET',
  path: '/monitor/jobLog/list',
  access: Permission.jobList,
  tag,
  summary: 'Every firing of the scheduler with its outcome, newest first; filter by task name and outcome',
  query: PageQuerySchema.extend({
    taskName: optionalFilter('taskName'),
    outcome: z.enum([JobOutcome.started, JobOutcome.missed, JobOutcome.skippedBusy]).optional(),
  }),
  reply: JobLogSchema,
  paged: true,
});
