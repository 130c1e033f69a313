import type { z } from 'zod';
import type { NamedRef } from '../../../shared/api/policies';
import type { AddTaskBody, Task, TaskScheduleInput, TaskTargetsSchema } from '../../../shared/api/tasks';
import {
  MissedRunPolicy,
  type MissedRunPolicyValue,
  SCHEDULABLE_TASK_TYPES,
  TaskCycle,
  TaskType,
} from '../../../shared/rules/taskRules';

/** The five kinds of target a task names; each picker holds its chosen entries with their names. */
export const TARGET_KINDS = ['accounts', 'assets', 'tags', 'platforms', 'depts'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];
export type ChosenTargets = Record<TargetKind, NamedRef[]>;

/** The task form as typed: concurrency stays text until saved, so "abc" can be refused with the schema's message. */
export interface TaskFormValues {
  taskName: string;
  taskType: number;
  /** Password change: the script that changes the password on the host; sent for that type only. */
  scriptId: number | null;
  kind: 'cycle' | 'cron';
  cycle: number;
  time: string;
  weekDays: number[];
  monthDays: number[];
  cron: string;
  timeZone: string;
  targets: ChosenTargets;
  /** A selector expression (/selector-document-list) picking accounts by what they are; '' for none. */
  selector: string;
  missedRuns: MissedRunPolicyValue;
  concurrency: string;
  enabled: boolean;
  description: string;
}

export const NO_TARGETS: ChosenTargets = { accounts: [], assets: [], tags: [], platforms: [], depts: [] };

/** A new task: an inspection where that can be scheduled, daily at 02:00 in `timeZone` (the browser's). */
export function emptyTaskForm(timeZone: string): TaskFormValues {
  return {
    taskName: '',
    taskType: SCHEDULABLE_TASK_TYPES.includes(TaskType.inspection)
      ? TaskType.inspection
      : (SCHEDULABLE_TASK_TYPES[0] ?? TaskType.inspection),
    scriptId: null,
    kind: 'cycle',
    cycle: TaskCycle.daily,
    time: '02:00',
    weekDays: [],
    monthDays: [],
    cron: '',
    timeZone,
    targets: NO_TARGETS,
    selector: '',
    missedRuns: MissedRunPolicy.runOnce,
    concurrency: '4',
    enabled: true,
    description: '',
  };
}

export function formFromTask(task: Task): TaskFormValues {
  const { schedule, targetNames } = task;
  return {
    taskName: task.taskName,
    taskType: task.taskType,
    scriptId: task.scriptId,
    kind: schedule.kind,
    cycle: schedule.cycle,
    time: schedule.time,
    weekDays: [...schedule.weekDays],
    monthDays: [...schedule.monthDays],
    cron: schedule.cron,
    timeZone: schedule.timeZone,
    targets: {
      accounts: [...targetNames.accounts],
      assets: [...targetNames.assets],
      tags: [...targetNames.tags],
      platforms: [...targetNames.platforms],
      depts: [...targetNames.depts],
    },
    selector: task.targets.selector,
    missedRuns: task.missedRuns,
    concurrency: String(task.concurrency),
    enabled: task.enabled,
    description: task.description,
  };
}

/** The schedule fields of the form (ScheduleFields edits them; the system tasks' dialog has them too). */
export type ScheduleValues = Pick<
  TaskFormValues,
  'kind' | 'cycle' | 'time' | 'weekDays' | 'monthDays' | 'cron' | 'timeZone'
>;

/** The schedule part of the body: a cycle sends its own fields only, a cron its expression only. */
export function toScheduleInput(values: ScheduleValues): TaskScheduleInput {
  const timeZone = values.timeZone.trim();
  if (values.kind === 'cron') return { kind: 'cron', cron: values.cron.trim(), timeZone };
  return {
    kind: 'cycle',
    cycle: values.cycle,
    time: values.time,
    weekDays: values.cycle === TaskCycle.weekly ? values.weekDays : [],
    monthDays: values.cycle === TaskCycle.monthly ? values.monthDays : [],
    timeZone,
  };
}

/** Targets as sent (previewTargets, the task body). */
export type TargetsBody = Required<z.input<typeof TaskTargetsSchema>>;

/** The body's targets: the ids of every chosen entry and the selector. */
export function toTargets(values: Pick<TaskFormValues, 'targets' | 'selector'>): TargetsBody {
  const { targets } = values;
  return {
    accountIds: targets.accounts.map((entry) => entry.id),
    assetIds: targets.assets.map((entry) => entry.id),
    tagIds: targets.tags.map((entry) => entry.id),
    platformIds: targets.platforms.map((entry) => entry.id),
    deptIds: targets.depts.map((entry) => entry.id),
    selector: values.selector.trim(),
  };
}

/** Whether the form names anything to work on: an entry of any kind, or a selector. */
export const hasTargets = (values: Pick<TaskFormValues, 'targets' | 'selector'>) =>
  TARGET_KINDS.some((kind) => values.targets[kind].length > 0) || values.selector.trim() !== '';

/** Text that is not a whole number goes as NaN, which the shared schema refuses with its own message. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The body the shared schema checks (AddTaskBodySchema; with taskId, UpdateTaskBodySchema). */
export function toTaskBody(values: TaskFormValues): AddTaskBody {
  return {
    taskName: values.taskName.trim(),
    taskType: values.taskType,
    scriptId: values.taskType === TaskType.passwordChange ? values.scriptId : null,
    schedule: toScheduleInput(values),
    targets: toTargets(values),
    enabled: values.enabled,
    missedRuns: values.missedRuns,
    concurrency: wholeNumber(values.concurrency),
    description: values.description.trim(),
  };
}
