import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';

/**
 * Summary tables of the dashboard (docs/dashboard.md): counts per UTC hour (stat_hourly) and per UTC day
 * (stat_daily), kept by src/server/modules/stats as events are written, so /dashboard reads a few hundred
 * rows instead of scanning sessions and commands.
 * - bucket_start: the hour or day's first instant as ISO-8601 UTC text ('2025-03-01T10:00:00.000Z'), the
 *   format of every other time column, so ranges compare as text on both dialects.
 * - metric: 'session' | 'command' | 'signInFailed'; dim_kind: '' for the metric's total, else 'user',
 *   'asset', 'protocol' or 'action' (CommandAction); dim_key: '' for the total, else the id or value as text.
 * - count: bigint, so an increment never overflows; PostgreSQL answers it as a string (readers use Number()).
 * The key leads with metric and dim_kind, then the bucket: a series and a top list are one range scan each.
 *
 * The upgrade backfills both tables from the rows already written (backfillStatSummaries, below), so an
 * upgraded installation's dashboard starts with its history. Flow instances gain an index on (status,
 * created_at) for the dashboard's approvals waiting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['stat_hourly', 'stat_daily']) {
    await db.schema
      .createTable(table)
      .addColumn('metric', 'varchar(32)', (col) => col.notNull())
      .addColumn('dim_kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('dim_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('bucket_start', 'varchar(32)', (col) => col.notNull())
      .addColumn('count', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['metric', 'dim_kind', 'bucket_start', 'dim_key'])
      .execute();
  }
  await db.schema
    .createIndex('flow_instances_status_created')
    .on('flow_instances')
    .columns(['status', 'created_at'])
    .execute();
  await backfillStatSummaries(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('flow_instances_status_created').ifExists().execute();
  await db.schema.dropTable('stat_daily').ifExists().execute();
  await db.schema.dropTable('stat_hourly').ifExists().execute();
}

/**
 * The summaries recounted from the raw rows, in the meaning src/server/modules/stats/recordStat.ts gives them:
 * a session per terminal_sessions row (by started_at; total, user, asset, protocol), a command per
 * terminal_commands row (by created_at and action), a failed sign-in per login_logs row of status 2. Both
 * tables must be empty (the migration; bench/dashboard.ts after seeding raw rows). Times are ISO text, so
 * the hour is the first 13 characters and the day the first 10, on both dialects.
 */
export async function backfillStatSummaries(db: QueryExecutorProvider): Promise<void> {
  const grains = [
    { table: 'stat_hourly', length: 13, suffix: ':00:00.000Z' },
    { table: 'stat_daily', length: 10, suffix: 'T00:00:00.000Z' },
  ];
  for (const { table, length, suffix } of grains) {
    const into = sql.table(table);
    const bucket = (column: string) => sql`substr(${sql.ref(column)}, 1, ${sql.lit(length)}) || ${sql.lit(suffix)}`;
    // PostgreSQL refuses a constant in GROUP BY, so the total groups by the bucket alone.
    await sql`insert into ${into} (metric, dim_kind, dim_key, bucket_start, count)
      select 'session', '', '', ${bucket('started_at')}, count(*)
      from terminal_sessions group by ${bucket('started_at')}`.execute(db);
    const sessionDims = [
      { kind: 'user', key: sql`cast(user_id as varchar(64))` },
      { kind: 'asset', key: sql`cast(asset_id as varchar(64))` },
      { kind: 'protocol', key: sql`protocol` },
    ];
    for (const dim of sessionDims) {
      await sql`insert into ${into} (metric, dim_kind, dim_key, bucket_start, count)
        select 'session', ${sql.lit(dim.kind)}, ${dim.key}, ${bucket('started_at')}, count(*)
        from terminal_sessions group by ${dim.key}, ${bucket('started_at')}`.execute(db);
    }
    await sql`insert into ${into} (metric, dim_kind, dim_key, bucket_start, count)
      select 'command', 'action', action, ${bucket('created_at')}, count(*)
      from terminal_commands group by action, ${bucket('created_at')}`.execute(db);
    await sql`insert into ${into} (metric, dim_kind, dim_key, bucket_start, count)
      select 'signInFailed', '', '', ${bucket('login_time')}, count(*)
      from login_logs where status = 2 group by ${bucket('login_time')}`.execute(db);
  }
}
