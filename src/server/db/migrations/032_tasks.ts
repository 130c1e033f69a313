import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Scheduled tasks and their runs (docs/tasks.md "Tables").
 * - tasks: a scheduled task; schedule and targets are JSON; next_run_at is the firing a node claims next (null
 *   while disabled); owner_id is whose asset scope it runs with (who saved it last).
 * - task_runs: one run of a task (or a manual or retried one): §4 state, counts, cancel flag, log lines (JSON).
 * - task_run_targets: one account of a run and its outcome.
 * - job_log: every firing of the scheduler and what came of it.
 * Times are ISO-8601 UTC text. system:task:edit goes to the operations administrators seeded before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);
  await db.schema
    .createTable('tasks')
    .addColumn('id', id, pk)
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('search_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('task_type', 'integer', (col) => col.notNull())
    .addColumn('schedule', 'text', (col) => col.notNull())
    .addColumn('targets', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('missed_runs', 'varchar(16)', (col) => col.notNull())
    .addColumn('concurrency', 'integer', (col) => col.notNull())
    .addColumn('description', 'varchar(255)', (col) => col.notNull())
    .addColumn('script_id', 'integer')
    .addColumn('next_run_at', 'varchar(32)')
    .addColumn('owner_id', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tasks_due').on('tasks').columns(['next_run_at', 'id']).execute();
  // Names are unique whatever their case; the list is ordered by them.
  await db.schema.createIndex('tasks_search_name').unique().on('tasks').column('search_name').execute();

  await db.schema
    .createTable('task_runs')
    .addColumn('id', id, pk)
    .addColumn('task_id', 'integer')
    .addColumn('task_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('search_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('task_type', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('trigger', 'varchar(16)', (col) => col.notNull())
    .addColumn('scheduled_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)')
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('done', 'integer', (col) => col.notNull())
    .addColumn('succeeded', 'integer', (col) => col.notNull())
    .addColumn('failed', 'integer', (col) => col.notNull())
    .addColumn('message_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('message_params', 'text', (col) => col.notNull())
    .addColumn('log', 'text', (col) => col.notNull())
    .addColumn('started_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.notNull())
    .addColumn('node', 'varchar(128)', (col) => col.notNull())
    .addColumn('cancel_requested', 'integer', (col) => col.notNull())
    // The running node writes it while it works; a run whose node fell silent is marked interrupted.
    .addColumn('heartbeat_at', 'varchar(32)')
    .addColumn('retry_of', 'integer')
    .execute();
  // The task centre lists runs newest first (the primary key), optionally of one type, state or task (bench/taskCentre.ts).
  await db.schema.createIndex('task_runs_type').on('task_runs').columns(['task_type', 'id']).execute();
  await db.schema.createIndex('task_runs_status').on('task_runs').columns(['status', 'id']).execute();
  await db.schema.createIndex('task_runs_task').on('task_runs').columns(['task_id', 'id']).execute();
  await db.schema.createIndex('task_runs_name').on('task_runs').columns(['search_name', 'id']).execute();
  // The time filter (scheduled_at): its count, and its page when the window lies far behind the newest run.
  await db.schema.createIndex('task_runs_scheduled').on('task_runs').columns(['scheduled_at', 'id']).execute();

  await db.schema
    .createTable('task_run_targets')
    .addColumn('id', id, pk)
    .addColumn('run_id', 'integer', (col) => col.notNull())
    .addColumn('account_id', 'integer')
    .addColumn('account_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('asset_id', 'integer')
    .addColumn('asset_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('address', 'varchar(255)', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('check_result', 'integer')
    .addColumn('strength', 'varchar(8)')
    .addColumn('changed_outside', 'integer', (col) => col.notNull())
    .addColumn('message_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('message_params', 'text', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)')
    .addColumn('ended_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('task_run_targets_run')
    .on('task_run_targets')
    .columns(['run_id', 'status', 'id'])
    .execute();

  await db.schema
    .createTable('job_log')
    .addColumn('id', id, pk)
    .addColumn('task_id', 'integer')
    .addColumn('task_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('search_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('scheduled_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('fired_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('outcome', 'varchar(16)', (col) => col.notNull())
    .addColumn('run_id', 'integer')
    .addColumn('node', 'varchar(128)', (col) => col.notNull())
    .addColumn('message_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('message_params', 'text', (col) => col.notNull())
    .execute();
  // The job log lists firings newest first, optionally of one outcome or by task name (bench/taskCentre.ts).
  await db.schema.createIndex('job_log_outcome').on('job_log').columns(['outcome', 'id']).execute();
  await db.schema.createIndex('job_log_name').on('job_log').columns(['search_name', 'id']).execute();

  await db.schema
    .createTable('change_scripts')
    .addColumn('id', id, pk)
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('search_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('description', 'varchar(255)', (col) => col.notNull())
    .addColumn('mode', 'varchar(16)', (col) => col.notNull())
    .addColumn('privileged_account', 'varchar(64)', (col) => col.notNull())
    .addColumn('command', 'varchar(255)', (col) => col.notNull())
    .addColumn('input', 'varchar(16)', (col) => col.notNull())
    .addColumn('steps', 'text', (col) => col.notNull())
    .addColumn('stdin', 'varchar(255)', (col) => col.notNull())
    .addColumn('timeout_seconds', 'integer', (col) => col.notNull())
    .addColumn('built_in', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('change_scripts_search_name')
    .unique()
    .on('change_scripts')
    .column('search_name')
    .execute();
  const now = new Date().toISOString();
  for (const script of BUILT_IN_SCRIPTS)
    await sql`insert into change_scripts (name, search_name, description, mode, privileged_account, command, input, steps,
      stdin, timeout_seconds, built_in, created_by, created_at, updated_at)
      values (${script.name}, ${script.name.toLowerCase()}, ${script.description}, ${script.mode}, ${script.privileged},
      ${script.command}, ${script.input}, ${JSON.stringify(script.steps)}, ${script.stdin}, 10, 1, 'system', ${now}, ${now})`.execute(
      db,
    );

  await sql`insert into role_permissions (role_id, permission)
    select r.id, 'system:task:edit' from roles r where r.role_key = 'ops_administrator'
    and not exists (select 1 from role_permissions p where p.role_id = r.id and p.permission = 'system:task:edit')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_permissions where permission = 'system:task:edit'`.execute(db);
  for (const table of ['change_scripts', 'job_log', 'task_run_targets', 'task_runs', 'tasks'])
    await db.schema.dropTable(table).execute();
}

/** The scripts Gatehouse ships (docs/tasks.md "Password change"); an installation may change them. */
const BUILT_IN_SCRIPTS = [
  {
    name: 'Linux passwd',
    description: 'The account changes its own password with passwd (asks the current one first).',
    mode: 'self',
    privileged: '',
    command: 'passwd',
    input: 'dialogue',
    steps: [
      { expect: '(current|old)[^\\n]*password[^\\n]*:', send: '{{oldPassword}}' },
      { expect: 'new[^\\n]*password[^\\n]*:', send: '{{newPassword}}' },
      { expect: '(retype|re-enter|again)[^\\n]*:', send: '{{newPassword}}' },
      { expect: 'updated successfully|successfully updated|tokens updated', send: '' },
    ],
    stdin: '',
  },
  {
    name: 'Linux chpasswd (root)',
    description: "root sets the account's password with chpasswd.",
    mode: 'privileged',
    privileged: 'root',
    command: 'chpasswd',
    input: 'stdin',
    steps: [],
    stdin: '{{username}}:{{newPassword}}',
  },
  {
    name: 'Network device (IOS style)',
    description: 'A privileged administrator sets a local user secret in configuration mode and saves it.',
    mode: 'privileged',
    privileged: 'admin',
    command: 'configure terminal',
    input: 'dialogue',
    steps: [
      { expect: '\\(config\\)#', send: 'username {{username}} secret {{newPassword}}' },
      { expect: '\\(config\\)#', send: 'end' },
      { expect: '#', send: 'write memory' },
      { expect: '\\[OK\\]|#', send: '' },
    ],
    stdin: '',
  },
];
