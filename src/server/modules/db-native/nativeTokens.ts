import type { IssueNativeTokenBody, NativeToken } from '../../../shared/api/dbNative';
import { NATIVE_TOKEN_MINUTES } from '../../../shared/api/dbNative';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { authorizeNativeAccess } from './nativeAccess';
import { newPublicId, newSecret, secretMysqlHash, secretSha256 } from './nativeSecrets';

/**
 * POST /database/native-tokens: the web console's checks (grant, account, login policies, a database protocol, a
 * password account), then a token whose secret is shown once: SHA-256 and SHA1(SHA1()) are kept, never the secret.
 * `host` of the listeners is the name the console was reached at unless the listener is bound to one address.
 */
export async function issueNativeToken(
  deps: Deps,
  caller: { session: AuthSession; ip: string; consoleHost: string },
  body: Required<Pick<IssueNativeTokenBody, 'assetId' | 'accountId'>> & { database?: string | undefined },
): Promise<NativeToken> {
  const identity = {
    userId: caller.session.userId,
    assetId: body.assetId,
    accountId: body.accountId,
    database: body.database ?? null,
    tokenId: null,
    issuedTokenHash: caller.session.tokenHash,
  };
  await authorizeNativeAccess(deps, identity, caller.ip, null);
  await sweepNativeTokens(deps);
  const secret = newSecret();
  const publicId = newPublicId();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + NATIVE_TOKEN_MINUTES * 60_000).toISOString();
  const row = await deps.db
    .insertInto('db_native_tokens')
    .values({
      public_id: publicId,
      secret_sha256: secretSha256(secret),
      secret_mysql: secretMysqlHash(secret),
      user_id: identity.userId,
      asset_id: identity.assetId,
      account_id: identity.accountId,
      database_name: identity.database,
      issued_token_hash: caller.session.tokenHash,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const listener = (protocol: 'POSTGRESQL' | 'MYSQL') => {
    const state = deps.nativeListeners.state(protocol);
    return { host: state.host ?? caller.consoleHost, port: state.port, enabled: state.enabled };
  };
  return {
    tokenId: row.id,
    userName: publicId,
    token: secret,
    expiresAt,
    assetId: identity.assetId,
    accountId: identity.accountId,
    database: identity.database,
    listeners: { postgresql: listener('POSTGRESQL'), mysql: listener('MYSQL') },
  };
}

/** DELETE /database/native-tokens/:id: the caller's own token accepts no new connection; anyone else's is "not found". */
export async function revokeNativeToken(deps: Deps, userId: number, tokenId: number): Promise<void> {
  const result = await deps.db
    .updateTable('db_native_tokens')
    .set({ revoked_at: deps.now().toISOString() })
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0)
    throw new AppError(ResponseCode.dbNativeTokenNotFound, 'dbNativeTokenNotFound', {}, { data: { field: 'tokenId' } });
}

/** Tokens a day past their expiry are of no use to anyone (kept that long to tell "expired" from "unknown"). */
export async function sweepNativeTokens(deps: Deps): Promise<void> {
  const before = new Date(deps.now().getTime() - 86_400_000).toISOString();
  await deps.db.deleteFrom('db_native_tokens').where('expires_at', '<', before).execute();
}
