import type { FastifyInstance } from 'fastify';
import { GRAPHICAL_SOCKET_PATH, GraphicalCloseCode } from '../../../shared/protocol/graphical';
import type { Deps } from '../../deps';
import { langOf } from '../../http/i18n';
import { isOriginAllowed, socketSession, socketToken } from '../../realtime/guard';
import { closeHard, type WsSocket } from '../../realtime/socket';

/**
 * /prod-api/ws/graphical?session_id=&Authorization= (src/shared/protocol/graphical.ts). Origin and token are checked
 * as on the terminal socket; only the session's owner attaches, and an unknown, foreign or ended session gets the
 * same close (notFound), so ids cannot be probed.
 */
export function registerGraphicalSocket(
  app: FastifyInstance,
  deps: Deps,
  options: { allowedOrigins: readonly string[] },
) {
  app.get(GRAPHICAL_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (rawSocket, request) => {
    const socket = rawSocket as WsSocket;
    // Frames that arrive while the token is checked are handed over once the session is attached.
    const early: [Buffer, boolean][] = [];
    const keep = (data: Buffer, isBinary: boolean) => early.push([data, isBinary]);
    socket.on('message', keep);
    socket.on('error', (error) => request.log.debug({ err: error }, 'graphical socket error'));
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
      const sessionId = Number((request.query as Record<string, unknown>).session_id);
      const live = Number.isSafeInteger(sessionId) ? deps.graphical.get(sessionId) : undefined;
      if (!live || live.userId !== session.userId || live.ended) {
        closeHard(socket, GraphicalCloseCode.notFound, 'no such session');
        return;
      }
      if (socket.readyState > 1) return;
      live.attach(socket, langOf(request));
      const emitter = socket as unknown as {
        off(event: 'message', listener: typeof keep): void;
        emit(event: 'message', data: Buffer, isBinary: boolean): void;
      };
      emitter.off('message', keep);
      for (const [data, isBinary] of early.splice(0)) emitter.emit('message', data, isBinary);
    })().catch((error: unknown) => {
      request.log.error({ err: error }, 'graphical socket could not be attached');
      closeHard(socket, 1011, 'server error');
    });
  });
}
