import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../../shared/messages';
import { formatMessage } from '../../../shared/messages';
import { TerminalCloseCode } from '../../../shared/protocol/terminal';
import type { Deps } from '../../deps';
import { langOf } from '../../http/i18n';
import { isOriginAllowed } from '../../realtime/guard';
import { closeHard, WS_OPEN, type WsSocket } from '../../realtime/socket';
import { logGuest } from './shareRows';
import { shareStateOf } from './shareState';

export interface AdmittedGuest<Live> {
  live: Live;
  lang: Lang;
  /** Whether the owner lets this guest type now (asked on every input: the owner may change it at any time). */
  mayInput(): boolean;
  /** The guest's socket is gone: forget the guest, stop its expiry, write `left`. */
  gone(): void;
}

/**
 * The checks both share sockets (terminal and remote desktop) make before a guest watches (docs/monitor-share.md):
 * the origin, a ticket of a right code taken once, a share neither revoked nor expired, its session live on this
 * node. The guest is then counted (listed to the owner, `join` written) and closed with shareEnded at the share's
 * expiry. Undefined when the socket was refused and closed. The graphical socket's close codes are the same numbers.
 */
export async function admitGuest<Live extends { ended: boolean }>(
  deps: Deps,
  request: FastifyRequest,
  socket: WsSocket,
  options: { allowedOrigins: readonly string[]; liveOf(sessionId: number): Live | undefined },
): Promise<AdmittedGuest<Live> | undefined> {
  if (!isOriginAllowed(request, options.allowedOrigins)) {
    closeHard(socket, TerminalCloseCode.unauthorised, 'origin not allowed');
    return undefined;
  }
  const state = shareStateOf(deps);
  const ticketText = (request.query as Record<string, unknown>).ticket;
  const ticket = typeof ticketText === 'string' ? state.takeTicket(ticketText, deps.now().getTime()) : undefined;
  const row = ticket
    ? await deps.db.selectFrom('terminal_shares').selectAll().where('id', '=', ticket.shareId).executeTakeFirst()
    : undefined;
  const live = row ? options.liveOf(row.session_id) : undefined;
  const left = row ? new Date(row.expires_at).getTime() - deps.now().getTime() : 0;
  if (!ticket || !row || row.revoked === 1 || left <= 0 || !live || live.ended) {
    closeHard(socket, TerminalCloseCode.notFound, 'no such share');
    return undefined;
  }
  if (socket.readyState > 1) return undefined;
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
      socket.send(JSON.stringify({ type: 'notice', level: 'warning', message: formatMessage('shareNotFound', lang) }));
    }
    closeHard(socket, TerminalCloseCode.shareEnded, 'share expired');
  }, left);
  expiry.unref();
  state.addGuest(row.id, { guestId: ticket.guestId, ip: request.ip, joinedAt: deps.now().toISOString(), socket });
  await audit('join');
  return {
    live,
    lang,
    mayInput: () => state.inputGuest(row.id) === ticket.guestId,
    gone: () => {
      clearTimeout(expiry);
      state.removeGuest(row.id, ticket.guestId);
      void audit('left');
    },
  };
}
