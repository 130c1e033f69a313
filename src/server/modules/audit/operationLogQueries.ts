import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { AUDIT_KINDS, type AuditKind } from '../../../shared/api/auditSpec';
import type { ListOperationLogQuerySchema, OperationLog } from '../../../shared/api/operationLog';
import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import type { OperationLogsTable } from '../../db/schema';
import { containsText } from '../../db/textMatch';
import { AppError } from '../../errors/appError';

/** The operation log, newest first, filtered as the audit page asks. */
export async function listOperationLogRows(
  db: Db,
  query: z.output<typeof ListOperationLogQuerySchema>,
): Promise<{ rows: OperationLog[]; total: number }> {
  let base = db.selectFrom('operation_logs');
  if (query.operName) {
    base = base.where(containsText('user_name', query.operName));
  }
  if (query.module) base = base.where('module', '=', query.module);
  if (query.businessType) base = base.where('kind', '=', query.businessType);
  if (query.status === 1) base = base.where('code', '=', ResponseCode.ok);
  if (query.status === 2) base = base.where('code', '<>', ResponseCode.ok);
  if (query.beginTime) base = base.where('oper_time', '>=', query.beginTime);
  if (query.endTime) base = base.where('oper_time', '<=', query.endTime);
  const { total } = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('oper_time', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return { total: Number(total), rows: rows.map(toOperationLog) };
}

export async function getOperationLogRow(db: Db, operId: number): Promise<OperationLog> {
  const row = await db.selectFrom('operation_logs').selectAll().where('id', '=', operId).executeTakeFirst();
  if (!row) throw new AppError(ResponseCode.notFound, 'notFound');
  return toOperationLog(row);
}

function toOperationLog(row: Selectable<OperationLogsTable>): OperationLog {
  return {
    operId: row.id,
    userId: row.user_id,
    operName: row.user_name,
    operIp: row.ip,
    userAgent: row.user_agent,
    module: row.module,
    title: row.title,
    businessType: (AUDIT_KINDS as readonly string[]).includes(row.kind) ? (row.kind as AuditKind) : 'other',
    requestMethod: row.method,
    operUrl: row.path,
    targetIds: row.target_ids,
    targetNames: row.target_names,
    code: row.code,
    status: row.code === ResponseCode.ok ? 1 : 2,
    msg: row.msg,
    costTime: row.duration_ms,
    operTime: row.oper_time,
  };
}
