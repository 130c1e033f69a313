import { listLoginLogs } from '../../../shared/api/system';
import { definePagedHandler, type RouteHandler } from '../../http/handler';
import { listLoginLogRows } from './loginLogService';

export const monitorHandlers: RouteHandler[] = [
  definePagedHandler(listLoginLogs, async ({ deps, query, lang }) => listLoginLogRows(deps.db, query, lang)),
];
