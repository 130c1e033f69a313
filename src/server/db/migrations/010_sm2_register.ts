import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Self-registration requests (/register): what the requester typed, with the password already hashed,
 * waiting for an administrator to approve (a local user is created) or refuse (with a reason). Same
 * conventions as 001: ISO-8601 text timestamps, integer states. SM2 USB keys need no schema change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registration_requests')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('user_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('nick_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('phonenumber', 'varchar(32)', (col) => col.notNull())
    .addColumn('email', 'varchar(128)', (col) => col.notNull())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    // RegistrationStatus of src/shared/api/registration.ts: 1 pending, 2 approved, 3 refused.
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('refuse_reason', 'varchar(128)', (col) => col.notNull().defaultTo(''))
    .addColumn('requester_ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decided_by', 'varchar(64)')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('registration_requests_name')
    .on('registration_requests')
    .columns(['user_name', 'status'])
    .execute();
  await db.schema
    .createIndex('registration_requests_ip')
    .on('registration_requests')
    .columns(['requester_ip', 'created_at'])
    .execute();
  // At most one pending request per user name, whatever two concurrent submissions do.
  await db.schema
    .createIndex('registration_requests_one_pending')
    .on('registration_requests')
    .column('user_name')
    .unique()
    .where(sql.ref('status'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registration_requests').execute();
}
