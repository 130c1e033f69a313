import type { Selectable } from 'kysely';
import { SignInResult } from '../../../shared/enums';
import { formatMessage, type MessageKey } from '../../../shared/messages';
import { msgRef } from '../../../shared/rules/validation';
import type { DbProtocol } from '../../bastion/database/dbConnection';
import type { DbNativeTokensTable, UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { checkSignInPassword } from '../ldap';
import { loadSettings } from '../settings';
import { isOtpBound, verifyOtp } from '../sign-in';
import {
  accountRefusal,
  clearFailures,
  countFailure,
  isTokenLive,
  lockMinutesLeft,
  nameSubject,
  writeLoginLog,
} from '../ucenter';
import { authorizeNativeAccess, type NativeAccess, type NativeIdentity } from './nativeAccess';
import { mysqlScrambleMatches, sameHex, secretSha256 } from './nativeSecrets';

/**
 * A native client's login refused: `message` is what the client is told (English: a client sends no language).
 * `kind`: `auth` the name or password is wrong, expired or revoked (PostgreSQL 28P01, MySQL 1045); `denied` the
 * user may not use this account now (grant, login policy; 28000 / 1045 too); `unavailable` the bastion cannot
 * serve it (the vault, a stopping server).
 */
export class NativeLoginError extends Error {
  constructor(
    message: string,
    readonly kind: 'auth' | 'denied' | 'unavailable',
  ) {
    super(message);
    this.name = 'NativeLoginError';
  }
}

const said = (key: MessageKey, params?: Record<string, string | number>) => formatMessage(key, 'en', params);

/**
 * The two ways a client names itself (docs/database-sessions.md): a token's public id (`gh_…`, password the
 * token's secret), or own credentials `<gatehouse user>#<asset id>#<account name>` with the Gatehouse password
 * followed by the current one-time code when the user has one bound.
 */
export type NativeLogin =
  | { kind: 'token'; name: string; token: Selectable<DbNativeTokensTable> | null }
  | { kind: 'own'; name: string; user: UserRow | null; userName: string; assetId: number; accountName: string };

const OWN_NAME = /^(.{1,64})#(\d{1,9})#(.{1,64})$/s;
const TOKEN_NAME = /^gh_[a-z0-9]{10}$/;

/** Who the client says it is, looked up; null when the name is neither form. */
export async function findNativeLogin(deps: Deps, userName: string): Promise<NativeLogin | null> {
  if (TOKEN_NAME.test(userName)) {
    const token = await deps.db
      .selectFrom('db_native_tokens')
      .selectAll()
      .where('public_id', '=', userName)
      .executeTakeFirst();
    return { kind: 'token', name: userName, token: token ?? null };
  }
  const own = OWN_NAME.exec(userName);
  if (!own) return null;
  const [, name = '', assetId = '0', accountName = ''] = own;
  const user = await deps.db.selectFrom('users').selectAll().where('user_name', '=', name).executeTakeFirst();
  return { kind: 'own', name: userName, user: user ?? null, userName: name, assetId: Number(assetId), accountName };
}

/** Whether this login takes a cleartext password only (own credentials: the password is checked by its hash). */
export function needsCleartext(login: NativeLogin | null): boolean {
  return login?.kind !== 'token';
}

/** A token that may still open connections, or the refusal the client is told. */
function usableToken(deps: Deps, login: NativeLogin & { kind: 'token' }): Selectable<DbNativeTokensTable> {
  const { token } = login;
  if (!token) throw new NativeLoginError(said('dbNativeBadLogin'), 'auth');
  if (token.revoked_at !== null) throw new NativeLoginError(said('dbNativeTokenRevoked'), 'auth');
  if (Date.parse(token.expires_at) <= deps.now().getTime())
    throw new NativeLoginError(said('dbNativeTokenExpired'), 'auth');
  return token;
}

function tokenIdentity(token: Selectable<DbNativeTokensTable>): NativeIdentity {
  return {
    userId: token.user_id,
    assetId: token.asset_id,
    accountId: token.account_id,
    database: token.database_name,
    tokenId: token.id,
    issuedTokenHash: token.issued_token_hash ?? '',
  };
}

/**
 * Checks a cleartext password (PostgreSQL's AuthenticationCleartextPassword, MySQL's mysql_clear_password, both
 * under TLS only) and answers who the client is. Own credentials follow the console sign-in's rules: the lock of
 * the name from this address first, a wrong password or code counted like a console failure, then the account
 * state; every own-credential attempt is in the login log.
 */
export async function verifyNativePassword(
  deps: Deps,
  login: NativeLogin | null,
  password: string,
  client: { ip: string; userAgent: string },
): Promise<NativeIdentity> {
  if (!login) throw new NativeLoginError(said('dbNativeBadLogin'), 'auth');
  if (login.kind === 'token') {
    const token = usableToken(deps, login);
    if (!sameHex(token.secret_sha256, secretSha256(password)))
      throw new NativeLoginError(said('dbNativeBadLogin'), 'auth');
    return tokenIdentity(token);
  }
  return verifyOwnCredentials(deps, login, password, client);
}

/** mysql_native_password against a token's SHA1(SHA1(secret)); own credentials need the cleartext plugin. */
export function verifyNativeScramble(
  deps: Deps,
  login: NativeLogin | null,
  salt: Buffer,
  scramble: Buffer,
): NativeIdentity {
  if (login?.kind !== 'token') throw new NativeLoginError(said('dbNativeBadLogin'), 'auth');
  const token = usableToken(deps, login);
  if (!mysqlScrambleMatches(token.secret_mysql, salt, scramble))
    throw new NativeLoginError(said('dbNativeBadLogin'), 'auth');
  return tokenIdentity(token);
}

const OTP_DIGITS = 6;

async function verifyOwnCredentials(
  deps: Deps,
  login: NativeLogin & { kind: 'own' },
  password: string,
  client: { ip: string; userAgent: string },
): Promise<NativeIdentity> {
  const settings = await loadSettings(deps.db);
  const logClient = { ip: client.ip, userAgent: client.userAgent };
  const refuse = async (
    key: MessageKey,
    params: Record<string, string | number> = {},
    kind: 'auth' | 'denied' = 'auth',
  ) => {
    await writeLoginLog(deps, login.userName, logClient, SignInResult.failure, msgRef(key, params));
    return new NativeLoginError(said(key, params), kind);
  };
  const subject = nameSubject(login.userName);
  const lockedMinutes = await lockMinutesLeft(deps, settings, subject, client.ip);
  if (lockedMinutes > 0) throw await refuse('accountLocked', { minutes: lockedMinutes });
  const wrong = async (userId: number | null) => {
    if (await countFailure(deps, settings, subject, client.ip, userId))
      return refuse('accountLocked', { minutes: settings.lockMinutes });
    return refuse('dbNativeBadLogin');
  };
  const { user } = login;
  if (!user) throw await wrong(null);

  const otpBound = await isOtpBound(deps, user.id);
  const secret = otpBound ? password.slice(0, -OTP_DIGITS) : password;
  const code = otpBound ? password.slice(-OTP_DIGITS) : '';
  if (otpBound && (password.length <= OTP_DIGITS || !/^\d+$/.test(code))) throw await wrong(user.id);
  let passwordRight: boolean;
  try {
    passwordRight = await checkSignInPassword(deps, user, secret);
  } catch (error) {
    // A directory that cannot answer (LDAP users): refused as such, not counted.
    if (error instanceof AppError) throw await refuse(error.messageKey, error.params, 'denied');
    throw error;
  }
  if (!passwordRight) throw await wrong(user.id);
  if (otpBound && !(await verifyOtp(deps, user.id, code))) throw await wrong(user.id);
  const refusal = accountRefusal(user, deps.now());
  if (refusal) throw await refuse(refusal.key, {}, 'denied');
  // Own credentials always take a second factor, and the one a client can send is the bound one-time code.
  if (!otpBound) throw await refuse('dbNativeOtpRequired', {}, 'denied');
  const account = await deps.db
    .selectFrom('accounts')
    .select('id')
    .where('asset_id', '=', login.assetId)
    .where('account_name', '=', login.accountName)
    .executeTakeFirst();
  if (!account) throw await refuse('terminalAccountNotOnAsset', {}, 'denied');
  await clearFailures(deps, user, client.ip);
  await writeLoginLog(deps, login.userName, logClient, SignInResult.success, msgRef('loginSuccess'));
  return {
    userId: user.id,
    assetId: login.assetId,
    accountId: account.id,
    database: null,
    tokenId: null,
    issuedTokenHash: '',
  };
}

/**
 * The web console's checks again, at this connection: a token's console sign-in still stands, grant, account, login
 * policies (approval required refused, naming the policy), the listener's protocol on the asset. Refusals become the text the client is told.
 */
export async function authorizeNative(
  deps: Deps,
  identity: NativeIdentity,
  protocol: DbProtocol,
  clientIp: string,
): Promise<NativeAccess> {
  // A token lives no longer than the console sign-in that issued it: signed out, timed out, or revoked with the
  // user's other sign-ins (disabled, password reset), it opens nothing more.
  if (identity.tokenId !== null && !(await isTokenLive(deps, await loadSettings(deps.db), identity.issuedTokenHash)))
    throw new NativeLoginError(said('dbNativeTokenSignedOut'), 'auth');
  try {
    return await authorizeNativeAccess(deps, identity, clientIp, protocol);
  } catch (error) {
    if (error instanceof AppError) throw new NativeLoginError(said(error.messageKey, error.params), 'denied');
    throw error;
  }
}
