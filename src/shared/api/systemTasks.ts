import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { endpoint } from './endpoint';
import { idNumber, idText } from './ids';
import { TaskScheduleSchema } from './tasks';

/**
 * System tasks (/setup-manage-task, docs/tasks.md "System tasks"): Gatehouse's own housekeeping — log cleanup,
 * recording retention, a backup of its database — as scheduled tasks no one creates or deletes. Reading needs
 * system:setting:query; changing their schedule and settings and running them now system:setting:edit. Their runs
 * are in the task centre like every run.
 */
const tag = 'tasks';

export const SYSTEM_JOBS = ['systemLogCleanup', 'systemRecordingRetention', 'systemDatabaseBackup'] as const;
export type SystemJobName = (typeof SYSTEM_JOBS)[number];

const whole = (field: string, min: number, max: number) =>
  z
    .number({ error: msgRef('fieldInvalid', { field }) })
    .int({ error: msgRef('fieldInvalid', { field }) })
    .min(min, { error: msgRef('fieldInvalid', { field }) })
    .max(max, { error: msgRef('fieldInvalid', { field }) });

export const SystemTaskParamsSchema = z.object({
  /** Log cleanup and recording retention: what is older than this many days goes. */
  retentionDays: whole('retentionDays', 7, 3650).optional(),
  /** Database backup: how many copies stay in <data>/backups. */
  keep: whole('keep', 1, 365).optional(),
});

export const SystemTaskSchema = z.object({
  taskId: z.number().int(),
  job: z.enum(SYSTEM_JOBS),
  /** The job's name in the caller's language. */
  taskName: z.string(),
  schedule: z.object({
    kind: z.enum(['cycle', 'cron']),
    cycle: z.number().int(),
    time: z.string(),
    weekDays: z.array(z.number().int()),
    monthDays: z.array(z.number().int()),
    cron: z.string(),
    timeZone: z.string(),
  }),
  cronExpression: z.string(),
  enabled: z.boolean(),
  params: z.object({ retentionDays: z.number().int().optional(), keep: z.number().int().optional() }),
  nextRunTime: z.string().nullable(),
  lastRunId: z.number().int().nullable(),
  lastRunStatus: z.number().int().nullable(),
  lastRunTime: z.string().nullable(),
  /** The last run's message (what it removed or where it wrote), in the caller's language. */
  lastRunMessage: z.string(),
});
export type SystemTask = z.infer<typeof SystemTaskSchema>;

export const EditSystemTaskBodySchema = z.object({
  taskId: idNumber('taskId'),
  schedule: TaskScheduleSchema,
  enabled: z.boolean({ error: msgRef('fieldInvalid', { field: 'enabled' }) }),
  params: SystemTaskParamsSchema,
});
export type EditSystemTaskBody = z.input<typeof EditSystemTaskBodySchema>;

export const listSystemTasks = endpoint({
  method: 'GET',
  path: '/task/system/list',
  access: Permission.settingQuery,
  tag,
  summary: 'The system tasks (log cleanup, recording retention, database backup) with their schedule and last run',
  reply: z.array(SystemTaskSchema),
});

export const editSystemTask = endpoint({
  method: 'PUT',
  path: '/task/system/edit',
  access: Permission.settingEdit,
  tag,
  summary: "Changes a system task's schedule, settings or whether it runs",
  body: EditSystemTaskBodySchema,
  reply: SystemTaskSchema,
});

export const runSystemTaskNow = endpoint({
  method: 'POST',
  path: '/task/system/run/:id',
  access: Permission.settingEdit,
  tag,
  summary: 'Runs a system task now; answers the run (in the task centre)',
  params: z.object({ id: idText('id') }),
  reply: z.object({ runId: z.number().int() }),
});

/**
 * 立即清理 of the log settings (spec §7 GET /logger/query/immediatelyCleanup): runs the log cleanup now, with its
 * retention; answers the run, whose progress and outcome the task centre shows.
 */
export const cleanLogsNow = endpoint({
  method: 'GET',
  path: '/logger/query/immediatelyCleanup',
  access: Permission.settingEdit,
  tag,
  effect: 'change',
  summary: 'Runs the log cleanup now with its retention; answers the run (in the task centre)',
  reply: z.object({ runId: z.number().int() }),
});
