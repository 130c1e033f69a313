import type { Selectable } from 'kysely';
import type { RunTarget, TaskRun } from '../../../shared/api/tasks';
import { formatMessage, type Lang, type MessageKey, messages } from '../../../shared/messages';
import { type RunTriggerValue, TaskType } from '../../../shared/rules/taskRules';
import type { TaskRunRow, TaskRunTargetsTable } from '../../db/taskSchema';
import type { RunLogLine } from './runLog';
import { mayOperateRun, type TaskOperator } from './taskOperator';

/**
 * What a run is found by in the task centre's name filter: its task's name, or for a system task or background job
 * (named by a message key) the name in either language.
 */
export function runSearchName(name: string): string {
  if (!(name in messages)) return name.toLowerCase();
  const key = name as MessageKey;
  return `${formatMessage(key, 'zh')}\n${formatMessage(key, 'en')}`.toLowerCase().slice(0, 64);
}

/** A stored message key and its JSON parameters in the reader's language; '' for none or an unknown key. */
export function renderStored(key: string, paramsJson: string, lang: Lang): string {
  if (key === '' || !(key in messages)) return '';
  return formatMessage(key as MessageKey, lang, JSON.parse(paramsJson) as Record<string, string | number>);
}

/** The columns a run's row in the task centre needs. */
export const RUN_COLUMNS = [
  'id',
  'task_id',
  'task_name',
  'task_type',
  'status',
  'trigger',
  'scheduled_at',
  'started_at',
  'ended_at',
  'total',
  'done',
  'succeeded',
  'failed',
  'message_key',
  'message_params',
  'started_by',
  'cancel_requested',
  'owner_id',
] as const;
type RunColumns = Pick<TaskRunRow, (typeof RUN_COLUMNS)[number]>;

/** A run as the caller sees it; `mayOperate` says whether cancel and retry are theirs (taskOperator.ts). */
export function toTaskRun(row: RunColumns, lang: Lang, caller: TaskOperator): TaskRun {
  const ended = row.ended_at ?? null;
  return {
    runId: row.id,
    taskId: row.task_id,
    // A background run is named by its job's message key.
    taskName:
      row.task_type === TaskType.background ? renderStored(row.task_name, '{}', lang) || row.task_name : row.task_name,
    taskType: row.task_type,
    status: row.status,
    trigger: row.trigger as RunTriggerValue,
    scheduledTime: row.scheduled_at,
    startTime: row.started_at,
    endTime: ended,
    durationMs: row.started_at && ended ? Date.parse(ended) - Date.parse(row.started_at) : null,
    total: row.total,
    done: row.done,
    succeeded: row.succeeded,
    failed: row.failed,
    message: renderStored(row.message_key, row.message_params, lang),
    startedBy: row.started_by,
    cancelRequested: row.cancel_requested === 1,
    mayOperate: mayOperateRun(caller, row.owner_id),
  };
}

export function toLogLines(row: Pick<TaskRunRow, 'log'>, lang: Lang) {
  return (JSON.parse(row.log) as RunLogLine[]).map((line) => ({
    time: line.time,
    level: line.level,
    text: renderStored(line.key, JSON.stringify(line.params), lang),
  }));
}

export function toRunTarget(row: Selectable<TaskRunTargetsTable>, lang: Lang): RunTarget {
  return {
    targetId: row.id,
    accountId: row.account_id,
    accountName: row.account_name,
    assetName: row.asset_name,
    address: row.address,
    status: row.status,
    checkResult: row.check_result,
    strength: (row.strength as RunTarget['strength']) ?? null,
    changedOutside: row.changed_outside === 1,
    message: renderStored(row.message_key, row.message_params, lang),
    startTime: row.started_at,
    endTime: row.ended_at,
  };
}
