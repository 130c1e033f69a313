import { createTransferRecord, getTransferRecord, listSessionTransfers } from '../../../shared/api/transfer';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { createRecord, getOwnRecord } from './service';
import { sessionTransferLog } from './transferLog';

export const transferHandlers: RouteHandler[] = [
  defineHandler(createTransferRecord, async (ctx) => ({
    recordId: await createRecord(ctx.deps, sessionOf(ctx).userId, ctx.body, ctx.ip),
  })),
  defineHandler(getTransferRecord, async (ctx) =>
    getOwnRecord(ctx.deps.db, sessionOf(ctx).userId, Number(ctx.params.id)),
  ),
  defineHandler(listSessionTransfers, async (ctx) => sessionTransferLog(ctx.deps.db, Number(ctx.params.sessionId))),
];
