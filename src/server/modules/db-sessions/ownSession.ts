import { ResponseCode } from '../../../shared/codes';
import type { LiveDbSession } from '../../bastion/database/dbSessionRegistry';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';

export const dbSessionNotFound = () =>
  new AppError(ResponseCode.dbSessionNotFound, 'dbSessionNotFound', {}, { data: { field: 'sessionId' } });

/** The caller's own live session on this node; anyone else's, an ended one or one held elsewhere is "not found". */
export function ownLiveSession(deps: Deps, userId: number, sessionId: number): LiveDbSession {
  const live = deps.databases.get(sessionId);
  if (!live || live.userId !== userId || live.ended) throw dbSessionNotFound();
  return live;
}
