import { exportCoffer } from '../../../../shared/api/cofferExport';
import { defineHandler, type RouteHandler, sessionOf } from '../../../http/handler';
import { exportCoffer as buildExport } from './exportService';

/** The coffer's encrypted export (docs/coffer.md "Export"). */
export const cofferExportHandlers: readonly RouteHandler[] = [
  defineHandler(
    exportCoffer,
    async (ctx) => {
      const session = sessionOf(ctx);
      return buildExport(
        ctx.deps,
        { userId: session.userId, userName: session.userName, permissions: session.permissions },
        ctx.body,
        { ip: ctx.ip, userAgent: ctx.userAgent },
        ctx.lang,
      );
    },
    'cofferExported',
  ),
];
