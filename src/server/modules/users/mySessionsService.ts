import type { MySession } from '../../../shared/api/mySessions';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { loadSettings } from '../settings';
import { revokeToken } from '../ucenter';
import { liveTokensOf } from './liveTokens';

/** The caller's live sign-ins, most recently active first; the one making this call is marked. */
export async function listMySessions(deps: Deps, caller: AuthSession): Promise<MySession[]> {
  const tokens = await liveTokensOf(deps, await loadSettings(deps.db), caller.userId);
  return tokens.map((token) => ({
    sessionId: token.token_hash,
    createTime: token.created_at,
    lastSeenTime: token.last_seen_at,
    ip: token.ip,
    userAgent: token.user_agent,
    isCurrent: token.token_hash === caller.tokenHash,
  }));
}

/** Ends one sign-in of the caller (the current one too: that is a sign-out). Another user's is "not found". */
export async function signOutMySession(deps: Deps, caller: AuthSession, sessionId: string): Promise<void> {
  const token = await deps.db
    .selectFrom('auth_tokens')
    .select('token_hash')
    .where('token_hash', '=', sessionId)
    .where('user_id', '=', caller.userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!token) throw new AppError(ResponseCode.notFound, 'sessionNotFound', {}, { data: { field: 'sessionId' } });
  await revokeToken(deps, sessionId);
  await deps.realtime.tokenRevoked(sessionId);
}

/** Ends every other sign-in of the caller; answers how many live ones ended. */
export async function signOutOtherSessions(deps: Deps, caller: AuthSession): Promise<number> {
  const live = await liveTokensOf(deps, await loadSettings(deps.db), caller.userId);
  await deps.db
    .updateTable('auth_tokens')
    .set({ revoked_at: deps.now().toISOString() })
    .where('user_id', '=', caller.userId)
    .where('token_hash', '!=', caller.tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
  await deps.realtime.userSignedOut(caller.userId, caller.tokenHash);
  return live.filter((token) => token.token_hash !== caller.tokenHash).length;
}
