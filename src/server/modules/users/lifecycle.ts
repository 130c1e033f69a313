import { UserStatus } from '../../../shared/enums';
import type { Deps } from '../../deps';
import type { AuthSession } from '../../http/handler';
import { assertNotSelf } from '../access';
import { deleteGrantsOfSubjects } from '../grants';
import { clearFailuresOfUsers } from '../ucenter';
import { assertMayChange, assertSuperManagerRemains, refused, requireUsers } from './guards';
import { revokeTokensOf } from './liveTokens';

/**
 * Delete, lock and unlock several users at once. Each runs in one transaction with its guards; after the
 * commit the users' notify sockets close (their tokens are already revoked or gone), so open tabs sign
 * out at once instead of at their next request.
 */
export async function deleteUsers(deps: Deps, caller: AuthSession, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.includes(caller.userId)) throw refused('cannotDeleteSelf');
  await deps.db.transaction().execute(async (trx) => {
    await requireUsers(trx, ids);
    const managers = await assertMayChange(trx, caller, ids);
    if (managers.size > 0) await assertSuperManagerRemains(trx, deps.now(), ids);
    // Tokens, roles, memberships, messages, history and favourites go with the user (ON DELETE CASCADE).
    await deleteGrantsOfSubjects(trx, 'user', ids);
    await trx.deleteFrom('users').where('id', 'in', ids).execute();
  });
  await signOutEverywhere(deps, ids);
}

export async function lockUsers(deps: Deps, caller: AuthSession, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.includes(caller.userId)) throw refused('cannotLockSelf');
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await requireUsers(trx, ids);
    const managers = await assertMayChange(trx, caller, ids);
    if (managers.size > 0) await assertSuperManagerRemains(trx, deps.now(), ids);
    await trx.updateTable('users').set({ status: UserStatus.locked, updated_at: now }).where('id', 'in', ids).execute();
    await revokeTokensOf(trx, ids, now);
  });
  await signOutEverywhere(deps, ids);
}

/** Unlock also clears a lockout after too many wrong passwords: the administrator let the user back in. */
export async function unlockUsers(deps: Deps, caller: AuthSession, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  assertNotSelf(caller, ids);
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await requireUsers(trx, ids);
    await assertMayChange(trx, caller, ids);
    await trx
      .updateTable('users')
      .set({ status: UserStatus.normal, failed_attempts: 0, locked_until: null, updated_at: now })
      .where('id', 'in', ids)
      .execute();
    await clearFailuresOfUsers(trx, ids);
  });
}

export async function signOutEverywhere(deps: Deps, userIds: readonly number[]): Promise<void> {
  for (const userId of userIds) await deps.realtime.userSignedOut(userId);
}
