import { getOperationLog, listOperationLogs } from '../../../shared/api/operationLog';
import { defineHandler, definePagedHandler, type RouteHandler } from '../../http/handler';
import { getOperationLogRow, listOperationLogRows } from './operationLogQueries';

export const auditHandlers: RouteHandler[] = [
  definePagedHandler(listOperationLogs, async ({ deps, query }) => listOperationLogRows(deps.db, query)),
  defineHandler(getOperationLog, async ({ deps, params }) => getOperationLogRow(deps.db, Number(params.operId))),
];
