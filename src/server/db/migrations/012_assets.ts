import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Asset types (platforms), tags and assets.
 * - platforms.protocols: JSON text, [{protocol, port}] — the protocols a type offers with default ports.
 *   A handful of rows read whole; a join table would buy nothing.
 * - assets.search_text: lower(name) + newline + lower(address), kept by the service, so that the list's
 *   "contains" search is one LIKE on one column without a function per row on either dialect.
 * - assets.asset_type repeats the platform's category so the type filter and sort use one index.
 * - assets.dept_id is set to null when its department goes (only global asset managers see those);
 *   assets.proxy_id waits for the network proxies of a later release, without a foreign key until then.
 * - Composite (filter, id) indexes keep filtered pages in id order without a sort step at 100,000 rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);
  await db.schema
    .createTable('platforms')
    .addColumn('id', id, pk)
    .addColumn('name', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('asset_type', 'integer', (col) => col.notNull())
    .addColumn('protocols', 'text', (col) => col.notNull())
    .addColumn('built_in', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('description', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('tags')
    .addColumn('id', id, pk)
    .addColumn('name', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('description', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('assets')
    .addColumn('id', id, pk)
    .addColumn('name', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('asset_type', 'integer', (col) => col.notNull())
    .addColumn('address', 'varchar(255)', (col) => col.notNull())
    .addColumn('search_text', 'varchar(330)', (col) => col.notNull())
    .addColumn('platform_id', 'integer', (col) => col.notNull().references('platforms.id'))
    .addColumn('dept_id', 'integer', (col) => col.references('departments.id').onDelete('set null'))
    .addColumn('encoding', 'varchar(16)', (col) => col.notNull())
    .addColumn('description', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('proxy_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('assets_type_id').on('assets').columns(['asset_type', 'id']).execute();
  await db.schema.createIndex('assets_type_name').on('assets').columns(['asset_type', 'name']).execute();
  await db.schema.createIndex('assets_platform_id').on('assets').columns(['platform_id', 'id']).execute();
  await db.schema.createIndex('assets_dept_id').on('assets').columns(['dept_id', 'id']).execute();
  await db.schema.createIndex('assets_address').on('assets').column('address').execute();
  // Narrower than the table: counting search matches scans this index instead of every row.
  await db.schema.createIndex('assets_search').on('assets').column('search_text').execute();
  await db.schema
    .createTable('asset_protocols')
    .addColumn('asset_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('protocol', 'varchar(16)', (col) => col.notNull())
    .addColumn('port', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('asset_protocols_pk', ['asset_id', 'protocol'])
    .execute();
  await db.schema
    .createIndex('asset_protocols_protocol')
    .on('asset_protocols')
    .columns(['protocol', 'asset_id'])
    .execute();
  await db.schema
    .createTable('asset_tags')
    .addColumn('asset_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (col) => col.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('asset_tags_pk', ['asset_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('asset_tags_tag').on('asset_tags').columns(['tag_id', 'asset_id']).execute();

  await seedPlatforms(db);
  await grantSeededRoles(db);
}

const builtInPlatforms = [
  {
    name: 'Linux',
    asset_type: 0,
    protocols: [
      { protocol: 'SSH', port: 22 },
      { protocol: 'TELNET', port: 23 },
    ],
  },
  { name: 'Windows', asset_type: 0, protocols: [{ protocol: 'RDP', port: 3389 }] },
  {
    name: '网络设备',
    asset_type: 1,
    protocols: [
      { protocol: 'SSH', port: 22 },
      { protocol: 'TELNET', port: 23 },
    ],
  },
  { name: 'MySQL', asset_type: 3, protocols: [{ protocol: 'MySQL', port: 3306 }] },
  { name: 'PostgreSQL', asset_type: 3, protocols: [{ protocol: 'PostgreSQL', port: 5432 }] },
  { name: 'Web', asset_type: 2, protocols: [{ protocol: 'HTTP(S)', port: 443 }] },
];

async function seedPlatforms(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  await (db as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto('platforms')
    .values(
      builtInPlatforms.map((platform) => ({
        ...platform,
        protocols: JSON.stringify(platform.protocols),
        built_in: 1,
        description: '',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** Installations seeded before this release: give the seeded roles their asset permissions (seed/roles.ts). */
export async function grantSeededRoles(db: Kysely<unknown>): Promise<void> {
  const grants: Record<string, string[]> = {
    ops_administrator: [
      'system:asset:add',
      'system:asset:edit',
      'system:asset:remove',
      'system:asset:all',
      'system:platform:add',
      'system:platform:edit',
      'system:platform:remove',
      'system:label:add',
      'system:label:edit',
      'system:label:remove',
    ],
    ops_operators: ['system:asset:query'],
    security_administrator: ['system:asset:all'],
  };
  for (const [roleKey, permissions] of Object.entries(grants)) {
    for (const permission of permissions) {
      await sql`insert into role_permissions (role_id, permission)
        select r.id, ${permission} from roles r where r.role_key = ${roleKey}
        and not exists (select 1 from role_permissions p where p.role_id = r.id and p.permission = ${permission})`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asset_tags').ifExists().execute();
  await db.schema.dropTable('asset_protocols').ifExists().execute();
  await db.schema.dropTable('assets').ifExists().execute();
  await db.schema.dropTable('tags').ifExists().execute();
  await db.schema.dropTable('platforms').ifExists().execute();
}
