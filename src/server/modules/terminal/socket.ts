import type { FastifyInstance } from 'fastify';
import { TERMINAL_SOCKET_PATH, TerminalCloseCode } from '../../../shared/protocol/terminal';
import type { Deps } from '../../deps';
import { langOf } from '../../http/i18n';
import { isOriginAllowed, socketSession, socketToken } from '../../realtime/guard';
import { closeHard, type WsSocket } from '../../realtime/socket';

/**
 * /prod-api/ws/terminal?session_id=&Authorization=[&resume_from=] (src/shared/protocol/terminal.ts). Origin
 * and token are checked as on the other sockets; only the session's owner attaches, and an unknown, foreign
 * or ended session gets the same close (notFound), so ids cannot be probed.
 */
export function registerTerminalSocket(
  app: FastifyInstance,
  deps: Deps,
  options: { allowedOrigins: readonly string[] },
) {
  app.get(TERMINAL_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (rawSocket, request) => {
    const socket = rawSocket as WsSocket;
    // Frames that arrive while the token is checked are handed over once the session is attached.
    const early: [Buffer, boolean][] = [];
    const keep = (data: Buffer, isBinary: boolean) => early.push([data, isBinary]);
    socket.on('message', keep);
    socket.on('error', (error) => request.log.debug({ err: error }, 'terminal socket error'));
    void (async () => {
      if (!isOriginAllowed(request, options.allowedOrigins)) {
        closeHard(socket, TerminalCloseCode.unauthorised, 'origin not allowed');
        return;
      }
      const session = await socketSession(deps, socketToken(request));
      if (!session) {
        closeHard(socket, TerminalCloseCode.unauthorised, 'unauthorised');
        return;
      }
      const query = request.query as Record<string, unknown>;
      const sessionId = Number(query.session_id);
      const resumeText = query.resume_from;
      const resumeFrom = resumeText === undefined ? 0 : Number(resumeText);
      const live = Number.isSafeInteger(sessionId) ? deps.terminals.get(sessionId) : undefined;
      if (!live || live.userId !== session.userId || live.ended) {
        closeHard(socket, TerminalCloseCode.notFound, 'no such session');
        return;
      }
      if (!Number.isSafeInteger(resumeFrom) || resumeFrom < 0) {
        closeHard(socket, TerminalCloseCode.badFrame, 'bad resume_from');
        return;
      }
      if (socket.readyState > 1) return;
      live.attach(socket, resumeFrom, langOf(request));
      const emitter = socket as unknown as {
        off(event: 'message', listener: typeof keep): void;
        emit(event: 'message', data: Buffer, isBinary: boolean): void;
      };
      emitter.off('message', keep);
      for (const [data, isBinary] of early.splice(0)) emitter.emit('message', data, isBinary);
    })().catch((error: unknown) => {
      request.log.error({ err: error }, 'terminal socket could not be attached');
      closeHard(socket, 1011, 'server error');
    });
  });
}
