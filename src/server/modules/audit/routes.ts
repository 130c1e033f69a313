import { getOperationLog, listOperationLogs } from '../../../shared/api/operationLog';
import { listLoginLogs } from '../../../shared/api/system';
import { defineHandler, definePagedHandler, type RouteHandler } from '../../http/handler';
import { listLoginLogRows } from './loginLogService';
import { getOperationLogRow, listOperationLogRows } from './operationLogQueries';

/** The two audit trails: the operation log and the sign-in log. */
export const auditHandlers: RouteHandler[] = [
  definePagedHandler(listOperationLogs, async ({ deps, query }) => listOperationLogRows(deps.db, query)),
  defineHandler(getOperationLog, async ({ deps, params }) => getOperationLogRow(deps.db, Number(params.operId))),
  definePagedHandler(listLoginLogs, async ({ deps, query, lang }) => listLoginLogRows(deps.db, query, lang)),
];
