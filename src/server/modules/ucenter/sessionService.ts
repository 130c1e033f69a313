import { hasPermission, Permission } from '../../../shared/access/permissions';
import type { Session } from '../../../shared/api/auth';
import { UserSource } from '../../../shared/enums';
import type { Deps } from '../../deps';
import { sessionInvalid } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { licenceState } from '../licence';
import { loadSettings, type Settings } from '../settings';
import { loadAuthority } from './authority';

const DAY_MS = 86_400_000;

/** The session fields of spec §3 for the caller, plus the prompts the console raises after sign-in. */
export async function loginInfo(deps: Deps, auth: AuthSession): Promise<Session> {
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', auth.userId).executeTakeFirst();
  if (!user) throw sessionInvalid();
  const settings = await loadSettings(deps.db);
  const authority = await loadAuthority(deps.db, user.id);
  const licence = await licenceState(deps);
  // The directory manages an LDAP user's password: no local expiry, no forced change.
  const isLdap = user.user_source === UserSource.ldap;
  const expiry = isLdap
    ? { state: 'ok' as const, time: null }
    : passwordExpiry(user.password_changed_at, settings, deps.now());
  return {
    token: auth.token,
    userName: user.user_name,
    nickName: user.nick_name,
    userId: user.id,
    roleId: authority.roleIds[0] ?? null,
    email: user.email,
    authorityPermissions: authority.permissions,
    roles: authority.roles,
    avatar: user.avatar,
    userDomain: '',
    phonenumber: user.phonenumber,
    label: '',
    licenseStatus: licence.status,
    licenseExpireTime: licence.licence?.payload.expireTime ?? null,
    licenseManage: hasPermission(authority.permissions, Permission.licenseManage),
    version: 'NORMAL',
    passwordExpireState: expiry.state,
    passwordExpireTime: expiry.time,
    mustChangePassword: !isLdap && user.must_change_password === 1,
    mustCompleteInfo: user.phonenumber === '' || user.email === '',
    userSource: user.user_source,
    consoleMode: user.console_mode === 'use' ? 'use' : 'manage',
  };
}

/** Password expiry from the last change; expireDays 0 means passwords never expire. */
export function passwordExpiry(
  changedAt: string,
  settings: Settings,
  now: Date,
): { state: Session['passwordExpireState']; time: string | null } {
  if (settings.passwordExpireDays <= 0) return { state: 'ok', time: null };
  const expiresAt = Date.parse(changedAt) + settings.passwordExpireDays * DAY_MS;
  const time = new Date(expiresAt).toISOString();
  if (now.getTime() >= expiresAt) return { state: 'expired', time };
  if (now.getTime() >= expiresAt - settings.passwordExpireWarnDays * DAY_MS) return { state: 'expiring', time };
  return { state: 'ok', time };
}
