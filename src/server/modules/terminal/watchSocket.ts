import type { FastifyInstance } from 'fastify';
import { hasPermission, Permission } from '../../../shared/access/permissions';
import { TERMINAL_WATCH_SOCKET_PATH, TerminalCloseCode } from '../../../shared/protocol/terminal';
import type { Deps } from '../../deps';
import { langOf } from '../../http/i18n';
import { isOriginAllowed, socketSession, socketToken } from '../../realtime/guard';
import { closeHard, type WsSocket } from '../../realtime/socket';
import { behaviorOfSession } from './sessionBehavior';

/**
 * /prod-api/ws/terminal/watch?session_id=&Authorization= — the live monitor (docs/monitor-share.md). An
 * auditor (system:log:query) watches any live session held by this node, read-only. Unknown and ended
 * sessions close with notFound; a session a behaviour policy keeps from being watched closes with monitorDenied
 * (terminating it stays possible).
 */
export function registerTerminalWatchSocket(
  app: FastifyInstance,
  deps: Deps,
  options: { allowedOrigins: readonly string[] },
) {
  app.get(TERMINAL_WATCH_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (rawSocket, request) => {
    const socket = rawSocket as WsSocket;
    socket.on('error', (error) => request.log.debug({ err: error }, 'terminal watch socket error'));
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
      if (!hasPermission(session.permissions, Permission.logQuery)) {
        closeHard(socket, TerminalCloseCode.forbidden, 'forbidden');
        return;
      }
      const sessionId = Number((request.query as Record<string, unknown>).session_id);
      const live = Number.isSafeInteger(sessionId) ? deps.terminals.get(sessionId) : undefined;
      if (!live || live.ended) {
        closeHard(socket, TerminalCloseCode.notFound, 'no such session');
        return;
      }
      if (!(await behaviorOfSession(deps, sessionId))?.monitor) {
        closeHard(socket, TerminalCloseCode.monitorDenied, 'a behaviour policy does not allow watching');
        return;
      }
      if (socket.readyState > 1) return;
      request.log.info({ sessionId, watcher: session.userName }, 'terminal session watched');
      live.watch(socket, { lang: langOf(request) });
    })().catch((error: unknown) => {
      request.log.error({ err: error }, 'terminal watch socket could not be attached');
      closeHard(socket, 1011, 'server error');
    });
  });
}
