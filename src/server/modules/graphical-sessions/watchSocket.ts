import type { FastifyInstance } from 'fastify';
import { hasPermission, Permission } from '../../../shared/access/permissions';
import { GRAPHICAL_WATCH_SOCKET_PATH, GraphicalCloseCode } from '../../../shared/protocol/graphical';
import type { Deps } from '../../deps';
import { langOf } from '../../http/i18n';
import { isOriginAllowed, socketSession, socketToken } from '../../realtime/guard';
import { closeHard, type WsSocket } from '../../realtime/socket';
import { behaviorOfSession } from '../terminal';

/**
 * /prod-api/ws/graphical/watch?session_id=&Authorization= — the live monitor of graphical sessions, checked as the
 * terminal's (modules/terminal/watchSocket.ts): an auditor with system:log:query, a session live on this node, a
 * behaviour policy that allows watching.
 */
export function registerGraphicalWatchSocket(
  app: FastifyInstance,
  deps: Deps,
  options: { allowedOrigins: readonly string[] },
) {
  app.get(GRAPHICAL_WATCH_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (rawSocket, request) => {
    const socket = rawSocket as WsSocket;
    // Frames that arrive while the token is checked are handed over once the watcher is attached.
    const early: [Buffer, boolean][] = [];
    const keep = (data: Buffer, isBinary: boolean) => early.push([data, isBinary]);
    socket.on('message', keep);
    socket.on('error', (error) => request.log.debug({ err: error }, 'graphical watch socket error'));
    void (async () => {
      if (!isOriginAllowed(request, options.allowedOrigins)) {
        closeHard(socket, GraphicalCloseCode.unauthorised, 'origin not allowed');
        return;
      }
      const session = await socketSession(deps, socketToken(request));
      if (!session) {
        closeHard(socket, GraphicalCloseCode.unauthorised, 'unauthorised');
        return;
      }
      if (!hasPermission(session.permissions, Permission.logQuery)) {
        closeHard(socket, GraphicalCloseCode.forbidden, 'forbidden');
        return;
      }
      const sessionId = Number((request.query as Record<string, unknown>).session_id);
      const live = Number.isSafeInteger(sessionId) ? deps.graphical.get(sessionId) : undefined;
      if (!live || live.ended) {
        closeHard(socket, GraphicalCloseCode.notFound, 'no such session');
        return;
      }
      if (!(await behaviorOfSession(deps, sessionId))?.monitor) {
        closeHard(socket, GraphicalCloseCode.monitorDenied, 'a behaviour policy does not allow watching');
        return;
      }
      if (socket.readyState > 1) return;
      request.log.info({ sessionId, watcher: session.userName }, 'graphical session watched');
      live.watch(socket, langOf(request));
      const emitter = socket as unknown as {
        off(event: 'message', listener: typeof keep): void;
        emit(event: 'message', data: Buffer, isBinary: boolean): void;
      };
      emitter.off('message', keep);
      for (const [data, isBinary] of early.splice(0)) emitter.emit('message', data, isBinary);
    })().catch((error: unknown) => {
      request.log.error({ err: error }, 'graphical watch socket could not be attached');
      closeHard(socket, 1011, 'server error');
    });
  });
}
