import type { Selectable } from 'kysely';
import type { TerminalShare } from '../../../shared/api/terminalShare';
import type { TerminalSharesTable } from '../../db/schema';
import type { Deps } from '../../deps';
import type { ShareState } from './shareState';

export type ShareRow = Selectable<TerminalSharesTable>;

/** A share as its owner sees it, with the guests connected now. */
export function toShare(row: ShareRow, state: ShareState, now: Date): TerminalShare {
  const inputGuest = state.inputGuest(row.id);
  return {
    shareId: row.id,
    sessionId: row.session_id,
    expiresAt: row.expires_at,
    revoked: row.revoked === 1,
    expired: new Date(row.expires_at).getTime() <= now.getTime(),
    guests: state.guestsOf(row.id).map((guest) => ({
      guestId: guest.guestId,
      ip: guest.ip,
      joinedAt: guest.joinedAt,
      mayInput: guest.guestId === inputGuest,
    })),
  };
}

/** The guests' audit: they have no account, so their joins and refusals are rows of their own. */
export async function logGuest(
  deps: Deps,
  entry: { shareId: number; sessionId: number; guestId: string; event: string; ip: string; userAgent: string },
): Promise<void> {
  try {
    await deps.db
      .insertInto('terminal_share_guests')
      .values({
        share_id: entry.shareId,
        session_id: entry.sessionId,
        guest_id: entry.guestId,
        event: entry.event,
        ip: entry.ip.slice(0, 64),
        user_agent: entry.userAgent.slice(0, 512),
        at: deps.now().toISOString(),
      })
      .execute();
  } catch (error) {
    deps.log.error({ err: error, shareId: entry.shareId }, 'share guest could not be logged');
  }
}
