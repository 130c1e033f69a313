import { type Kysely, sql } from 'kysely';
import { nextRunOf, type TaskSchedule } from '../../../shared/rules/taskRules';

/**
 * System tasks (docs/tasks.md "System tasks", /setup-manage-task): Gatehouse's own housekeeping as scheduled tasks of
 * type 8 (background) that no one creates or deletes: log cleanup, recording retention and a backup of Gatehouse's
 * own database. tasks.system_job names the job (its message key is the task's name); tasks.params holds its settings
 * as JSON. They fire through the same scheduler as every task (once across nodes), in Asia/Shanghai until changed.
 */
const SYSTEM_TASKS = [
  { job: 'systemLogCleanup', time: '03:00', params: { retentionDays: 180 } },
  { job: 'systemRecordingRetention', time: '03:30', params: { retentionDays: 180 } },
  { job: 'systemDatabaseBackup', time: '02:30', params: { keep: 7 } },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').addColumn('system_job', 'varchar(32)').execute();
  await db.schema
    .alterTable('tasks')
    .addColumn('params', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
  const now = new Date();
  for (const task of SYSTEM_TASKS) {
    const schedule: TaskSchedule = {
      kind: 'cycle',
      cycle: 0,
      time: task.time,
      weekDays: [],
      monthDays: [],
      cron: '',
      timeZone: 'Asia/Shanghai',
    };
    const targets = { accountIds: [], assetIds: [], tagIds: [], platformIds: [], deptIds: [], selector: '' };
    await sql`insert into tasks (name, search_name, task_type, schedule, targets, enabled, missed_runs, concurrency,
      description, script_id, next_run_at, owner_id, created_by, created_at, updated_at, system_job, params)
      values (${task.job}, ${task.job.toLowerCase()}, 8, ${JSON.stringify(schedule)}, ${JSON.stringify(targets)}, 1,
      'runOnce', 1, '', null, ${nextRunOf(schedule, now)?.toISOString() ?? null}, 0, 'system', ${now.toISOString()},
      ${now.toISOString()}, ${task.job}, ${JSON.stringify(task.params)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from tasks where system_job is not null`.execute(db);
  await db.schema.alterTable('tasks').dropColumn('params').execute();
  await db.schema.alterTable('tasks').dropColumn('system_job').execute();
}
