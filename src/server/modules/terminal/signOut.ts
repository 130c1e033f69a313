import type { TerminalGateway } from '../../bastion/gateway/terminalGateway';
import type { RealtimeEvents } from '../../realtime/realtimeEvents';

/**
 * A console session that ends (sign-out, revoked token, password change elsewhere) ends the terminal
 * sessions (and database sessions) opened with it, on every node, through the same realtime events that close its notify sockets.
 */
export function watchSignOuts(realtime: RealtimeEvents, gateway: Pick<TerminalGateway, 'endSignedOut'>): () => void {
  return realtime.onEvent((event) => {
    if (event.type === 'token-revoked') gateway.endSignedOut({ tokenHash: event.tokenHash });
    else if (event.type === 'user-signed-out')
      gateway.endSignedOut({ userId: event.userId, exceptTokenHash: event.exceptTokenHash });
  });
}
