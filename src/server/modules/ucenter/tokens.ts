import { isWallScreenOnly } from '../../../shared/access/permissions';
import type { Deps } from '../../deps';
import type { AuthSession } from '../../http/handler';
import { generateToken, hashToken } from '../../security/tokens';
import { loadSettings, type Settings } from '../settings';
import { accountRefusal } from './accountState';
import { loadTokenAuthority } from './authority';

const MINUTE_MS = 60_000;
const DAY_MS = 1440 * MINUTE_MS;
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
      expires_at: new Date(now.getTime() + settings.tokenLifetimeDays * DAY_MS).toISOString(),
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
 * Every authenticated request comes here, so the configuration, the token and the user's authority are read
 * side by side (on PostgreSQL, three connections at once instead of four round trips one after the other).
 */
export async function resolveSession(
  deps: Deps,
  token: string,
  options: { touch?: boolean } = {},
): Promise<AuthSession | null> {
  const tokenHash = hashToken(token);
  const [settings, tokenRow, authority] = await Promise.all([
    loadSettings(deps.db),
    tokenWithUser(deps, tokenHash),
    loadTokenAuthority(deps.db, tokenHash),
  ]);
  const wallScreen = isWallScreenOnly(authority.roles);
  const row = tokenRow && isLive(tokenRow, settings, deps.now(), wallScreen) ? tokenRow : null;
  if (!row) return null;
  if (options.touch !== false && deps.now().getTime() - Date.parse(row.last_seen_at) >= TOUCH_INTERVAL_MS)
    await touchToken(deps, tokenHash);
  return {
    userId: row.user_id,
    userName: row.user_name,
    token,
    tokenHash,
    roles: authority.roles,
    permissions: authority.permissions,
    mustChangePassword: row.must_change_password === 1,
    wallScreen,
  };
}

/** Whether a console sign-in still stands, by the same rules as resolveSession, without counting as activity. */
export async function isTokenLive(deps: Deps, settings: Settings, tokenHash: string): Promise<boolean> {
  const [row, authority] = await Promise.all([tokenWithUser(deps, tokenHash), loadTokenAuthority(deps.db, tokenHash)]);
  return row !== undefined && isLive(row, settings, deps.now(), isWallScreenOnly(authority.roles));
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

function tokenWithUser(deps: Deps, tokenHash: string) {
  return deps.db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select([
      'auth_tokens.user_id',
      'auth_tokens.created_at',
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
}

type TokenWithUser = NonNullable<Awaited<ReturnType<typeof tokenWithUser>>>;

/**
 * Not revoked, its user still allowed in, within its absolute lifetime and not idle too long. The lifetime is the
 * shorter of the one at sign-in (expires_at) and the one configured now, so a shortened lifetime, like a shortened
 * idle timeout, ends sign-ins from the next request; a longer one applies to new sign-ins. A wall screen's sign-in
 * is never idle (nobody types at a wall); its lifetime still ends it.
 */
function isLive(row: TokenWithUser, settings: Settings, now: Date, wallScreen: boolean): boolean {
  if (row.revoked_at !== null || accountRefusal(row, now)) return false;
  if (Date.parse(row.expires_at) <= now.getTime()) return false;
  if (Date.parse(row.created_at) + settings.tokenLifetimeDays * DAY_MS <= now.getTime()) return false;
  return wallScreen || Date.parse(row.last_seen_at) + settings.tokenIdleMinutes * MINUTE_MS > now.getTime();
}

export async function revokeToken(deps: Deps, tokenHash: string): Promise<void> {
  await deps.db
    .updateTable('auth_tokens')
    .set({ revoked_at: deps.now().toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}
