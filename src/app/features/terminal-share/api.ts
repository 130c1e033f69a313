import {
  type CreatedShare,
  createShare,
  joinShare,
  listShares,
  revokeShare,
  setShareInput,
  type TerminalShare,
} from '../../../shared/api/terminalShare';
import { call } from '../../data/http';

/** Terminal shares' calls: the owner's and the guest's. */
export const createSessionShare = (sessionId: number, validMinutes: number): Promise<CreatedShare> =>
  call(createShare, { params: { sessionId: String(sessionId) }, body: { validMinutes } });

export const fetchShares = (sessionId: number): Promise<TerminalShare[]> =>
  call(listShares, { params: { sessionId: String(sessionId) }, silent: true });

export const endShare = (shareId: number): Promise<unknown> =>
  call(revokeShare, { params: { shareId: String(shareId) } });

export const letGuestType = (shareId: number, guestId: string | null): Promise<unknown> =>
  call(setShareInput, { params: { shareId: String(shareId) }, body: { guestId } });

/** The guest's code check; a refusal is shown on the page, not as a toast. */
export const joinSharedSession = (token: string, code: string) =>
  call(joinShare, { body: { token, code }, silent: true });
