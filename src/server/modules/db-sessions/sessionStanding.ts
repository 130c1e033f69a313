import { ResponseCode } from '../../../shared/codes';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import type { LiveDbSession } from '../../bastion/database/dbSessionRegistry';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { stillAuthorized } from '../terminal';

/**
 * Before anything reaches the database for a session: its authorisation still stands (grant, account, the caller's
 * address). A revoked or expired grant ends the session (accessEnded) and refuses the call.
 */
export async function requireStanding(deps: Deps, live: LiveDbSession): Promise<void> {
  const { init } = live;
  const standing = await stillAuthorized(deps, {
    userId: init.userId,
    assetId: init.assetId,
    accountId: init.accountId,
    sourceIp: init.sourceIp,
  });
  if (standing) return;
  await live.end(SessionEndReason.accessEnded);
  throw new AppError(ResponseCode.forbidden, 'terminalNoRight', {}, { data: { reason: 'accessEnded' } });
}
