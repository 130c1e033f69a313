import { listRealtimeSockets } from '../../../shared/api/realtime';
import { defineHandler, type RouteHandler } from '../../http/handler';

export const realtimeHandlers: RouteHandler[] = [
  defineHandler(listRealtimeSockets, async ({ deps, query }) => deps.realtime.registry.snapshot(query.userId)),
];
