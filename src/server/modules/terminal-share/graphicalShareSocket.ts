import type { FastifyInstance } from 'fastify';
import { GRAPHICAL_SHARE_SOCKET_PATH } from '../../../shared/protocol/graphical';
import type { Deps } from '../../deps';
import { closeHard, type WsSocket } from '../../realtime/socket';
import { admitGuest } from './guestAdmission';

/**
 * /prod-api/ws/graphical/share?ticket= — a share guest watches a remote desktop (docs/monitor-share.md). Each guest
 * has its own view-only connection to the session's desktop (GraphicalSession.watch); the keys and pointer of the one
 * guest the owner lets type go on the owner's connection, and only then.
 */
export function registerGraphicalShareSocket(
  app: FastifyInstance,
  deps: Deps,
  options: { allowedOrigins: readonly string[] },
) {
  app.get(GRAPHICAL_SHARE_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (rawSocket, request) => {
    const socket = rawSocket as WsSocket;
    socket.on('error', (error) => request.log.debug({ err: error }, 'graphical share socket error'));
    void (async () => {
      const guest = await admitGuest(deps, request, socket, {
        allowedOrigins: options.allowedOrigins,
        liveOf: (sessionId) => deps.graphical.get(sessionId),
      });
      if (!guest) return;
      guest.live.watch(socket, guest.lang, {
        input: (message) => {
          if (guest.mayInput()) guest.live.inputFromGuest(message);
        },
        paste: (text) => guest.mayInput() && guest.live.pasteFromGuest(text),
        gone: guest.gone,
      });
    })().catch((error: unknown) => {
      request.log.error({ err: error }, 'graphical share socket could not be attached');
      closeHard(socket, 1011, 'server error');
    });
  });
}
