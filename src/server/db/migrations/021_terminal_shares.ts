import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Shares of live terminal sessions (docs/monitor-share.md).
 * - terminal_shares: one row per share link. Neither the link's token nor the verification code is stored:
 *   token_hash is SHA-256 of the token, code_hash SHA-256 of token and code together (so the code cannot be
 *   guessed from the row without the link). input_guest is the one guest allowed to type, or null.
 *   revoked 0/1. Times are ISO-8601 UTC text.
 * - terminal_share_guests: the guests' side of the audit (they have no account, so no operation log): every
 *   join, refused code and departure, with the guest's IP.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);
  await db.schema
    .createTable('terminal_shares')
    .addColumn('id', id, pk)
    .addColumn('session_id', 'integer', (col) => col.notNull().references('terminal_sessions.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('revoked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('input_guest', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('terminal_shares_session').on('terminal_shares').columns(['session_id']).execute();
  await db.schema
    .createTable('terminal_share_guests')
    .addColumn('id', id, pk)
    .addColumn('share_id', 'integer', (col) => col.notNull().references('terminal_shares.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (col) => col.notNull())
    .addColumn('guest_id', 'varchar(32)', (col) => col.notNull())
    /** 'join' | 'codeRefused' | 'left' */
    .addColumn('event', 'varchar(16)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('terminal_share_guests_share')
    .on('terminal_share_guests')
    .columns(['share_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('terminal_share_guests').execute();
  await db.schema.dropTable('terminal_shares').execute();
}
