import type { Deps } from '../../deps';
import type { AuthSession } from '../../http/handler';
import { generateToken, hashToken } from '../../security/tokens';
import type { Settings } from '../settings';
import { accountRefusal } from './accountState';
import { loadAuthority } from './authority';

const MINUTE_MS = 60_000;
/** last_seen_at is written at most this often; idle expiry is measured in minutes, so this is exact enough. */
const TOUCH_INTERVAL_MS = 30_000;

export async function issueToken(
  deps: Deps,
  settings: Settings,
  userId: number,
  client: { ip: string; userAgent: string },
): Promise<string> {
  const token = generateToken();
  const now = deps.now();
  await deps.db
    .insertInto('auth_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + settings.tokenLifetimeDays * 1440 * MINUTE_MS).toISOString(),
      revoked_at: null,
      ip: client.ip.slice(0, 64),
      user_agent: client.userAgent.slice(0, 512),
    })
    .execute();
  return token;
}

/**
 * The session behind a token, or null when the token is unknown, revoked, past its absolute lifetime,
 * idle for longer than the idle timeout, or its user is no longer allowed in. `touch: false` checks
 * without counting as activity (the notify socket's periodic re-check: an open tab is not a user).
 */
export async function resolveSession(
  deps: Deps,
  settings: Settings,
  token: string,
  options: { touch?: boolean } = {},
): Promise<AuthSession | null> {
  const tokenHash = hashToken(token);
  const row = await liveTokenRow(deps, settings, tokenHash);
  if (!row) return null;
  if (options.touch !== false && deps.now().getTime() - Date.parse(row.last_seen_at) >= TOUCH_INTERVAL_MS)
    await touchToken(deps, tokenHash);
  const authority = await loadAuthority(deps.db, row.user_id);
  return {
    userId: row.user_id,
    userName: row.user_name,
    token,
    tokenHash,
    roles: authority.roles,
    permissions: authority.permissions,
    mustChangePassword: row.must_change_password === 1,
  };
}

/** Whether a console sign-in still stands, by the same rules as resolveSession, without counting as activity. */
export async function isTokenLive(deps: Deps, settings: Settings, tokenHash: string): Promise<boolean> {
  return (await liveTokenRow(deps, settings, tokenHash)) !== null;
}

/** Counts as activity on the sign-in (idle timeout); the web terminal calls it while its user types. */
export async function touchToken(deps: Deps, tokenHash: string): Promise<void> {
  await deps.db
    .updateTable('auth_tokens')
    .set({ last_seen_at: deps.now().toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

async function liveTokenRow(deps: Deps, settings: Settings, tokenHash: string) {
  const row = await deps.db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select([
      'auth_tokens.user_id',
      'auth_tokens.last_seen_at',
      'auth_tokens.expires_at',
      'auth_tokens.revoked_at',
      'users.user_name',
      'users.status',
      'users.user_kind',
      'users.valid_from',
      'users.valid_to',
      'users.must_change_password',
    ])
    .where('auth_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
  const now = deps.now();
  if (!row || row.revoked_at !== null || accountRefusal(row, now)) return null;
  if (Date.parse(row.expires_at) <= now.getTime()) return null;
  if (Date.parse(row.last_seen_at) + settings.tokenIdleMinutes * MINUTE_MS <= now.getTime()) return null;
  return row;
}

export async function revokeToken(deps: Deps, tokenHash: string): Promise<void> {
  await deps.db
    .updateTable('auth_tokens')
    .set({ revoked_at: deps.now().toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}
