import { type Kysely, sql } from 'kysely';

/**
 * The sign-in log page (/login-log-list) under the audit centre, for installations seeded before it; a
 * fresh database is still empty here and receives it with the whole menu seed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const audit = await sql<{ id: number }>`select id from menus where name = 'AuditCenter'`.execute(db);
  const parent = audit.rows[0];
  const exists = await sql<{ id: number }>`select id from menus where name = 'LoginLogList'`.execute(db);
  if (parent && exists.rows.length === 0) {
    await sql`insert into menus (parent_id, name, path, component, title_zh, title_en, icon, permission, hidden,
      no_cache, affix, link, redirect, sort)
      values (${parent.id}, 'LoginLogList', '/login-log-list', 'LoginLogList', '登录日志', 'Sign-in log', 'log',
      'system:log:query', 0, 0, 0, null, null, 11)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from menus where name = 'LoginLogList'`.execute(db);
}
