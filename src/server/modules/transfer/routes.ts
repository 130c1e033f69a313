import {
  createTransferRecord,
  getTransferRecord,
  listDesktopDrive,
  listSessionTransfers,
} from '../../../shared/api/transfer';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { listSessionDrive } from './driveListing';
import { openRecord } from './heldDownload';
import { getOwnRecord } from './service';
import { sessionTransferLog } from './transferLog';

export const transferHandlers: RouteHandler[] = [
  defineHandler(createTransferRecord, async (ctx) => ({
    recordId: await openRecord(ctx.deps, sessionOf(ctx).userId, ctx.body, ctx.ip),
  })),
  defineHandler(getTransferRecord, async (ctx) =>
    getOwnRecord(ctx.deps.db, sessionOf(ctx).userId, Number(ctx.params.id)),
  ),
  defineHandler(listDesktopDrive, async (ctx) =>
    listSessionDrive(ctx.deps, sessionOf(ctx).userId, Number(ctx.params.sessionId), ctx.query.path),
  ),
  defineHandler(listSessionTransfers, async (ctx) => sessionTransferLog(ctx.deps.db, Number(ctx.params.sessionId))),
];
