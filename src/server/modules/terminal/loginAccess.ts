import type { Selectable } from 'kysely';
import { ResponseCode } from '../../../shared/codes';
import type { AccountsTable } from '../../db/schema';
import { writeGeneration } from '../../db/writeGeneration';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { checkLoginPolicy } from '../approvals';
import { mayUseAsset } from '../grants';
import { StandingCache } from './standingCache';

/** Who asks to log in where: the caller, the asset and account chosen, the address the call came from. */
export interface LoginRequest {
  userId: number;
  assetId: number;
  accountId: number;
  sourceIp: string;
}

export interface LoginAccess {
  asset: { id: number; name: string; address: string; encoding: string; proxy_id: number | null };
  account: Selectable<AccountsTable>;
}

/**
 * The checks every session with an asset's account passes before the bastion logs in, whatever the protocol (the
 * web terminal's SSH and Telnet, the database sessions of modules/db-sessions): an authorisation for login on the
 * asset now and from this address, the account on that asset and within the authorisation, and then the login
 * policies, which may only narrow it (deny, or ask for an approval first). Refusals are the terminal's codes.
 */
export async function authorizeLogin(deps: Deps, request: LoginRequest): Promise<LoginAccess> {
  const decision = await mayUseAsset(deps, request.userId, request.assetId, {
    permission: 'login',
    sourceIp: request.sourceIp,
  });
  if (!decision.allowed)
    throw new AppError(ResponseCode.forbidden, 'terminalNoRight', {}, { data: { reason: decision.reason } });

  const asset = await deps.db
    .selectFrom('assets')
    .select(['id', 'name', 'address', 'encoding', 'proxy_id'])
    .where('id', '=', request.assetId)
    .executeTakeFirstOrThrow();
  const account = await deps.db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', request.accountId)
    .executeTakeFirst();
  if (!account || account.asset_id !== asset.id)
    throw new AppError(
      ResponseCode.terminalAccountNotOnAsset,
      'terminalAccountNotOnAsset',
      {},
      { data: { field: 'accountId' } },
    );
  if (decision.accountIds !== null && !decision.accountIds.includes(account.id))
    throw new AppError(ResponseCode.forbidden, 'terminalAccountNotGranted', {}, { data: { field: 'accountId' } });
  const policy = await checkLoginPolicy(deps, {
    userId: request.userId,
    assetId: asset.id,
    accountId: account.id,
    sourceIp: request.sourceIp,
  });
  if (policy.kind === 'deny')
    throw new AppError(
      ResponseCode.terminalLoginDenied,
      'terminalLoginDenied',
      { policy: policy.policyName },
      { data: { policyId: policy.policyId } },
    );
  if (policy.kind === 'approvalRequired')
    throw new AppError(
      ResponseCode.terminalLoginApprovalRequired,
      'terminalLoginApprovalRequired',
      { policy: policy.policyName },
      { data: { policyId: policy.policyId, pendingId: policy.pendingId } },
    );
  return { asset, account };
}

/**
 * Whether a session already open may go on: the authorisation still allows login to the asset from this address and
 * still covers the account (a revoked or expired grant ends the right at once, not at the next standing check).
 */
export async function stillAuthorized(deps: Deps, request: LoginRequest): Promise<boolean> {
  const cache = new StandingCache(deps.db);
  const now = deps.now().getTime();
  if (cache.holds(request, now)) return true;
  const generation = writeGeneration();
  const decision = await mayUseAsset(deps, request.userId, request.assetId, {
    permission: 'login',
    sourceIp: request.sourceIp,
  });
  const allowed = decision.allowed && (decision.accountIds === null || decision.accountIds.includes(request.accountId));
  if (decision.allowed && allowed) cache.keep(request, generation, now, decision.changesAt);
  return allowed;
}
