import type { RouteHandler } from '../http/handler';
import { keyHandlers } from './keys/routes';
import { messageHandlers } from './messages/routes';
import { monitorHandlers } from './monitor/routes';
import { realtimeHandlers } from './realtime/routes';
import { setupHandlers } from './setup/routes';
import { systemHandlers } from './system/routes';
import { transferHandlers } from './transfer/routes';
import { ucenterHandlers } from './ucenter/routes';

/** Every module's handlers, keyed by the shared descriptor each one serves. */
export const allHandlers: readonly RouteHandler[] = [
  ...setupHandlers,
  ...ucenterHandlers,
  ...systemHandlers,
  ...monitorHandlers,
  ...messageHandlers,
  ...realtimeHandlers,
  ...transferHandlers,
  ...keyHandlers,
];
