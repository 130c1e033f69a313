import type { ResolvedBehavior } from '../../../shared/rules/behaviorRules';
import type { Deps } from '../../deps';
import { behaviorFor } from '../policies';

/** What the behaviour policies decide now for a session's user and account; null for an unknown session. */
export async function behaviorOfSession(deps: Deps, sessionId: number): Promise<ResolvedBehavior | null> {
  const row = await deps.db
    .selectFrom('terminal_sessions')
    .select(['user_id', 'asset_id', 'account_id'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;
  return behaviorFor(deps, { userId: row.user_id, assetId: row.asset_id, accountId: row.account_id });
}
