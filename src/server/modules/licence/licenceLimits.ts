import { ResponseCode } from '../../../shared/codes';
import { formatMessage } from '../../../shared/messages';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/appError';
import { liveNodes } from '../../security/vaultNodes';
import { assetCount, type LicenceDeps, licenceState, openSessionCount } from './licenceState';

/**
 * The licence's limits where things are added (docs/licence.md "Limits"). Each check runs after or inside the write
 * it guards, so two requests racing for the last place cannot both have it: the asset checks count inside the
 * inserting transaction, the session check counts the sessions opened before this one.
 */

/** Before `adding` assets are inserted in `trx` (the form adds one, an import its rows, a restore one at a time). */
export async function assertAssetCapacity(trx: Db, deps: LicenceDeps, adding: number): Promise<void> {
  const { limits } = await licenceState({ ...deps, db: trx });
  const used = await assetCount(trx);
  if (used + adding <= limits.assets) return;
  if (adding === 1) {
    throw new AppError(ResponseCode.licenceLimitReached, 'licenceAssetLimit', { limit: limits.assets });
  }
  throw new AppError(
    ResponseCode.licenceLimitReached,
    'licenceImportOverLimit',
    { count: adding, limit: limits.assets, used },
    { data: { field: 'file' } },
  );
}

/** The limit of open sessions when the session row `sessionId`, just inserted as online, is beyond it; else null. */
export async function sessionOverLimit(deps: LicenceDeps, sessionId: number): Promise<number | null> {
  const { limits } = await licenceState(deps);
  const before = await openSessionCount(deps.db, sessionId);
  return before <= limits.sessions ? null : limits.sessions;
}

export const sessionLimitError = (limit: number) =>
  new AppError(ResponseCode.licenceLimitReached, 'licenceSessionLimit', { limit });

/** Stops a node's start: read by whoever starts it, in the log and on the console of `npm start`. */
export class NodeLimitError extends Error {
  constructor(
    readonly limit: number,
    readonly running: string[],
  ) {
    super(
      `${formatMessage('licenceNodeLimit', 'en', { limit })} (running: ${running.join(', ')}) / ${formatMessage('licenceNodeLimit', 'zh', { limit })}`,
    );
    this.name = 'NodeLimitError';
  }
}

/** At a node's start: the nodes heard from recently, other than this one, must leave it a place. */
export async function assertNodeCapacity(deps: LicenceDeps, nodeId: string): Promise<void> {
  const { limits } = await licenceState(deps);
  const others = (await liveNodes(deps.db, deps.now())).filter((node) => node.nodeId !== nodeId);
  if (others.length < limits.nodes) return;
  throw new NodeLimitError(
    limits.nodes,
    others.map((node) => node.nodeId),
  );
}
