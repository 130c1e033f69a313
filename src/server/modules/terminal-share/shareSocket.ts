import type { FastifyInstance } from 'fastify';
import { SHARE_SOCKET_PATH } from '../../../shared/api/terminalShare';
import type { Deps } from '../../deps';
import { closeHard, type WsSocket } from '../../realtime/socket';
import { admitGuest } from './guestAdmission';

/**
 * /prod-api/ws/terminal/share?ticket= — a share guest watches (docs/monitor-share.md). The ticket comes from
 * a right verification code and works once. The guest types only while the owner lets them; their input
 * goes the owner's way (recording, command index). The share's expiry or revocation disconnects them.
 */
export function registerShareSocket(app: FastifyInstance, deps: Deps, options: { allowedOrigins: readonly string[] }) {
  app.get(SHARE_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (rawSocket, request) => {
    const socket = rawSocket as WsSocket;
    socket.on('error', (error) => request.log.debug({ err: error }, 'share socket error'));
    void (async () => {
      const guest = await admitGuest(deps, request, socket, {
        allowedOrigins: options.allowedOrigins,
        liveOf: (sessionId) => deps.terminals.get(sessionId),
      });
      if (!guest) return;
      guest.live.watch(socket, {
        lang: guest.lang,
        input: (text) => {
          if (guest.mayInput()) guest.live.inputFromGuest(text);
        },
        gone: guest.gone,
      });
    })().catch((error: unknown) => {
      request.log.error({ err: error }, 'share socket could not be attached');
      closeHard(socket, 1011, 'server error');
    });
  });
}
