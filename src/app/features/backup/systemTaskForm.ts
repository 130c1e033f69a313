import {
  type EditSystemTaskBody,
  EditSystemTaskBodySchema,
  type SystemJobName,
  type SystemTask,
} from '../../../shared/api/systemTasks';
import { type ScheduleValues, toScheduleInput } from '../tasks';

/**
 * The system task dialog ↔ PUT /task/system/edit (docs/tasks.md "System tasks"): the schedule, whether it runs, and
 * its one setting — the days logs or recordings are kept, or how many database copies stay in <data>/backups.
 */

export type SystemTaskSetting = 'retentionDays' | 'keep';

/** Each job's setting and the range the server takes (src/shared/api/systemTasks.ts). */
export const SETTING_OF_JOB: Readonly<Record<SystemJobName, SystemTaskSetting>> = {
  systemLogCleanup: 'retentionDays',
  systemRecordingRetention: 'retentionDays',
  systemDatabaseBackup: 'keep',
};
export const SETTING_RANGE: Readonly<Record<SystemTaskSetting, { min: number; max: number }>> = {
  retentionDays: { min: 7, max: 3650 },
  keep: { min: 1, max: 365 },
};

export interface SystemTaskFormValues extends ScheduleValues {
  enabled: boolean;
  /** The setting as typed: "abc" is refused with the schema's message rather than lost. */
  setting: string;
}

/** What the dialog places: the schedule's fields, the setting, and anything else above the buttons. */
export interface SystemTaskFormErrors {
  schedule: Partial<Record<keyof ScheduleValues, string>>;
  setting?: string;
  banner?: string;
}

const SCHEDULE_FIELDS: readonly string[] = ['kind', 'cycle', 'time', 'weekDays', 'monthDays', 'cron', 'timeZone'];

/** The task's setting as it stands (the server always answers it; '' if it ever did not). */
export function settingValue(task: Pick<SystemTask, 'job' | 'params'>): number | undefined {
  return task.params[SETTING_OF_JOB[task.job]];
}

/** The dialog opened on a task: its saved schedule (the other cycle's days empty), switch and setting. */
export function formFromSystemTask(task: SystemTask): SystemTaskFormValues {
  const { schedule } = task;
  const value = settingValue(task);
  return {
    kind: schedule.kind,
    cycle: schedule.cycle,
    time: schedule.time,
    weekDays: [...schedule.weekDays],
    monthDays: [...schedule.monthDays],
    cron: schedule.cron,
    timeZone: schedule.timeZone,
    enabled: task.enabled,
    setting: value === undefined ? '' : String(value),
  };
}

/** A whole number typed, or NaN (which the schema refuses as invalid): "", "1.5", "7 days" are not numbers of days. */
function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The body sent: the schedule as the task form sends it, the switch, and this job's setting only. */
export function toSystemTaskBody(task: Pick<SystemTask, 'taskId' | 'job'>, values: SystemTaskFormValues) {
  return {
    taskId: task.taskId,
    schedule: toScheduleInput(values),
    enabled: values.enabled,
    params: { [SETTING_OF_JOB[task.job]]: wholeNumber(values.setting) },
  } satisfies EditSystemTaskBody;
}

/**
 * Where messages land, the first per place: keys are the schema's paths (schedule.cron, params.keep) or the field the
 * server names (cron, retentionDays); what no field shows goes above the buttons, so that none goes unseen.
 */
export function placeSystemTaskErrors(errors: Readonly<Record<string, string>>): SystemTaskFormErrors {
  const placed: SystemTaskFormErrors = { schedule: {} };
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const parts = key.split('.');
    const field = parts[0] === 'schedule' || parts[0] === 'params' ? (parts[1] ?? '') : (parts[0] ?? '');
    if (SCHEDULE_FIELDS.includes(field)) placed.schedule[field as keyof ScheduleValues] ??= message;
    else if (field === 'retentionDays' || field === 'keep') placed.setting ??= message;
    else unplaced.push(message);
  }
  if (unplaced.length > 0) placed.banner = unplaced.join(' ');
  return placed;
}

/** The shared schema's messages (message references) by path; {} when the body may be sent. */
export function checkSystemTaskBody(body: EditSystemTaskBody): Record<string, string> {
  const parsed = EditSystemTaskBodySchema.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}
