import type { RouteHandler } from '../../../http/handler';

/** The coffer's encrypted export (docs/coffer.md "Export"). */
export const cofferExportHandlers: readonly RouteHandler[] = [];
