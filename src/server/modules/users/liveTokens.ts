import type { Kysely } from 'kysely';
import { isWallScreenOnly } from '../../../shared/access/permissions';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Settings } from '../settings';
import { loadAuthority } from '../ucenter';

const MINUTE_MS = 60_000;
const DAY_MS = 1440 * MINUTE_MS;

/**
 * The user's sign-ins that still work: not revoked, within their absolute lifetime and not idle longer
 * than the idle timeout, unless the user is a wall screen (the same tests as resolveSession in
 * ucenter/tokens.ts; keep them in step).
 */
export async function liveTokensOf(deps: Deps, settings: Settings, userId: number) {
  const now = deps.now().getTime();
  const isWallScreen = isWallScreenOnly((await loadAuthority(deps.db, userId)).roles);
  const idleSince = new Date(isWallScreen ? 0 : now - settings.tokenIdleMinutes * MINUTE_MS).toISOString();
  const signedInSince = new Date(now - settings.tokenLifetimeDays * DAY_MS).toISOString();
  return deps.db
    .selectFrom('auth_tokens')
    .select(['token_hash', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now).toISOString())
    .where('created_at', '>', signedInSince)
    .where('last_seen_at', '>', idleSince)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Revokes every token of these users (delete, lock, password reset); the caller closes their sockets. */
export async function revokeTokensOf(db: Kysely<Database>, userIds: readonly number[], at: string): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: at })
    .where('user_id', 'in', [...userIds])
    .where('revoked_at', 'is', null)
    .execute();
}
