import { getSetupStatus, runSetup as runSetupEndpoint } from '../../../shared/api/setup';
import { defineHandler, type RouteHandler } from '../../http/handler';
import { isInitialised } from './initialised';
import { runSetup } from './service';

export const setupHandlers: RouteHandler[] = [
  defineHandler(getSetupStatus, async ({ deps }) => ({ initialized: await isInitialised(deps.db) })),
  defineHandler(runSetupEndpoint, async ({ deps, body }) => ({ userId: await runSetup(deps, body) }), 'setupDone'),
];
