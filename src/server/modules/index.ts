import type { RouteHandler } from '../http/handler';
import { departmentHandlers } from './departments/routes';
import { keyHandlers } from './keys/routes';
import { messageHandlers } from './messages/routes';
import { monitorHandlers } from './monitor/routes';
import { realtimeHandlers } from './realtime/routes';
import { roleHandlers } from './roles/routes';
import { setupHandlers } from './setup/routes';
import { signInHandlers } from './signin/routes';
import { systemHandlers } from './system/routes';
import { transferHandlers } from './transfer/routes';
import { ucenterHandlers } from './ucenter/routes';
import { userHandlers } from './users/routes';

/** Every module's handlers, keyed by the shared descriptor each one serves. */
export const allHandlers: readonly RouteHandler[] = [
  ...setupHandlers,
  ...ucenterHandlers,
  ...systemHandlers,
  ...monitorHandlers,
  ...messageHandlers,
  ...realtimeHandlers,
  ...transferHandlers,
  ...roleHandlers,
  ...departmentHandlers,
  ...userHandlers,
  ...signInHandlers,
  ...keyHandlers,
];
