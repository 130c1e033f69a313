import type { Generated, Selectable } from 'kysely';

type Timestamp = string;

/** A scheduled task (032). schedule: TaskSchedule as JSON; targets: TaskTargets as JSON. */
export interface TasksTable {
  id: Generated<number>;
  name: string;
  /** name in lower case, for the "contains" filter. */
  search_name: string;
  task_type: number;
  schedule: string;
  targets: string;
  enabled: number;
  missed_runs: string;
  concurrency: number;
  description: string;
  /** Password change: the change script. */
  script_id: number | null;
  /** A system task's job (033): its message key; null for the tasks people make. */
  system_job: Generated<string | null>;
  /** A system task's settings as JSON (033), e.g. {"retentionDays":180}. */
  params: Generated<string>;
  /** The firing a node claims next; null while disabled. */
  next_run_at: Timestamp | null;
  /** Whose asset scope the task runs with: who saved it last. */
  owner_id: number;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type TaskRow = Selectable<TasksTable>;

/** One run of a task (032). status: spec §4 Task execution; log: JSON array of {time, level, text}. */
export interface TaskRunsTable {
  id: Generated<number>;
  task_id: number | null;
  task_name: string;
  search_name: string;
  task_type: number;
  status: number;
  trigger: string;
  scheduled_at: Timestamp;
  started_at: Timestamp | null;
  ended_at: Timestamp | null;
  total: number;
  done: number;
  succeeded: number;
  failed: number;
  message_key: string;
  message_params: string;
  log: string;
  started_by: string;
  owner_id: number;
  node: string;
  cancel_requested: number;
  /** Written by the running node while it works; a silent one's run is marked interrupted. */
  heartbeat_at: Timestamp | null;
  retry_of: number | null;
}
export type TaskRunRow = Selectable<TaskRunsTable>;

/** One account of a run and its outcome (032). */
export interface TaskRunTargetsTable {
  id: Generated<number>;
  run_id: number;
  account_id: number | null;
  account_name: string;
  asset_id: number | null;
  asset_name: string;
  address: string;
  status: number;
  check_result: number | null;
  strength: string | null;
  changed_outside: number;
  message_key: string;
  message_params: string;
  started_at: Timestamp | null;
  ended_at: Timestamp | null;
}

/** One firing of the scheduler (032). outcome: started, missed or skippedBusy. */
export interface JobLogTable {
  id: Generated<number>;
  task_id: number | null;
  task_name: string;
  search_name: string;
  scheduled_at: Timestamp;
  fired_at: Timestamp;
  outcome: string;
  run_id: number | null;
  node: string;
  message_key: string;
  message_params: string;
}

/** A password-change script (032). steps: JSON [{expect, send}]. */
export interface ChangeScriptsTable {
  id: Generated<number>;
  name: string;
  search_name: string;
  description: string;
  mode: string;
  privileged_account: string;
  command: string;
  input: string;
  steps: string;
  stdin: string;
  timeout_seconds: number;
  built_in: number;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type ChangeScriptRow = Selectable<ChangeScriptsTable>;
