import { ResponseCode } from '../../../shared/codes';
import { UserSource } from '../../../shared/enums';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { verifyPassword } from '../../security/passwords';
import { isLdapConfigured, loadLdapConfig } from './config';
import { DirectoryError, DirectorySession } from './directory';

/**
 * The password check of password sign-in, by the user's source: the local hash, or the directory
 * (search the DN with the service account, then bind as that DN with the typed password). Answers
 * whether the password is right; a directory that cannot answer throws, so that it is never taken
 * for a wrong password (and never counts towards the lockout).
 */
export async function checkSignInPassword(
  deps: Deps,
  user: Pick<UserRow, 'user_name' | 'user_source' | 'password_hash'>,
  password: string,
): Promise<boolean> {
  if (user.user_source !== UserSource.ldap) return verifyPassword(password, user.password_hash);
  const config = await loadLdapConfig(deps);
  if (!config.enabled || !isLdapConfigured(config)) throw new AppError(ResponseCode.ldapNotEnabled, 'ldapNotEnabled');
  // An empty password would be an unauthenticated bind, which directories answer with success.
  if (password === '') return false;
  let session: DirectorySession | undefined;
  try {
    session = await DirectorySession.open(config);
    const entries = await session.findUser(user.user_name);
    const [entry] = entries;
    if (entries.length > 1) deps.log.warn({ userName: user.user_name }, 'the LDAP user filter matches several entries');
    if (!entry || entries.length > 1) return false;
    return await session.verifyUserPassword(entry.dn, password);
  } catch (error) {
    if (!(error instanceof DirectoryError)) throw error;
    deps.log.error({ failure: error.failure, reason: error.reason }, 'LDAP sign-in could not reach the directory');
    throw new AppError(ResponseCode.ldapUnreachable, 'ldapSignInUnavailable');
  } finally {
    await session?.close();
  }
}

/** The refusal of every local-password operation (change, forced change, forgotten password) for LDAP users. */
export function assertLocalPassword(user: Pick<UserRow, 'user_source'>): void {
  if (user.user_source === UserSource.ldap) {
    throw new AppError(ResponseCode.ldapUserNoPassword, 'ldapPasswordManaged');
  }
}
