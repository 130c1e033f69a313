import { sql } from 'kysely';
import type { z } from 'zod';
import type { ListWebRequestsQuerySchema, WebRequestRecord } from '../../../shared/api/webAssets';
import { ResponseCode } from '../../../shared/codes';
import { containsText } from '../../db/textMatch';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { requestLogOf } from './webRuntime';

/**
 * A web session's requests for the audit, in order, paged; a keyword matches the method or URL (contains, any case)
 * or, all digits, the status. Rows still waiting in this node's batch are written first, so a live session's list
 * is complete up to the call.
 */
export async function listRequestRows(
  deps: Deps,
  sessionId: number,
  query: z.output<typeof ListWebRequestsQuerySchema>,
): Promise<{ rows: WebRequestRecord[]; total: number }> {
  const session = await deps.db
    .selectFrom('terminal_sessions')
    .select('id')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!session) throw new AppError(ResponseCode.auditSessionNotFound, 'auditSessionNotFound');
  await requestLogOf(deps).flush();
  let base = deps.db.selectFrom('web_requests').where('session_id', '=', sessionId);
  const keyword = query.keyword;
  if (keyword) {
    base = base.where((eb) => {
      const matches = [containsText('url', keyword), containsText('method', keyword)];
      if (/^\d{1,3}$/.test(keyword)) matches.push(sql<boolean>`status = ${Number(keyword)}`);
      return eb.or(matches);
    });
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'asc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at,
      method: row.method,
      url: row.url,
      status: row.status,
      bytes: Number(row.bytes),
      durationMs: row.duration_ms,
    })),
  };
}
