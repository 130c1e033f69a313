import type { FastifyInstance } from 'fastify';
import { SHARE_SOCKET_PATH } from '../../../shared/api/terminalShare';
import { formatMessage } from '../../../shared/messages';
import { TerminalCloseCode } from '../../../shared/protocol/terminal';
import type { Deps } from '../../deps';
import { langOf } from '../../http/i18n';
import { isOriginAllowed } from '../../realtime/guard';
import { closeHard, WS_OPEN, type WsSocket } from '../../realtime/socket';
import { logGuest } from './shareRows';
import { shareStateOf } from './shareState';

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
      if (!isOriginAllowed(request, options.allowedOrigins)) {
        closeHard(socket, TerminalCloseCode.unauthorised, 'origin not allowed');
        return;
      }
      const state = shareStateOf(deps);
      const ticketText = (request.query as Record<string, unknown>).ticket;
      const ticket = typeof ticketText === 'string' ? state.takeTicket(ticketText, deps.now().getTime()) : undefined;
      const row = ticket
        ? await deps.db.selectFrom('terminal_shares').selectAll().where('id', '=', ticket.shareId).executeTakeFirst()
        : undefined;
      const live = row ? deps.terminals.get(row.session_id) : undefined;
      const left = row ? new Date(row.expires_at).getTime() - deps.now().getTime() : 0;
      if (!ticket || !row || row.revoked === 1 || left <= 0 || !live || live.ended) {
        closeHard(socket, TerminalCloseCode.notFound, 'no such share');
        return;
      }
      if (socket.readyState > 1) return;
      const lang = langOf(request);
      const userAgent = String(request.headers['user-agent'] ?? '');
      const audit = (event: string) =>
        logGuest(deps, {
          shareId: row.id,
          sessionId: row.session_id,
          guestId: ticket.guestId,
          event,
          ip: request.ip,
          userAgent,
        });
      const expiry = setTimeout(() => {
        if (socket.readyState === WS_OPEN) {
          socket.send(
            JSON.stringify({ type: 'notice', level: 'warning', message: formatMessage('shareNotFound', lang) }),
          );
        }
        closeHard(socket, TerminalCloseCode.shareEnded, 'share expired');
      }, left);
      expiry.unref();
      state.addGuest(row.id, {
        guestId: ticket.guestId,
        ip: request.ip,
        joinedAt: deps.now().toISOString(),
        socket,
      });
      await audit('join');
      live.watch(socket, {
        lang,
        input: (text) => {
          if (state.inputGuest(row.id) === ticket.guestId) live.inputFromGuest(text);
        },
        gone: () => {
          clearTimeout(expiry);
          state.removeGuest(row.id, ticket.guestId);
          void audit('left');
        },
      });
    })().catch((error: unknown) => {
      request.log.error({ err: error }, 'share socket could not be attached');
      closeHard(socket, 1011, 'server error');
    });
  });
}
