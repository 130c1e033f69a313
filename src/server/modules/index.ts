import type { RouteHandler } from '../http/handler';
import { monitorHandlers } from './monitor/routes';
import { setupHandlers } from './setup/routes';
import { systemHandlers } from './system/routes';
import { ucenterHandlers } from './ucenter/routes';

/** Every module's handlers, keyed by the shared descriptor each one serves. */
export const allHandlers: readonly RouteHandler[] = [
  ...setupHandlers,
  ...ucenterHandlers,
  ...systemHandlers,
  ...monitorHandlers,
];
