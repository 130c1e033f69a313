import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Uploads of forms and settings (docs/files.md): the stored name (upload/YYYY/MM/DD/<uuid>.<ext>, the file under
 * <dataDir>/uploads), the name it was uploaded as, its size and SHA-256, and who uploaded it when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploaded_files')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('file_name', 'varchar(96)', (col) => col.notNull().unique())
    .addColumn('original_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('uploaded_by', 'integer', (col) => col.notNull())
    .addColumn('uploaded_by_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploaded_files').execute();
}
