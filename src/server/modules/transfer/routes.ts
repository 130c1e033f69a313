import { createTransferRecord, getTransferRecord } from '../../../shared/api/transfer';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { createRecord, getOwnRecord } from './service';

export const transferHandlers: RouteHandler[] = [
  defineHandler(createTransferRecord, async (ctx) => ({
    recordId: await createRecord(ctx.deps, sessionOf(ctx).userId, ctx.body),
  })),
  defineHandler(getTransferRecord, async (ctx) =>
    getOwnRecord(ctx.deps.db, sessionOf(ctx).userId, Number(ctx.params.id)),
  ),
];
