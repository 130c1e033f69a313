import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Approval flows (docs/flows.md "Tables").
 * - flow_models: the model being designed (key, name, form, BPMN XML, bound process kind, enabled);
 *   deployed_version 0 means never deployed.
 * - flow_model_versions: what each deploy froze: XML, form and the parsed definition the engine runs. An
 *   instance points at its version, so a redeploy never changes a running request.
 * - flow_instances: one request; status 1 waiting, 2 approved, 3 refused; result the spec's result code;
 *   revision is bumped by every change, which takes the row's lock: changes to one instance run one at a time
 *   on every node.
 * - flow_steps: a user task reached once (with its timer's due time); flow_tasks: one per approver of a step.
 * - flow_join_arrivals: branches that reached a parallel join and wait for the others.
 * - flow_trail: the nodes and sequence flows an instance passed, for the highlighted diagram.
 * - flow_comments: the timeline (submitted, approved, refused, cancelled, stopped, escalated, expired).
 * Times are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);
  await db.schema
    .createTable('flow_models')
    .addColumn('id', id, pk)
    .addColumn('model_key', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(32)', (col) => col.notNull())
    .addColumn('description', 'varchar(255)', (col) => col.notNull())
    .addColumn('process_kind', 'varchar(16)', (col) => col.unique())
    .addColumn('form_json', 'text', (col) => col.notNull())
    .addColumn('bpmn_xml', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('deployed_version', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('flow_model_versions')
    .addColumn('id', id, pk)
    .addColumn('model_id', 'integer', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('bpmn_xml', 'text', (col) => col.notNull())
    .addColumn('form_json', 'text', (col) => col.notNull())
    .addColumn('definition_json', 'text', (col) => col.notNull())
    .addColumn('deployed_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('deployed_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('flow_model_versions_model_version', ['model_id', 'version'])
    .execute();
  await db.schema
    .createTable('flow_instances')
    .addColumn('id', id, pk)
    .addColumn('model_id', 'integer', (col) => col.notNull())
    .addColumn('version_id', 'integer', (col) => col.notNull())
    .addColumn('model_key', 'varchar(32)', (col) => col.notNull())
    .addColumn('model_name', 'varchar(32)', (col) => col.notNull())
    .addColumn('applicant_id', 'integer', (col) => col.notNull())
    .addColumn('applicant_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('process_kind', 'varchar(16)')
    .addColumn('business_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('facts_json', 'text', (col) => col.notNull())
    .addColumn('form_data', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('result', 'varchar(16)', (col) => col.notNull())
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('flow_instances_business').on('flow_instances').column('business_key').execute();
  await db.schema
    .createIndex('flow_instances_applicant')
    .on('flow_instances')
    .columns(['applicant_id', 'id'])
    .execute();
  await db.schema
    .createTable('flow_steps')
    .addColumn('id', id, pk)
    .addColumn('instance_id', 'integer', (col) => col.notNull())
    .addColumn('node_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('node_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('mode', 'varchar(8)', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('due_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('flow_steps_instance').on('flow_steps').columns(['instance_id', 'status']).execute();
  await db.schema.createIndex('flow_steps_due').on('flow_steps').columns(['status', 'due_at']).execute();
  await db.schema
    .createTable('flow_tasks')
    .addColumn('id', id, pk)
    .addColumn('step_id', 'integer', (col) => col.notNull())
    .addColumn('instance_id', 'integer', (col) => col.notNull())
    .addColumn('assignee_id', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('comment', 'varchar(255)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .execute();
  // The backlog (waiting for me) and the records (decided by me): one index serves both, newest first.
  await db.schema
    .createIndex('flow_tasks_assignee')
    .on('flow_tasks')
    .columns(['assignee_id', 'status', 'id'])
    .execute();
  await db.schema.createIndex('flow_tasks_step').on('flow_tasks').columns(['step_id', 'status']).execute();
  await db.schema
    .createTable('flow_join_arrivals')
    .addColumn('instance_id', 'integer', (col) => col.notNull())
    .addColumn('node_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('flow_id', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('flow_join_arrivals_pk', ['instance_id', 'node_id', 'flow_id'])
    .execute();
  // What the instance passed through (nodes and sequence flows), for the highlighted diagram.
  await db.schema
    .createTable('flow_trail')
    .addColumn('id', id, pk)
    .addColumn('instance_id', 'integer', (col) => col.notNull())
    .addColumn('element_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('flow_trail_instance').on('flow_trail').columns(['instance_id', 'id']).execute();
  await db.schema
    .createTable('flow_comments')
    .addColumn('id', id, pk)
    .addColumn('instance_id', 'integer', (col) => col.notNull())
    .addColumn('node_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('node_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('message', 'varchar(255)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('flow_comments_instance').on('flow_comments').columns(['instance_id', 'id']).execute();
  // Security administrators own approvals (migration 019): they design the flows and may stop a request.
  for (const permission of ['system:flow:edit', 'system:flow:stop']) {
    await sql`insert into role_permissions (role_id, permission)
      select r.id, ${permission} from roles r where r.role_key = 'security_administrator'
      and not exists (select 1 from role_permissions p where p.role_id = r.id and p.permission = ${permission})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'flow_comments',
    'flow_trail',
    'flow_join_arrivals',
    'flow_tasks',
    'flow_steps',
    'flow_instances',
    'flow_model_versions',
    'flow_models',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
