import { ResponseCode } from '../../../shared/codes';
import type { DbProtocol } from '../../bastion/database/dbConnection';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { authorizeLogin, credentialOf, type LoginAccess } from '../terminal';

/** The asset's protocols as stored and what the session row calls them (as openDbSession does). */
export const NATIVE_PROTOCOLS: Record<string, DbProtocol> = { MySQL: 'MYSQL', PostgreSQL: 'POSTGRESQL' };

/** Who may reach which database account: what a token or own credentials resolve to. */
export interface NativeIdentity {
  userId: number;
  assetId: number;
  accountId: number;
  database: string | null;
  /** The token used, or null for own credentials. */
  tokenId: number | null;
  /** The console sign-in that issued the token: signing out ends the sessions opened with it. */
  issuedTokenHash: string;
}

/** Everything a listener needs to log into the database in the user's place, after every check. */
export interface NativeAccess extends LoginAccess {
  identity: NativeIdentity;
  protocol: DbProtocol;
  port: number;
  password: string;
}

/**
 * The web console's checks for a native client, at issue and again at every connection: authorizeLogin (grant now
 * and from this address, account within it, login policies: deny, approval required), a database protocol on the
 * asset (the listener's own when given), and a password account. Refusals are AppErrors with the console's codes.
 */
export async function authorizeNativeAccess(
  deps: Deps,
  identity: NativeIdentity,
  sourceIp: string,
  protocol: DbProtocol | null,
): Promise<NativeAccess> {
  const access = await authorizeLogin(deps, {
    userId: identity.userId,
    assetId: identity.assetId,
    accountId: identity.accountId,
    sourceIp,
  });
  const protocols = await deps.db
    .selectFrom('asset_protocols')
    .select(['protocol', 'port'])
    .where('asset_id', '=', identity.assetId)
    .execute();
  const chosen = protocols.find((row) =>
    protocol === null ? row.protocol in NATIVE_PROTOCOLS : NATIVE_PROTOCOLS[row.protocol] === protocol,
  );
  if (!chosen) {
    if (protocol === null) throw new AppError(ResponseCode.dbNoProtocol, 'dbNoProtocol');
    throw new AppError(ResponseCode.dbNoProtocol, 'dbNativeWrongProtocol', { protocol });
  }
  const credential = credentialOf(deps, access.account);
  if (credential.kind !== 'password') throw new AppError(ResponseCode.dbPasswordOnly, 'dbPasswordOnly');
  return {
    ...access,
    identity,
    protocol: NATIVE_PROTOCOLS[chosen.protocol] as DbProtocol,
    port: chosen.port,
    password: credential.password,
  };
}
