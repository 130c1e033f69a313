import { sql } from 'kysely';
import type { z } from 'zod';
import type { ListLoginLogQuerySchema, LoginLog } from '../../../shared/api/system';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';
import { containsText, escapeLike } from '../../db/textMatch';
import { renderRef } from '../../http/i18n';

/** Sign-in attempts, newest first; messages are stored as references and rendered for the reader. */
export async function listLoginLogRows(
  db: Db,
  query: z.output<typeof ListLoginLogQuerySchema>,
  lang: Lang,
): Promise<{ rows: LoginLog[]; total: number }> {
  let base = db.selectFrom('login_logs');
  if (query.userName) {
    base = base.where(containsText('user_name', query.userName));
  }
  if (query.ipaddr) base = base.where(sql<boolean>`ip like ${`%${escapeLike(query.ipaddr)}%`} escape '\\'`);
  if (query.status !== undefined) base = base.where('status', '=', query.status);
  if (query.beginTime) base = base.where('login_time', '>=', query.beginTime);
  if (query.endTime) base = base.where('login_time', '<=', query.endTime);
  const { total } = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('login_time', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      infoId: row.id,
      userName: row.user_name,
      ipaddr: row.ip,
      userAgent: row.user_agent,
      status: row.status,
      msg: renderRef(row.msg, lang) ?? row.msg,
      loginTime: row.login_time,
    })),
  };
}
